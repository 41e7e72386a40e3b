import { eq } from 'drizzle-orm';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema/auth';
import { companies } from '../../db/schema/company';
import type { AuthUser } from './access-tokens';

export const NOT_ONBOARDED = 'Please complete your company onboarding first';

/** The company of an account, if it has one. */
export async function companyIdOf(db: Executor, user: Pick<AuthUser, 'id'>): Promise<string | null> {
  const [row] = await db.select({ companyId: accounts.companyId }).from(accounts).where(eq(accounts.id, user.id));
  return row?.companyId ?? null;
}

/**
 * The tenant of a buyer's call: the buyer's onboarded company. Every procurement query is scoped
 * by it, so another company's record answers 404 as if it did not exist.
 */
export async function requireBuyerCompany(db: Executor, user: AuthUser): Promise<string> {
  const [row] = await db
    .select({ companyId: companies.id, onboarded: companies.isOnboarding })
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(eq(accounts.id, user.id));
  if (!row?.onboarded) throw AppError.field(HTTP.forbidden, null, NOT_ONBOARDED);
  return row.companyId;
}
