import { multiplyMoney } from '@procura/domain/common/money/money';
import type { EvaluationScores } from '@procura/domain/procurement/vendors/procurement-vendor.views';
import type { OwnProcurementVendorView, OwnVendorItemView, PublicProcurementVendorView } from '@procura/domain/procurement/vendors/vendor-lookup.views';
import type { ProcurementVendorItemView, ProcurementVendorView } from '@procura/domain/procurement/procurement.views';
import type { procurementItems } from '../../../db/schema/procurement';
import type { VendorItemRow, VendorRow } from './vendor-access';

export type ItemRow = typeof procurementItems.$inferSelect;

/** The wire shape of a vendor (docs/rules/procurement.md#fields); scores come from the procurement's evaluation. */
export function presentVendor(row: VendorRow, scores: EvaluationScores | undefined, itemCount: number): ProcurementVendorView {
  return {
    _id: row.id,
    procurementId: row.procurementId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    phonePrefix: row.phonePrefix,
    city: row.city,
    picVendor: row.picVendor,
    administrationPassed: row.administrationPassed,
    technicalScore: row.technicalScore,
    priceScore: scores?.priceScore ?? null,
    totalScore: scores?.totalScore ?? null,
    indicatorPrice: row.indicatorPrice,
    lastPrice: row.lastPrice,
    saving: scores?.saving ?? null,
    status: row.status,
    itemCount,
  };
}

/**
 * A vendor item with its procurement item. The derived subtotal is what the vendor's share costs
 * at the estimated price: capable qty (the needed qty when none is set) x price per unit.
 */
export function presentVendorItem(
  row: VendorItemRow,
  item: ItemRow,
  images: Array<{ url: string }>,
  scores: EvaluationScores | undefined,
): ProcurementVendorItemView {
  return {
    _id: row.id,
    procurementVendorId: row.procurementVendorId,
    procurementItemId: row.procurementItemId,
    item: {
      itemCode: item.itemCode,
      itemName: item.itemName,
      prLine: item.prLine,
      quantity: item.quantity,
      uom: item.uom,
      images,
      subTotal: multiplyMoney(item.pricePerUnit, row.capableQty ?? item.quantity),
    },
    capableQty: row.capableQty,
    technicalScore: row.technicalScore,
    priceScore: scores?.priceScore ?? null,
    totalScore: scores?.totalScore ?? null,
    lastPrice: row.lastPrice,
    indicatorPrice: row.indicatorPrice,
    saving: scores?.saving ?? null,
    promiseProcurementVendorItemId: row.promiseProcurementVendorItemId,
  };
}

/** The row as its own vendor account reads it: no evaluation (docs/rules/procurement.md#spec-api-paths-for-outside-clients). */
export function presentOwnVendor(row: VendorRow): OwnProcurementVendorView {
  return {
    _id: row.id,
    procurementId: row.procurementId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    phonePrefix: row.phonePrefix,
    city: row.city,
    picVendor: row.picVendor,
    status: row.status,
    indicatorPrice: row.indicatorPrice,
    lastPrice: row.lastPrice,
  };
}

/** A vendor item as its own vendor account reads it: the item without the buyer's estimate, subtotal or images. */
export function presentOwnVendorItem(row: VendorItemRow, item: ItemRow): OwnVendorItemView {
  return {
    _id: row.id,
    procurementVendorId: row.procurementVendorId,
    procurementItemId: row.procurementItemId,
    item: {
      itemCode: item.itemCode,
      itemName: item.itemName,
      prLine: item.prLine,
      quantity: item.quantity,
      minCapableQty: item.minCapableQty,
      uom: item.uom,
    },
    capableQty: row.capableQty,
    indicatorPrice: row.indicatorPrice,
    lastPrice: row.lastPrice,
  };
}

/** The unsecured path's answer: the row's company name and ids only. */
export function presentPublicVendor(row: Pick<VendorRow, 'id' | 'procurementId' | 'name'>): PublicProcurementVendorView {
  return { _id: row.id, procurementId: row.procurementId, name: row.name };
}
