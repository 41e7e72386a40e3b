import { eq } from 'drizzle-orm';
import type { Role } from '@procura/domain/auth/auth.rules';
import type { ProfileResponse } from '@procura/domain/auth/auth.schemas';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { splitPhone } from '@procura/domain/common/phone/phone.rules';
import { accounts } from '../../db/schema/auth';
import { companies } from '../../db/schema/company';
import type { AuthUser } from '../../platform/security/access-tokens';
import type { AppContext } from '../../platform/context';

export async function myProfile(ctx: AppContext, user: AuthUser): Promise<ProfileResponse> {
  const [row] = await ctx.db
    .select({ account: accounts, company: companies })
    .from(accounts)
    .leftJoin(companies, eq(companies.id, accounts.companyId))
    .where(eq(accounts.id, user.id));
  if (!row) throw AppError.field(HTTP.unauthorized, null, 'Unauthorized');
  const { account, company } = row;
  return {
    account: {
      id: account.id,
      firstName: account.firstName,
      lastName: account.lastName,
      role: account.role as Role,
      email: account.email,
      hasPassword: account.passwordHash !== null,
    },
    company: company && {
      _id: company.id,
      companyName: company.companyName,
      companyCode: company.companyCode,
      // docs/rules/accounts-and-sign-in.md#calls: the profile shows the company phone without its leading 62.
      companyPhone: splitPhone(company.companyPhone, company.companyPhonePrefix),
      isOnboarding: company.isOnboarding,
    },
  };
}
