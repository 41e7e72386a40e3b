import { eq } from 'drizzle-orm';
import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionOffers } from '../../../db/schema/auction';
import { buyerSession } from '../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { auctionRow } from '../auction-bidding.testing';
import type { AuctionClient } from '../auction-client.testing';
import { vendorToken } from '../auction-invitation.testing';
import { ledgerOf } from '../ledger/auction-ledger.store';
import { enterRoom, payloadsOf, refusal, sendOffer, until, verifyOf, type RoomClient } from '../auction-room-client.testing';
import { invitationsOf, liveSession } from '../auction.testing';

// The newer rules on the machine's clock, over real sockets (docs/rules/auction-bidding.md#newer-rules): short sessions
// created through the API with the new fields, started and ended by the running scheduler.
// 1. CLOSE, extend only on rank 1 (TOP_RANKS, N = 1), no tie for rank 1, the slip guard at its default 10 %:
//    an offer into rank 1 extends, one into rank 2 does not; an offer equal to the leading price is refused;
//    a slip is refused until confirmed, and the ledger says it was confirmed.
// 2. OPEN, a 1.5 % decrement and extensions counted from the offer's time: the step is that share of the
//    leading price as money, and the end moves to the offer's time plus the extension, to the millisecond.

const SECOND = 1000;
const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
/** Waits until 5 s remain before `end`: well inside a 6 s injury window, whatever the machine's load. */
const intoWindow = (end: number) => sleepUntil(end - 5 * SECOND);

let t: TestApp;
const sockets: AuctionClient[] = [];
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await startTestApp({ systemClock: true });
  t.app.scheduler.start();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

interface Vendor {
  vendorId: string;
  room: RoomClient;
}

/** A session created through the API starting in 6 s, both vendors attending and in the room, and the buyer's room. */
async function sessionWithRooms(form: Record<string, unknown>) {
  const buyer = await buyerSession(t);
  const { auctionId, startTime } = await liveSession(t, buyer, { startInMs: 6 * SECOND, form: { initialPrice: '300,000,000.00', ...form } });
  const vendors: Vendor[] = [];
  for (const invitation of await invitationsOf(t, auctionId)) {
    const token = tokens.get(invitation.vendorEmail) ?? (await vendorToken(t, invitation.vendorEmail));
    tokens.set(invitation.vendorEmail, token);
    const answer = await t.call('POST', '/api/secured/auction/attend-auction', { token, body: { auctionInvitationId: invitation.id, isAttending: true, termsAccepted: true } });
    if (answer.status !== 200) throw new Error(`attending before the start failed (a very slow machine?): ${JSON.stringify(answer.body)}`);
    vendors.push({ vendorId: invitation.procurementVendorId, room: await enterRoom(t.url, token, auctionId, sockets) });
  }
  const buyerRoom = await enterRoom(t.url, buyer.token, auctionId, sockets);
  if (Date.now() >= startTime.getTime()) throw new Error('the session started before the rooms were ready (a very slow machine?)');
  await until(() => payloadsOf(vendors[0]!.room, 'AUCTION_STARTED').length === 1, 'the start', 10 * SECOND);
  return { buyer, auctionId, a: vendors[0]!, b: vendors[1]!, buyerRoom };
}

const stateOf = (room: RoomClient) => ('data' in room.joined ? room.joined.data : null) as AuctionRoomState;

async function accepted(room: RoomClient, auctionId: string, body: Record<string, unknown>) {
  const answer = await sendOffer(room, auctionId, body);
  if (!('data' in answer)) throw new Error(`offer refused: ${JSON.stringify(answer)}`);
  return answer.data;
}

describe('the newer rules on the machine clock', () => {
  it('CLOSE, extending only on rank 1: rank 1 extends, rank 2 does not; no tie for rank 1; a slip needs its confirmation', async () => {
    const { buyer, auctionId, a, b, buyerRoom } = await sessionWithRooms({
      auctionType: 'CLOSE',
      periodType: 'INJURY_TIME',
      endTime: null,
      // 6 s, all of it the injury window (each offer waits until 5 s remain); each extension 1.2 s.
      duration: '0.1',
      injuryTimeBeforeEnd: '0.1',
      timeExtension: '0.02',
      maxSessionExtension: 3,
      extensionTrigger: 'TOP_RANKS',
      extensionTopRanks: 1,
      tieRule: 'NO_TIE_FOR_FIRST',
    });
    const plannedEnd = (await auctionRow(t, auctionId)).endTime.getTime();
    // The rules are stated to every room alike.
    for (const room of [a.room, b.room, buyerRoom]) {
      expect(stateOf(room).rules).toMatchObject({ auctionType: 'CLOSE', extensionTrigger: 'TOP_RANKS', extensionTopRanks: 1, tieRule: 'NO_TIE_FOR_FIRST', slipWarningPercent: 10, proxyBidding: true });
      expect(stateOf(room).pausedAt).toBeNull();
    }

    // Into rank 1: extends by 1.2 s.
    await intoWindow(plannedEnd);
    const first = await accepted(a.room, auctionId, { totalOffer: '290,000,000' });
    expect(first.state).toMatchObject({ you: { ranking: 1 }, extensionsUsed: 1, endTime: new Date(plannedEnd + 1.2 * SECOND).toISOString() });
    // Into rank 2 (inside the window of the moved end): the end stays.
    await intoWindow(plannedEnd + 1.2 * SECOND);
    const second = await accepted(b.room, auctionId, { totalOffer: '295,000,000' });
    expect(second.state).toMatchObject({ you: { ranking: 2 }, extensionsUsed: 1, endTime: new Date(plannedEnd + 1.2 * SECOND).toISOString() });
    // Equal to the leading price: refused, nothing written.
    const tie = await sendOffer(b.room, auctionId, { totalOffer: '290,000,000' });
    expect(tie).toEqual({ errors: [{ param: 'totalOffer', msg: 'Your offer equals the leading price and rank 1 cannot be shared: please offer lower' }] });
    // 13.79 % below its own last offer: asked to confirm, then taken and recorded as confirmed; rank 1 again extends.
    const slip = await sendOffer(a.room, auctionId, { totalOffer: '250,000,000' });
    expect(slip).toEqual({
      errors: [{ param: 'confirmSlip', msg: 'Your offer is 40,000,000.00 (13.79%) lower than your last offer. Please confirm that you want to send it' }],
    });
    const confirmed = await accepted(a.room, auctionId, { totalOffer: '250,000,000', confirmSlip: true });
    expect(confirmed.state).toMatchObject({ extensionsUsed: 2, endTime: new Date(plannedEnd + 2.4 * SECOND).toISOString() });
    // Rank 2 again, inside the window: no extension.
    await intoWindow(plannedEnd + 2.4 * SECOND);
    const third = await accepted(b.room, auctionId, { totalOffer: '280,000,000' });
    expect(third.state).toMatchObject({ you: { ranking: 2 }, extensionsUsed: 2 });
    expect(payloadsOf(b.room, 'TIMER_EXTENDED')).toHaveLength(2);

    const finalEnd = plannedEnd + 2.4 * SECOND;
    await until(() => payloadsOf(buyerRoom, 'AUCTION_STOPPED').length === 1, 'the end', 12 * SECOND);
    expect(Date.now() - finalEnd).toBeGreaterThanOrEqual(0);
    const ledger = await ledgerOf(t.app.ctx.db, auctionId);
    expect(ledger.map((e) => e.kind)).toEqual(['START', 'OFFER', 'EXTENSION', 'OFFER', 'OFFER', 'EXTENSION', 'OFFER', 'STOP']);
    const offers = ledger.flatMap((e) => (e.kind === 'OFFER' ? [e.payload] : []));
    expect(offers.map((o) => [o.totalOffer, o.confirmedSlip ?? false])).toEqual([
      ['290000000.00', false],
      ['295000000.00', false],
      ['250000000.00', true],
      ['280000000.00', false],
    ]);
    const rows = await t.app.ctx.db.select().from(auctionOffers).where(eq(auctionOffers.auctionId, auctionId));
    expect(rows.filter((r) => r.confirmedSlip).map((r) => r.totalOffer)).toEqual(['250000000.00']);
    expect(ledger.at(-1)!.payload).toEqual({ endTime: new Date(finalEnd).toISOString() });
    expect(await verifyOf(t, buyer.token, auctionId)).toMatchObject({ valid: true });
  }, 40_000);

  it('OPEN with a 1.5 % decrement, extended from the offer time: the step as money, the end at offer time + extension', async () => {
    const { buyer, auctionId, a, b } = await sessionWithRooms({
      periodType: 'INJURY_TIME',
      endTime: null,
      duration: '0.1',
      injuryTimeBeforeEnd: '0.1',
      // 6 s from the offer: a few hundred ms past the planned end.
      timeExtension: '0.1',
      maxSessionExtension: 1,
      extensionFrom: 'OFFER_TIME',
      minimalDecrement: null,
      minimalDecrementPercent: '1.5',
    });
    const plannedEnd = (await auctionRow(t, auctionId)).endTime.getTime();
    expect(stateOf(a.room).rules).toMatchObject({ minimalDecrement: null, minimalDecrementPercent: '1.50', extensionFrom: 'OFFER_TIME' });
    expect(stateOf(a.room).effectiveDecrement).toBe('4500000.00');

    expect(refusal(await sendOffer(a.room, auctionId, { totalOffer: '295,500,000.01' }))).toBe(
      'Your offer should be lower than 300,000,000.00 with minimal decrement 4,500,000.00',
    );
    const first = await accepted(a.room, auctionId, { totalOffer: '295,500,000' });
    // 1.5 % of 295,500,000 = 4,432,500.
    expect(first.state.effectiveDecrement).toBe('4432500.00');
    expect(refusal(await sendOffer(b.room, auctionId, { totalOffer: '291,067,500.01' }))).toBe(
      'Your offer should be lower than 295,500,000.00 with minimal decrement 4,432,500.00',
    );
    const second = await accepted(b.room, auctionId, { totalOffer: '291,067,500' });
    expect(second.state.extensionsUsed).toBe(1);

    await until(() => payloadsOf(a.room, 'AUCTION_STOPPED').length === 1, 'the end', 14 * SECOND);
    const ledger = await ledgerOf(t.app.ctx.db, auctionId);
    expect(ledger.map((e) => e.kind)).toEqual(['START', 'OFFER', 'EXTENSION', 'OFFER', 'STOP']);
    const [offer, extension] = [ledger[1]!, ledger[2]!];
    if (extension.kind !== 'EXTENSION') throw new Error('no extension');
    // Counted from the offer's time, to the millisecond, and later than the planned end.
    expect(Date.parse(extension.payload.endTime)).toBe(Date.parse(offer.at) + 6 * SECOND);
    expect(Date.parse(extension.payload.endTime)).toBeGreaterThan(plannedEnd);
    expect(extension.payload.previousEndTime).toBe(new Date(plannedEnd).toISOString());
    expect(ledger.at(-1)!.payload).toEqual({ endTime: extension.payload.endTime });
    expect(await verifyOf(t, buyer.token, auctionId)).toMatchObject({ valid: true });
  }, 40_000);
});
