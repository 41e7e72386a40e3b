import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuctionAnnouncementEvent, AuctionPausedEvent, AuctionResumedEvent, AuctionStatusEvent } from '@procura/domain/auction/auction.events';
import { AUCTION_PAUSE_MSG } from '@procura/domain/auction/session/auction-pause.messages';
import type { Ack } from '@procura/domain/realtime/realtime.ack';
import { auctions } from '../../../db/schema/auction';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { attendAll, auctionRow } from '../auction-bidding.testing';
import type { AuctionClient } from '../auction-client.testing';
import { invitedSession } from '../auction-invitation.testing';
import { enterRoom, ledgerOfSession, payloadsOf, refusal, sendOffer, until, verifyOf, type RoomClient } from '../auction-room-client.testing';

// Pause and resume on the machine's clock over real sockets (decision 186,
// docs/rules/auction-bidding.md#pause-and-resume): a 5-second injury-time session (the last 3 s
// extend by 1.2 s) is paused 2 s before its end, stays paused past that end (the scheduler does not
// end it), hears an announcement, refuses offers with the pause's message, and is resumed: the end
// moves by the paused time to the millisecond, so the 2 s that remained are still there, and an
// offer right after the resume is in the injury window and extends.

const SECOND = 1000;
const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
const REASON = 'The venue lost power; we resume shortly';

let t: TestApp;
const sockets: AuctionClient[] = [];
beforeAll(async () => {
  t = await startTestApp({ systemClock: true });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

/** A buyer's (or a vendor's) command over the room's socket, answered by its ack. */
function command<T>(room: RoomClient, event: 'PAUSE_AUCTION' | 'RESUME_AUCTION' | 'MAKE_ANNOUNCEMENT', payload: Record<string, unknown>): Promise<Ack<T>> {
  const timed = room.socket.timeout(10_000);
  return (timed.emitWithAck as (name: string, body: unknown) => Promise<unknown>).call(timed, event, payload) as Promise<Ack<T>>;
}

describe('a pause in the injury window on the machine clock', () => {
  it('refuses offers while paused, is not ended at its end, and gives the paused time back on resume', async () => {
    const soon = Date.now() + 60 * SECOND;
    const made = await invitedSession(t, {
      session: {
        startTime: new Date(soon),
        endTime: new Date(soon + 5 * SECOND),
        periodType: 'INJURY_TIME',
        duration: '0.08',
        injuryTimeBeforeEnd: '0.05',
        timeExtension: '0.02',
        maxSessionExtension: 2,
        initialPrice: '300000000.00',
        minimalDecrement: '1000000.00',
      },
    });
    await attendAll(t, made);
    const auctionId = made.auction.id;
    const [a, b] = made.vendors as [(typeof made.vendors)[0], (typeof made.vendors)[0]];
    const roomA = await enterRoom(t.url, a.token, auctionId, sockets);
    const roomB = await enterRoom(t.url, b.token, auctionId, sockets);
    const buyer = await enterRoom(t.url, made.buyer.token, auctionId, sockets);
    const rooms = [buyer, roomA, roomB];

    const start = Date.now() + 300;
    const end = start + 5 * SECOND;
    await t.app.ctx.db.update(auctions).set({ startTime: new Date(start), endTime: new Date(end) }).where(eq(auctions.id, auctionId));
    t.app.scheduler.start();
    await until(() => payloadsOf(roomA, 'AUCTION_STARTED').length === 1, 'the start', 5 * SECOND);
    expect('data' in (await sendOffer(roomA, auctionId, { totalOffer: '295,000,000' }))).toBe(true);

    // 2 s before the end: inside the 3 s injury window.
    await sleepUntil(end - 2 * SECOND);
    const paused = await command<AuctionPausedEvent>(buyer, 'PAUSE_AUCTION', { auctionId, reason: REASON });
    if (!('data' in paused)) throw new Error(JSON.stringify(paused));
    const pausedAt = Date.parse(paused.data.pausedAt);
    const remaining = end - pausedAt;
    expect(remaining).toBeGreaterThan(SECOND);
    expect(paused.data).toMatchObject({ auctionId, reason: REASON });
    for (const room of rooms) await until(() => payloadsOf(room, 'AUCTION_PAUSED').length === 1, 'AUCTION_PAUSED in every room');
    for (const room of rooms) expect(payloadsOf<AuctionPausedEvent>(room, 'AUCTION_PAUSED')[0]).toEqual(paused.data);

    // No offer while paused, over the socket (the board this node committed last) or HTTP.
    expect(refusal(await sendOffer(roomB, auctionId, { totalOffer: '290,000,000' }))).toBe(AUCTION_PAUSE_MSG.offerWhilePaused);
    expect(refusal(await sendOffer(roomA, auctionId, { totalOffer: '289,000,000' }))).toBe(AUCTION_PAUSE_MSG.offerWhilePaused);
    const overHttp = await t.call('POST', `/api/secured/auction/${auctionId}/offers`, { token: b.token, body: { idempotencyKey: randomUUID(), totalOffer: '290,000,000' } });
    expect(overHttp.status).toBe(422);
    expect(overHttp.body).toEqual({ errors: [{ param: null, msg: AUCTION_PAUSE_MSG.offerWhilePaused }] });

    // A vendor's state shows the pause and its reason.
    const state = await t.call('GET', `/api/secured/auction/${auctionId}/room`, { token: b.token });
    expect(state.body.data).toMatchObject({ status: 'ON_GOING', pausedAt: paused.data.pausedAt, pausedReason: REASON });

    // Vendors cannot pause, resume or announce: 404, as if the session were not there.
    expect(await command(roomA, 'PAUSE_AUCTION', { auctionId, reason: REASON })).toMatchObject({ errors: [{ msg: 'Data not found' }] });
    expect(await command(roomA, 'RESUME_AUCTION', { auctionId })).toMatchObject({ errors: [{ msg: 'Data not found' }] });
    expect((await t.call('POST', `/api/secured/auction/${auctionId}/announcements`, { token: a.token, body: { message: 'Hello all' } })).status).toBe(404);

    // The buyer speaks to the room while it is paused.
    const said = await command<AuctionAnnouncementEvent>(buyer, 'MAKE_ANNOUNCEMENT', { auctionId, message: '  We resume in a moment.  ' });
    if (!('data' in said)) throw new Error(JSON.stringify(said));
    expect(said.data.message).toBe('We resume in a moment.');
    for (const room of rooms) await until(() => payloadsOf(room, 'AUCTION_ANNOUNCEMENT').length === 1, 'AUCTION_ANNOUNCEMENT in every room');
    for (const room of rooms) expect(payloadsOf<AuctionAnnouncementEvent>(room, 'AUCTION_ANNOUNCEMENT')[0]).toEqual(said.data);
    // A room opened after it still shows it (the state's last announcements).
    const opened = await t.call('GET', `/api/secured/auction/${auctionId}/room`, { token: a.token });
    expect(opened.body.data.announcements).toEqual([{ sequence: said.data.sequence, message: 'We resume in a moment.', at: said.data.at }]);

    // Past the planned end the paused session is still running: the scheduler leaves it.
    await sleepUntil(end + 1.2 * SECOND);
    expect((await auctionRow(t, auctionId)).status).toBe('ON_GOING');
    expect(payloadsOf(buyer, 'AUCTION_STOPPED')).toHaveLength(0);

    const resumed = await command<AuctionResumedEvent>(buyer, 'RESUME_AUCTION', { auctionId });
    if (!('data' in resumed)) throw new Error(JSON.stringify(resumed));
    const resumedAt = Date.parse(resumed.data.serverNow);
    const newEnd = Date.parse(resumed.data.endTime);
    expect(resumed.data.pausedMs).toBe(resumedAt - pausedAt);
    expect(newEnd).toBe(end + (resumedAt - pausedAt));
    // The time that remained at the pause remains, to the millisecond.
    expect(newEnd - resumedAt).toBe(remaining);
    for (const room of rooms) await until(() => payloadsOf(room, 'AUCTION_RESUMED').length === 1, 'AUCTION_RESUMED in every room');
    for (const room of rooms) expect(payloadsOf<AuctionResumedEvent>(room, 'AUCTION_RESUMED')[0]).toEqual(resumed.data);

    // Resuming a running session is refused and writes nothing.
    const sequenceBefore = (await auctionRow(t, auctionId)).sequence;
    expect(await command(buyer, 'RESUME_AUCTION', { auctionId })).toEqual({ errors: [{ param: null, msg: AUCTION_PAUSE_MSG.resumeNotPaused }] });
    expect((await auctionRow(t, auctionId)).sequence).toBe(sequenceBefore);

    // Offers again; this one is in the injury window of the moved end and extends it.
    const extended = await sendOffer(roomB, auctionId, { totalOffer: '290,000,000' });
    if (!('data' in extended)) throw new Error(JSON.stringify(extended));
    const finalEnd = newEnd + 1.2 * SECOND;
    expect(Date.parse(extended.data.state.endTime)).toBe(finalEnd);
    await until(() => payloadsOf(buyer, 'AUCTION_STOPPED').length === 1, 'the end', 8 * SECOND);
    const heardEndAt = Date.now();
    expect(heardEndAt - finalEnd).toBeGreaterThanOrEqual(0);
    expect(heardEndAt - finalEnd).toBeLessThan(SECOND);
    expect(payloadsOf<AuctionStatusEvent>(buyer, 'AUCTION_STOPPED')[0]).toMatchObject({ status: 'DONE', endTime: new Date(finalEnd).toISOString() });

    // The ledger says all of it, and its replay gives the end to the millisecond.
    const ledger = await ledgerOfSession(t, made.buyer.token, auctionId, 'REVERSE');
    expect(ledger.entries.map((e) => e.kind)).toEqual(['START', 'OFFER', 'PAUSE', 'ANNOUNCEMENT', 'RESUME', 'OFFER', 'EXTENSION', 'STOP']);
    expect(ledger.entries[2]!.payload).toEqual({ reason: REASON, pausedAt: paused.data.pausedAt });
    expect(ledger.entries[3]!.payload).toEqual({ message: 'We resume in a moment.' });
    expect(ledger.entries[4]!.payload).toEqual({
      pausedAt: paused.data.pausedAt,
      resumedAt: resumed.data.serverNow,
      pausedMs: resumedAt - pausedAt,
      previousEndTime: new Date(end).toISOString(),
      endTime: resumed.data.endTime,
    });
    expect(ledger.standing.endTime).toBe(new Date(finalEnd).toISOString());
    expect(ledger.standing.pausedAt).toBeNull();
    expect((await auctionRow(t, auctionId)).endTime.toISOString()).toBe(new Date(finalEnd).toISOString());
    expect(await verifyOf(t, made.buyer.token, auctionId)).toMatchObject({ valid: true });

    // Each attending vendor was mailed the pause (with its reason) and the resume.
    for (const vendor of [a, b]) {
      const mails = await t.mailsTo(vendor.email);
      const pauseMail = mails.find((m) => m.subject.startsWith('Auction paused'));
      expect(pauseMail?.text).toContain(REASON);
      expect(mails.some((m) => m.subject.startsWith('Auction resumed'))).toBe(true);
    }
  }, 40_000);
});
