import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { LIVE_AUCTION_STATUSES } from '@procura/domain/auction/session/auction-status.rules';
import { toMoney } from '@procura/domain/common/money/money';
import type { AuctionSessionStatus, PriceDirection } from '@procura/domain/procurement/procurement.enums';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { auctions, auctionVendors } from '../../db/schema/auction';

// What the procurement feature may ask about or do to a procurement's auction sessions. The
// auction tables belong to this feature: the procurement lifecycle (cancel, close, delete) calls
// these functions instead of querying or deleting auction rows itself.

/** How many sessions of the procurement are in one of `statuses`. */
export async function countSessionsOf(db: Executor, procurementId: string, statuses: readonly AuctionSessionStatus[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auctions)
    .where(and(eq(auctions.procurementId, procurementId), inArray(auctions.status, statuses)));
  return Number(row?.n ?? 0);
}

/** How many sessions are scheduled or running (NOT_STARTED, ON_GOING): a procurement is not closed or canceled under them. */
export const countLiveSessionsOf = (db: Executor, procurementId: string) => countSessionsOf(db, procurementId, LIVE_AUCTION_STATUSES);

/** Removes the draft sessions of a procurement (closing it); call it in the closing transaction. */
export async function deleteDraftSessionsOf(tx: Executor, procurementId: string): Promise<void> {
  await tx.delete(auctions).where(and(eq(auctions.procurementId, procurementId), eq(auctions.status, 'DRAFT')));
}

/** A SQL condition for a procurement list or detail query: the procurement has a session that ended DONE. */
export function hasDoneSessionSql(procurementIdColumn: AnyPgColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${auctions} a where a.procurement_id = ${procurementIdColumn} and a.status = 'DONE')`;
}

/**
 * The procurement vendors of the last REALTIME session that ended DONE, best last price first
 * (vendors without an offer last): whom a negotiation of an auctioned procurement may be offered to.
 */
export async function vendorsOfLastDoneSession(db: Executor, procurementId: string, direction: PriceDirection): Promise<string[]> {
  const [last] = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(eq(auctions.procurementId, procurementId), eq(auctions.status, 'DONE'), eq(auctions.auctionModel, 'REALTIME')))
    .orderBy(desc(auctions.endTime), desc(auctions.id))
    .limit(1);
  if (!last) return [];
  const order = direction === 'FORWARD' ? sql`${auctionVendors.lastTotal} desc nulls last` : sql`${auctionVendors.lastTotal} asc nulls last`;
  // Equal prices: the earlier offer in the ledger first (price-time priority, as the ranking).
  const rows = await db
    .select({ id: auctionVendors.procurementVendorId })
    .from(auctionVendors)
    .where(eq(auctionVendors.auctionId, last.id))
    .orderBy(order, sql`${auctionVendors.lastSequence} asc nulls last`, asc(auctionVendors.procurementVendorId));
  return rows.map((r) => r.id);
}

/** The sessions of a procurement that ended DONE, oldest start first (what the auction reports print). */
export async function doneSessionsOf(db: Executor, procurementId: string): Promise<Array<typeof auctions.$inferSelect>> {
  return db
    .select()
    .from(auctions)
    .where(and(eq(auctions.procurementId, procurementId), eq(auctions.status, 'DONE')))
    .orderBy(asc(auctions.startTime), asc(auctions.id));
}

/** When and where in its ledger the offer was made that gave a vendor its last price. */
export interface FinalOfferOrder {
  lastOfferAt: Date | null;
  lastOfferSequence: number | null;
}

/**
 * The vendors with the order of the auction offer their last price came from (the most recent
 * REALTIME session that ended DONE with that vendor's price), so the evaluation splits equal
 * prices as the live ranking did (price-time priority). A price set otherwise (typed in, agreed
 * in a negotiation) has no such order.
 */
export async function withFinalOfferOrder<V extends { id: string; lastPrice: string | null }>(
  db: Executor,
  procurementId: string,
  vendors: readonly V[],
): Promise<Array<V & FinalOfferOrder>> {
  const standings = await db
    .select({
      vendorId: auctionVendors.procurementVendorId,
      lastTotal: auctionVendors.lastTotal,
      lastOfferAt: auctionVendors.lastOfferAt,
      lastOfferSequence: auctionVendors.lastSequence,
    })
    .from(auctionVendors)
    .innerJoin(auctions, eq(auctions.id, auctionVendors.auctionId))
    .where(and(eq(auctions.procurementId, procurementId), eq(auctions.status, 'DONE'), eq(auctions.auctionModel, 'REALTIME')))
    .orderBy(desc(auctions.endTime), desc(auctions.id));
  return vendors.map((vendor) => {
    const latest = standings.find((s) => s.vendorId === vendor.id && s.lastTotal !== null);
    const fromAuction = latest && vendor.lastPrice !== null && toMoney(latest.lastTotal!).equals(toMoney(vendor.lastPrice));
    return { ...vendor, lastOfferAt: fromAuction ? latest.lastOfferAt : null, lastOfferSequence: fromAuction ? latest.lastOfferSequence : null };
  });
}
