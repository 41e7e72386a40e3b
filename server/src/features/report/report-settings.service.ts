import { eq } from 'drizzle-orm';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { REPORT_AUCTION_MSG as MSG } from '@procura/domain/report/report-auction.messages';
import type { CommitteeMember, ReportSettingsFieldsParsed, ReportSettingsView } from '@procura/domain/report/report-auction.schemas';
import { reportAuctionSettings } from '../../db/schema/report';
import type { AuthUser } from '../../platform/security/access-tokens';
import type { AppContext } from '../../platform/context';
import { requireBuyerCompany } from '../../platform/security/tenancy';
import { DATA_NOT_FOUND } from '../procurement';

// The auction report's settings per company (docs/rules/reports-dashboard-help.md#auction-reports): the Organizing Committee and the
// Allocation the report dialog starts with. Only the buyer of that company reads or writes them;
// any other company's id answers 404 as if it did not exist.

type Row = typeof reportAuctionSettings.$inferSelect;

const present = (row: Row): ReportSettingsView => ({
  _id: row.id,
  companyId: row.companyId,
  organizingCommittee: row.organizingCommittee,
  allocation: row.allocation,
  committeeMembers: row.committeeMembers,
  updatedAt: row.updatedAt.toISOString(),
});

/** The caller's own company, when it is the one asked for; 404 otherwise. */
async function requireOwnCompany(ctx: AppContext, user: AuthUser, companyId: string): Promise<string> {
  const own = await requireBuyerCompany(ctx.db, user);
  if (own !== companyId) throw AppError.field(HTTP.notFound, null, DATA_NOT_FOUND);
  return own;
}

/** GET find-by/{companyId}: the settings, or null before the first save. */
export async function findReportSettings(ctx: AppContext, user: AuthUser, companyId: string): Promise<ReportSettingsView | null> {
  const own = await requireOwnCompany(ctx, user, companyId);
  const [row] = await ctx.db.select().from(reportAuctionSettings).where(eq(reportAuctionSettings.companyId, own));
  return row ? present(row) : null;
}

/** POST create: the first settings of the company (409 when they exist: PATCH update then). */
export async function createReportSettings(ctx: AppContext, user: AuthUser, companyId: string, fields: ReportSettingsFieldsParsed): Promise<ReportSettingsView> {
  const own = await requireOwnCompany(ctx, user, companyId);
  const [row] = await ctx.db
    .insert(reportAuctionSettings)
    .values({ companyId: own, organizingCommittee: fields.organizingCommittee, allocation: fields.allocation, committeeMembers: fields.committeeMembers })
    .onConflictDoNothing({ target: reportAuctionSettings.companyId })
    .returning();
  if (!row) throw AppError.field(HTTP.conflict, null, MSG.settingsExist);
  return present(row);
}

/** PATCH update/{companyId}: both texts replaced (404 before the first create). */
export async function updateReportSettings(ctx: AppContext, user: AuthUser, companyId: string, fields: ReportSettingsFieldsParsed): Promise<ReportSettingsView> {
  const own = await requireOwnCompany(ctx, user, companyId);
  const [row] = await ctx.db
    .update(reportAuctionSettings)
    .set({ organizingCommittee: fields.organizingCommittee, allocation: fields.allocation, committeeMembers: fields.committeeMembers, updatedAt: ctx.clock.now() })
    .where(eq(reportAuctionSettings.companyId, own))
    .returning();
  if (!row) throw AppError.field(HTTP.notFound, null, MSG.settingsNotFound);
  return present(row);
}

/** The texts the report dialog saved last, as the Report Result Auction prints them (nulls before the first save). */
export async function savedReportTexts(ctx: AppContext, companyId: string): Promise<{ pelaksana: string | null; peruntukan: string | null; committeeMembers: CommitteeMember[] }> {
  const [row] = await ctx.db.select().from(reportAuctionSettings).where(eq(reportAuctionSettings.companyId, companyId));
  return { pelaksana: row?.organizingCommittee ?? null, peruntukan: row?.allocation ?? null, committeeMembers: row?.committeeMembers ?? [] };
}
