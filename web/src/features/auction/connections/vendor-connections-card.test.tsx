// @vitest-environment happy-dom
import type { AuctionConnectionsView } from '@procura/domain/auction/room/auction-connections.rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answered, passSeconds, renderIn, serverAnswers, settle } from '../../../components/retry-wait.testing';
import { VendorConnectionsCard } from './vendor-connections-card';

// The monitor's connection record says "no vendor has entered" only when the record says so: while it
// loads it says so, and a record it could not read is not shown as an empty room.

const vendor = { invitationId: 'inv-1', vendorName: 'PT Vendor Satu', online: true, lastSeen: null, intervals: [{ from: '2026-03-02T08:00:00Z', to: null }], rttMs: 40 };

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderIn(
    'en',
    <QueryClientProvider client={client}>
      <VendorConnectionsCard auctionId="auc-1" presentIds={null} />
    </QueryClientProvider>,
  );
}

/** The answer read and drawn (react-query tells the page on a zero-delay timer). */
async function arrived() {
  await settle();
  await passSeconds(0);
  await settle();
}

const refused = () => new Response(JSON.stringify({ errors: [{ param: null, msg: 'Not found' }] }), { status: 404, headers: { 'Content-Type': 'application/json' } });

describe('the vendor connections card', () => {
  it('says it is loading, not that the room is empty, before the record arrives', async () => {
    serverAnswers(() => answered({ vendors: [vendor] } as unknown as AuctionConnectionsView));
    renderCard();
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Loading…');
    expect(screen.queryByText('No vendor has entered the room yet.')).toBeNull();
    await arrived();
    expect(screen.getByRole('table', { name: 'Vendor connections' }).textContent).toContain('PT Vendor Satu');
  });

  it('says the record could not be read instead of an empty room', async () => {
    serverAnswers(refused);
    renderCard();
    await arrived();
    expect(screen.getByRole('alert').textContent).toBe('We could not load the connection record; it is read again every 15 seconds.');
    expect(screen.queryByText('No vendor has entered the room yet.')).toBeNull();
  });

  it('says no vendor has entered when the record has none', async () => {
    serverAnswers(() => answered({ vendors: [] } as unknown as AuctionConnectionsView));
    renderCard();
    await arrived();
    expect(screen.getByText('No vendor has entered the room yet.')).toBeTruthy();
  });
});
