import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions } from '../../../db/schema/auction';
import { buyerSession } from '../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { buyerRoom, vendorsRoom } from '../room/auction.rooms';
import { invitationsOf, liveSession, recordBroadcasts, statusOf, type Buyer } from '../auction.testing';

// The scheduler (docs/rules/auction.md#scheduler): a 30 s session starts at its start time and ends at its end time,
// on the test clock, on the machine's clock, and after a restart that missed the times.

const SECOND = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await sleep(20);
  }
}

describe('the scheduler on the test clock', () => {
  let t: TestApp;
  let buyer: Buyer;
  beforeAll(async () => {
    t = await startTestApp();
    buyer = await buyerSession(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('starts a 30 s session at its start time and ends it at its end time, nothing before, each once', async () => {
    const { auctionId, startTime, endTime } = await liveSession(t, buyer, { startInMs: 60 * SECOND, durationMs: 30 * SECOND });
    const broadcasts = recordBroadcasts(t);
    const moveTo = (target: Date, marginMs: number) => t.clock.advance(target.getTime() + marginMs - t.clock.now().getTime());

    moveTo(startTime, -1000);
    expect(await t.app.scheduler.tick()).toBe(0);
    expect((await statusOf(t, auctionId)).status).toBe('NOT_STARTED');

    moveTo(startTime, 0);
    expect(await t.app.scheduler.tick()).toBe(1);
    const started = await statusOf(t, auctionId);
    expect(started.status).toBe('ON_GOING');
    expect(started.startedAt!.getTime() - startTime.getTime()).toBeGreaterThanOrEqual(0);
    expect(started.startedAt!.getTime() - startTime.getTime()).toBeLessThan(SECOND);
    expect(broadcasts).toHaveBeenCalledTimes(1);
    expect(broadcasts).toHaveBeenCalledWith(
      [buyerRoom(auctionId), vendorsRoom(auctionId)],
      'AUCTION_STARTED',
      expect.objectContaining({ auctionId, status: 'ON_GOING', startTime: startTime.toISOString(), endTime: endTime.toISOString() }),
    );
    expect(await t.app.scheduler.tick()).toBe(0);

    moveTo(endTime, -1000);
    expect(await t.app.scheduler.tick()).toBe(0);
    expect((await statusOf(t, auctionId)).status).toBe('ON_GOING');

    moveTo(endTime, 0);
    expect(await t.app.scheduler.tick()).toBe(1);
    const ended = await statusOf(t, auctionId);
    expect(ended).toMatchObject({ status: 'DONE', stoppedManually: false });
    expect(ended.endedAt!.getTime() - endTime.getTime()).toBeLessThan(SECOND);
    expect(broadcasts).toHaveBeenCalledTimes(2);
    expect(broadcasts).toHaveBeenLastCalledWith(expect.any(Array), 'AUCTION_STOPPED', expect.objectContaining({ auctionId, status: 'DONE', stoppedManually: false }));
    expect(await t.app.scheduler.tick()).toBe(0);
    broadcasts.mockRestore();
  });

  it('reads the end time from the row, so a moved end is honoured', async () => {
    const { auctionId, startTime, endTime } = await liveSession(t, buyer, { startInMs: 60 * SECOND, durationMs: 30 * SECOND });
    t.clock.advance(startTime.getTime() - t.clock.now().getTime());
    await t.app.scheduler.tick();
    await t.app.ctx.db.update(auctions).set({ endTime: new Date(endTime.getTime() + 60 * SECOND) }).where(eq(auctions.id, auctionId));
    t.clock.advance(endTime.getTime() + SECOND - t.clock.now().getTime());
    await t.app.scheduler.tick();
    expect((await statusOf(t, auctionId)).status).toBe('ON_GOING');
    t.clock.advance(60 * SECOND);
    await t.app.scheduler.tick();
    expect((await statusOf(t, auctionId)).status).toBe('DONE');
  });
});

describe('the scheduler on the machine clock', () => {
  let t: TestApp;
  afterAll(async () => {
    await t.close();
  });

  // About 2 s ahead: a little more, so a busy machine still creates it before its start.
  it('starts a session a few seconds ahead and ends it 3 s later (0.05 minutes), each within 1 s of its time', async () => {
    t = await startTestApp({ systemClock: true });
    const buyer = await buyerSession(t);
    const { auctionId, startTime, endTime } = await liveSession(t, buyer, {
      startInMs: 2.5 * SECOND,
      durationMs: 3 * SECOND,
      form: { periodType: 'INJURY_TIME', endTime: null, duration: '0.05', timeExtension: '0' },
    });
    expect(endTime.getTime() - startTime.getTime()).toBe(3 * SECOND);
    const heard: Array<{ event: string; at: number }> = [];
    const broadcasts = recordBroadcasts(t);
    broadcasts.mockImplementation((...args) => {
      heard.push({ event: args[1], at: Date.now() });
    });
    t.app.scheduler.start();
    const started = await waitFor(() => statusOf(t, auctionId), (row) => row.status !== 'NOT_STARTED', 4 * SECOND);
    expect(started.status).toBe('ON_GOING');
    const ended = await waitFor(() => statusOf(t, auctionId), (row) => row.status === 'DONE', 6 * SECOND);
    expect(ended.status).toBe('DONE');
    const startLag = started.startedAt!.getTime() - startTime.getTime();
    const endLag = ended.endedAt!.getTime() - endTime.getTime();
    expect(startLag).toBeGreaterThanOrEqual(0);
    expect(startLag).toBeLessThan(SECOND);
    expect(endLag).toBeGreaterThanOrEqual(0);
    expect(endLag).toBeLessThan(SECOND);
    expect(heard.map((h) => h.event)).toEqual(['AUCTION_STARTED', 'AUCTION_STOPPED']);
    expect(heard[0]!.at - startTime.getTime()).toBeLessThan(SECOND);
    expect(heard[1]!.at - endTime.getTime()).toBeLessThan(SECOND);
    broadcasts.mockRestore();
  }, 20_000);
});

describe('a restart in between', () => {
  it('loses nothing, applies the transitions that fell due while no node ran, and gives back the time a session lost', async () => {
    const first = await startTestApp();
    const buyer = await buyerSession(first);
    const early = await liveSession(first, buyer, { startInMs: 60 * SECOND, durationMs: 30 * SECOND });
    const late = await liveSession(first, buyer, { startInMs: 120 * SECOND, durationMs: 10 * 60 * SECOND });
    const invitations = await invitationsOf(first, late.auctionId);
    await first.app.close();

    // The next start is three minutes later: both sessions fell due meanwhile. The late one starts
    // with its planned end (none of its final minutes was lost); the early one would have run its
    // whole 30 s while no node ran, so it gets them from the restart on (docs/rules/auction-bidding.md#outages).
    const second = await startTestApp({ database: first.database });
    second.clock.advance(3 * 60 * SECOND);
    try {
      const back = second.clock.now().getTime();
      second.app.scheduler.start();
      const lateRow = await waitFor(() => statusOf(second, late.auctionId), (row) => row.status === 'ON_GOING', 3 * SECOND);
      const earlyRow = await waitFor(() => statusOf(second, early.auctionId), (row) => row.status === 'ON_GOING', 3 * SECOND);
      expect(lateRow.endTime).toEqual(late.endTime);
      expect(earlyRow.startedAt).toBeInstanceOf(Date);
      expect(earlyRow.endTime.getTime() - back).toBeGreaterThanOrEqual(30 * SECOND);
      expect(earlyRow.endTime.getTime() - back).toBeLessThan(32 * SECOND);
      expect(await invitationsOf(second, late.auctionId)).toEqual(invitations);
      expect(await second.mailsTo(invitations[0]!.vendorEmail)).toHaveLength(1);
    } finally {
      await second.close();
      await first.database.close();
    }
  }, 30_000);
});
