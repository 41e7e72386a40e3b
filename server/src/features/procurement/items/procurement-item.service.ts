import { and, eq, inArray } from 'drizzle-orm';
import { AppError, HTTP, type FieldError } from '@procura/domain/common/errors';
import { hasVisibleContent, minCapableQtyLockProblem } from '@procura/domain/procurement/items/procurement-item.rules';
import type { DeleteItemsInput, ItemData, ListItemsQuery, UpdateItemData } from '@procura/domain/procurement/items/procurement-item.schemas';
import type { DeleteItemsResult, ItemPage } from '@procura/domain/procurement/items/procurement-item.views';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import type { ProcurementItemView } from '@procura/domain/procurement/procurement.views';
import type { Executor } from '../../../db/client';
import { procurementItems } from '../../../db/schema/procurement';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { requireBuyerCompany } from '../../../platform/security/tenancy';
import { assertEditable, DATA_NOT_FOUND, requireOwnProcurement, type ProcurementRow } from '../procurement-access';
import { refreshSearchVector } from '../list/procurement-search';
import { applyImagePlan, imagesOfItems, planImages, removeStoredFiles } from './procurement-item.images';
import { presentItem, type ItemRow } from './procurement-item.presenter';
import { findItemsPage, findOwnImageFile, grandTotalOf, itemById, requireOwnItem } from './procurement-item.queries';
import { sanitizeSpecification } from './procurement-item.specification';
import { checkUploads } from './procurement-item.uploads';

const notFound = () => AppError.field(HTTP.notFound, null, DATA_NOT_FOUND);

async function view(db: Executor, row: ItemRow): Promise<ProcurementItemView> {
  return presentItem(row, await imagesOfItems(db, [row.id]));
}

type ItemFields = Omit<ItemData, 'procurementId' | 'images'>;

/**
 * The columns stored for an item, after the rules that need its procurement: the single-winner
 * lock of the minimal capable qty, and a specification that still says something once sanitised.
 * Problems are added to `errors`. Shared by the item dialog and the spreadsheet import.
 */
export function itemValues(procurement: ProcurementRow, input: ItemFields, errors: FieldError[]) {
  const locked = minCapableQtyLockProblem(procurement.winnerType, input.quantity, input.minCapableQty);
  if (locked) errors.push({ param: 'minCapableQty', msg: locked });
  const specification = sanitizeSpecification(input.specification);
  if (!hasVisibleContent(specification)) errors.push({ param: 'specification', msg: PROCUREMENT_MSG.fulfillGivenInput });
  return {
    itemCode: input.itemCode,
    itemName: input.itemName,
    prNumber: input.prNumber,
    prLine: input.prLine,
    quantity: input.quantity,
    minCapableQty: input.minCapableQty,
    uom: input.uom,
    pricePerUnit: input.pricePerUnit,
    subTotal: input.subTotal,
    specification,
  };
}

/** A procurement of the caller's company that may still change its items (404, then 409). */
async function lockEditableProcurement(tx: Executor, companyId: string, procurementId: string): Promise<ProcurementRow> {
  const procurement = await requireOwnProcurement(tx, companyId, procurementId, { lock: true });
  assertEditable(procurement);
  return procurement;
}

export async function listItems(ctx: AppContext, user: AuthUser, query: ListItemsQuery): Promise<ItemPage> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  await requireOwnProcurement(ctx.db, companyId, query.procurementId);
  const { rows, total } = await findItemsPage(ctx.db, query);
  const images = await imagesOfItems(ctx.db, rows.map((row) => row.id));
  const grandTotal = await grandTotalOf(ctx.db, query.procurementId);
  return { filteredData: rows.map((row) => presentItem(row, images)), total, grandTotal };
}

export async function getItem(ctx: AppContext, user: AuthUser, itemId: string): Promise<ProcurementItemView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  return view(ctx.db, await requireOwnItem(ctx.db, companyId, itemId));
}

/** Add Item: the item, its images and the search text in one transaction. */
export async function createItem(ctx: AppContext, user: AuthUser, input: ItemData): Promise<ProcurementItemView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  // Decoded before the transaction, so the procurement's lock is not held while bytes are read.
  const checked = await checkUploads(input.images);
  return ctx.db.transaction(async (tx) => {
    const procurement = await lockEditableProcurement(tx, companyId, input.procurementId);
    const errors = [...checked.errors];
    const values = itemValues(procurement, input, errors);
    const images = planImages([], input.images, []);
    errors.push(...images.errors);
    if (errors.length > 0) throw new AppError(HTTP.badRequest, errors);

    const [row] = await tx.insert(procurementItems).values({ procurementId: procurement.id, ...values }).returning();
    await applyImagePlan(tx, companyId, row!.id, images.plan, checked.uploads);
    await refreshSearchVector(tx, procurement.id);
    return view(tx, row!);
  });
}

/** Edit item: the same rules; stored images are kept, moved or deleted, new ones added. */
export async function updateItem(ctx: AppContext, user: AuthUser, itemId: string, input: UpdateItemData): Promise<ProcurementItemView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const checked = await checkUploads(input.images);
  return ctx.db.transaction(async (tx) => {
    const found = await requireOwnItem(tx, companyId, itemId);
    // The item is not in the procurement the dialog names: as good as not found.
    if (found.procurementId !== input.procurementId) throw notFound();
    const procurement = await lockEditableProcurement(tx, companyId, found.procurementId);
    // Read again under the lock: a delete may have won the race for it.
    if (!(await itemById(tx, itemId))) throw notFound();

    const errors = [...checked.errors];
    const values = itemValues(procurement, input, errors);
    const images = planImages(await imagesOfItems(tx, [itemId]), input.images, input.deletedImageIds);
    errors.push(...images.errors);
    if (errors.length > 0) throw new AppError(HTTP.badRequest, errors);

    const [row] = await tx
      .update(procurementItems)
      .set({ ...values, updatedAt: ctx.clock.now() })
      .where(eq(procurementItems.id, itemId))
      .returning();
    await applyImagePlan(tx, companyId, itemId, images.plan, checked.uploads);
    await refreshSearchVector(tx, procurement.id);
    return view(tx, row!);
  });
}

/** Bulk delete: every id must be an item of that procurement, or nothing is deleted. */
export async function deleteItems(ctx: AppContext, user: AuthUser, input: DeleteItemsInput): Promise<DeleteItemsResult> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  return ctx.db.transaction(async (tx) => {
    const procurement = await lockEditableProcurement(tx, companyId, input.procurementId);
    const ids = input.procurementItemIds;
    const mine = and(eq(procurementItems.procurementId, procurement.id), inArray(procurementItems.id, ids));
    const found = await tx.select({ id: procurementItems.id }).from(procurementItems).where(mine);
    if (found.length !== ids.length) throw notFound();

    // Image rows go with their items, but the stored bytes must be removed explicitly.
    const images = await imagesOfItems(tx, ids);
    await removeStoredFiles(tx, companyId, images.map((image) => image.fileId));
    await tx.delete(procurementItems).where(mine);
    await refreshSearchVector(tx, procurement.id);
    return { deleted: found.length };
  });
}

/** The bytes of an item image, for the users of the procurement's company only. */
export async function itemImage(ctx: AppContext, user: AuthUser, imageId: string | null) {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const file = imageId ? await findOwnImageFile(ctx.db, companyId, imageId) : undefined;
  if (!file) throw notFound();
  return file;
}
