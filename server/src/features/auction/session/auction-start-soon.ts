import { and, eq, sql } from 'drizzle-orm';
import { auctions } from '../../../db/schema/auction';
import type { AppContext } from '../../../platform/context';

/**
 * For the browser journeys only (test support, NODE_ENV=test): a NOT_STARTED session's planned
 * start moves to `seconds` from now, its planned end with it (same duration). The session form
 * takes whole minutes, so without this every live journey waited one to two minutes for its start;
 * the start itself is still the scheduler's (it reads the row), announced as always. Answers
 * whether a session moved (a started, ended or unknown session does not).
 */
export async function startSessionSoon(ctx: AppContext, auctionId: string, seconds: number): Promise<boolean> {
  const start = new Date(ctx.clock.now().getTime() + seconds * 1000);
  const moved = await ctx.db
    .update(auctions)
    .set({
      endTime: sql`${start.toISOString()}::timestamptz + (${auctions.endTime} - ${auctions.startTime})`,
      startTime: start,
      updatedAt: ctx.clock.now(),
    })
    .where(and(eq(auctions.id, auctionId), eq(auctions.status, 'NOT_STARTED')))
    .returning({ id: auctions.id });
  return moved.length === 1;
}
