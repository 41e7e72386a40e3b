import { and, eq, inArray } from 'drizzle-orm';
import { sourcesOf, type AuctionActor } from '@procura/domain/auction/auction-status.rules';
import type { AuctionSessionStatus } from '@procura/domain/procurement/procurement.enums';
import type { Executor } from '../../db/client';
import { auctions } from '../../db/schema/auction';

export type AuctionRecord = typeof auctions.$inferSelect;

/**
 * Moves one session to `to` as `actor` may (the one transition table in domain), as a conditional
 * `UPDATE … WHERE id = ? AND status IN (sources) RETURNING`: of two concurrent requests, or two
 * nodes' schedulers, exactly one gets the row back; the other gets undefined and does nothing more.
 */
export async function applyTransition(
  tx: Executor,
  auctionId: string,
  to: AuctionSessionStatus,
  actor: AuctionActor,
  values: Partial<typeof auctions.$inferInsert> & { updatedAt: Date },
): Promise<AuctionRecord | undefined> {
  const sources = sourcesOf(to, actor);
  if (sources.length === 0) return undefined;
  const [row] = await tx
    .update(auctions)
    .set({ ...values, status: to })
    .where(and(eq(auctions.id, auctionId), inArray(auctions.status, sources)))
    .returning();
  return row;
}
