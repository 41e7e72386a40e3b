import { and, eq, gt, inArray } from 'drizzle-orm';
import { HEARTBEAT_INTERVAL_MS, isOutage, outageExtension, type Outage } from '@procura/domain/auction/bidding/outage.rules';
import { isAuctionRunning, isLiveAuctionStatus } from '@procura/domain/auction/session/auction-status.rules';
import type { Executor } from '../../../db/client';
import { auctions } from '../../../db/schema/auction';
import { schedulerHeartbeat } from '../../../db/schema/platform';
import type { AppContext } from '../../../platform/context';
import type { ScheduledJob } from '../../../platform/scheduler';
import { appendLedger } from '../ledger/auction-ledger.store';
import { everyoneRooms } from '../room/auction.rooms';

// An outage must not decide an auction (docs/rules/auction-bidding.md#outages, domain outage.rules). Each node's scheduler
// loop moves the one heartbeat row forward every second; the node that finds it far behind (no
// node ran meanwhile) gives every running session the time it lost in its final minutes, with an
// EXTENSION (cause OUTAGE) in its ledger, in the transaction that moves the heartbeat, so exactly
// one node does it. It runs before the due transitions, so a session whose end passed while
// nothing ran gets its minutes back instead of being ended at once.

const HEARTBEAT_ID = 1;

interface Moved {
  auctionId: string;
  sequence: number;
  endTime: Date;
  extensionsUsed: number;
}

/** ON_GOING sessions still running when the outage began get an EXTENSION entry; a start that fell due meanwhile keeps its minutes through the end it starts with. */
async function giveBackLostTime(tx: Executor, outage: Outage, now: Date): Promise<Moved[]> {
  const candidates = await tx
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(inArray(auctions.status, ['ON_GOING', 'NOT_STARTED']), gt(auctions.endTime, new Date(outage.from))));
  const moved: Moved[] = [];
  for (const { id } of candidates) {
    // Row by row, each locked as an offer locks it (PGlite hangs on FOR UPDATE over an empty result).
    const [auction] = await tx.select().from(auctions).where(eq(auctions.id, id)).for('update');
    // A paused session gets its whole paused time back on resume, the outage's included.
    if (!auction || !isLiveAuctionStatus(auction.status) || auction.pausedAt) continue;
    const extension = outageExtension({ startTime: auction.startTime.toISOString(), endTime: auction.endTime.toISOString() }, outage);
    if (!extension) continue;
    const endTime = new Date(extension.endTime);
    let head = { sequence: auction.sequence, ledgerHeadHash: auction.ledgerHeadHash };
    if (isAuctionRunning(auction.status)) {
      const draft = {
        kind: 'EXTENSION',
        payload: { previousEndTime: auction.endTime.toISOString(), endTime: extension.endTime, extensionsUsed: auction.extensionsUsed, cause: 'OUTAGE' },
      } as const;
      head = (await appendLedger(tx, auction, head, now, [draft])).head;
    }
    await tx.update(auctions).set({ ...head, endTime, updatedAt: now }).where(eq(auctions.id, auction.id));
    moved.push({ auctionId: auction.id, sequence: head.sequence, endTime, extensionsUsed: auction.extensionsUsed });
  }
  return moved;
}

/** Moves the heartbeat to `now`; after an outage, gives the sessions their time back. */
async function beat(ctx: AppContext, now: Date): Promise<{ outage: Outage | null; moved: Moved[] }> {
  return ctx.db.transaction(async (tx) => {
    // The row exists from the migration on (and is put back by heartbeatJob if removed).
    const [row] = await tx.select().from(schedulerHeartbeat).where(eq(schedulerHeartbeat.id, HEARTBEAT_ID)).for('update');
    if (!row) return { outage: null, moved: [] };
    // Another node beat later than this node's clock says it is: nothing was lost.
    if (row.beatAt >= now) return { outage: null, moved: [] };
    await tx.update(schedulerHeartbeat).set({ beatAt: now }).where(eq(schedulerHeartbeat.id, HEARTBEAT_ID));
    const outage = { from: row.beatAt.toISOString(), to: now.toISOString() };
    if (!isOutage(outage)) return { outage: null, moved: [] };
    return { outage, moved: await giveBackLostTime(tx, outage, now) };
  });
}

/** The scheduler loop's heartbeat (at most once a second per node). */
export function heartbeatJob(ctx: AppContext): ScheduledJob {
  let lastBeatMs = Number.NEGATIVE_INFINITY;
  return {
    name: 'heartbeat',
    async run() {
      const now = ctx.clock.now();
      if (now.getTime() - lastBeatMs < HEARTBEAT_INTERVAL_MS) return 0;
      if (lastBeatMs === Number.NEGATIVE_INFINITY) {
        await ctx.db.insert(schedulerHeartbeat).values({ id: HEARTBEAT_ID, beatAt: now }).onConflictDoNothing();
      }
      lastBeatMs = now.getTime();
      const { outage, moved } = await beat(ctx, now);
      // A restart with no running session lost nobody any time: nothing to say.
      if (!outage || moved.length === 0) return 0;
      ctx.log.warn({ from: outage.from, to: outage.to, sessions: moved.length }, 'no node ran between two heartbeats: running sessions get the time they lost');
      for (const m of moved) {
        const event = { auctionId: m.auctionId, sequence: m.sequence, endTime: m.endTime.toISOString(), extensionsUsed: m.extensionsUsed, serverNow: now.toISOString() };
        ctx.broadcast.emit(everyoneRooms(m.auctionId), 'TIMER_EXTENDED', event);
      }
      return moved.length;
    },
  };
}
