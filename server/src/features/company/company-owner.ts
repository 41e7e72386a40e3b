import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema/auth';
import type { AuthUser } from '../../platform/security/access-tokens';

// The owner of a company (docs/decisions.md 244). No column names it and registration records nobody:
// an account registers alone and its company is made by its first General Info save
// (company.service.ts saveGeneralInfo), so the owner is the company's first buyer account.

const BUYER_ROLE = 'buyer_auction';

/** The company's owner: its buyer account created first (then the smaller id); null for a company without buyers. */
export async function companyOwnerId(db: Executor, companyId: string): Promise<string | null> {
  const [first] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), eq(accounts.role, BUYER_ROLE)))
    .orderBy(asc(accounts.createdAt), asc(accounts.id))
    .limit(1);
  return first?.id ?? null;
}

/** Whether the caller is a buyer that owns its company. */
export async function isCompanyOwner(db: Executor, user: AuthUser): Promise<boolean> {
  if (user.role !== BUYER_ROLE) return false;
  const [account] = await db.select({ companyId: accounts.companyId }).from(accounts).where(eq(accounts.id, user.id));
  if (!account?.companyId) return false;
  return (await companyOwnerId(db, account.companyId)) === user.id;
}
