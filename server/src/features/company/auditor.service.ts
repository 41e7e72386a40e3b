import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AUDITOR_ROLE } from '@procura/domain/auth/auth.rules';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { AUDITOR_MSG } from '@procura/domain/company/auditor.messages';
import type { AuditorView } from '@procura/domain/company/auditor.schemas';
import type { Executor } from '../../db/client';
import { accounts, refreshTokens } from '../../db/schema/auth';
import { companies } from '../../db/schema/company';
import type { AuthUser } from '../../platform/security/access-tokens';
import type { AppContext } from '../../platform/context';
import { enqueueMail } from '../../platform/mail/outbox';
import { requireBuyerCompany } from '../../platform/security/tenancy';
import { auditorInvitationMail, auditorSignInLink } from './auditor.mails';
import { isCompanyOwner } from './company-owner';

// A company's auditors (docs/decisions.md 244): its owner invites them by e-mail; each is an account of
// role `auditor` with the owner's company, without a password (it signs in by one-time code). The
// account is the invitation: its creation time is when it was invited.

type AccountRow = typeof accounts.$inferSelect;

/** The caller's onboarded company when the caller owns it; 403 otherwise. */
async function requireOwnedCompany(db: Executor, user: AuthUser): Promise<string> {
  const companyId = await requireBuyerCompany(db, user);
  if (!(await isCompanyOwner(db, user))) throw AppError.field(HTTP.forbidden, null, AUDITOR_MSG.ownerOnly);
  return companyId;
}

const nameOf = (account: Pick<AccountRow, 'firstName' | 'lastName'>) => `${account.firstName} ${account.lastName}`.trim() || null;

function present(account: AccountRow, lastLoginAt: Date | null): AuditorView {
  return { id: account.id, email: account.email, name: nameOf(account), invitedAt: account.createdAt.toISOString(), lastLoginAt: lastLoginAt?.toISOString() ?? null };
}

/** When each account's latest sign-in started: a sign-in is a refresh-token family, started by its first token. */
async function lastSignIns(db: Executor, accountIds: string[]): Promise<Map<string, Date>> {
  if (accountIds.length === 0) return new Map();
  const starts = db
    .select({ accountId: refreshTokens.accountId, started: sql<Date>`min(${refreshTokens.createdAt})`.as('started') })
    .from(refreshTokens)
    .where(inArray(refreshTokens.accountId, accountIds))
    .groupBy(refreshTokens.accountId, refreshTokens.familyId)
    .as('starts');
  const rows = await db.select({ accountId: starts.accountId, last: sql<Date | string>`max(${starts.started})` }).from(starts).groupBy(starts.accountId);
  return new Map(rows.map((row) => [row.accountId, new Date(row.last)]));
}

/** POST /api/secured/company/auditors: creates the auditor's account and mails its invitation; an e-mail of any account is refused (409). */
export async function inviteAuditor(ctx: AppContext, user: AuthUser, input: { email: string }): Promise<AuditorView> {
  const companyId = await requireOwnedCompany(ctx.db, user);
  return ctx.db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({ email: input.email, firstName: input.email.split('@')[0]!, lastName: '', role: AUDITOR_ROLE, passwordHash: null, companyId, createdAt: ctx.clock.now(), updatedAt: ctx.clock.now() })
      .onConflictDoNothing({ target: accounts.email })
      .returning();
    if (!account) throw AppError.field(HTTP.conflict, 'email', AUDITOR_MSG.emailTaken.replace('{email}', input.email));
    const [facts] = await tx
      .select({ companyName: companies.companyName, firstName: accounts.firstName, lastName: accounts.lastName })
      .from(accounts)
      .innerJoin(companies, eq(companies.id, accounts.companyId))
      .where(eq(accounts.id, user.id));
    const mailFacts = { companyName: facts!.companyName, ownerName: nameOf(facts!) ?? user.email };
    await enqueueMail(tx, auditorInvitationMail(input.email, mailFacts, auditorSignInLink(ctx.config, input.email)));
    return present(account, null);
  });
}

/** GET /api/secured/company/auditors: the company's auditors, first invited first. */
export async function listAuditors(ctx: AppContext, user: AuthUser): Promise<AuditorView[]> {
  const companyId = await requireOwnedCompany(ctx.db, user);
  const rows = await ctx.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), eq(accounts.role, AUDITOR_ROLE)))
    .orderBy(asc(accounts.createdAt), asc(accounts.id));
  const signIns = await lastSignIns(ctx.db, rows.map((row) => row.id));
  return rows.map((row) => present(row, signIns.get(row.id) ?? null));
}
