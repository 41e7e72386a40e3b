// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderIn } from '../components/retry-wait.testing';
import { MASTERS_QUERY_KEY } from './masters-query';
import { useMasterLabel } from './use-master-label';

// A stored code is read as words even before the served lists arrive (or when they cannot be read):
// the monitor's Auction Info said "OPEN", "REALTIME" and "INJURY_TIME" on a slow first load.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Labels() {
  const label = useMasterLabel();
  return <p data-testid="labels">{[label('auctionTypes', 'OPEN'), label('auctionModels', 'REALTIME'), label('periodTypes', 'INJURY_TIME'), label('auctionTypes', 'NEW_CODE')].join(' | ')}</p>;
}

function renderLabels(language: 'en' | 'id', client: QueryClient) {
  renderIn(
    language,
    <QueryClientProvider client={client}>
      <Labels />
    </QueryClientProvider>,
  );
  return screen.getByTestId('labels').textContent;
}

describe('useMasterLabel', () => {
  it('reads the built-in labels while the lists load, in the reader language; an unknown code stays as it is', () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    expect(renderLabels('id', new QueryClient())).toBe('Terbuka | Waktu Nyata | Waktu Tambahan | NEW_CODE');
  });

  it('prefers the served label, which the super admin may have edited', () => {
    const client = new QueryClient();
    client.setQueryData(MASTERS_QUERY_KEY, { auctionTypes: [{ code: 'OPEN', label: { en: 'Open auction', id: 'Lelang terbuka' }, active: true, order: 1 }] });
    expect(renderLabels('en', client)).toBe('Open auction | Real Time | Injury Time | NEW_CODE');
  });
});
