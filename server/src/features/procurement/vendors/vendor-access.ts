import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { Executor } from '../../../db/client';
import { auctionInvitations } from '../../../db/schema/auction';
import { negotiations } from '../../../db/schema/negotiation';
import { procurements, procurementVendorItems, procurementVendors } from '../../../db/schema/procurement';
import { DATA_NOT_FOUND, requireOwnProcurement, type ProcurementRow } from '../procurement-access';

export type VendorRow = typeof procurementVendors.$inferSelect;
export type VendorItemRow = typeof procurementVendorItems.$inferSelect;

export const notFound = () => AppError.field(HTTP.notFound, null, DATA_NOT_FOUND);

/**
 * A vendor of one of the company's procurements with its procurement, or 404 as if it did not
 * exist. `lock` takes the procurement row, then the vendor row, for update: state checks and
 * writes in one transaction cannot race a submit or a second score. `procurementId`, when the
 * body names one, must be the vendor's own.
 */
export async function requireOwnVendor(
  db: Executor,
  companyId: string,
  vendorId: string,
  options: { lock?: boolean; procurementId?: string } = {},
): Promise<{ vendor: VendorRow; procurement: ProcurementRow }> {
  const [found] = await db
    .select({ procurementId: procurementVendors.procurementId })
    .from(procurementVendors)
    .innerJoin(procurements, eq(procurements.id, procurementVendors.procurementId))
    .where(and(eq(procurementVendors.id, vendorId), eq(procurements.companyId, companyId)));
  if (!found || (options.procurementId && options.procurementId !== found.procurementId)) throw notFound();
  // Procurement first, as every write of this area locks it first: one lock order, no deadlock.
  const procurement = await requireOwnProcurement(db, companyId, found.procurementId, { lock: options.lock });
  const query = db.select().from(procurementVendors).where(eq(procurementVendors.id, vendorId));
  const [vendor] = options.lock ? await query.for('update') : await query;
  if (!vendor) throw notFound();
  return { vendor, procurement };
}

/** Vendors of one procurement by id; every id must be one of them, or 404. */
export async function requireVendorsOf(db: Executor, procurementId: string, vendorIds: readonly string[]): Promise<VendorRow[]> {
  const rows = await db
    .select()
    .from(procurementVendors)
    .where(and(eq(procurementVendors.procurementId, procurementId), inArray(procurementVendors.id, [...vendorIds])));
  if (rows.length !== vendorIds.length) throw notFound();
  return rows;
}

/** The procurement ids of the company's vendor items, or 404 when any id is not one of them. */
export async function procurementsOfVendorItems(db: Executor, companyId: string, vendorItemIds: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ id: procurementVendorItems.id, procurementId: procurementVendors.procurementId })
    .from(procurementVendorItems)
    .innerJoin(procurementVendors, eq(procurementVendors.id, procurementVendorItems.procurementVendorId))
    .innerJoin(procurements, eq(procurements.id, procurementVendors.procurementId))
    .where(and(inArray(procurementVendorItems.id, [...vendorItemIds]), eq(procurements.companyId, companyId)));
  if (rows.length !== vendorItemIds.length) throw notFound();
  return [...new Set(rows.map((r) => r.procurementId))].sort();
}

/**
 * The procurement vendor rows a vendor account answers for: the rows its auction invitations or its negotiations
 * name (the account is found or created by the vendor's e-mail when they go out), or that carry the account. So a
 * vendor reads nothing of a procurement before it is invited (docs/rules/procurement.md#spec-api-paths-for-outside-clients).
 * Only the account links of those tables are read here (both indexed by account).
 */
export function ofVendorAccount(db: Executor, accountId: string): SQL {
  const invited = db.select({ id: auctionInvitations.procurementVendorId }).from(auctionInvitations).where(eq(auctionInvitations.accountId, accountId));
  const negotiating = db.select({ id: negotiations.procurementVendorId }).from(negotiations).where(eq(negotiations.vendorAccountId, accountId));
  return or(eq(procurementVendors.accountId, accountId), inArray(procurementVendors.id, invited), inArray(procurementVendors.id, negotiating))!;
}

/** A vendor row the vendor account answers for (ofVendorAccount), or 404 as if it did not exist. */
export async function requireAccountVendor(db: Executor, accountId: string, vendorId: string): Promise<VendorRow> {
  const [row] = await db
    .select()
    .from(procurementVendors)
    .where(and(eq(procurementVendors.id, vendorId), ofVendorAccount(db, accountId)));
  if (!row) throw notFound();
  return row;
}
