import { and, eq, inArray } from 'drizzle-orm';
import { AppError, HTTP, type FieldError } from '@procura/domain/common/errors';
import { PROCUREMENT_VENDOR_MSG } from '@procura/domain/procurement/vendors/procurement-vendor.messages';
import { capableQtyProblem } from '@procura/domain/procurement/vendors/procurement-vendor.rules';
import type { AddVendorItemsData, DeleteVendorItemsData } from '@procura/domain/procurement/vendors/procurement-vendor.schemas';
import type { AvailableItemView, DeletedView } from '@procura/domain/procurement/vendors/procurement-vendor.views';
import type { ProcurementVendorItemView } from '@procura/domain/procurement/procurement.views';
import type { Executor } from '../../../db/client';
import { procurementItems, procurementVendorItems } from '../../../db/schema/procurement';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { requireBuyerCompany } from '../../../platform/security/tenancy';
import { assertEditable, requireOwnProcurement, type ProcurementRow } from '../procurement-access';
import { imagesOf, itemScores, itemsOf, vendorItemsOf } from './evaluation.queries';
import { presentVendorItem } from './procurement-vendor.presenter';
import { isUniqueViolation } from './unique-violation';
import { notFound, procurementsOfVendorItems, requireOwnVendor } from './vendor-access';

const VENDOR_ITEM_UNIQUE = 'procurement_vendor_items_uq';

/** One vendor's items with their scores among the other vendors offering the same item. */
export async function vendorItemViews(db: Executor, procurement: ProcurementRow, vendorId: string): Promise<ProcurementVendorItemView[]> {
  const entries = await vendorItemsOf(db, procurement.id);
  const scores = itemScores(procurement, entries);
  const own = entries.filter((e) => e.row.procurementVendorId === vendorId);
  const images = await imagesOf(db, own.map((e) => e.item.id));
  return own.map((e) => presentVendorItem(e.row, e.item, images.get(e.item.id) ?? [], scores.get(e.row.id)));
}

export async function listVendorItems(ctx: AppContext, user: AuthUser, vendorId: string): Promise<ProcurementVendorItemView[]> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const { procurement } = await requireOwnVendor(ctx.db, companyId, vendorId);
  return vendorItemViews(ctx.db, procurement, vendorId);
}

/** The procurement's items the vendor does not offer yet. */
export async function listAvailableItems(ctx: AppContext, user: AuthUser, vendorId: string): Promise<AvailableItemView[]> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const { procurement } = await requireOwnVendor(ctx.db, companyId, vendorId);
  const attached = await ctx.db
    .select({ itemId: procurementVendorItems.procurementItemId })
    .from(procurementVendorItems)
    .where(eq(procurementVendorItems.procurementVendorId, vendorId));
  const taken = new Set(attached.map((a) => a.itemId));
  const items = (await itemsOf(ctx.db, procurement.id)).filter((item) => !taken.has(item.id));
  const images = await imagesOf(ctx.db, items.map((i) => i.id));
  return items.map((item) => ({
    _id: item.id,
    itemCode: item.itemCode,
    itemName: item.itemName,
    prNumber: item.prNumber,
    prLine: item.prLine,
    quantity: item.quantity,
    minCapableQty: item.minCapableQty,
    uom: item.uom,
    images: images.get(item.id) ?? [],
  }));
}

type ItemRow = typeof procurementItems.$inferSelect;

/** The rows to insert, or why each wanted item cannot be attached. */
function planVendorItems(vendorId: string, wanted: AddVendorItemsData['items'], items: readonly ItemRow[], taken: ReadonlySet<string>) {
  const byId = new Map(items.map((i) => [i.id, i]));
  const errors: FieldError[] = [];
  const values: Array<typeof procurementVendorItems.$inferInsert> = [];
  wanted.forEach((want, n) => {
    const item = byId.get(want.procurementItemId);
    const itemParam = `items.${n}.procurementItemId`;
    if (!item) return errors.push({ param: itemParam, msg: PROCUREMENT_VENDOR_MSG.itemNotInProcurement });
    if (taken.has(item.id)) return errors.push({ param: itemParam, msg: PROCUREMENT_VENDOR_MSG.itemAlreadyAdded });
    const capableQty = want.capableQty ?? item.quantity;
    const problem = capableQtyProblem(capableQty, item);
    if (problem) return errors.push({ param: `items.${n}.capableQty`, msg: problem });
    return values.push({ procurementVendorId: vendorId, procurementItemId: item.id, capableQty });
  });
  return { values, errors };
}

/**
 * Attaches items to a vendor (DRAFT only). Every problem is reported beside its row
 * (`items.{n}.procurementItemId` or `items.{n}.capableQty`), so the picker can mark each one.
 * An item of another procurement reads as not part of this one, whoever owns it.
 */
export async function addVendorItems(ctx: AppContext, user: AuthUser, vendorId: string, input: AddVendorItemsData): Promise<ProcurementVendorItemView[]> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  try {
    return await ctx.db.transaction(async (tx) => {
      const { procurement } = await requireOwnVendor(tx, companyId, vendorId, { lock: true, procurementId: input.procurementId });
      assertEditable(procurement);
      const ids = input.items.map((i) => i.procurementItemId);
      const items = await tx
        .select()
        .from(procurementItems)
        .where(and(eq(procurementItems.procurementId, procurement.id), inArray(procurementItems.id, ids)));
      const attached = await tx
        .select({ itemId: procurementVendorItems.procurementItemId })
        .from(procurementVendorItems)
        .where(and(eq(procurementVendorItems.procurementVendorId, vendorId), inArray(procurementVendorItems.procurementItemId, ids)));
      const { values, errors } = planVendorItems(vendorId, input.items, items, new Set(attached.map((a) => a.itemId)));
      if (errors.length > 0) throw new AppError(HTTP.badRequest, errors);

      await tx.insert(procurementVendorItems).values(values);
      return vendorItemViews(tx, procurement, vendorId);
    });
  } catch (error) {
    // The procurement lock serialises adds, so this is a safety net, not a path taken.
    if (isUniqueViolation(error, VENDOR_ITEM_UNIQUE)) throw AppError.field(HTTP.badRequest, 'items', PROCUREMENT_VENDOR_MSG.itemAlreadyAdded);
    throw error;
  }
}

/** Detaches items from vendors (DRAFT only); every id must be one of the company's vendor items. */
export async function deleteVendorItems(ctx: AppContext, user: AuthUser, input: DeleteVendorItemsData): Promise<DeletedView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const ids = input.procurementVendorItemIds;
  return ctx.db.transaction(async (tx) => {
    // Lock the procurements in id order (two bulk deletes never wait on each other crosswise), then look again under the locks.
    for (const procurementId of await procurementsOfVendorItems(tx, companyId, ids)) {
      assertEditable(await requireOwnProcurement(tx, companyId, procurementId, { lock: true }));
    }
    await procurementsOfVendorItems(tx, companyId, ids);
    const deleted = await tx.delete(procurementVendorItems).where(inArray(procurementVendorItems.id, ids)).returning({ id: procurementVendorItems.id });
    if (deleted.length !== ids.length) throw notFound();
    return { deletedIds: deleted.map((d) => d.id) };
  });
}
