import { and, asc, count, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { ItemSortField, ListItemsQuery } from '@procura/domain/procurement/items/procurement-item.schemas';
import { NO_LIMIT } from '@procura/domain/procurement/procurement.enums';
import type { Executor } from '../../../db/client';
import { storedFiles } from '../../../db/schema/files';
import { procurementItemImages, procurementItems, procurements } from '../../../db/schema/procurement';
import { DATA_NOT_FOUND } from '../procurement-access';
import type { ItemRow } from './procurement-item.presenter';

const item = procurementItems;

/** An item of a procurement of the caller's company, or 404 as if it did not exist. */
export async function requireOwnItem(db: Executor, companyId: string, itemId: string): Promise<ItemRow> {
  const [row] = await db
    .select(getTableColumns(item))
    .from(item)
    .innerJoin(procurements, eq(procurements.id, item.procurementId))
    .where(and(eq(item.id, itemId), eq(procurements.companyId, companyId)));
  if (!row) throw AppError.field(HTTP.notFound, null, DATA_NOT_FOUND);
  return row;
}

export async function itemById(db: Executor, itemId: string): Promise<ItemRow | undefined> {
  const [row] = await db.select().from(item).where(eq(item.id, itemId));
  return row;
}

// Text columns sort without regard to case, as people read them.
const SORT_COLUMNS: Record<ItemSortField, SQL> = {
  itemCode: sql`lower(${item.itemCode})`,
  itemName: sql`lower(${item.itemName})`,
  prNumber: sql`lower(${item.prNumber})`,
  quantity: sql`${item.quantity}`,
  pricePerUnit: sql`${item.pricePerUnit}`,
  subTotal: sql`${item.subTotal}`,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of a procurement's items and how many match the search. */
export async function findItemsPage(db: Executor, query: ListItemsQuery): Promise<{ rows: ItemRow[]; total: number }> {
  const pattern = query.query ? `%${escapeLike(query.query)}%` : null;
  const where = and(
    eq(item.procurementId, query.procurementId),
    pattern ? or(ilike(item.itemCode, pattern), ilike(item.itemName, pattern), ilike(item.prNumber, pattern)) : undefined,
  );
  const direction = query.order === 'desc' ? desc : asc;
  // Rows added earlier come first among equals, so pages never overlap.
  const order = [...(query.sort ? [direction(SORT_COLUMNS[query.sort])] : []), asc(item.createdAt), asc(item.id)];
  const base = db.select().from(item).where(where).orderBy(...order);
  const rows = query.limit === NO_LIMIT ? await base : await base.limit(query.limit).offset((query.page - 1) * query.limit);
  const [counted] = await db.select({ total: count() }).from(item).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** Every item of a procurement, in the order they were added (export). */
export async function allItemsOf(db: Executor, procurementId: string): Promise<ItemRow[]> {
  return db.select().from(item).where(eq(item.procurementId, procurementId)).orderBy(asc(item.createdAt), asc(item.id));
}

/** Sum of every subtotal of a procurement, as a 2-decimal string. */
export async function grandTotalOf(db: Executor, procurementId: string): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${item.subTotal}), 0)::numeric(30, 2)::text` })
    .from(item)
    .where(eq(item.procurementId, procurementId));
  return row?.total ?? '0.00';
}

/** An item image with its bytes, when its procurement belongs to the company. */
export async function findOwnImageFile(db: Executor, companyId: string, imageId: string) {
  const [row] = await db
    .select({ mimeType: storedFiles.mimeType, originalName: storedFiles.originalName, content: storedFiles.content })
    .from(procurementItemImages)
    .innerJoin(item, eq(item.id, procurementItemImages.procurementItemId))
    .innerJoin(procurements, eq(procurements.id, item.procurementId))
    .innerJoin(storedFiles, eq(storedFiles.id, procurementItemImages.fileId))
    .where(and(eq(procurementItemImages.id, imageId), eq(procurements.companyId, companyId)));
  return row;
}
