import { replay } from '@procura/domain/auction/bidding/auction-standing.rules';
import type { AuctionRoomState, MakeOfferResult } from '@procura/domain/auction/auction.views';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { openDatabase, type Database } from '../../../db/client';
import { addressOf, openTestDatabase } from '../../../testing/test-database';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { auctionRow, MINUTE, offersOf, runningSession } from '../auction-bidding.testing';
import type { AuctionClient } from '../auction-client.testing';
import { ledgerOf } from '../ledger/auction-ledger.store';
import { enterRoom, refusal, sendOffer, verifyOf } from '../auction-room-client.testing';

// A restart in the middle of a live auction (docs/rules/auction-bidding.md#durability): the app closes and a new one opens on
// the same data: the same PostgreSQL database through a new pool, or, on the embedded database,
// the same in-memory PGlite (a new PGlite folder costs about 30 s to create, so the disk itself is
// not part of this test). Every acknowledged offer is still there, the end time has not moved,
// the ledger verifies, and browsers that join again get the state they had.

const env = loadConfig();
const sockets: AuctionClient[] = [];
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The storage of the test: its first opening, and how to open it again as a restarted server would. */
async function storage(): Promise<{ first: Database; closeFirst: () => Promise<void>; reopen: () => Promise<Database> }> {
  if (env.DATABASE_URL) {
    const first = await openTestDatabase(env.DATABASE_URL);
    const address = await addressOf(first, env.DATABASE_URL);
    // The first pool stays open until the end: closing it drops the test database.
    cleanups.push(() => first.close());
    return { first, closeFirst: async () => undefined, reopen: () => openDatabase({ databaseUrl: address }) };
  }
  const first = await openTestDatabase(undefined);
  cleanups.push(() => first.close());
  // The same instance again, without its close (that stays with the first opening).
  return { first, closeFirst: async () => undefined, reopen: async () => ({ ...first, close: async () => undefined }) };
}

/** The state as a browser compares it: the server's clock and who is present right now aside. */
const comparable = (ack: unknown) => ({ ...(ack as { data: AuctionRoomState }).data, serverNow: null, participants: null });

describe('a restart mid-auction', () => {
  it('keeps every acknowledged offer, the end time and the ledger; clients join again to the same state', async () => {
    const store = await storage();
    const first: TestApp = await startTestApp({ database: store.first });
    const { buyer, auction, vendors } = await runningSession(first, {
      durationMs: 10 * MINUTE,
      session: { periodType: 'INJURY_TIME', injuryTimeBeforeEnd: '2', timeExtension: '1', maxSessionExtension: 3 },
    });
    const [a, b] = vendors as [(typeof vendors)[0], (typeof vendors)[0]];
    const id = auction.id;
    const aRoom = await enterRoom(first.url, a.token, id, sockets);
    const bRoom = await enterRoom(first.url, b.token, id, sockets);
    const acked: MakeOfferResult[] = [];
    const bid = async (room: typeof aRoom, totalOffer: string) => {
      const ack = await sendOffer(room, id, { totalOffer });
      if (!('data' in ack)) throw new Error(JSON.stringify(ack));
      acked.push(ack.data);
    };
    await bid(aRoom, '295000000');
    await bid(bRoom, '290000000');
    // In the injury window: the end moves once before the restart.
    first.clock.advance(8.5 * MINUTE);
    await bid(aRoom, '285000000');
    await bid(bRoom, '280000000');
    const before = await auctionRow(first, id);
    expect(before.extensionsUsed).toBe(1);
    const statesBefore = {
      buyer: comparable((await enterRoom(first.url, buyer.token, id, sockets)).joined),
      a: comparable((await enterRoom(first.url, a.token, id, sockets)).joined),
      b: comparable((await enterRoom(first.url, b.token, id, sockets)).joined),
    };
    for (const socket of sockets.splice(0)) socket.close();

    // The restart: the first server goes away entirely, a new one opens the same data.
    await first.app.close();
    await store.closeFirst();
    const reopened = await store.reopen();
    cleanups.push(() => reopened.close());
    const second = await startTestApp({ database: reopened });
    cleanups.push(() => second.app.close());
    second.clock.advance(first.clock.now().getTime() - second.clock.now().getTime());

    // Every acknowledged offer, at its sequence and price; the end where it was; the chain intact.
    const stored = await offersOf(second, id);
    expect(stored.map((o) => [o.id, o.sequence, o.totalOffer])).toEqual(acked.map((r) => [r.offer.offerId, r.offer.sequence, r.offer.totalOffer]));
    const after = await auctionRow(second, id);
    expect(after).toMatchObject({ status: 'ON_GOING', endTime: before.endTime, extensionsUsed: 1, sequence: before.sequence, ledgerHeadHash: before.ledgerHeadHash, leadingPrice: '280000000.00' });
    const ledger = await ledgerOf(second.app.ctx.db, id);
    expect(replay('REVERSE', ledger)).toMatchObject({ endTime: before.endTime.toISOString(), leadingPrice: '280000000.00', sequence: before.sequence });
    expect(await verifyOf(second, buyer.token, id)).toMatchObject({ valid: true, entries: ledger.length, headHash: before.ledgerHeadHash, firstBrokenSequence: null, problems: [] });
    // Nothing is due yet: the new scheduler does not end it early.
    expect(await second.app.scheduler.tick()).toBe(0);

    // The browsers reconnect (to the new server) and join again: the same state.
    const buyerAgain = await enterRoom(second.url, buyer.token, id, sockets);
    const aAgain = await enterRoom(second.url, a.token, id, sockets);
    const bAgain = await enterRoom(second.url, b.token, id, sockets);
    expect(comparable(buyerAgain.joined)).toEqual(statesBefore.buyer);
    expect(comparable(aAgain.joined)).toEqual(statesBefore.a);
    expect(comparable(bAgain.joined)).toEqual(statesBefore.b);

    // The auction goes on: the leading price stands, the next offer continues the chain, the end comes when the row says.
    expect(refusal(await sendOffer(aAgain, id, { totalOffer: '279500000' }))).toBe('Your offer should be lower than 280,000,000.00 with minimal decrement 1,000,000.00');
    const next = await sendOffer(aAgain, id, { totalOffer: '279000000' });
    expect(next).toMatchObject({ data: { offer: { sequence: before.sequence + 1 } } });
    second.clock.advance(before.endTime.getTime() - second.clock.now().getTime());
    expect(await second.app.scheduler.tick()).toBe(1);
    const done = await ledgerOf(second.app.ctx.db, id);
    expect(done.at(-1)).toMatchObject({ kind: 'STOP', payload: { endTime: before.endTime.toISOString() } });
    expect(await verifyOf(second, buyer.token, id)).toMatchObject({ valid: true, entries: done.length });
  }, 60_000);
});
