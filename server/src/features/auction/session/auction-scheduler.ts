import { and, asc, eq, lte } from 'drizzle-orm';
import type { AuctionSessionStatus } from '@procura/domain/procurement/procurement.enums';
import { sourcesOf } from '@procura/domain/auction/session/auction-status.rules';
import { auctions } from '../../../db/schema/auction';
import type { AppContext } from '../../../platform/context';
import type { ScheduledJob } from '../../../platform/scheduler';
import { everyoneRooms } from '../room/auction.rooms';
import { statusEvent } from './auction-status.presenter';
import { applyTransition, type AuctionRecord } from '../auction-transitions';

// The auction's due transitions (docs/rules/auction.md#scheduler): NOT_STARTED -> ON_GOING at the start time and
// ON_GOING -> DONE at the end time, read from the row (the end moves with extensions). Each poll
// is one query on a partial index (auctions_due_start_idx, auctions_due_end_idx); what is due is
// claimed with FOR UPDATE SKIP LOCKED and moved by the conditional update, so of several nodes
// exactly one moves a session and broadcasts it, after commit.

const BATCH = 50;

interface DueMove {
  name: string;
  to: AuctionSessionStatus;
  /** The column whose time has come. */
  due: typeof auctions.startTime | typeof auctions.endTime;
  values: (now: Date) => Partial<typeof auctions.$inferInsert>;
  announce: (ctx: AppContext, row: AuctionRecord, now: Date) => void;
}

const START: DueMove = {
  name: 'auction-start',
  to: 'ON_GOING',
  due: auctions.startTime,
  values: (now) => ({ startedAt: now }),
  announce: (ctx, row, now) => ctx.broadcast.emit(everyoneRooms(row.id), 'AUCTION_STARTED', statusEvent(row, now)),
};

const END: DueMove = {
  name: 'auction-end',
  to: 'DONE',
  due: auctions.endTime,
  values: (now) => ({ endedAt: now }),
  announce: (ctx, row, now) => ctx.broadcast.emit(everyoneRooms(row.id), 'AUCTION_STOPPED', { ...statusEvent(row, now), stoppedManually: false }),
};

async function applyDue(ctx: AppContext, move: DueMove): Promise<number> {
  const now = ctx.clock.now();
  // The table has one source per scheduler move (NOT_STARTED for the start, ON_GOING for the end),
  // which is also the predicate of the partial index the query uses.
  const [from] = sourcesOf(move.to, 'scheduler');
  if (!from) return 0;
  const dueWhere = and(eq(auctions.status, from), lte(move.due, now));
  // Nearly every poll finds nothing: a plain indexed read, no transaction.
  const [any] = await ctx.db.select({ id: auctions.id }).from(auctions).where(dueWhere).limit(1);
  if (!any) return 0;
  const moved = await ctx.db.transaction(async (tx) => {
    const due = await tx.select({ id: auctions.id }).from(auctions).where(dueWhere).orderBy(asc(move.due)).limit(BATCH).for('update', { skipLocked: true });
    const rows: AuctionRecord[] = [];
    for (const { id } of due) {
      const row = await applyTransition(tx, id, move.to, 'scheduler', { ...move.values(now), updatedAt: now });
      if (row) rows.push(row);
    }
    return rows;
  });
  for (const row of moved) move.announce(ctx, row, now);
  if (moved.length > 0) ctx.log.info({ sessions: moved.map((r) => r.auctionNumber) }, `${move.name}: ${moved.length} session(s) moved to ${move.to}`);
  return moved.length;
}

/** The scheduler's auction jobs: starts first, so a session overdue for both starts and ends in one tick. */
export function auctionSchedulerJobs(ctx: AppContext): ScheduledJob[] {
  return [START, END].map((move) => ({ name: move.name, run: () => applyDue(ctx, move) }));
}
