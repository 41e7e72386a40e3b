import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procurementItems, procurementVendors } from '../../db/schema/procurement';
import { signIn } from '../../testing/factories';
import { forgetAttempts } from '../../testing/rate-limits';
import { pdfPages } from '../../testing/report-files';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { auctionRow, ESTIMATED_TOTAL, MINUTE, offer, runningSession } from '../auction/auction-bidding.testing';
import { loadAuctionReport } from './auction-log-report.data';
import { SAVING_LABEL } from './auction-report.format';

// Decision 163: both auction reports measure saving against the procurement's estimate (the monitor's
// baseline, savingAgainstBaseline), not against each vendor's own indicator price, and print '-'
// where there is no estimate.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * A DONE session on an estimate of 300,000,000: A 290,000,000 (its own indicator 310,000,000),
 * B 280,000,000 (its own 295,000,000). Against their own indicators the runner-up A saved 6.45 %
 * and the winner B 5.08 %; against the estimate B saved 6.67 % and A 3.33 %.
 */
async function doneAuction(prepare: (procurementId: string) => Promise<void> = async () => {}) {
  const made = await runningSession(t, { vendors: 2 });
  const [a, b] = made.vendors;
  await t.app.ctx.db.update(procurementVendors).set({ indicatorPrice: '310000000.00' }).where(eq(procurementVendors.id, a!.procurementVendorId));
  await t.app.ctx.db.update(procurementVendors).set({ indicatorPrice: '295000000.00' }).where(eq(procurementVendors.id, b!.procurementVendorId));
  await prepare(made.procurement.id);
  expect((await offer(t, a!.token, made.auction.id, { totalOffer: '290000000' })).status).toBe(200);
  expect((await offer(t, b!.token, made.auction.id, { totalOffer: '280000000' })).status).toBe(200);
  t.clock.advance(61 * MINUTE);
  await t.app.scheduler.tick();
  expect((await auctionRow(t, made.auction.id)).status).toBe('DONE');
  await forgetAttempts(t);
  const token = (await signIn(t, made.buyer.email)).access_token;
  const user = { id: made.buyer.accountId, email: made.buyer.email, role: 'buyer_auction', sessionId: 'report-test' } as const;
  return { ...made, token, user };
}

describe('saving in the auction reports', () => {
  it("is each vendor's last offer against the procurement's estimate, the winner's the largest", async () => {
    const { user, procurement, vendors } = await doneAuction();
    const [session] = (await loadAuctionReport(t.app.ctx.db, user, procurement.id)).sessions;
    expect(session!.savingBaseline).toBe(ESTIMATED_TOTAL);
    expect(session!.ranking.map((row) => [row.vendorName, row.ranking, row.winner, row.saving])).toEqual([
      [vendors[1]!.name, 1, true, '6.67'],
      [vendors[0]!.name, 2, false, '3.33'],
    ]);
  });

  it('prints the baseline and the saving under its label in both reports', async () => {
    const { token, procurement } = await doneAuction();
    for (const path of [`/api/secured/report/result-auction/${procurement.id}`, `/api/secured/report/log-auction-jasper/${procurement.id}?pelaksana=Panitia&peruntukan=Kantor`]) {
      const answer = await t.call('GET', path, { token });
      expect(answer.status).toBe(200);
      const text = (await pdfPages(Buffer.from(answer.body.data.data, 'base64'))).join(' ').replace(/\s+/g, ' ');
      expect(text).toContain(SAVING_LABEL);
      expect(text).toContain('Estimasi Total (acuan penghematan)');
      expect(text).toMatch(/6[.,]67 ?%/);
      // The vendors' own-indicator savings are not what the reports print.
      expect(text).not.toMatch(/6[.,]45 ?%|5[.,]08 ?%/);
    }
  });

  it("prints '-' rather than a figure when the procurement has no estimate", async () => {
    const { user, procurement } = await doneAuction(async (procurementId) => {
      await t.app.ctx.db.update(procurementItems).set({ subTotal: '0.00' }).where(eq(procurementItems.procurementId, procurementId));
    });
    const [session] = (await loadAuctionReport(t.app.ctx.db, user, procurement.id)).sessions;
    expect(session!.savingBaseline).toBeNull();
    expect(session!.ranking.map((row) => row.saving)).toEqual([null, null]);
  });
});
