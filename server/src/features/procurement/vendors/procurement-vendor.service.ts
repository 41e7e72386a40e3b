import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { AppError, HTTP, type Page } from '@procura/domain/common/errors';
import { PROCUREMENT_VENDOR_MSG } from '@procura/domain/procurement/vendors/procurement-vendor.messages';
import type { DeleteVendorsData, ListVendorsQuery, VendorData } from '@procura/domain/procurement/vendors/procurement-vendor.schemas';
import type { DeletedView } from '@procura/domain/procurement/vendors/procurement-vendor.views';
import { NO_LIMIT } from '@procura/domain/procurement/procurement.enums';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import { canAddVendor } from '@procura/domain/procurement/procurement.rules';
import type { ProcurementVendorView } from '@procura/domain/procurement/procurement.views';
import type { Executor } from '../../../db/client';
import { procurementItems, procurementVendorItems, procurementVendors } from '../../../db/schema/procurement';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { requireBuyerCompany } from '../../../platform/security/tenancy';
import { assertEditable, requireOwnProcurement, type ProcurementRow } from '../procurement-access';
import { vendorScores } from './evaluation.queries';
import { presentVendor } from './procurement-vendor.presenter';
import { isUniqueViolation } from './unique-violation';
import { requireOwnVendor, requireVendorsOf, type VendorRow } from './vendor-access';

const EMAIL_UNIQUE_INDEX = 'procurement_vendors_email_uq';
const emailTaken = () => AppError.field(HTTP.badRequest, 'email', PROCUREMENT_MSG.emailUsedByOtherVendor);

/** LIKE wildcards typed by the buyer are searched for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** How many procurement items are attached to each of the vendors (the Items column of the list). */
export async function itemCounts(db: Executor, vendorIds: readonly string[]): Promise<Map<string, number>> {
  if (vendorIds.length === 0) return new Map();
  const rows = await db
    .select({ vendorId: procurementVendorItems.procurementVendorId, items: count() })
    .from(procurementVendorItems)
    .where(inArray(procurementVendorItems.procurementVendorId, [...vendorIds]))
    .groupBy(procurementVendorItems.procurementVendorId);
  return new Map(rows.map((row) => [row.vendorId, row.items]));
}

/** The vendor as the API shows it, with its scores among the procurement's vendors. */
export async function vendorView(db: Executor, procurement: ProcurementRow, row: VendorRow): Promise<ProcurementVendorView> {
  const items = await itemCounts(db, [row.id]);
  return presentVendor(row, (await vendorScores(db, procurement)).get(row.id), items.get(row.id) ?? 0);
}

export async function listVendors(ctx: AppContext, user: AuthUser, query: ListVendorsQuery): Promise<Page<ProcurementVendorView>> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const procurement = await requireOwnProcurement(ctx.db, companyId, query.procurementId);
  const conditions: SQL[] = [eq(procurementVendors.procurementId, procurement.id)];
  if (query.query) {
    const pattern = likePattern(query.query);
    conditions.push(
      or(
        ilike(procurementVendors.name, pattern),
        ilike(procurementVendors.email, pattern),
        ilike(procurementVendors.city, pattern),
        ilike(procurementVendors.picVendor, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(procurementVendors).where(where);
  const page = ctx.db.select().from(procurementVendors).where(where).orderBy(asc(procurementVendors.createdAt), asc(procurementVendors.id));
  const rows = query.limit === NO_LIMIT ? await page : await page.limit(query.limit).offset((query.page - 1) * query.limit);
  const scores = await vendorScores(ctx.db, procurement);
  const items = await itemCounts(ctx.db, rows.map((row) => row.id));
  return { filteredData: rows.map((row) => presentVendor(row, scores.get(row.id), items.get(row.id) ?? 0)), total };
}

export async function getVendor(ctx: AppContext, user: AuthUser, vendorId: string): Promise<ProcurementVendorView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const { vendor, procurement } = await requireOwnVendor(ctx.db, companyId, vendorId);
  return vendorView(ctx.db, procurement, vendor);
}

/** E-mails are stored lower-cased; lower() still guards rows written before that rule. */
async function assertEmailFree(tx: Executor, procurementId: string, email: string, exceptVendorId?: string): Promise<void> {
  const conditions = [eq(procurementVendors.procurementId, procurementId), eq(sql`lower(${procurementVendors.email})`, email.toLowerCase())];
  if (exceptVendorId) conditions.push(ne(procurementVendors.id, exceptVendorId));
  const [taken] = await tx.select({ id: procurementVendors.id }).from(procurementVendors).where(and(...conditions)).limit(1);
  if (taken) throw emailTaken();
}

/** Two saves of the same e-mail at once: the unique index refuses the second with the same message. */
async function withUniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, EMAIL_UNIQUE_INDEX)) throw emailTaken();
    throw error;
  }
}

const vendorValues = (input: VendorData) => ({
  name: input.name,
  email: input.email.toLowerCase(),
  phone: input.phone,
  phonePrefix: input.phonePrefix,
  city: input.city,
  picVendor: input.picVendor,
});

export async function createVendor(ctx: AppContext, user: AuthUser, input: VendorData): Promise<ProcurementVendorView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  return withUniqueEmail(() =>
    ctx.db.transaction(async (tx) => {
      const procurement = await requireOwnProcurement(tx, companyId, input.procurementId, { lock: true });
      assertEditable(procurement);
      const [items] = await tx.select({ n: count() }).from(procurementItems).where(eq(procurementItems.procurementId, procurement.id));
      if (!canAddVendor(procurement, items?.n ?? 0)) throw AppError.field(HTTP.conflict, null, PROCUREMENT_VENDOR_MSG.addVendorNeedsItem);
      await assertEmailFree(tx, procurement.id, input.email);
      const [row] = await tx
        .insert(procurementVendors)
        .values({ procurementId: procurement.id, ...vendorValues(input) })
        .returning();
      return vendorView(tx, procurement, row!);
    }),
  );
}

export async function updateVendor(ctx: AppContext, user: AuthUser, vendorId: string, input: VendorData): Promise<ProcurementVendorView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  return withUniqueEmail(() =>
    ctx.db.transaction(async (tx) => {
      const { procurement } = await requireOwnVendor(tx, companyId, vendorId, { lock: true, procurementId: input.procurementId });
      assertEditable(procurement);
      await assertEmailFree(tx, procurement.id, input.email, vendorId);
      const [row] = await tx
        .update(procurementVendors)
        .set({ ...vendorValues(input), updatedAt: ctx.clock.now() })
        .where(eq(procurementVendors.id, vendorId))
        .returning();
      return vendorView(tx, procurement, row!);
    }),
  );
}

/** Bulk delete from the vendor list; their vendor items go with them (cascade). */
export async function deleteVendors(ctx: AppContext, user: AuthUser, input: DeleteVendorsData): Promise<DeletedView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  return ctx.db.transaction(async (tx) => {
    const procurement = await requireOwnProcurement(tx, companyId, input.procurementId, { lock: true });
    assertEditable(procurement);
    await requireVendorsOf(tx, procurement.id, input.procurementVendorIds);
    const deleted = await tx
      .delete(procurementVendors)
      .where(and(eq(procurementVendors.procurementId, procurement.id), inArray(procurementVendors.id, input.procurementVendorIds)))
      .returning({ id: procurementVendors.id });
    return { deletedIds: deleted.map((d) => d.id) };
  });
}
