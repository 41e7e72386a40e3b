import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { readsAsBuyer } from '@procura/domain/auth/auth.rules';
import { NO_LIMIT } from '@procura/domain/procurement/procurement.enums';
import type { ProcurementVendorItemView, ProcurementVendorView } from '@procura/domain/procurement/procurement.views';
import type { OwnProcurementVendorView, OwnVendorItemView, PublicProcurementVendorView } from '@procura/domain/procurement/vendors/vendor-lookup.views';
import { procurementItems, procurements, procurementVendorItems, procurementVendors } from '../../../db/schema/procurement';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { requireBuyerCompany } from '../../../platform/security/tenancy';
import type { ProcurementRow } from '../procurement-access';
import { vendorScores } from './evaluation.queries';
import { presentOwnVendor, presentOwnVendorItem, presentPublicVendor, presentVendor } from './procurement-vendor.presenter';
import { itemCounts, listVendors } from './procurement-vendor.service';
import { listVendorItems } from './vendor-item.service';
import { notFound, ofVendorAccount, requireAccountVendor, requireOwnVendor, type VendorRow } from './vendor-access';

// The spec's read paths for outside clients (docs/rules/procurement.md#spec-api-paths-for-outside-clients). A buyer
// reads its company's rows through the services of its own screens; a vendor account reads only the rows it answers
// for (vendor-access.ts ofVendorAccount), in the vendor's shapes; anyone else gets 404, as for another tenant's id.

/** find-by-account answers the newest rows first, at most this many. */
export const ACCOUNT_ROWS_LIMIT = 200;

// Reads only: a company's auditor reads as its buyers (docs/decisions.md 244).
const isBuyer = (user: AuthUser) => readsAsBuyer(user);
const isVendor = (user: AuthUser) => user.role === 'seller_auction';

/**
 * GET /api/procurement-vendor/participant/{procurementId} and …/simulation/participant/{procurementId}: the vendors a
 * session of the procurement takes part with. The buyer: every vendor of the procurement (the session form's
 * participant list; both models choose from the same vendors). A vendor: only its own row of the procurement.
 */
export async function participantsOf(ctx: AppContext, user: AuthUser, procurementId: string): Promise<ProcurementVendorView[] | OwnProcurementVendorView[]> {
  if (isBuyer(user)) return (await listVendors(ctx, user, { procurementId, page: 1, limit: NO_LIMIT, query: undefined })).filteredData;
  if (!isVendor(user)) throw notFound();
  const rows = await ctx.db
    .select()
    .from(procurementVendors)
    .where(and(eq(procurementVendors.procurementId, procurementId), ofVendorAccount(ctx.db, user.id)))
    .orderBy(asc(procurementVendors.createdAt), asc(procurementVendors.id));
  if (rows.length === 0) throw notFound();
  return rows.map(presentOwnVendor);
}

/** The buyer's view of rows of several procurements: each procurement's scores computed once. */
async function buyerViews(ctx: AppContext, found: Array<{ vendor: VendorRow; procurement: ProcurementRow }>): Promise<ProcurementVendorView[]> {
  const scores = new Map<string, Awaited<ReturnType<typeof vendorScores>>>();
  for (const { procurement } of found) {
    if (!scores.has(procurement.id)) scores.set(procurement.id, await vendorScores(ctx.db, procurement));
  }
  const items = await itemCounts(ctx.db, found.map((f) => f.vendor.id));
  return found.map(({ vendor, procurement }) => presentVendor(vendor, scores.get(procurement.id)?.get(vendor.id), items.get(vendor.id) ?? 0));
}

/**
 * GET /api/secured/procurement-vendor/find-by-account/{accountId}: the procurement vendor rows of a vendor account,
 * newest first. The vendor itself: all of its rows (another account's id: 404). A buyer: the rows of its company's
 * procurements, 404 when there is none (an unknown account and another company's vendor read alike).
 */
export async function vendorRowsOfAccount(ctx: AppContext, user: AuthUser, accountId: string): Promise<ProcurementVendorView[] | OwnProcurementVendorView[]> {
  const newestFirst = [desc(procurementVendors.createdAt), desc(procurementVendors.id)];
  if (isVendor(user)) {
    if (accountId.toLowerCase() !== user.id.toLowerCase()) throw notFound();
    const rows = await ctx.db.select().from(procurementVendors).where(ofVendorAccount(ctx.db, user.id)).orderBy(...newestFirst).limit(ACCOUNT_ROWS_LIMIT);
    return rows.map(presentOwnVendor);
  }
  if (!isBuyer(user)) throw notFound();
  const companyId = await requireBuyerCompany(ctx.db, user);
  const found = await ctx.db
    .select({ vendor: procurementVendors, procurement: procurements })
    .from(procurementVendors)
    .innerJoin(procurements, eq(procurements.id, procurementVendors.procurementId))
    .where(and(eq(procurements.companyId, companyId), ofVendorAccount(ctx.db, accountId)))
    .orderBy(...newestFirst)
    .limit(ACCOUNT_ROWS_LIMIT);
  if (found.length === 0) throw notFound();
  return buyerViews(ctx, found);
}

/** The vendor's own items, in item order, optionally only those of the given procurement items. */
async function ownVendorItems(ctx: AppContext, vendorId: string, itemIds?: readonly string[]): Promise<OwnVendorItemView[]> {
  const rows = await ctx.db
    .select({ row: procurementVendorItems, item: procurementItems })
    .from(procurementVendorItems)
    .innerJoin(procurementItems, eq(procurementItems.id, procurementVendorItems.procurementItemId))
    .where(and(eq(procurementVendorItems.procurementVendorId, vendorId), itemIds ? inArray(procurementVendorItems.procurementItemId, [...itemIds]) : undefined))
    .orderBy(asc(procurementItems.createdAt), asc(procurementItems.id));
  return rows.map(({ row, item }) => presentOwnVendorItem(row, item));
}

/**
 * GET /api/secured/procurement-vendor-item/{vendorId}/by-vendor and POST …/find-by-vendor-and-item: a vendor's items
 * (with `itemIds`, only those of these procurement items; the others are left out). The buyer: the Vendor Item
 * dialog's rows (listVendorItems). The vendor: its own items without the buyer's estimate or scores.
 */
export async function itemsOfVendor(ctx: AppContext, user: AuthUser, vendorId: string, itemIds?: readonly string[]): Promise<ProcurementVendorItemView[] | OwnVendorItemView[]> {
  if (isBuyer(user)) {
    const rows = await listVendorItems(ctx, user, vendorId);
    return itemIds ? rows.filter((row) => itemIds.includes(row.procurementItemId)) : rows;
  }
  if (!isVendor(user)) throw notFound();
  await requireAccountVendor(ctx.db, user.id, vendorId);
  return ownVendorItems(ctx, vendorId, itemIds);
}

/**
 * GET /api/procurement-vendor/public/{procurementVendorId}: the row's company name and ids, for the buyer of its
 * company or the vendor account the row answers for; anyone else 404 as if it did not exist (decision 237).
 */
export async function publicVendor(ctx: AppContext, user: AuthUser, vendorId: string): Promise<PublicProcurementVendorView> {
  let row: VendorRow;
  if (isBuyer(user)) row = (await requireOwnVendor(ctx.db, await requireBuyerCompany(ctx.db, user), vendorId)).vendor;
  else if (isVendor(user)) row = await requireAccountVendor(ctx.db, user.id, vendorId);
  else throw notFound();
  return presentPublicVendor(row);
}
