import { currentJakartaYear, type DashboardCount, type DashboardCounter, type DashboardLastLogin, type DashboardSeries, type DashboardSeriesName, type DashboardYearQuery } from '@procura/domain/dashboard/dashboard.schemas';
import type { AuthUser } from '../../platform/security/access-tokens';
import type { AppContext } from '../../platform/context';
import { requireBuyerCompany } from '../../platform/security/tenancy';
import { countFor, previousSignIn, seriesFor } from './dashboard-queries';

/** One counter of the buyer's company (docs/api/dashboard.md). */
export async function dashboardCount(ctx: AppContext, user: AuthUser, counter: DashboardCounter): Promise<DashboardCount> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  return { total: await countFor(ctx.db, counter, companyId) };
}

/** One monthly series of the buyer's company for a year (default: this year in Asia/Jakarta). */
export async function dashboardSeries(ctx: AppContext, user: AuthUser, name: DashboardSeriesName, query: DashboardYearQuery): Promise<DashboardSeries> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const year = query.year ?? currentJakartaYear(ctx.clock.now());
  return { year, months: await seriesFor(ctx.db, name, companyId, year) };
}

/** The caller's own previous sign-in: anyone signed in may ask for theirs. */
export async function dashboardLastLogin(ctx: AppContext, user: AuthUser): Promise<DashboardLastLogin> {
  const started = await previousSignIn(ctx.db, user.id, user.sessionId);
  return { lastLogin: started ? started.toISOString() : null };
}
