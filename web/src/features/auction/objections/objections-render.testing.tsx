import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { passSeconds, renderIn, settle } from '../../../components/retry-wait.testing';

// The objection cards rendered for a component test: in a language, with a query client that does not retry.

export function renderWithQueries(ui: ReactElement, language: 'en' | 'id' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderIn(language, <QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** The answers read and drawn (react-query tells the page on a zero-delay timer). */
export async function arrived() {
  await settle();
  await passSeconds(0);
  await settle();
}
