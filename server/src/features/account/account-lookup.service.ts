import { and, asc, eq, sql } from 'drizzle-orm';
import { ACCOUNT_LOOKUP_MAX_RESULTS, type AccountCardView, type findLikeEmailAndRoleSchema } from '@procura/domain/auth/account-lookup.schemas';
import type { Role } from '@procura/domain/auth/auth.rules';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { z } from 'zod';
import { accounts } from '../../db/schema/auth';
import type { AuthUser } from '../../platform/security/access-tokens';
import type { AppContext } from '../../platform/context';
import { consume, type Limit } from '../../platform/security/rate-limit';
import { DATA_NOT_FOUND } from '../procurement';
import { readableAccounts } from './account-audience';

// The spec's account reads for outside clients (docs/rules/accounts-and-sign-in.md#spec-api-paths-for-outside-clients): only
// accounts the caller deals with (account-audience.ts); an unknown id and one the caller may not read
// answer the same 404, and a look-up outside them finds nothing, so neither tells whether an account exists.

/** Look-ups per account: enough for an autocomplete typed by a person, too few to walk the address book. */
export const ACCOUNT_LOOKUP_LIMIT: Limit = { name: 'account-lookup:account', max: 30, windowSeconds: 60 };

const card = {
  _id: accounts.id,
  email: accounts.email,
  role: accounts.role,
  companyId: accounts.companyId,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
};

const present = (row: { _id: string; email: string; role: string; companyId: string | null; firstName: string; lastName: string }): AccountCardView => ({ ...row, role: row.role as Role });

/** GET account/{id}: the account when the caller may read it; 404 otherwise, as for an unknown id. */
export async function accountById(ctx: AppContext, user: AuthUser, id: string): Promise<AccountCardView> {
  const [row] = await ctx.db
    .select(card)
    .from(accounts)
    .where(and(eq(accounts.id, id), await readableAccounts(ctx.db, user)));
  if (!row) throw AppError.field(HTTP.notFound, null, DATA_NOT_FOUND);
  return present(row);
}

/** GET account/find-like-email-and-role: the readable accounts whose e-mail holds the text (and of the role), by e-mail, at most 10. */
export async function accountsLikeEmail(ctx: AppContext, user: AuthUser, query: z.output<typeof findLikeEmailAndRoleSchema>): Promise<AccountCardView[]> {
  await consume(ctx.db, ctx.clock, ACCOUNT_LOOKUP_LIMIT, user.id);
  // The text is lower case (the schema): a plain position in the lower-cased e-mail, no LIKE pattern to escape.
  const rows = await ctx.db
    .select(card)
    .from(accounts)
    .where(and(sql`position(${query.email} in lower(${accounts.email})) > 0`, query.role ? eq(accounts.role, query.role) : undefined, await readableAccounts(ctx.db, user)))
    .orderBy(asc(accounts.email))
    .limit(ACCOUNT_LOOKUP_MAX_RESULTS);
  return rows.map(present);
}
