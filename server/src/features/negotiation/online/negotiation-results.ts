import { and, desc, eq, inArray } from 'drizzle-orm';
import { multiplyMoney, sumMoney } from '@procura/domain/common/money/money';
import type { NegotiationLedgerItem } from '@procura/domain/negotiation/negotiation-ledger.rules';
import type { Executor } from '../../../db/client';
import { negotiationItems, negotiationOffers, negotiations } from '../../../db/schema/negotiation';
import { procurementVendorItems, procurementVendors } from '../../../db/schema/procurement';
import type { NegotiationRecord } from '../negotiation-access';

// The negotiated price becomes the vendor's last price for the procurement (docs/rules/negotiation.md#final-price: the winner
// is the negotiation's final price when one was held), in the same columns the auction's results
// write, so the evaluation table, the End confirmation and the dashboard use it.

export interface NegotiatedPrice {
  total: string;
  /** Per negotiation item: the agreed unit price and capable quantity. */
  items: NegotiationLedgerItem[];
}

/**
 * The price a negotiation ends with: online, the final DEAL's offer, else the vendor's latest
 * offer or DEAL; offline, the items' final prices typed in (sum of capable quantity x unit price).
 * Null when there is none.
 */
export async function priceAtEnd(tx: Executor, record: NegotiationRecord): Promise<NegotiatedPrice | null> {
  const { negotiation } = record;
  if (record.batch.negotiationType === 'OFFLINE') {
    const items = await tx.select().from(negotiationItems).where(eq(negotiationItems.negotiationId, negotiation.id));
    const priced = items.filter((i) => i.finalPrice !== null);
    if (priced.length === 0) return null;
    const offerItems = priced.map((i) => ({ negotiationItem: i.id, offer: i.finalPrice!, capableQty: i.capableQty ?? i.initialCapableQty }));
    return { total: sumMoney(offerItems.map((i) => multiplyMoney(i.offer, i.capableQty))), items: offerItems };
  }
  if (negotiation.dealFinal && negotiation.finalPrice !== null) {
    const [deal] = await tx
      .select()
      .from(negotiationOffers)
      .where(and(eq(negotiationOffers.negotiationId, negotiation.id), eq(negotiationOffers.status, 'DEAL')))
      .orderBy(desc(negotiationOffers.sequence))
      .limit(1);
    if (deal) return { total: deal.total, items: deal.items };
  }
  const [latest] = await tx
    .select()
    .from(negotiationOffers)
    .where(and(eq(negotiationOffers.negotiationId, negotiation.id), eq(negotiationOffers.fromRole, 'vendor'), inArray(negotiationOffers.status, ['OFFER', 'DEAL'])))
    .orderBy(desc(negotiationOffers.sequence))
    .limit(1);
  return latest ? { total: latest.total, items: latest.items } : null;
}

/**
 * Writes an agreed price: the negotiation's final price, its items' final unit prices and capable
 * quantities, and the procurement vendor's (and its items') last price. In the caller's transaction.
 */
export async function writeNegotiatedPrice(tx: Executor, record: NegotiationRecord, price: NegotiatedPrice, now: Date): Promise<void> {
  const { negotiation } = record;
  await tx.update(negotiations).set({ finalPrice: price.total, updatedAt: now }).where(eq(negotiations.id, negotiation.id));
  await tx
    .update(procurementVendors)
    .set({ lastPrice: price.total, updatedAt: now })
    .where(eq(procurementVendors.id, negotiation.procurementVendorId));
  if (price.items.length === 0) return;
  const items = await tx
    .select({ id: negotiationItems.id, procurementItemId: negotiationItems.procurementItemId })
    .from(negotiationItems)
    .where(eq(negotiationItems.negotiationId, negotiation.id));
  const procurementItemOf = new Map(items.map((i) => [i.id, i.procurementItemId]));
  for (const item of price.items) {
    const procurementItemId = procurementItemOf.get(item.negotiationItem);
    if (!procurementItemId) continue;
    await tx.update(negotiationItems).set({ finalPrice: item.offer, capableQty: item.capableQty }).where(eq(negotiationItems.id, item.negotiationItem));
    await tx
      .update(procurementVendorItems)
      .set({ lastPrice: item.offer })
      .where(and(eq(procurementVendorItems.procurementVendorId, negotiation.procurementVendorId), eq(procurementVendorItems.procurementItemId, procurementItemId)));
  }
}
