import { and, eq, inArray, or } from 'drizzle-orm';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { CompanyLookupView } from '@procura/domain/company/company-lookup.schemas';
import { COMPANY_MSG } from '@procura/domain/company/company.messages';
import { companies } from '../../db/schema/company';
import type { AuthUser } from '../../platform/security/access-tokens';
import type { AppContext } from '../../platform/context';
import { readableCompanies } from '../account';
import { companyView } from './company.service';

// The spec's company reads for outside clients (docs/rules/companies.md#spec-api-paths-for-outside-clients): the caller's
// own company in full, as GET /api/secured/company answers it; a company it deals with (the account
// feature's rule) by name only; any other company is unknown (404, or left out of a list).

type CompanyRow = typeof companies.$inferSelect;

/** The companies among `ids` that the caller may read, each in the shape it may see. */
async function readable(ctx: AppContext, user: AuthUser, ids: string[]): Promise<Map<string, CompanyLookupView>> {
  const { own, dealtWith } = await readableCompanies(ctx.db, user);
  const allowed = or(own ? eq(companies.id, own) : undefined, dealtWith ?? undefined);
  if (!allowed) return new Map();
  const rows: CompanyRow[] = await ctx.db.select().from(companies).where(and(inArray(companies.id, ids), allowed));
  const views = await Promise.all(rows.map(async (row): Promise<CompanyLookupView> => (row.id === own ? companyView(ctx.db, row) : { _id: row.id, companyName: row.companyName })));
  return new Map(views.map((view) => [view._id, view]));
}

/** GET company/{id}: 404 'Company not found' for an unknown company and for one the caller does not deal with. */
export async function companyById(ctx: AppContext, user: AuthUser, id: string): Promise<CompanyLookupView> {
  const view = (await readable(ctx, user, [id])).get(id);
  if (!view) throw AppError.field(HTTP.notFound, null, COMPANY_MSG.companyNotFound);
  return view;
}

/** GET company/find-by-ids?id=...: the readable ones, in the order asked; the others left out. */
export async function companiesByIds(ctx: AppContext, user: AuthUser, ids: string[]): Promise<CompanyLookupView[]> {
  const found = await readable(ctx, user, ids);
  return ids.flatMap((id) => found.get(id) ?? []);
}
