import { asc, eq, inArray } from 'drizzle-orm';
import type { EvaluationScores } from '@procura/domain/procurement/vendors/procurement-vendor.views';
import type { Executor } from '../../../db/client';
import { procurementItemImages, procurementItems, procurementVendorItems, procurementVendors } from '../../../db/schema/procurement';
import { withFinalOfferOrder } from '../../auction';
import type { ProcurementRow } from '../procurement-access';
import { evaluate, evaluationContextOf } from '@procura/domain/procurement/evaluation/procurement-evaluation.rules';
import { itemImageUrl } from '@procura/domain/procurement/items/procurement-item.views';
import type { ItemRow } from './procurement-vendor.presenter';
import type { VendorItemRow, VendorRow } from './vendor-access';

// Reads of the evaluation: vendors, vendor items with their items, and their scores.

/** A procurement's vendors in the order they were added. */
export function vendorsOf(db: Executor, procurementId: string): Promise<VendorRow[]> {
  return db
    .select()
    .from(procurementVendors)
    .where(eq(procurementVendors.procurementId, procurementId))
    .orderBy(asc(procurementVendors.createdAt), asc(procurementVendors.id));
}

export interface VendorItemEntry {
  row: VendorItemRow;
  item: ItemRow;
  vendor: Pick<VendorRow, 'id' | 'name' | 'administrationPassed'>;
}

/** A procurement's vendor items with their items and vendors, in item order, then vendor order. */
export async function vendorItemsOf(db: Executor, procurementId: string): Promise<VendorItemEntry[]> {
  return db
    .select({
      row: procurementVendorItems,
      item: procurementItems,
      vendor: { id: procurementVendors.id, name: procurementVendors.name, administrationPassed: procurementVendors.administrationPassed },
    })
    .from(procurementVendorItems)
    .innerJoin(procurementVendors, eq(procurementVendors.id, procurementVendorItems.procurementVendorId))
    .innerJoin(procurementItems, eq(procurementItems.id, procurementVendorItems.procurementItemId))
    .where(eq(procurementVendors.procurementId, procurementId))
    .orderBy(
      asc(procurementItems.createdAt),
      asc(procurementItems.id),
      asc(procurementVendors.createdAt),
      asc(procurementVendors.id),
    );
}

/** The items of a procurement in the order they were added. */
export function itemsOf(db: Executor, procurementId: string): Promise<ItemRow[]> {
  return db
    .select()
    .from(procurementItems)
    .where(eq(procurementItems.procurementId, procurementId))
    .orderBy(asc(procurementItems.createdAt), asc(procurementItems.id));
}

/** Image links per item, in slot order. */
export async function imagesOf(db: Executor, itemIds: readonly string[]): Promise<Map<string, Array<{ url: string }>>> {
  const images = new Map<string, Array<{ url: string }>>(itemIds.map((id) => [id, []]));
  if (itemIds.length === 0) return images;
  const rows = await db
    .select({ itemId: procurementItemImages.procurementItemId, imageId: procurementItemImages.id })
    .from(procurementItemImages)
    .where(inArray(procurementItemImages.procurementItemId, [...new Set(itemIds)]))
    .orderBy(asc(procurementItemImages.orderNumber));
  for (const row of rows) images.get(row.itemId)?.push({ url: itemImageUrl(row.imageId) });
  return images;
}

/**
 * Every vendor of the procurement with its scores and place, in ranking order; equal prices from an
 * auction keep the auction's order (withFinalOfferOrder).
 */
export async function rankedVendorsOf(db: Executor, procurement: ProcurementRow) {
  const vendors = await withFinalOfferOrder(db, procurement.id, await vendorsOf(db, procurement.id));
  return evaluate(vendors, evaluationContextOf(procurement));
}

/** Scores per vendor id: the vendor view carries them. */
export async function vendorScores(db: Executor, procurement: ProcurementRow): Promise<Map<string, EvaluationScores>> {
  const ranked = await rankedVendorsOf(db, procurement);
  return new Map(ranked.map(({ entry, scores }) => [entry.id, scores]));
}

/**
 * Vendor items grouped per procurement item, each group in ranking order: in unit-price bidding
 * every item is its own competition. Administration is the vendor's; the rest is the item's.
 */
export function rankPerItem(procurement: ProcurementRow, entries: readonly VendorItemEntry[]) {
  const context = evaluationContextOf(procurement);
  const groups = new Map<string, VendorItemEntry[]>();
  for (const entry of entries) {
    const group = groups.get(entry.item.id);
    if (group) group.push(entry);
    else groups.set(entry.item.id, [entry]);
  }
  const ranked = new Map<string, Array<{ entry: VendorItemEntry; scores: EvaluationScores }>>();
  for (const [itemId, group] of groups) {
    const evaluable = group.map((entry) => ({
      entry,
      administrationPassed: entry.vendor.administrationPassed,
      technicalScore: entry.row.technicalScore,
      indicatorPrice: entry.row.indicatorPrice,
      lastPrice: entry.row.lastPrice,
    }));
    ranked.set(itemId, evaluate(evaluable, context).map(({ entry, scores }) => ({ entry: entry.entry, scores })));
  }
  return ranked;
}

/** Scores per vendor item id. */
export function itemScores(procurement: ProcurementRow, entries: readonly VendorItemEntry[]): Map<string, EvaluationScores> {
  const scores = new Map<string, EvaluationScores>();
  for (const group of rankPerItem(procurement, entries).values()) {
    for (const { entry, scores: s } of group) scores.set(entry.row.id, s);
  }
  return scores;
}
