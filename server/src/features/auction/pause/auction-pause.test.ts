import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_PAUSE_MSG } from '@procura/domain/auction/session/auction-pause.messages';
import { pauseLimitCancelReason } from '@procura/domain/auction/session/auction-pause.rules';
import { auctions } from '../../../db/schema/auction';
import { pdfPages } from '../../../testing/report-files';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { MINUTE, auctionRow, offer, runningSession } from '../auction-bidding.testing';
import { recordBroadcasts } from '../auction.testing';
import { disqualifyOffer, requestDisqualification } from '../bidding/auction-disqualification.service';
import { ledgerOf } from '../ledger/auction-ledger.store';
import { buyerRoom, vendorsRoom } from '../room/auction.rooms';

// Pause, resume and announcements on the test clock (one app for the file: a tick moves every due
// session, so each test reads its own session's row) (decisions 186-189,
// docs/rules/auction-bidding.md#pause-and-resume): bad input and other callers are refused with
// the envelope and write nothing; a paused session outlives its end; one paused longer than its
// maxPauseMinutes is canceled by the scheduler with a reason that says so.

const SECOND = 1000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const path = (auctionId: string, what: string) => `/api/secured/auction/${auctionId}/${what}`;
const REASON = 'Network trouble at two vendors';

/** The session row's ledger position: nothing was written while it stays. */
async function headOf(auctionId: string) {
  const row = await auctionRow(t, auctionId);
  return { sequence: row.sequence, head: row.ledgerHeadHash, pausedAt: row.pausedAt, entries: (await ledgerOf(t.app.ctx.db, auctionId)).length };
}

describe('refused pauses, resumes and announcements', () => {
  it('answers bad input with the envelope and writes nothing', async () => {
    const { auction, buyer } = await runningSession(t);
    const before = await headOf(auction.id);
    const token = buyer.token;

    const none = await t.call('POST', path(auction.id, 'pause'), { token, body: {} });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ errors: [{ param: 'reason', msg: AUCTION_PAUSE_MSG.pauseReasonRequired }] });
    const short = await t.call('POST', path(auction.id, 'pause'), { token, body: { reason: '  too short ' } });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ errors: [{ param: 'reason', msg: AUCTION_PAUSE_MSG.pauseReasonMinimum }] });
    const running = await t.call('POST', path(auction.id, 'resume'), { token });
    expect(running.status).toBe(409);
    expect(running.body).toEqual({ errors: [{ param: null, msg: AUCTION_PAUSE_MSG.resumeNotPaused }] });
    const empty = await t.call('POST', path(auction.id, 'announcements'), { token, body: { message: '   ' } });
    expect(empty.body).toEqual({ errors: [{ param: 'message', msg: AUCTION_PAUSE_MSG.announcementRequired }] });
    const long = await t.call('POST', path(auction.id, 'announcements'), { token, body: { message: 'x'.repeat(501) } });
    expect(long.body).toEqual({ errors: [{ param: 'message', msg: AUCTION_PAUSE_MSG.announcementTooLong }] });

    expect(await headOf(auction.id)).toEqual(before);
  });

  it('answers 404 to vendors and to another company, and writes nothing', async () => {
    const { auction, vendors } = await runningSession(t);
    const other = await runningSession(t);
    const before = await headOf(auction.id);
    for (const token of [vendors[0]!.token, other.buyer.token]) {
      expect((await t.call('POST', path(auction.id, 'pause'), { token, body: { reason: REASON } })).status).toBe(404);
      expect((await t.call('POST', path(auction.id, 'resume'), { token })).status).toBe(404);
      const said = await t.call('POST', path(auction.id, 'announcements'), { token, body: { message: 'Hello' } });
      expect(said.status).toBe(404);
      expect(said.body).toEqual({ errors: [{ param: null, msg: 'Data not found' }] });
    }
    expect(await headOf(auction.id)).toEqual(before);
  });

  it('pauses once: a second pause is refused, and so is an announcement before the start', async () => {
    const { auction, buyer } = await runningSession(t);
    const token = buyer.token;
    expect((await t.call('POST', path(auction.id, 'pause'), { token, body: { reason: REASON } })).status).toBe(200);
    const before = await headOf(auction.id);
    const again = await t.call('POST', path(auction.id, 'pause'), { token, body: { reason: REASON } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ errors: [{ param: null, msg: AUCTION_PAUSE_MSG.alreadyPaused }] });
    expect(await headOf(auction.id)).toEqual(before);

    const upcoming = await runningSession(t, { session: { startTime: new Date(t.clock.now().getTime() + 10 * MINUTE), endTime: new Date(t.clock.now().getTime() + 20 * MINUTE) } });
    const early = await t.call('POST', path(upcoming.auction.id, 'announcements'), { token: upcoming.buyer.token, body: { message: 'Soon' } });
    expect(early.body).toEqual({ errors: [{ param: null, msg: AUCTION_PAUSE_MSG.announcementOnlyOnGoing }] });
    const pauseEarly = await t.call('POST', path(upcoming.auction.id, 'pause'), { token: upcoming.buyer.token, body: { reason: REASON } });
    expect(pauseEarly.body).toEqual({ errors: [{ param: null, msg: AUCTION_PAUSE_MSG.pauseOnlyOnGoing }] });
  });
});

describe('the pause in the ledger', () => {
  it('is verified against the session row: a row that forgot its pause is named', async () => {
    const { auction, buyer } = await runningSession(t);
    const paused = await t.call('POST', path(auction.id, 'pause'), { token: buyer.token, body: { reason: REASON } });
    const verify = () => t.call('GET', path(auction.id, 'ledger/verify'), { token: buyer.token });
    expect((await verify()).body.data).toMatchObject({ valid: true, problems: [] });
    await t.app.ctx.db.update(auctions).set({ pausedAt: null }).where(eq(auctions.id, auction.id));
    expect((await verify()).body.data).toMatchObject({ valid: false, problems: [`the session is not paused, the ledger says paused since ${paused.body.data.pausedAt}`] });
  });
});

describe('a paused session and the scheduler', () => {
  it('is not ended at its end, and is canceled once paused longer than maxPauseMinutes', async () => {
    const { auction, buyer, vendors } = await runningSession(t, { durationMs: 30 * SECOND, session: { maxPauseMinutes: '1' } });
    expect((await offer(t, vendors[0]!.token, auction.id, { totalOffer: '299000000' })).status).toBe(200);
    t.clock.advance(10 * SECOND);
    // To the millisecond from here on: only advance() moves the clock.
    t.clock.freeze();
    const paused = await t.call('POST', path(auction.id, 'pause'), { token: buyer.token, body: { reason: REASON } });
    expect(paused.status).toBe(200);
    const pausedAt = Date.parse(paused.body.data.pausedAt);
    expect(paused.body.data.pauseDeadline).toBe(new Date(pausedAt + MINUTE).toISOString());
    const refused = await offer(t, vendors[1]!.token, auction.id, { totalOffer: '298000000' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].msg).toBe(AUCTION_PAUSE_MSG.offerWhilePaused);

    // Past the end (20 s after the pause) it is still running: paused.
    t.clock.advance(25 * SECOND);
    await t.app.scheduler.tick();
    expect((await auctionRow(t, auction.id)).status).toBe('ON_GOING');
    // Its clock stands at the pause: an offer can still be asked to be disqualified, and disqualified (decision 188).
    const [first] = (await ledgerOf(t.app.ctx.db, auction.id)).filter((e) => e.kind === 'OFFER');
    const offerId = (first!.payload as { offerId: string }).offerId;
    const input = { auctionId: auction.id, offerId, reason: 'typing slip' };
    await requestDisqualification(t.app.ctx, { id: vendors[0]!.accountId, role: 'seller_auction' } as never, input);
    await disqualifyOffer(t.app.ctx, { id: buyer.accountId, role: 'buyer_auction' } as never, input);

    // A minute of pause is allowed; a millisecond more is not.
    t.clock.advance(pausedAt + MINUTE - t.clock.now().getTime());
    await t.app.scheduler.tick();
    expect((await auctionRow(t, auction.id)).status).toBe('ON_GOING');
    const broadcasts = recordBroadcasts(t);
    t.clock.advance(1);
    await t.app.scheduler.tick();
    const canceled = await auctionRow(t, auction.id);
    const reason = pauseLimitCancelReason('1');
    expect(canceled).toMatchObject({ status: 'CANCELED', cancelReason: reason, canceledBy: null });
    expect(broadcasts).toHaveBeenCalledWith([buyerRoom(auction.id), vendorsRoom(auction.id)], 'AUCTION_CANCELED', expect.objectContaining({ auctionId: auction.id, status: 'CANCELED', cancelReason: reason }));
    broadcasts.mockRestore();
    const ledger = await ledgerOf(t.app.ctx.db, auction.id);
    expect(ledger.map((e) => e.kind)).toEqual(['START', 'OFFER', 'PAUSE', 'DISQUALIFICATION_REQUEST', 'DISQUALIFICATION', 'CANCEL']);
    expect(ledger.at(-1)!.payload).toEqual({ reason });
    for (const vendor of vendors) expect((await t.mailsTo(vendor.email)).some((m) => m.subject.startsWith('Auction canceled') && m.text.includes('paused longer than 1 minutes'))).toBe(true);

    const late = await t.call('POST', path(auction.id, 'resume'), { token: buyer.token });
    expect(late.status).toBe(409);
    expect(late.body.errors[0].msg).toBe(AUCTION_PAUSE_MSG.resumeOnlyOnGoing);
  });

  it('answers a resume of a paused session the buyer canceled with the resume refusal', async () => {
    const { auction, buyer } = await runningSession(t);
    const token = buyer.token;
    expect((await t.call('POST', path(auction.id, 'pause'), { token, body: { reason: REASON } })).status).toBe(200);
    const cancel = await t.call('POST', '/api/secured/auction/change-status', { token, body: { auctionId: auction.id, status: 'CANCELED', cancelReason: 'Postponed' } });
    expect(cancel.status).toBe(200);
    const before = await headOf(auction.id);
    const resumed = await t.call('POST', path(auction.id, 'resume'), { token });
    expect(resumed.status).toBe(409);
    expect(resumed.body).toEqual({ errors: [{ param: null, msg: AUCTION_PAUSE_MSG.resumeOnlyOnGoing }] });
    expect(await headOf(auction.id)).toEqual(before);
  });

  it('refuses a resume after the limit even before the scheduler has canceled', async () => {
    const { auction, buyer } = await runningSession(t, { session: { maxPauseMinutes: '0.5' } });
    expect((await t.call('POST', path(auction.id, 'pause'), { token: buyer.token, body: { reason: REASON } })).status).toBe(200);
    t.clock.advance(30 * SECOND + 1);
    const late = await t.call('POST', path(auction.id, 'resume'), { token: buyer.token });
    expect(late.status).toBe(409);
    expect(late.body.errors[0].msg).toBe(AUCTION_PAUSE_MSG.pauseLimitPassed);
  });
});

describe('the Auction Log Report', () => {
  it('lists the pause with its reason, the resume with the new end, and the announcement with its text', async () => {
    const { auction, buyer, vendors, procurement } = await runningSession(t, { durationMs: 5 * MINUTE });
    const token = buyer.token;
    expect((await offer(t, vendors[0]!.token, auction.id, { totalOffer: '299000000' })).status).toBe(200);
    const paused = await t.call('POST', path(auction.id, 'pause'), { token, body: { reason: REASON } });
    expect((await t.call('POST', path(auction.id, 'announcements'), { token, body: { message: 'Resuming after the network check' } })).status).toBe(200);
    t.clock.advance(2 * MINUTE);
    const resumed = await t.call('POST', path(auction.id, 'resume'), { token });
    expect(resumed.body.data.pausedMs).toBe(Date.parse(resumed.body.data.serverNow) - Date.parse(paused.body.data.pausedAt));
    expect(resumed.body.data.pausedMs).toBeGreaterThanOrEqual(2 * MINUTE);
    t.clock.advance(5 * MINUTE);
    await t.app.scheduler.tick();
    expect((await auctionRow(t, auction.id)).status).toBe('DONE');

    const query = new URLSearchParams({ pelaksana: 'Panitia Pengadaan', peruntukan: 'Kantor Pusat' });
    const report = await t.call('GET', `/api/secured/report/log-auction-jasper/${procurement.id}?${query}`, { token });
    expect(report.status).toBe(200);
    const text = (await pdfPages(Buffer.from(report.body.data.data, 'base64'))).join(' ');
    // Each in its own row of the log, in ledger order (the layout between the label and the text is the report's).
    const rows = ['Dijeda', REASON, 'Pengumuman', 'Resuming after the network check', 'Dilanjutkan'].map((part) => text.indexOf(part));
    expect(rows.every((at) => at >= 0)).toBe(true);
    expect([...rows].sort((x, y) => x - y)).toEqual(rows);
  });
});
