import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@procura/domain/common/errors';
import { NO_LIMIT } from '@procura/domain/procurement/procurement.enums';
import type { ListProcurementsQuery } from '@procura/domain/procurement/procurement.schemas';
import type { ProcurementListRow, ProcurementSearchHit } from '@procura/domain/procurement/procurement.views';
import type { Executor } from '../../../db/client';
import { procurements } from '../../../db/schema/procurement';
import { presentListRow, presentSearchHit } from '../procurement.presenter';
import { matchesText, procurementTextQuery } from './procurement-text-query';

/** The search box shows this many hits at most. */
export const SEARCH_HIT_LIMIT = 20;

const DAY_MS = 86_400_000;
// Post dates are Jakarta days. Asia/Jakarta is UTC+7 all year (no daylight saving since 1964),
// so a Jakarta day is a fixed UTC range and the created_at index serves the filter as it is.
const JAKARTA_OFFSET = '+07:00';
const jakartaDayStart = (day: string) => new Date(`${day}T00:00:00.000${JAKARTA_OFFSET}`);

const SUMMARY = {
  id: procurements.id,
  procurementNumber: procurements.procurementNumber,
  procurementName: procurements.procurementName,
  createdAt: procurements.createdAt,
  biddingType: procurements.biddingType,
  status: procurements.status,
};

/** The filters of the initiation list, always within the company. */
function listConditions(companyId: string, query: ListProcurementsQuery): SQL {
  const text = procurementTextQuery(query.query);
  return and(
    eq(procurements.companyId, companyId),
    query.status ? eq(procurements.status, query.status) : undefined,
    query.biddingType ? eq(procurements.biddingType, query.biddingType) : undefined,
    query.postDateFrom ? gte(procurements.createdAt, jakartaDayStart(query.postDateFrom)) : undefined,
    // Both ends included: before the start of the day after postDateTo.
    query.postDateTo ? lt(procurements.createdAt, new Date(jakartaDayStart(query.postDateTo).getTime() + DAY_MS)) : undefined,
    text ? matchesText(text) : undefined,
  )!;
}

// Newest first, exactly as procurements_company_created_idx (created_at DESC NULLS LAST, id) is
// ordered, so a page is read from the index without sorting. created_at is never null; the
// NULLS LAST only lets the planner see that the index order is the one asked for. id breaks ties
// so that pages never overlap.
const NEWEST_FIRST = [sql`${procurements.createdAt} desc nulls last`, asc(procurements.id)];

/**
 * GET /api/secured/procurement: one page, newest first, and the number of rows the filters keep.
 * A page is found by its ids first (a narrow scan that skips the `offset` rows inside the index)
 * and only its rows are then read, so a deep page does not read every row before it.
 */
export async function listProcurementRows(db: Executor, companyId: string, query: ListProcurementsQuery): Promise<Page<ProcurementListRow>> {
  const where = listConditions(companyId, query);
  const rowsQuery =
    query.limit === NO_LIMIT
      ? db.select(SUMMARY).from(procurements).where(where).orderBy(...NEWEST_FIRST)
      : db
          .select(SUMMARY)
          .from(procurements)
          .where(
            inArray(
              procurements.id,
              db.select({ id: procurements.id }).from(procurements).where(where).orderBy(...NEWEST_FIRST).limit(query.limit).offset((query.page - 1) * query.limit),
            ),
          )
          .orderBy(...NEWEST_FIRST);
  const [rows, [counted]] = await Promise.all([rowsQuery, db.select({ total: count() }).from(procurements).where(where)]);
  return { filteredData: rows.map(presentListRow), total: counted?.total ?? 0 };
}

/**
 * The search box ranks at most this many of the newest matches. A word that matches more is too
 * broad for a box of 20 hits; ranking every match would read them all (tens of thousands for a
 * one-letter prefix), while the newest ones are found along the created_at index and the rare
 * matches through the GIN index. The list's own search still filters and counts every match.
 */
export const SEARCH_CANDIDATES = 1000;

/**
 * GET /api/secured/procurement/search: the best of the newest matches first (a hit on the number
 * outranks one on the name, which outranks one on an item), the newest first among equals.
 */
export async function searchProcurementHits(db: Executor, companyId: string, keyword: string): Promise<ProcurementSearchHit[]> {
  const text = procurementTextQuery(keyword);
  if (!text) return [];
  const candidates = db
    .select({ ...SUMMARY, rank: sql<number>`ts_rank(${procurements.searchVector}, ${text})`.as('rank') })
    .from(procurements)
    .where(and(eq(procurements.companyId, companyId), matchesText(text)))
    .orderBy(...NEWEST_FIRST)
    .limit(SEARCH_CANDIDATES)
    .as('candidates');
  const rows = await db
    .select({
      id: candidates.id,
      procurementNumber: candidates.procurementNumber,
      procurementName: candidates.procurementName,
      createdAt: candidates.createdAt,
      biddingType: candidates.biddingType,
      status: candidates.status,
    })
    .from(candidates)
    .orderBy(desc(candidates.rank), sql`${candidates.createdAt} desc`, asc(candidates.id))
    .limit(SEARCH_HIT_LIMIT);
  return rows.map(presentSearchHit);
}
