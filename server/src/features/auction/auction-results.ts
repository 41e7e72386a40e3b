import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auctionVendors } from '../../db/schema/auction';
import { procurementVendorItems, procurementVendors } from '../../db/schema/procurement';
import type { AuctionRecord } from './auction-record';

/**
 * A REALTIME session that ends DONE writes each vendor's final offer to the procurement vendor's
 * lastPrice, and each unit price to its vendor item's (docs/rules/auction.md#session-life), so the Evaluation Score table,
 * the End confirmation and the reports name the auction's winner. A SIMULATION touches nothing.
 * Vendors without a valid offer keep the price they had.
 */
export async function writeFinalPrices(tx: Executor, auction: AuctionRecord, now: Date): Promise<void> {
  if (auction.auctionModel !== 'REALTIME') return;
  const standings = await tx
    .select({ procurementVendorId: auctionVendors.procurementVendorId, lastTotal: auctionVendors.lastTotal, lastUnitOffers: auctionVendors.lastUnitOffers })
    .from(auctionVendors)
    .where(and(eq(auctionVendors.auctionId, auction.id), isNotNull(auctionVendors.lastTotal)));
  for (const standing of standings) {
    await tx
      .update(procurementVendors)
      .set({ lastPrice: standing.lastTotal, updatedAt: now })
      .where(eq(procurementVendors.id, standing.procurementVendorId));
    for (const [procurementItemId, unitOffer] of Object.entries(standing.lastUnitOffers)) {
      await tx
        .update(procurementVendorItems)
        .set({ lastPrice: unitOffer })
        .where(and(eq(procurementVendorItems.procurementVendorId, standing.procurementVendorId), eq(procurementVendorItems.procurementItemId, procurementItemId)));
    }
  }
}
