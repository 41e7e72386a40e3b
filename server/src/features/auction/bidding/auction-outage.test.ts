import { eq } from 'drizzle-orm';

import { replay } from '@procura/domain/auction/bidding/auction-standing.rules';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { schedulerHeartbeat } from '../../../db/schema/platform';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { auctionRow, MINUTE, runningSession } from '../auction-bidding.testing';
import type { AuctionClient } from '../auction-client.testing';
import { ledgerOf } from '../ledger/auction-ledger.store';
import { enterRoom, payloadsOf, sendOffer, until } from '../auction-room-client.testing';
import { storedLedgerVerification } from '../ledger/auction-ledger.testing';

// docs/rules/auction-bidding.md#outages: an outage must not decide an auction. The scheduler loop's heartbeat finds the time
// no node ran and gives running sessions what they lost of their final five minutes, with an
// EXTENSION (cause OUTAGE) in the ledger, which the replay and every room follow.

let t: TestApp;
const sockets: AuctionClient[] = [];
beforeAll(async () => {
  t = await startTestApp();
  // The outage's length is measured to the millisecond: the clock moves only when the test moves it.
  t.clock.freeze();
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(async () => {
  await t.close();
});

const SECOND = 1000;
/** As if the last node alive had beaten at `at` before going down. */
async function lastBeatAt(at: number) {
  const beatAt = new Date(at);
  await t.app.ctx.db.insert(schedulerHeartbeat).values({ id: 1, beatAt }).onConflictDoUpdate({ target: schedulerHeartbeat.id, set: { beatAt } });
}
const moveTo = (at: number) => t.clock.advance(at - t.clock.now().getTime());
/** Moves the test clock to `at` as if nodes had run all along (the last beat a second before). */
async function runUntil(at: number) {
  await lastBeatAt(at - SECOND);
  moveTo(at);
}
/** One tick of the scheduler's own loop (heartbeat first), as a running node does every 250 ms. */
const loopTick = () => t.app.scheduler.tick({ heartbeat: true });

describe('an outage in the final minutes', () => {
  it('moves the end by the time lost, in the ledger and in every room, and the session ends at the moved end', async () => {
    const made = await runningSession(t, {
      durationMs: 10 * MINUTE,
      session: { periodType: 'INJURY_TIME', injuryTimeBeforeEnd: '1', timeExtension: '1', maxSessionExtension: 1 },
    });
    const auctionId = made.auction.id;
    const buyer = await enterRoom(t.url, made.buyer.token, auctionId, sockets);
    const vendor = await enterRoom(t.url, made.vendors[0]!.token, auctionId, sockets);
    const plannedEnd = (await auctionRow(t, auctionId)).endTime.getTime();
    expect('data' in (await sendOffer(vendor, auctionId, { totalOffer: '290000000' }))).toBe(true);

    // Nodes ran until three minutes before the end, then none did until one minute before it.
    await lastBeatAt(plannedEnd - 3 * MINUTE);
    moveTo(plannedEnd - 1 * MINUTE);
    expect(await loopTick()).toBe(1);
    const movedEnd = plannedEnd + 2 * MINUTE;
    expect(await auctionRow(t, auctionId)).toMatchObject({ status: 'ON_GOING', endTime: new Date(movedEnd), extensionsUsed: 0 });
    const ledger = await ledgerOf(t.app.ctx.db, auctionId);
    expect(ledger.at(-1)).toMatchObject({
      kind: 'EXTENSION',
      payload: { previousEndTime: new Date(plannedEnd).toISOString(), endTime: new Date(movedEnd).toISOString(), extensionsUsed: 0, cause: 'OUTAGE' },
    });
    for (const room of [buyer, vendor]) {
      await until(() => payloadsOf(room, 'TIMER_EXTENDED').length === 1, 'the outage extension');
      expect(payloadsOf(room, 'TIMER_EXTENDED')[0]).toMatchObject({ sequence: ledger.at(-1)!.sequence, endTime: new Date(movedEnd).toISOString(), extensionsUsed: 0 });
    }

    // The planned end passes: nothing ends; a beat a second later finds no outage.
    await runUntil(plannedEnd + SECOND);
    expect(await loopTick()).toBe(0);
    // The outage did not use the injury-time extension: an offer in the window still moves the end once.
    await runUntil(movedEnd - 30 * SECOND);
    expect(await loopTick()).toBe(0);
    const extended = await sendOffer(vendor, auctionId, { totalOffer: '289000000' });
    expect('data' in extended && extended.data.state.endTime).toBe(new Date(movedEnd + MINUTE).toISOString());

    // Down again from 20 s before the end until five minutes after it: the 20 s come back from the return.
    const endBeforeSecondOutage = movedEnd + MINUTE;
    await lastBeatAt(endBeforeSecondOutage - 20 * SECOND);
    const back = endBeforeSecondOutage + 5 * MINUTE;
    moveTo(back);
    expect(await loopTick()).toBe(1);
    const row = await auctionRow(t, auctionId);
    expect(row).toMatchObject({ status: 'ON_GOING', endTime: new Date(back + 20 * SECOND), extensionsUsed: 1 });

    await runUntil(back + 20 * SECOND);
    expect(await loopTick()).toBe(1);
    const done = await ledgerOf(t.app.ctx.db, auctionId);
    expect(done.map((e) => e.kind)).toEqual(['START', 'OFFER', 'EXTENSION', 'OFFER', 'EXTENSION', 'EXTENSION', 'STOP']);
    expect(replay('REVERSE', done)).toMatchObject({ phase: 'DONE', endTime: new Date(back + 20 * SECOND).toISOString(), extensionsUsed: 1 });
    expect((await storedLedgerVerification(t.app.ctx.db, auctionId))).toMatchObject({ valid: true });
    expect(await auctionRow(t, auctionId)).toMatchObject({ status: 'DONE', endTime: new Date(back + 20 * SECOND) });
  });

  it('leaves sessions alone after a pause shorter than an outage, and beats only on the loop', async () => {
    const made = await runningSession(t, { durationMs: 4 * MINUTE });
    const auctionId = made.auction.id;
    const plannedEnd = (await auctionRow(t, auctionId)).endTime.getTime();
    await lastBeatAt(plannedEnd - 2 * MINUTE);
    moveTo(plannedEnd - 2 * MINUTE + 9 * SECOND);
    expect(await loopTick()).toBe(0);
    expect((await auctionRow(t, auctionId)).endTime.getTime()).toBe(plannedEnd);
    // A test's plain tick is no heartbeat: the clock moving on is not an outage.
    const before = await t.app.ctx.db.select().from(schedulerHeartbeat).where(eq(schedulerHeartbeat.id, 1));
    moveTo(plannedEnd - MINUTE);
    await t.app.scheduler.tick();
    expect(await t.app.ctx.db.select().from(schedulerHeartbeat).where(eq(schedulerHeartbeat.id, 1))).toEqual(before);
    expect((await auctionRow(t, auctionId)).endTime.getTime()).toBe(plannedEnd);
  });
});
