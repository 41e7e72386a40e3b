import { and, asc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AuctionSessionStatus } from '@procura/domain/procurement/procurement.enums';
import { pauseLimitCancelReason } from '@procura/domain/auction/session/auction-pause.rules';
import { sourcesOf } from '@procura/domain/auction/session/auction-status.rules';
import type { Executor } from '../../../db/client';
import { auctions } from '../../../db/schema/auction';
import type { AppContext } from '../../../platform/context';
import type { ScheduledJob } from '../../../platform/scheduler';
import { canceledMail } from '../auction.mails';
import { mailSessionResults } from '../auction-notices';
import { auctionReminderJob } from './auction-reminders';
import { mailInvitedVendors, sessionFactsOf } from '../invitations/auction-invitations';
import { everyoneRooms } from '../room/auction.rooms';
import { statusEvent } from '../session/auction-status.presenter';
import { applyTransition, type AuctionRecord } from '../auction-transitions';

// The auction's due transitions (docs/rules/auction.md#scheduler): NOT_STARTED -> ON_GOING at the start time,
// ON_GOING -> DONE at the end time, read from the row (the end moves with extensions; a paused session
// is not ended: its end moves by the paused time on resume), and ON_GOING -> CANCELED for a session
// paused longer than its maxPauseMinutes (docs/rules/auction-bidding.md#pause-and-resume). Each poll
// is one query on a partial index (auctions_due_start_idx, auctions_due_end_idx); what is due is
// claimed with FOR UPDATE SKIP LOCKED and moved by the conditional update, so of several nodes
// exactly one moves a session and broadcasts it, after commit.

const BATCH = 50;

/** A session due for a move, with what its values need. */
interface DueRow {
  id: string;
  maxPauseMinutes: string;
}

interface DueMove {
  name: string;
  to: AuctionSessionStatus;
  /** The rows whose time has come at `now` (beside the source status). */
  dueAt: (now: Date) => SQL | undefined;
  /** The order of the claim: the earliest due first. */
  order: SQL | typeof auctions.startTime | typeof auctions.endTime;
  values: (now: Date, row: DueRow) => Partial<typeof auctions.$inferInsert>;
  /** Work in the move's transaction (the mails of the outbox). */
  record?: (tx: Executor, row: AuctionRecord, now: Date, ctx: AppContext) => Promise<void>;
  announce: (ctx: AppContext, row: AuctionRecord, now: Date) => void;
}

const START: DueMove = {
  name: 'auction-start',
  to: 'ON_GOING',
  dueAt: (now) => lte(auctions.startTime, now),
  order: auctions.startTime,
  values: (now) => ({ startedAt: now }),
  announce: (ctx, row, now) => ctx.broadcast.emit(everyoneRooms(row.id), 'AUCTION_STARTED', statusEvent(row, now)),
};

const END: DueMove = {
  name: 'auction-end',
  to: 'DONE',
  // A paused session is not ended at its end: resume moves the end by the paused time.
  dueAt: (now) => and(lte(auctions.endTime, now), isNull(auctions.pausedAt)),
  order: auctions.endTime,
  values: (now) => ({ endedAt: now }),
  // Each attending vendor's result and the buyer's summary (docs/rules/auction.md#mails-people-expect).
  record: (tx, row, now, ctx) => mailSessionResults(tx, { config: ctx.config, key: ctx.secrets.ledgerKey, log: ctx.log }, row, now),
  announce: (ctx, row, now) => ctx.broadcast.emit(everyoneRooms(row.id), 'AUCTION_STOPPED', { ...statusEvent(row, now), stoppedManually: false }),
};

/** The moment a paused session's pause runs out: pausedAt + maxPauseMinutes (null while running, so never due). */
const pauseRunsOut = sql`${auctions.pausedAt} + ${auctions.maxPauseMinutes} * interval '1 minute'`;

const PAUSE_LIMIT: DueMove = {
  name: 'auction-pause-limit',
  to: 'CANCELED',
  // Due once more than maxPauseMinutes have passed (the moment itself still counts as paused).
  dueAt: (now) => sql`${pauseRunsOut} < ${now.toISOString()}::timestamptz`,
  order: pauseRunsOut,
  values: (now, row) => ({ cancelReason: pauseLimitCancelReason(row.maxPauseMinutes), canceledBy: null, canceledAt: now, endedAt: now }),
  record: async (tx, row, now) => {
    const facts = await sessionFactsOf(tx, row);
    const cancel = { reason: row.cancelReason ?? '', by: 'the system (sistem)', at: now };
    await mailInvitedVendors(tx, row.id, (invitation) => canceledMail(invitation.vendorEmail, invitation, facts, cancel));
  },
  announce: (ctx, row, now) =>
    ctx.broadcast.emit(everyoneRooms(row.id), 'AUCTION_CANCELED', { ...statusEvent(row, now), cancelReason: row.cancelReason ?? '', canceledBy: '', canceledAt: now.toISOString() }),
};

async function applyDue(ctx: AppContext, move: DueMove): Promise<number> {
  const now = ctx.clock.now();
  // The table has one source per scheduler move (NOT_STARTED for the start, ON_GOING for the end and
  // the pause limit), which is also the predicate of the partial index the query uses.
  const [from] = sourcesOf(move.to, 'scheduler');
  if (!from) return 0;
  const dueWhere = and(eq(auctions.status, from), move.dueAt(now));
  // Nearly every poll finds nothing: a plain indexed read, no transaction.
  const [any] = await ctx.db.select({ id: auctions.id }).from(auctions).where(dueWhere).limit(1);
  if (!any) return 0;
  const moved = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: auctions.id, maxPauseMinutes: auctions.maxPauseMinutes })
      .from(auctions)
      .where(dueWhere)
      .orderBy(asc(move.order))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const rows: AuctionRecord[] = [];
    for (const dueRow of due) {
      const row = await applyTransition(tx, dueRow.id, move.to, 'scheduler', { ...move.values(now, dueRow), updatedAt: now });
      if (!row) continue;
      await move.record?.(tx, row, now, ctx);
      rows.push(row);
    }
    return rows;
  });
  for (const row of moved) move.announce(ctx, row, now);
  if (moved.length > 0) ctx.log.info({ sessions: moved.map((r) => r.auctionNumber) }, `${move.name}: ${moved.length} session(s) moved to ${move.to}`);
  return moved.length;
}

/** The scheduler's auction jobs: starts first, so a session overdue for both starts and ends in one tick; then pauses past their limit; then the reminders. */
export function auctionSchedulerJobs(ctx: AppContext): ScheduledJob[] {
  return [...[START, END, PAUSE_LIMIT].map((move) => ({ name: move.name, run: () => applyDue(ctx, move) })), auctionReminderJob(ctx)];
}
