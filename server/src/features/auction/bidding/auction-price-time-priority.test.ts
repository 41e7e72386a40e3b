import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { procurementVendors } from '../../../db/schema/procurement';
import { signIn } from '../../../testing/factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { loadAuctionReport } from '../../report/auction-log-report.data';
import { auctionRow, ESTIMATED_TOTAL, MINUTE, offer, runningSession } from '../auction-bidding.testing';

// Decision 165: two equal offers in the same millisecond ranked by company name. The earlier offer in
// the ledger must win everywhere a ranking is shown: the live board, the reports' replay and final
// ranking, the evaluation table after the session and the End confirmation's winner.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('price-time priority', () => {
  it('gives two equal prices of the same millisecond to the earlier ledger entry, not to the name or the vendor order', async () => {
    // A CLOSE session: each vendor bids against its own price, so two can offer the same amount.
    const made = await runningSession(t, { session: { auctionType: 'CLOSE' } });
    const [abadi, zenith] = made.vendors as [(typeof made.vendors)[0], (typeof made.vendors)[0]];
    // Abadi comes first by name and by the order the vendors were added; Zenith offers first.
    await t.app.ctx.db.update(procurementVendors).set({ name: 'PT Abadi Jaya', indicatorPrice: ESTIMATED_TOTAL }).where(eq(procurementVendors.id, abadi.procurementVendorId));
    await t.app.ctx.db.update(procurementVendors).set({ name: 'PT Zenith Supplies', indicatorPrice: ESTIMATED_TOTAL }).where(eq(procurementVendors.id, zenith.procurementVendorId));

    // The clock stands still for both offers: they carry the same millisecond.
    const frozen = t.clock.now().getTime();
    const stopped = vi.spyOn(t.clock, 'now').mockImplementation(() => new Date(frozen));
    const first = await offer(t, zenith.token, made.auction.id, { totalOffer: '290000000' });
    const second = await offer(t, abadi.token, made.auction.id, { totalOffer: '290000000' });
    stopped.mockRestore();
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.data.offer.createdAt).toBe(second.body.data.offer.createdAt);
    expect(second.body.data.state.you.ranking).toBe(2);

    const live = await t.call('GET', `/api/secured/auction/${made.auction.id}/room`, { token: made.buyer.token });
    expect(live.body.data.ranks.map((row: { label: string; ranking: number | null }) => [row.label, row.ranking])).toEqual([
      ['PT Zenith Supplies', 1],
      ['PT Abadi Jaya', 2],
    ]);

    t.clock.advance(61 * MINUTE);
    await t.app.scheduler.tick();
    expect((await auctionRow(t, made.auction.id)).status).toBe('DONE');

    const user = { id: made.buyer.accountId, email: made.buyer.email, role: 'buyer_auction' as const, sessionId: 'test' };
    const [session] = (await loadAuctionReport(t.app.ctx.db, user, made.procurement.id)).sessions;
    expect(session!.ranking.map((row) => [row.vendorName, row.ranking])).toEqual([
      ['PT Zenith Supplies', 1],
      ['PT Abadi Jaya', 2],
    ]);
    expect(session!.log.filter((line) => line.entry.kind === 'OFFER').map((line) => [line.vendorName, line.rankAfter])).toEqual([
      ['PT Zenith Supplies', 1],
      ['PT Abadi Jaya', 2],
    ]);

    // An hour later: the buyer signs in again.
    const { access_token: token } = await signIn(t, made.buyer.email);
    const evaluation = await t.call('GET', `/api/secured/procurement/${made.procurement.id}/evaluation`, { token });
    // The procurement's other vendors, without a price, follow.
    expect(evaluation.body.data.rows.slice(0, 2).map((row: { companyName: string; rank: number | null }) => [row.companyName, row.rank])).toEqual([
      ['PT Zenith Supplies', 1],
      ['PT Abadi Jaya', 2],
    ]);
    const preview = await t.call('GET', `/api/secured/procurement/${made.procurement.id}/close-preview`, { token });
    expect(preview.body.data.winner).toEqual({ _id: zenith.procurementVendorId, name: 'PT Zenith Supplies' });
  });
});
