import { and, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import { readsAsBuyer } from '@procura/domain/auth/auth.rules';
import type { Executor } from '../../db/client';
import { auctionInvitations, auctions } from '../../db/schema/auction';
import { accounts } from '../../db/schema/auth';
import { companies } from '../../db/schema/company';
import { negotiationBatches, negotiations, spectatorInvitations } from '../../db/schema/negotiation';
import { procurements, procurementVendors } from '../../db/schema/procurement';
import type { AuthUser } from '../../platform/security/access-tokens';
import { companyIdOf } from '../../platform/security/tenancy';

// Who deals with whom (docs/rules/accounts-and-sign-in.md#spec-api-paths-for-outside-clients,
// docs/rules/companies.md#spec-api-paths-for-outside-clients): a buyer's company deals with the vendors it invited (to an
// auction session, a negotiation, or as a procurement's vendor row) and the spectators it invited; a
// vendor with the companies whose procurements invited it; a spectator with the companies it watches
// for. The conditions below are the one place these reads ask it; everything outside answers 404.

/** The vendor accounts a buyer's company invited, as a condition on `accounts.id`. */
function vendorAccountsOf(db: Executor, companyId: string): SQL {
  return or(
    inArray(
      accounts.id,
      db
        .select({ id: auctionInvitations.accountId })
        .from(auctionInvitations)
        .innerJoin(auctions, eq(auctions.id, auctionInvitations.auctionId))
        .innerJoin(procurements, eq(procurements.id, auctions.procurementId))
        .where(eq(procurements.companyId, companyId)),
    ),
    inArray(
      accounts.id,
      db
        .select({ id: negotiations.vendorAccountId })
        .from(negotiations)
        .innerJoin(negotiationBatches, eq(negotiationBatches.id, negotiations.batchId))
        .innerJoin(procurements, eq(procurements.id, negotiationBatches.procurementId))
        .where(and(eq(procurements.companyId, companyId), isNotNull(negotiations.vendorAccountId))),
    ),
    inArray(
      accounts.id,
      db
        .select({ id: procurementVendors.accountId })
        .from(procurementVendors)
        .innerJoin(procurements, eq(procurements.id, procurementVendors.procurementId))
        .where(and(eq(procurements.companyId, companyId), isNotNull(procurementVendors.accountId))),
    ),
  )!;
}

/**
 * The accounts the caller may read, as a condition on `accounts`: itself; a buyer (and its company's auditor,
 * docs/decisions.md 244) also its company's accounts, its vendors and its spectators.
 */
export async function readableAccounts(db: Executor, user: AuthUser): Promise<SQL> {
  const self = eq(accounts.id, user.id);
  if (!readsAsBuyer(user)) return self;
  const companyId = await companyIdOf(db, user);
  if (!companyId) return self;
  const spectators = inArray(accounts.id, db.select({ id: spectatorInvitations.accountId }).from(spectatorInvitations).where(eq(spectatorInvitations.companyId, companyId)));
  return or(self, eq(accounts.companyId, companyId), vendorAccountsOf(db, companyId), spectators)!;
}

/** The companies that invited a vendor account (their procurements' companies), as a condition on `companies.id`. */
function invitingCompaniesOf(db: Executor, accountId: string): SQL {
  return or(
    inArray(
      companies.id,
      db
        .select({ id: procurements.companyId })
        .from(auctionInvitations)
        .innerJoin(auctions, eq(auctions.id, auctionInvitations.auctionId))
        .innerJoin(procurements, eq(procurements.id, auctions.procurementId))
        .where(eq(auctionInvitations.accountId, accountId)),
    ),
    inArray(
      companies.id,
      db
        .select({ id: procurements.companyId })
        .from(negotiations)
        .innerJoin(negotiationBatches, eq(negotiationBatches.id, negotiations.batchId))
        .innerJoin(procurements, eq(procurements.id, negotiationBatches.procurementId))
        .where(eq(negotiations.vendorAccountId, accountId)),
    ),
    inArray(
      companies.id,
      db
        .select({ id: procurements.companyId })
        .from(procurementVendors)
        .innerJoin(procurements, eq(procurements.id, procurementVendors.procurementId))
        .where(eq(procurementVendors.accountId, accountId)),
    ),
  )!;
}

/** The companies the caller may read: its own (null without one) and, as a condition on `companies.id` (null: none), those it deals with. */
export async function readableCompanies(db: Executor, user: AuthUser): Promise<{ own: string | null; dealtWith: SQL | null }> {
  const own = await companyIdOf(db, user);
  switch (user.role) {
    // A company's auditor deals with whom its buyers deal (docs/decisions.md 244).
    case 'buyer_auction':
    case 'auditor':
      return {
        own,
        dealtWith: own ? inArray(companies.id, db.select({ id: accounts.companyId }).from(accounts).where(and(isNotNull(accounts.companyId), vendorAccountsOf(db, own)))) : null,
      };
    case 'seller_auction':
      return { own, dealtWith: invitingCompaniesOf(db, user.id) };
    case 'spectator_auction':
      return { own, dealtWith: inArray(companies.id, db.select({ id: spectatorInvitations.companyId }).from(spectatorInvitations).where(eq(spectatorInvitations.accountId, user.id))) };
    default:
      return { own, dealtWith: null };
  }
}
