import { and, asc, count, desc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type {
  BiddingHistoryExportQuery,
  BiddingHistoryQuery,
  BiddingHistoryRow,
  BiddingHistorySession,
  BiddingHistoryVendor,
  BiddingHistoryView,
} from '@procura/domain/auction/history/bidding-history.schemas';
import type { BiddingHistoryItemView } from '@procura/domain/auction/history/bidding-history-items.schemas';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { DEFAULT_CURRENCY } from '@procura/domain/common/money/money';
import { NO_LIMIT } from '@procura/domain/procurement/procurement.enums';
import type { Executor } from '../../../db/client';
import { auctionOffers, auctions } from '../../../db/schema/auction';
import { procurementItems, procurementVendors } from '../../../db/schema/procurement';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { runHeavy } from '../../../platform/heavy-work/heavy-pool';
import { requireBuyerCompany } from '../../../platform/security/tenancy';
import { DATA_NOT_FOUND, requireOwnProcurement, type ProcurementRow } from '../../procurement';
import { twoDecimals } from '../invitations/invitation-view';
import { biddingHistoryFileName } from './bidding-history.export';

// The Bidding History of a procurement: every stored offer of its sessions (the rows the ledger's
// OFFER entries wrote), with the vendor's name in the procurement and whether the buyer
// disqualified it, marked when a proxy placed it or the vendor confirmed it past the slip warning.
// Tenant first: another company's procurement is 404 like a missing one.

type Filters = Pick<BiddingHistoryQuery, 'includeAllSession' | 'auctionId' | 'vendorId'> & {
  /** One procurement item: the offers that priced it (unit-price offers carry one price per item). */
  itemId?: string;
};

/** Sessions that never ran hold no offers; the latest that ran is the one `includeAllSession=false` keeps. */
const NOT_RUN = ['DRAFT', 'NOT_STARTED'] as const;

async function latestRunSession(db: Executor, procurementId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(eq(auctions.procurementId, procurementId), notInArray(auctions.status, [...NOT_RUN])))
    .orderBy(desc(auctions.startTime), desc(auctions.auctionNumber))
    .limit(1);
  return row?.id ?? null;
}

/** The condition of the rows the filters keep (always within the procurement). */
async function whereOf(db: Executor, procurementId: string, filters: Filters): Promise<SQL | undefined> {
  const latest = filters.includeAllSession ? null : await latestRunSession(db, procurementId);
  return and(
    eq(auctions.procurementId, procurementId),
    filters.auctionId ? eq(auctionOffers.auctionId, filters.auctionId) : undefined,
    filters.vendorId ? eq(auctionOffers.procurementVendorId, filters.vendorId) : undefined,
    filters.itemId ? sql`${auctionOffers.items} @> ${JSON.stringify([{ auctionItemId: filters.itemId }])}::jsonb` : undefined,
    filters.includeAllSession ? undefined : latest ? eq(auctionOffers.auctionId, latest) : sql`false`,
  );
}

const offerColumns = {
  offerId: auctionOffers.id,
  auctionId: auctionOffers.auctionId,
  auctionNumber: auctions.auctionNumber,
  vendorId: auctionOffers.procurementVendorId,
  vendorName: procurementVendors.name,
  sequence: auctionOffers.sequence,
  totalOffer: auctionOffers.totalOffer,
  createdAt: auctionOffers.createdAt,
  disqualifiedAt: auctionOffers.disqualifiedAt,
  disqualifyReason: auctionOffers.disqualifyReason,
  byProxy: auctionOffers.byProxy,
  confirmedSlip: auctionOffers.confirmedSlip,
  items: auctionOffers.items,
};

function offersQuery(db: Executor, where: SQL | undefined) {
  return db
    .select(offerColumns)
    .from(auctionOffers)
    .innerJoin(auctions, eq(auctions.id, auctionOffers.auctionId))
    .innerJoin(procurementVendors, eq(procurementVendors.id, auctionOffers.procurementVendorId))
    .where(where)
    // Oldest session first, then in the order the server took the offers.
    .orderBy(asc(auctions.startTime), asc(auctions.auctionNumber), asc(auctionOffers.sequence))
    .$dynamic();
}

type OfferRecord = Awaited<ReturnType<ReturnType<typeof offersQuery>['execute']>>[number];

function presentOffer(row: OfferRecord): BiddingHistoryRow {
  const disqualified = row.disqualifiedAt !== null;
  return {
    offerId: row.offerId,
    auctionId: row.auctionId,
    auctionNumber: row.auctionNumber,
    vendorId: row.vendorId,
    vendorName: row.vendorName,
    sequence: row.sequence,
    totalOffer: row.totalOffer,
    createdAt: row.createdAt.toISOString(),
    status: disqualified ? 'DISQUALIFIED' : 'ACCEPTED',
    disqualifyReason: disqualified ? row.disqualifyReason : null,
    // Buyers only read this log; the marks name no floor (decision 191) and no other vendor.
    byProxy: row.byProxy,
    confirmedSlip: row.confirmedSlip,
  };
}

/** The sessions and vendors that hold offers: the filters' choices. */
async function choicesOf(db: Executor, procurementId: string): Promise<{ sessions: BiddingHistorySession[]; vendors: BiddingHistoryVendor[] }> {
  const sessions = await db
    .selectDistinct({ auctionId: auctions.id, auctionNumber: auctions.auctionNumber, status: auctions.status, startTime: auctions.startTime })
    .from(auctions)
    .innerJoin(auctionOffers, eq(auctionOffers.auctionId, auctions.id))
    .where(eq(auctions.procurementId, procurementId))
    .orderBy(asc(auctions.startTime), asc(auctions.auctionNumber));
  const vendors = await db
    .selectDistinct({ vendorId: procurementVendors.id, vendorName: procurementVendors.name })
    .from(procurementVendors)
    .innerJoin(auctionOffers, eq(auctionOffers.procurementVendorId, procurementVendors.id))
    .where(eq(procurementVendors.procurementId, procurementId))
    .orderBy(asc(procurementVendors.name), asc(procurementVendors.id));
  return { sessions: sessions.map((s) => ({ ...s, startTime: s.startTime.toISOString() })), vendors };
}

async function ownProcurement(ctx: AppContext, user: AuthUser, procurementId: string): Promise<ProcurementRow> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  return requireOwnProcurement(ctx.db, companyId, procurementId);
}

/** One page of the offers the filters keep, with the procurement's header and the filters' choices. */
async function historyPage(ctx: AppContext, procurement: ProcurementRow, query: BiddingHistoryQuery & Pick<Filters, 'itemId'>) {
  const where = await whereOf(ctx.db, procurement.id, query);
  const [counted] = await ctx.db
    .select({ total: count() })
    .from(auctionOffers)
    .innerJoin(auctions, eq(auctions.id, auctionOffers.auctionId))
    .where(where);
  let rows = offersQuery(ctx.db, where);
  if (query.limit !== NO_LIMIT) rows = rows.limit(query.limit).offset((query.page - 1) * query.limit);
  return {
    header: {
      procurementId: procurement.id,
      procurementName: procurement.procurementName,
      procurementNumber: procurement.procurementNumber,
      currency: procurement.currency ?? DEFAULT_CURRENCY,
      ...(await choicesOf(ctx.db, procurement.id)),
    },
    rows: await rows,
    total: Number(counted?.total ?? 0),
  };
}

/** GET …/auction-vendor-offers/{procurementId}: one page of the offers the filters keep, with the filters' choices. */
export async function biddingHistory(ctx: AppContext, user: AuthUser, procurementId: string, query: BiddingHistoryQuery): Promise<BiddingHistoryView> {
  const { header, rows, total } = await historyPage(ctx, await ownProcurement(ctx, user, procurementId), query);
  return { ...header, filteredData: rows.map(presentOffer), total };
}

/**
 * GET …/auction-vendor-offer-items/{procurementId}/{itemId}: the same page for one item of the procurement
 * (404 for another procurement's item, as for one that does not exist), each offer with its unit price for it.
 */
export async function biddingHistoryOfItem(ctx: AppContext, user: AuthUser, procurementId: string, itemId: string, query: BiddingHistoryQuery): Promise<BiddingHistoryItemView> {
  const procurement = await ownProcurement(ctx, user, procurementId);
  const [item] = await ctx.db
    .select({ procurementItemId: procurementItems.id, itemCode: procurementItems.itemCode, itemName: procurementItems.itemName, quantity: procurementItems.quantity, uom: procurementItems.uom })
    .from(procurementItems)
    .where(and(eq(procurementItems.id, itemId), eq(procurementItems.procurementId, procurement.id)));
  if (!item) throw AppError.field(HTTP.notFound, null, DATA_NOT_FOUND);
  const { header, rows, total } = await historyPage(ctx, procurement, { ...query, itemId });
  return {
    ...header,
    item: { ...item, quantity: twoDecimals(item.quantity) },
    filteredData: rows.map((row) => ({ ...presentOffer(row), unitOffer: row.items.find((i) => i.auctionItemId === itemId)!.unitOffer })),
    total,
  };
}

/** GET …/auction-vendor-offers/{procurementId}/export: every offer the filters keep, as an .xlsx offer log. */
export async function biddingHistoryExport(
  ctx: AppContext,
  user: AuthUser,
  procurementId: string,
  query: BiddingHistoryExportQuery,
): Promise<{ fileName: string; content: Buffer }> {
  const procurement = await ownProcurement(ctx, user, procurementId);
  const rows = (await offersQuery(ctx.db, await whereOf(ctx.db, procurement.id, query))).map(presentOffer);
  // Written on the heavy-work thread (docs/decisions.md 220).
  const content = await runHeavy('biddingHistoryXlsx', { procurement, currency: procurement.currency ?? DEFAULT_CURRENCY, rows, language: query.lang });
  return { fileName: biddingHistoryFileName(procurement), content };
}
