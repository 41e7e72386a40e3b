import { and, eq, gt, sql } from 'drizzle-orm';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { tooManyAttemptsMessage, waitSeconds } from '@procura/domain/common/rate-limit.messages';
import { queryRows, type Executor } from '../../db/client';
import { rateLimits } from '../../db/schema/platform';
import type { Clock } from '../clock';

// Every count lives in the rate_limits table, so all nodes share it and a restart keeps it.

/** A hard limit: at most `max` attempts in a fixed window, then 429 until the window ends. */
export interface Limit {
  /** What is limited, e.g. `login:ip`. */
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * A rising delay: `free` attempts at full speed, then each further attempt must wait
 * `firstWaitSeconds`, doubling per attempt up to `maxWaitSeconds`, after the one before it.
 * It never turns into a long block, so whoever holds the right answer gets through after a short wait.
 */
export interface SlowDown {
  name: string;
  free: number;
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  /** The count starts again when nothing was attempted for this long. */
  forgetAfterSeconds: number;
}

const keyOf = (rule: { name: string }, subject: string) => `${rule.name}:${subject}`;
const tooMany = (waitMs: number) =>
  new AppError(HTTP.tooManyRequests, [{ param: null, msg: tooManyAttemptsMessage(waitMs) }], waitSeconds(waitMs));

/**
 * Counts one attempt against a fixed window kept in the database, so every node shares the count.
 * Throws 429 once `max` attempts were made in the window.
 */
export async function consume(db: Executor, clock: Clock, limit: Limit, subject: string): Promise<void> {
  const now = clock.now();
  const windowStartsAfter = new Date(now.getTime() - limit.windowSeconds * 1000);
  const [row] = await queryRows<{ count: number; window_start: string | Date }>(db, sql`
    insert into rate_limits (key, window_start, count) values (${keyOf(limit, subject)}, ${now}, 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${windowStartsAfter} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${windowStartsAfter} then ${now} else rate_limits.window_start end
    returning count, window_start`);
  if (!row || row.count <= limit.max) return;
  const resetsAt = new Date(row.window_start).getTime() + limit.windowSeconds * 1000;
  throw tooMany(resetsAt - now.getTime());
}

/** Takes back one attempt counted by `consume`, for an attempt another rule refused before it was tried. */
async function giveBack(db: Executor, limit: Limit, subject: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, keyOf(limit, subject)), gt(rateLimits.count, 0)));
}

/** How long the attempt after `attempts` recorded ones has to wait after the last of them. */
export function slowDownWaitMs(rule: SlowDown, attempts: number): number {
  if (attempts < rule.free) return 0;
  return Math.min(rule.maxWaitSeconds, rule.firstWaitSeconds * 2 ** (attempts - rule.free)) * 1000;
}

/**
 * Records one attempt under a rising delay, or throws 429 saying how long to wait. A refused attempt
 * is not recorded, so hammering during the wait does not lengthen it. The row is locked while it is
 * read and written, so attempts arriving together on several nodes get one slot between them.
 * In the row, `window_start` is the time of the last recorded attempt and `count` the attempts since
 * the count was last forgotten.
 */
export async function slowDown(db: Executor, clock: Clock, rule: SlowDown, subject: string): Promise<void> {
  const now = clock.now();
  const key = keyOf(rule, subject);
  await db.transaction(async (tx) => {
    await tx.insert(rateLimits).values({ key, windowStart: now, count: 0 }).onConflictDoNothing();
    const [row] = await queryRows<{ count: number; window_start: string | Date }>(
      tx,
      sql`select count, window_start from rate_limits where key = ${key} for update`,
    );
    const last = new Date(row?.window_start ?? now).getTime();
    const forgotten = now.getTime() - last >= rule.forgetAfterSeconds * 1000;
    const attempts = forgotten ? 0 : (row?.count ?? 0);
    const opensAt = last + slowDownWaitMs(rule, attempts);
    if (now.getTime() < opensAt) throw tooMany(opensAt - now.getTime());
    await tx.update(rateLimits).set({ count: attempts + 1, windowStart: now }).where(eq(rateLimits.key, key));
  });
}

/**
 * One attempt that must pass a hard limit for `limitSubject` and a rising delay for `slowSubject`.
 * When the delay refuses, the attempt is taken back from the hard limit: waiting out a delay must not
 * use up the hard limit of someone who keeps trying.
 */
export async function consumeAndSlowDown(
  db: Executor,
  clock: Clock,
  hard: { limit: Limit; subject: string },
  slow: { rule: SlowDown; subject: string },
): Promise<void> {
  await consume(db, clock, hard.limit, hard.subject);
  try {
    await slowDown(db, clock, slow.rule, slow.subject);
  } catch (error) {
    await giveBack(db, hard.limit, hard.subject);
    throw error;
  }
}

/** Forgets the attempts counted for a subject, e.g. after it proved itself with the right password. */
export async function clearAttempts(db: Executor, rule: { name: string }, subject: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(rule, subject)));
}

/** Forgets every count: only for tests, whose calls all come from one address (see features/test-support). */
export async function clearAllAttempts(db: Executor): Promise<void> {
  await db.delete(rateLimits);
}
