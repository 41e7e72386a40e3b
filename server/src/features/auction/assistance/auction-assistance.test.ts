import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ASSIST_MSG } from '@procura/domain/auction/assistance/assistance.messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../../db/schema/auth';
import { createAccount, signIn } from '../../../testing/factories';
import { pdfPages } from '../../../testing/report-files';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { MINUTE, offer, runningSession } from '../auction-bidding.testing';
import { storedLedgerVerification } from '../ledger/auction-ledger.testing';
import { ledgerOf } from '../ledger/auction-ledger.store';

// Assisted offers (docs/rules/auction-bidding.md#assisted-offers): the request, the buyer's offer for the
// vendor and a second committee member's confirmation are each a ledger entry; the offer is judged by the
// same rules as any offer when it is confirmed; the vendor is mailed its receipt; other vendors see the
// offer like any other, without its identity. Refused without a request, by the account that placed it,
// and after the end.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const base = (auctionId: string) => `/api/secured/auction/${auctionId}`;

/** A second buyer account of the session's company (the committee's second member), signed in. */
async function secondBuyer(buyerAccountId: string) {
  const [first] = await t.app.ctx.db.select({ companyId: accounts.companyId }).from(accounts).where(eq(accounts.id, buyerAccountId));
  const account = await createAccount(t, { role: 'buyer_auction' });
  await t.app.ctx.db.update(accounts).set({ companyId: first!.companyId }).where(eq(accounts.id, account.id));
  return { accountId: account.id, token: (await signIn(t, account.email)).access_token };
}

describe('assisted offers', () => {
  it('take a request, an offer placed by one buyer and confirmed by another, each in the ledger; the vendor gets its receipt', async () => {
    const s = await runningSession(t, { vendors: 2, durationMs: 30 * MINUTE });
    const [a, b] = s.vendors;
    const second = await secondBuyer(s.buyer.accountId);
    expect((await offer(t, b!.token, s.auction.id, { totalOffer: '299000000' })).status).toBe(200);

    // Without a request: refused.
    const early = await t.call('POST', `${base(s.auction.id)}/assisted-offers`, { token: s.buyer.token, body: { procurementVendorId: a!.procurementVendorId, totalOffer: '298000000', idempotencyKey: randomUUID() } });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ errors: [{ param: null, msg: ASSIST_MSG.noRequest }] });

    // Vendor A asks from the channel it still has; the buyer places the offer.
    const asked = await t.call('POST', `${base(s.auction.id)}/assistance`, { token: a!.token, body: { reason: 'Our office network is down since 10:00' } });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ channel: 'VENDOR', offer: null });
    // A rule of any offer holds: above the leading price minus the decrement is refused, and nothing is placed.
    const tooHigh = await t.call('POST', `${base(s.auction.id)}/assisted-offers`, { token: s.buyer.token, body: { procurementVendorId: a!.procurementVendorId, totalOffer: '299500000', idempotencyKey: randomUUID() } });
    expect(tooHigh.status).toBe(422);
    const key = randomUUID();
    const placeBody = { procurementVendorId: a!.procurementVendorId, totalOffer: '297000000', idempotencyKey: key };
    const placed = await t.call('POST', `${base(s.auction.id)}/assisted-offers`, { token: s.buyer.token, body: placeBody });
    expect(placed.status).toBe(200);
    const assistedOfferId = placed.body.data.offer.assistedOfferId;
    expect(placed.body.data.offer).toMatchObject({ status: 'PENDING', totalOffer: '297000000.00' });
    // The same key answers the same placement; with another body 409; a second placement needs a new request.
    expect((await t.call('POST', `${base(s.auction.id)}/assisted-offers`, { token: s.buyer.token, body: placeBody })).body.data.offer.assistedOfferId).toBe(assistedOfferId);
    expect((await t.call('POST', `${base(s.auction.id)}/assisted-offers`, { token: s.buyer.token, body: { ...placeBody, totalOffer: '296000000' } })).status).toBe(409);
    const again = await t.call('POST', `${base(s.auction.id)}/assisted-offers`, { token: s.buyer.token, body: { ...placeBody, idempotencyKey: randomUUID() } });
    expect(again.body).toEqual({ errors: [{ param: null, msg: ASSIST_MSG.requestUsed }] });
    // Nothing counts yet: B still leads.
    const board = await t.call('GET', `${base(s.auction.id)}/assistance`, { token: s.buyer.token });
    expect(board.body.data).toHaveLength(1);

    // The account that placed it cannot confirm it; a second member can, once.
    const confirmPath = `${base(s.auction.id)}/assisted-offers/${assistedOfferId}/confirm`;
    const self = await t.call('POST', confirmPath, { token: s.buyer.token });
    expect(self.status).toBe(403);
    expect(self.body).toEqual({ errors: [{ param: null, msg: ASSIST_MSG.secondMemberRequired }] });
    expect((await t.call('POST', confirmPath, { token: a!.token })).status).toBe(404);
    const confirmed = await t.call('POST', confirmPath, { token: second.token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.offer).toMatchObject({ status: 'CONFIRMED', confirmedBy: second.accountId });
    expect((await t.call('POST', confirmPath, { token: second.token })).body).toEqual({ errors: [{ param: null, msg: ASSIST_MSG.alreadyDecided }] });

    // The ledger: request, placement, then the OFFER marked assisted; the chain and the standings hold.
    const entries = await ledgerOf(t.app.ctx.db, s.auction.id);
    const tail = entries.slice(-3);
    expect(tail.map((e) => e.kind)).toEqual(['ASSISTANCE_REQUESTED', 'ASSISTED_OFFER', 'OFFER']);
    expect(tail[2]!.payload).toMatchObject({ vendorId: a!.procurementVendorId, totalOffer: '297000000.00', assisted: { assistedOfferId, placedBy: s.buyer.accountId, confirmedBy: second.accountId } });
    expect(await storedLedgerVerification(t.app.ctx.db, s.auction.id)).toMatchObject({ valid: true });
    // A leads now, in B's room as in any offer; B's room names no one.
    const room = await t.call('GET', `${base(s.auction.id)}/room`, { token: b!.token });
    expect(JSON.stringify(room.body)).not.toContain(a!.name);
    const mine = await t.call('GET', `${base(s.auction.id)}/receipts`, { token: a!.token });
    expect(mine.body.data.receipts.map((r: { totalOffer: string }) => r.totalOffer)).toEqual(['297000000.00']);
    // The vendor was mailed its receipt at once.
    const receiptMail = (await t.mailsTo(a!.email)).find((m) => m.subject.startsWith('An offer was placed for you'));
    expect(receiptMail?.text).toContain(`Entry hash / Hash entri: ${tail[2]!.hash}`);
    // A vendor reads its own requests only.
    expect((await t.call('GET', `${base(s.auction.id)}/assistance`, { token: b!.token })).body.data).toEqual([]);

    // The minutes: the three entries in the log, and beside the connection record who asked, placed and confirmed.
    t.clock.advance(30 * MINUTE);
    await t.app.scheduler.tick();
    const buyerToken = (await signIn(t, s.buyer.email)).access_token; // half an hour later: signed in again
    const log = await t.call('GET', `/api/secured/report/log-auction-jasper/${s.procurement.id}?${new URLSearchParams({ pelaksana: 'Panitia', peruntukan: 'Kantor' })}`, { token: buyerToken });
    expect(log.status).toBe(200);
    const text = (await pdfPages(Buffer.from(log.body.data.data, 'base64'))).join(' ');
    for (const line of ['Permintaan bantuan penawaran', 'Penawaran dibantu diajukan', 'Penawaran dibantu, dikonfirmasi anggota kedua', 'Konfirmasi anggota kedua', 'Our office network is down since 10:00']) {
      expect(text, line).toContain(line);
    }
  });

  it('records a request the buyer received by phone, and refuses everything after the end', async () => {
    const s = await runningSession(t, { vendors: 1, durationMs: 10 * MINUTE });
    const [a] = s.vendors;
    const recorded = await t.call('POST', `${base(s.auction.id)}/assistance`, { token: s.buyer.token, body: { procurementVendorId: a!.procurementVendorId, reason: 'Called at 10:05: no internet' } });
    expect(recorded.status).toBe(200);
    expect(recorded.body.data).toMatchObject({ channel: 'BUYER', vendorName: a!.name });
    expect((await t.call('POST', `${base(s.auction.id)}/assistance`, { token: s.buyer.token, body: { reason: 'No vendor' } })).status).toBe(400);
    const placed = await t.call('POST', `${base(s.auction.id)}/assisted-offers`, { token: s.buyer.token, body: { procurementVendorId: a!.procurementVendorId, totalOffer: '299000000', idempotencyKey: randomUUID() } });
    expect(placed.status).toBe(200);
    const second = await secondBuyer(s.buyer.accountId);
    t.clock.advance(10 * MINUTE);
    await t.app.scheduler.tick();
    const late = await t.call('POST', `${base(s.auction.id)}/assisted-offers/${placed.body.data.offer.assistedOfferId}/confirm`, { token: second.token });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ errors: [{ param: null, msg: ASSIST_MSG.onlyWhileRunning }] });
    expect((await t.call('POST', `${base(s.auction.id)}/assistance`, { token: a!.token, body: { reason: 'Too late' } })).status).toBe(409);
  });
});
