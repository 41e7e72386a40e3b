import { multiplyMoney, sumMoney } from '@procura/domain/common/money/money';
import { administrationResult } from '@procura/domain/procurement/vendors/procurement-vendor.rules';
import type {
  EvaluationByItemView,
  EvaluationByVendorView,
  EvaluationView,
  UnitPriceView,
} from '@procura/domain/procurement/vendors/procurement-vendor.views';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { requireBuyerCompany } from '../../../platform/security/tenancy';
import { requireOwnProcurement, type ProcurementRow } from '../procurement-access';
import { scoringOf } from '@procura/domain/procurement/evaluation/procurement-evaluation.rules';
import { runHeavy } from '../../../platform/heavy-work/heavy-pool';
import { evaluationFileName } from './evaluation-export';
import { imagesOf, itemsOf, itemScores, rankedVendorsOf, rankPerItem, vendorItemsOf, vendorsOf } from './evaluation.queries';
import { presentVendorItem } from './procurement-vendor.presenter';
import { requireOwnVendor } from './vendor-access';

// The Evaluation Score section's reads (docs/rules/procurement.md#evaluation-score). Buyer-only: names and prices of
// every vendor of the caller's own procurement, never another company's.

async function ownProcurement(ctx: AppContext, user: AuthUser, procurementId: string): Promise<ProcurementRow> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  return requireOwnProcurement(ctx.db, companyId, procurementId);
}

async function tableOf(ctx: AppContext, procurement: ProcurementRow): Promise<EvaluationView> {
  const ranked = await rankedVendorsOf(ctx.db, procurement);
  return {
    scoring: scoringOf(procurement),
    rows: ranked.map(({ entry, scores }) => ({ vendorId: entry.id, companyName: entry.name, ...scores })),
  };
}

/** The vendor table, in ranking order. */
export async function evaluationTable(ctx: AppContext, user: AuthUser, procurementId: string): Promise<EvaluationView> {
  return tableOf(ctx, await ownProcurement(ctx, user, procurementId));
}

/** The vendor table as an .xlsx download. */
export async function evaluationExport(ctx: AppContext, user: AuthUser, procurementId: string): Promise<{ fileName: string; content: Buffer }> {
  const procurement = await ownProcurement(ctx, user, procurementId);
  // The workbook is written on the heavy-work thread (docs/decisions.md 220).
  const content = await runHeavy('evaluationXlsx', { title: procurement.procurementName, view: await tableOf(ctx, procurement) });
  return { fileName: evaluationFileName(procurement), content };
}

/** Unit-price By Item tab: every item with its vendors ranked (the Item Vendor dialog). */
export async function evaluationByItem(ctx: AppContext, user: AuthUser, procurementId: string): Promise<EvaluationByItemView> {
  const procurement = await ownProcurement(ctx, user, procurementId);
  const items = await itemsOf(ctx.db, procurement.id);
  const ranked = rankPerItem(procurement, await vendorItemsOf(ctx.db, procurement.id));
  return {
    scoring: scoringOf(procurement),
    items: items.map((item) => ({
      procurementItemId: item.id,
      itemCode: item.itemCode,
      itemName: item.itemName,
      uom: item.uom,
      quantity: item.quantity,
      minCapableQty: item.minCapableQty,
      vendors: (ranked.get(item.id) ?? []).map(({ entry, scores }) => ({
        procurementVendorItemId: entry.row.id,
        vendorId: entry.vendor.id,
        companyName: entry.vendor.name,
        capableQty: entry.row.capableQty,
        ...scores,
      })),
    })),
  };
}

/** Unit-price By Vendor tab: every vendor with its administration result and its items. */
export async function evaluationByVendor(ctx: AppContext, user: AuthUser, procurementId: string): Promise<EvaluationByVendorView> {
  const procurement = await ownProcurement(ctx, user, procurementId);
  const vendors = await vendorsOf(ctx.db, procurement.id);
  const entries = await vendorItemsOf(ctx.db, procurement.id);
  const scores = itemScores(procurement, entries);
  const images = await imagesOf(ctx.db, entries.map((e) => e.item.id));
  return {
    scoring: scoringOf(procurement),
    vendors: vendors.map((vendor) => ({
      vendorId: vendor.id,
      companyName: vendor.name,
      email: vendor.email,
      administration: administrationResult(vendor.administrationPassed),
      items: entries
        .filter((e) => e.row.procurementVendorId === vendor.id)
        .map((e) => presentVendorItem(e.row, e.item, images.get(e.item.id) ?? [], scores.get(e.row.id))),
    })),
  };
}

/**
 * The Unit Price dialog (Total Price By Unit): the vendor's items at its last unit prices. Unit
 * prices come from auction offers (a later area); until then they and the total are null.
 */
export async function unitPrices(ctx: AppContext, user: AuthUser, vendorId: string): Promise<UnitPriceView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const { vendor, procurement } = await requireOwnVendor(ctx.db, companyId, vendorId);
  const entries = (await vendorItemsOf(ctx.db, procurement.id)).filter((e) => e.row.procurementVendorId === vendor.id);
  const items = entries.map(({ row, item }) => {
    const quantity = row.capableQty ?? item.quantity;
    return {
      procurementVendorItemId: row.id,
      itemCode: item.itemCode,
      itemName: item.itemName,
      quantity,
      uom: item.uom,
      unitPrice: row.lastPrice,
      subTotal: row.lastPrice === null ? null : multiplyMoney(row.lastPrice, quantity),
    };
  });
  const priced = items.flatMap((i) => (i.subTotal === null ? [] : [i.subTotal]));
  return {
    vendorId: vendor.id,
    companyName: vendor.name,
    indicatorPrice: vendor.indicatorPrice,
    lastPrice: vendor.lastPrice,
    items,
    totalOffer: priced.length === 0 ? null : sumMoney(priced),
  };
}
