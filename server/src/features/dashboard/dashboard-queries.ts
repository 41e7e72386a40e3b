import { sql } from 'drizzle-orm';
import type { DashboardCounter, DashboardSeriesName } from '@procura/domain/dashboard/dashboard.schemas';
import type { Executor } from '../../db/client';

// The dashboard's reads (docs/api/dashboard.md says what each counts). Each is one statement on the
// company's rows; bench/dashboard.mjs times them at 100,000 procurements. Plain SQL: the shapes
// (counts, a month's sum) are what the database does best, and the indexes and triggers of
// migration 0009 are chosen for exactly these statements.

const COUNTS: Record<DashboardCounter, (companyId: string) => ReturnType<typeof sql>> = {
  'total-initiation': (companyId) => sql`select count(*)::int as total from procurements where company_id = ${companyId}`,
  'new-auction': (companyId) => sql`select count(*)::int as total from auctions a join procurements p on p.id = a.procurement_id
    where a.status = 'NOT_STARTED' and p.company_id = ${companyId}`,
  'on-going-auction': (companyId) => sql`select count(*)::int as total from auctions a join procurements p on p.id = a.procurement_id
    where a.status = 'ON_GOING' and p.company_id = ${companyId}`,
  negotiation: (companyId) => sql`select count(*)::int as total from negotiation_batches b join procurements p on p.id = b.procurement_id
    where b.status = 'ON_GOING' and p.company_id = ${companyId}`,
};

// Both drivers (pg, PGlite) answer a raw statement with its rows in `rows`.
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export async function countFor(db: Executor, counter: DashboardCounter, companyId: string): Promise<number> {
  const [row] = rowsOf<{ total: number }>(await db.execute(COUNTS[counter](companyId)));
  return Number(row?.total ?? 0);
}

/** Asia/Jakarta is UTC+7 all year (no daylight saving): a Jakarta year's first instant. */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;
export function jakartaYearStart(year: number): Date {
  return new Date(Date.UTC(year, 0, 1) - JAKARTA_OFFSET_MS);
}

// procurement_totals is kept by the triggers of migration 0009: items_total (the items' grand
// total), winning_price (the winner's last price: the lowest among the vendors not failed on
// administration, the highest in a forward auction, where the buyer sells; null without one) and
// counted (OPEN or CLOSED). One index-only scan of procurement_totals_dashboard_idx.
//
// Both series take only the PRICED procurements: a final (winning) price above 0 and an estimate
// above 0 (decision 163). A procurement nothing was bought for yet saves nothing: counting its budget
// without a price made the whole budget look saved. So Estimated Budget minus Final Price is what
// the priced procurements saved against their estimate, month by month and for the year.
const MONTH = sql`extract(month from t.created_at at time zone 'Asia/Jakarta')::int`;
const PRICED = sql`t.winning_price > 0 and t.items_total > 0`;
const monthly = (column: ReturnType<typeof sql>) => (companyId: string, from: Date, to: Date) =>
  sql`select ${MONTH} as month, sum(${column})::text as amount
    from procurement_totals t
    where t.company_id = ${companyId} and t.created_at >= ${from.toISOString()} and t.created_at < ${to.toISOString()} and t.counted and ${PRICED}
    group by 1`;

const SERIES: Record<DashboardSeriesName, (companyId: string, from: Date, to: Date) => ReturnType<typeof sql>> = {
  'estimated-budget': monthly(sql`t.items_total`),
  'final-price': monthly(sql`t.winning_price`),
};

/** Twelve 2-decimal amounts, January first; months without data are 0.00. */
export async function seriesFor(db: Executor, name: DashboardSeriesName, companyId: string, year: number): Promise<string[]> {
  const rows = rowsOf<{ month: number; amount: string | null }>(await db.execute(SERIES[name](companyId, jakartaYearStart(year), jakartaYearStart(year + 1))));
  const months = Array.from({ length: 12 }, () => '0.00');
  for (const row of rows) months[Number(row.month) - 1] = fixed(row.amount);
  return months;
}

// A NUMERIC sum as text, to two decimals, without passing through a float.
function fixed(amount: string | null): string {
  if (!amount) return '0.00';
  const [whole, fraction = ''] = amount.split('.');
  return `${whole}.${(fraction + '00').slice(0, 2)}`;
}

/**
 * The account's sign-in before the current one: each sign-in is a refresh-token family, started
 * by its first token (rotations add later rows to the same family).
 */
export async function previousSignIn(db: Executor, accountId: string, currentFamilyId: string): Promise<Date | null> {
  const rows = rowsOf<{ started: string | Date }>(await db.execute(sql`select min(created_at) as started from refresh_tokens
    where account_id = ${accountId} and family_id <> ${currentFamilyId}
    group by family_id order by started desc limit 1`));
  const started = rows[0]?.started;
  return started ? new Date(started) : null;
}
