import { asc, count, eq, inArray } from 'drizzle-orm';
import { multiplyMoney, toMoney } from '@procura/domain/common/money/money';
import { allowedBatchNext, type BatchFrom } from '@procura/domain/negotiation/negotiation-status.rules';
import type { BatchStatusView, NegotiationBatchView, NegotiationItemView, NegotiationView } from '@procura/domain/negotiation/negotiation.views';
import type { Executor } from '../../../db/client';
import { negotiationBatches, negotiationBatchItems, negotiationBatchVendors, negotiationItems, negotiations } from '../../../db/schema/negotiation';
import { procurementItems, procurements, procurementVendors } from '../../../db/schema/procurement';
import { accountNameOf } from '../../../platform/account-names';

// The batch screen's answers (docs/rules/negotiation.md#contract): a batch with its chosen items and vendors, one
// vendor's negotiation with its totals, and its items with the prices before and after.

export type BatchRow = typeof negotiationBatches.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** get-status and change-status: the status and the moves from it, read from the one table. */
export function presentBatchStatus(status: BatchFrom): BatchStatusView {
  return {
    status,
    next: allowedBatchNext(status).map((t) => ({ status: t.to, label: t.label, ...(t.needsReason ? { needsReason: true } : {}) })),
  };
}

/** Batches with their chosen items, vendors and negotiation counts, in the given order. */
export async function presentBatches(db: Executor, rows: readonly BatchRow[]): Promise<NegotiationBatchView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const items = await db
    .select({ batchId: negotiationBatchItems.batchId, id: negotiationBatchItems.procurementItemId })
    .from(negotiationBatchItems)
    .innerJoin(procurementItems, eq(procurementItems.id, negotiationBatchItems.procurementItemId))
    .where(inArray(negotiationBatchItems.batchId, ids))
    .orderBy(asc(procurementItems.createdAt), asc(procurementItems.id));
  const vendors = await db
    .select({ batchId: negotiationBatchVendors.batchId, id: negotiationBatchVendors.procurementVendorId })
    .from(negotiationBatchVendors)
    .innerJoin(procurementVendors, eq(procurementVendors.id, negotiationBatchVendors.procurementVendorId))
    .where(inArray(negotiationBatchVendors.batchId, ids))
    .orderBy(asc(procurementVendors.name), asc(procurementVendors.id));
  const counts = await db
    .select({ batchId: negotiations.batchId, n: count() })
    .from(negotiations)
    .where(inArray(negotiations.batchId, ids))
    .groupBy(negotiations.batchId);
  const views: NegotiationBatchView[] = [];
  for (const row of rows) {
    views.push({
      _id: row.id,
      name: row.name,
      procurementId: row.procurementId,
      status: row.status,
      negotiationType: row.negotiationType,
      startDate: iso(row.startDate),
      endDate: iso(row.endDate),
      procurementItemIds: items.filter((i) => i.batchId === row.id).map((i) => i.id),
      procurementVendorIds: vendors.filter((v) => v.batchId === row.id).map((v) => v.id),
      negotiationCount: Number(counts.find((c) => c.batchId === row.id)?.n ?? 0),
      cancelReason: row.cancelReason,
      canceledBy: row.canceledBy ? await accountNameOf(db, row.canceledBy) : null,
      canceledAt: iso(row.canceledAt),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    });
  }
  return views;
}

/** Percent saved against the last price, 2 decimals; null before a final price or without a last one. */
export function savingOf(lastPrice: string | null, finalPrice: string | null): string | null {
  if (lastPrice === null || finalPrice === null || toMoney(lastPrice).isZero()) return null;
  const last = toMoney(lastPrice);
  return last.minus(toMoney(finalPrice)).times(100).dividedBy(last).toFixed(2);
}

/** The negotiations of the given ids (or of a batch), by vendor name. */
export async function presentNegotiations(db: Executor, where: { batchId: string } | { ids: string[] }): Promise<NegotiationView[]> {
  if ('ids' in where && where.ids.length === 0) return [];
  const rows = await db
    .select({ negotiation: negotiations, batch: negotiationBatches, vendorName: procurementVendors.name, biddingType: procurements.biddingType })
    .from(negotiations)
    .innerJoin(negotiationBatches, eq(negotiationBatches.id, negotiations.batchId))
    .innerJoin(procurementVendors, eq(procurementVendors.id, negotiations.procurementVendorId))
    .innerJoin(procurements, eq(procurements.id, negotiationBatches.procurementId))
    .where('batchId' in where ? eq(negotiations.batchId, where.batchId) : inArray(negotiations.id, where.ids))
    .orderBy(asc(procurementVendors.name), asc(negotiations.id));
  const views: NegotiationView[] = [];
  for (const { negotiation: n, batch, vendorName, biddingType } of rows) {
    views.push({
      _id: n.id,
      negotiationBatchId: n.batchId,
      procurementId: batch.procurementId,
      negotiationType: batch.negotiationType ?? 'ONLINE',
      vendorId: n.procurementVendorId,
      vendorName,
      status: n.status,
      biddingType,
      startDate: iso(n.startDate),
      endDate: iso(n.endDate),
      vendorPicName: n.vendorPicName,
      vendorPicEmail: n.vendorPicEmail,
      lastPrice: n.lastPrice,
      finalPrice: n.finalPrice,
      saving: savingOf(n.lastPrice, n.finalPrice),
      vendorHasOffered: n.vendorHasOffered,
      cancelReason: n.cancelReason,
      canceledBy: n.canceledBy ? await accountNameOf(db, n.canceledBy) : null,
      canceledAt: iso(n.canceledAt),
      updatedAt: n.updatedAt.toISOString(),
    });
  }
  return views;
}

/** The quantity a negotiated unit price is multiplied by: the capable quantity agreed, else the starting one. */
export const quantityOf = (item: { capableQty: string | null; initialCapableQty: string }) => item.capableQty ?? item.initialCapableQty;

/** A negotiation's items in the procurement's order, with their subtotals before and after. */
export async function presentItems(db: Executor, negotiationId: string): Promise<NegotiationItemView[]> {
  const rows = await db
    .select({ item: negotiationItems, procurementItem: procurementItems })
    .from(negotiationItems)
    .innerJoin(procurementItems, eq(procurementItems.id, negotiationItems.procurementItemId))
    .where(eq(negotiationItems.negotiationId, negotiationId))
    .orderBy(asc(procurementItems.createdAt), asc(procurementItems.id));
  return rows.map(({ item, procurementItem: p }) => ({
    _id: item.id,
    procurementItemId: item.procurementItemId,
    procurementItem: {
      itemCode: p.itemCode,
      itemName: p.itemName,
      quantity: p.quantity,
      minCapableQty: p.minCapableQty,
      uom: p.uom,
      prLine: p.prLine,
      pricePerUnit: p.pricePerUnit,
    },
    lastPrice: item.lastPrice,
    initialPrice: item.initialPrice,
    initialCapableQty: item.initialCapableQty,
    finalPrice: item.finalPrice,
    capableQty: item.capableQty,
    subTotal: multiplyMoney(item.lastPrice ?? item.initialPrice, item.initialCapableQty),
    newSubtotal: item.finalPrice === null ? null : multiplyMoney(item.finalPrice, quantityOf(item)),
  }));
}
