
import { replay } from '@procura/domain/auction/bidding/auction-standing.rules';
import type { AuctionStatusEvent } from '@procura/domain/auction/auction.events';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { auctionRow, MINUTE, runningSession } from '../auction-bidding.testing';
import type { AuctionClient } from '../auction-client.testing';
import { ledgerOf } from '../ledger/auction-ledger.store';
import { enterRoom, payloadsOf, refusal, sendOffer, until, type RoomClient } from '../auction-room-client.testing';
import { storedLedgerVerification } from '../ledger/auction-ledger.testing';

// Injury time over sockets on the test clock (docs/rules/auction-bidding.md#injury-time, docs/rules/auction.md#timer): an offer
// accepted while at most injuryTimeBeforeEnd minutes remain moves the end by timeExtension, at
// most maxSessionExtension times; a limited-time session never moves. The rooms, the row, the
// scheduler's end and the STOP entry all follow the ledger.

let t: TestApp;
const sockets: AuctionClient[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(async () => {
  await t.close();
});

type Extended = { auctionId: string; sequence: number; endTime: string; extensionsUsed: number };
const SECOND = 1000;
// The test clock runs on with the machine's: 'just before the end' leaves room for a slow machine.
const JUST_BEFORE = 10 * SECOND;

async function session(periodType: 'INJURY_TIME' | 'LIMITED_TIME') {
  const made = await runningSession(t, {
    durationMs: 10 * MINUTE,
    session: { periodType, injuryTimeBeforeEnd: '2', timeExtension: '1', maxSessionExtension: 2 },
  });
  const [a, b] = made.vendors as [(typeof made.vendors)[0], (typeof made.vendors)[0]];
  const rooms = {
    buyer: await enterRoom(t.url, made.buyer.token, made.auction.id, sockets),
    a: await enterRoom(t.url, a.token, made.auction.id, sockets),
    b: await enterRoom(t.url, b.token, made.auction.id, sockets),
  };
  const plannedEnd = (await auctionRow(t, made.auction.id)).endTime.getTime();
  let price = 300_000_000;
  /** The next offer of `room` (each 1,000,000 below the last); resolves with the end time its ack reports. */
  const bid = async (room: RoomClient) => {
    price -= 1_000_000;
    const ack = await sendOffer(room, made.auction.id, { totalOffer: String(price) });
    if (!('data' in ack)) throw new Error(JSON.stringify(ack));
    return Date.parse(ack.data.state.endTime);
  };
  const moveTo = (at: number) => t.clock.advance(at - t.clock.now().getTime());
  return { ...made, rooms, plannedEnd, bid, moveTo };
}

describe('an injury-time session', () => {
  it('extends for offers in the window, up to the cap and never beyond, and ends when the ledger says', async () => {
    const { auction, rooms, plannedEnd, bid, moveTo } = await session('INJURY_TIME');
    // Eight minutes before the end: outside the two-minute window.
    expect(await bid(rooms.a)).toBe(plannedEnd);
    // 1.5 minutes left: +1 minute.
    moveTo(plannedEnd - 1.5 * MINUTE);
    expect(await bid(rooms.b)).toBe(plannedEnd + MINUTE);
    // 2.5 minutes left again: outside the window, nothing moves.
    expect(await bid(rooms.a)).toBe(plannedEnd + MINUTE);
    // Into the window of the moved end: the second and last extension.
    moveTo(plannedEnd - 0.5 * MINUTE);
    expect(await bid(rooms.b)).toBe(plannedEnd + 2 * MINUTE);
    // The cap is reached: offers in the last seconds move nothing.
    moveTo(plannedEnd + 2 * MINUTE - JUST_BEFORE);
    expect(await bid(rooms.a)).toBe(plannedEnd + 2 * MINUTE);
    const finalEnd = plannedEnd + 2 * MINUTE;

    // Every room heard the two extensions with the ledger's sequence and end.
    const ledger = await ledgerOf(t.app.ctx.db, auction.id);
    const extensions = ledger.filter((e) => e.kind === 'EXTENSION');
    expect(extensions.map((e) => [e.payload, e.sequence])).toEqual([
      [expect.objectContaining({ endTime: new Date(plannedEnd + MINUTE).toISOString(), extensionsUsed: 1, cause: 'INJURY_TIME' }), 4],
      [expect.objectContaining({ endTime: new Date(finalEnd).toISOString(), extensionsUsed: 2, cause: 'INJURY_TIME' }), 7],
    ]);
    for (const room of Object.values(rooms)) {
      await until(() => payloadsOf(room, 'TIMER_EXTENDED').length === 2, 'two extensions');
      expect(payloadsOf<Extended>(room, 'TIMER_EXTENDED').map((e) => [e.sequence, e.endTime, e.extensionsUsed])).toEqual(
        extensions.map((e) => [e.sequence, (e.payload as { endTime: string }).endTime, (e.payload as { extensionsUsed: number }).extensionsUsed]),
      );
    }

    // At the end an offer is too late, even before the scheduler has run.
    moveTo(finalEnd);
    expect(refusal(await sendOffer(rooms.b, auction.id, { totalOffer: '1000000' }))).toBe("Can't submit offer. Auction has been finished");
    moveTo(finalEnd - JUST_BEFORE);
    expect(await t.app.scheduler.tick()).toBe(0);
    moveTo(finalEnd);
    expect(await t.app.scheduler.tick()).toBe(1);
    const row = await auctionRow(t, auction.id);
    expect(row).toMatchObject({ status: 'DONE', extensionsUsed: 2, endTime: new Date(finalEnd) });
    const done = await ledgerOf(t.app.ctx.db, auction.id);
    expect(done.at(-1)).toMatchObject({ kind: 'STOP', payload: { endTime: new Date(finalEnd).toISOString() } });
    expect(replay('REVERSE', done)).toMatchObject({ endTime: new Date(finalEnd).toISOString(), extensionsUsed: 2, phase: 'DONE' });
    expect((await storedLedgerVerification(t.app.ctx.db, auction.id))).toMatchObject({ valid: true, entries: done.length });
    for (const room of Object.values(rooms)) {
      await until(() => payloadsOf(room, 'AUCTION_STOPPED').length === 1, 'the end');
      expect(payloadsOf<AuctionStatusEvent & { stoppedManually: boolean }>(room, 'AUCTION_STOPPED')[0]).toMatchObject({
        status: 'DONE',
        endTime: new Date(finalEnd).toISOString(),
        stoppedManually: false,
      });
    }
  });
});

describe('a limited-time session', () => {
  it('never extends, whatever comes in the last minutes, and ends at its planned end', async () => {
    const { auction, rooms, plannedEnd, bid, moveTo } = await session('LIMITED_TIME');
    for (const before of [1.5 * MINUTE, 0.5 * MINUTE, JUST_BEFORE]) {
      moveTo(plannedEnd - before);
      expect(await bid(rooms.a)).toBe(plannedEnd);
      expect(await bid(rooms.b)).toBe(plannedEnd);
    }
    moveTo(plannedEnd);
    expect(await t.app.scheduler.tick()).toBe(1);
    const ledger = await ledgerOf(t.app.ctx.db, auction.id);
    expect(ledger.map((e) => e.kind)).toEqual(['START', ...Array<string>(6).fill('OFFER'), 'STOP']);
    expect(ledger.at(-1)!.payload).toEqual({ endTime: new Date(plannedEnd).toISOString() });
    expect(await auctionRow(t, auction.id)).toMatchObject({ status: 'DONE', extensionsUsed: 0, endTime: new Date(plannedEnd) });
    await until(() => payloadsOf(rooms.a, 'AUCTION_STOPPED').length === 1, 'the end');
    for (const room of Object.values(rooms)) expect(payloadsOf(room, 'TIMER_EXTENDED')).toEqual([]);
  });
});
