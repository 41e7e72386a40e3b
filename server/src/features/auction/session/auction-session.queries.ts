import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { LIVE_AUCTION_STATUSES } from '@procura/domain/auction/session/auction-status.rules';
import type { ExistingSessionFacts } from '@procura/domain/auction/session/auction-session.rules';
import type { Executor } from '../../../db/client';
import { procurementItems, procurementVendors } from '../../../db/schema/procurement';
import { auctionItems, auctions, auctionVendors } from '../../../db/schema/auction';
import type { AuctionRow } from './auction-session.presenter';

/** The vendors and items of a session, in the order the procurement's lists show them. */
export async function participantsOf(db: Executor, auctionId: string): Promise<{ vendorIds: string[]; itemIds: string[] }> {
  const vendors = await db
    .select({ id: procurementVendors.id })
    .from(auctionVendors)
    .innerJoin(procurementVendors, eq(procurementVendors.id, auctionVendors.procurementVendorId))
    .where(eq(auctionVendors.auctionId, auctionId))
    .orderBy(asc(procurementVendors.createdAt), asc(procurementVendors.id));
  const items = await db
    .select({ id: procurementItems.id })
    .from(auctionItems)
    .innerJoin(procurementItems, eq(procurementItems.id, auctionItems.procurementItemId))
    .where(eq(auctionItems.auctionId, auctionId))
    .orderBy(asc(procurementItems.createdAt), asc(procurementItems.id));
  return { vendorIds: vendors.map((v) => v.id), itemIds: items.map((i) => i.id) };
}

/** Replaces the vendors and items of a session. */
export async function writeParticipants(tx: Executor, auctionId: string, participants: { vendorIds: string[]; itemIds: string[] }): Promise<void> {
  await tx.delete(auctionVendors).where(eq(auctionVendors.auctionId, auctionId));
  await tx.delete(auctionItems).where(eq(auctionItems.auctionId, auctionId));
  if (participants.vendorIds.length > 0) {
    await tx.insert(auctionVendors).values(participants.vendorIds.map((procurementVendorId) => ({ auctionId, procurementVendorId })));
  }
  if (participants.itemIds.length > 0) {
    await tx.insert(auctionItems).values(participants.itemIds.map((procurementItemId) => ({ auctionId, procurementItemId })));
  }
}

/** How many of `ids` are vendors (or items) of the procurement. */
export async function countOwnVendors(db: Executor, procurementId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: procurementVendors.id })
    .from(procurementVendors)
    .where(and(eq(procurementVendors.procurementId, procurementId), inArray(procurementVendors.id, ids)));
  return rows.length;
}

export async function countOwnItems(db: Executor, procurementId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: procurementItems.id })
    .from(procurementItems)
    .where(and(eq(procurementItems.procurementId, procurementId), inArray(procurementItems.id, ids)));
  return rows.length;
}

/**
 * The last session that was scheduled or ran: the latest start among the non-draft sessions.
 * Drafts are left out because a draft saved earlier may sit beside a later session that was stopped.
 */
export async function lastScheduledSession(db: Executor, procurementId: string): Promise<AuctionRow | undefined> {
  const [row] = await db
    .select()
    .from(auctions)
    .where(and(eq(auctions.procurementId, procurementId), ne(auctions.status, 'DRAFT')))
    .orderBy(desc(auctions.startTime), desc(auctions.createdAt))
    .limit(1);
  return row;
}

/** What the create-session check needs to know about the sessions already there. */
export async function existingSessionFacts(db: Executor, procurementId: string): Promise<ExistingSessionFacts> {
  const [running] = await db
    .select({ id: auctions.id })
    .from(auctions)
    // Scheduled or running: the next session waits until the previous one has finished.
    .where(and(eq(auctions.procurementId, procurementId), inArray(auctions.status, LIVE_AUCTION_STATUSES)))
    .limit(1);
  const last = await lastScheduledSession(db, procurementId);
  return { sessionInProgress: !!running, lastSession: last ? { stoppedManually: last.stoppedManually, stopReason: last.stopReason } : null };
}
