import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ProfileResponse } from '@procura/domain/auth/auth.schemas';
import type { ReactElement } from 'react';
import { PROFILE_QUERY_KEY } from '../../../api/auth/profile-query';
import { renderIn } from '../../../components/retry-wait.testing';

// The assisted-offer cards rendered for a component test, as the objection cards are, with the
// signed-in account already read (the buyer's card tells its own offers by it).

export function renderSignedIn(ui: ReactElement, accountId: string, language: 'en' | 'id' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const profile: ProfileResponse = {
    account: { id: accountId, firstName: 'Budi', lastName: 'Santoso', role: 'buyer_auction', email: 'budi@example.com', hasPassword: true },
    company: null,
  };
  client.setQueryData(PROFILE_QUERY_KEY, profile);
  return renderIn(language, <QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
