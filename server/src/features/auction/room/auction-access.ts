import { and, eq } from 'drizzle-orm';
import { readsAsBuyer } from '@procura/domain/auth/auth.rules';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { Executor } from '../../../db/client';
import { auctionInvitations, auctions } from '../../../db/schema/auction';
import { procurements } from '../../../db/schema/procurement';
import type { AuthUser } from '../../../platform/security/access-tokens';
import { companyIdOf } from '../../../platform/security/tenancy';
import { DATA_NOT_FOUND } from '../../procurement';
import type { AuctionRecord } from '../auction-transitions';

/** A session row (one type for the whole feature). */
export type AuctionRow = AuctionRecord;
export type InvitationRow = typeof auctionInvitations.$inferSelect;
export type ProcurementRow = typeof procurements.$inferSelect;

/** Who looks at a session: the buyer of its company, or one invited vendor (its own invitation). */
export type AuctionAudience = { kind: 'buyer'; companyId: string } | { kind: 'vendor'; invitation: InvitationRow };

export const notFound = () => AppError.field(HTTP.notFound, null, DATA_NOT_FOUND);

/** A session with its procurement, or 404. */
export async function auctionWithProcurement(db: Executor, auctionId: string): Promise<{ auction: AuctionRow; procurement: ProcurementRow }> {
  const [row] = await db
    .select({ auction: auctions, procurement: procurements })
    .from(auctions)
    .innerJoin(procurements, eq(procurements.id, auctions.procurementId))
    .where(eq(auctions.id, auctionId));
  if (!row) throw notFound();
  return row;
}

/** The buyer's company when the caller is a buyer with one; null for every other caller. For writes. */
export async function buyerCompanyOf(db: Executor, user: AuthUser): Promise<string | null> {
  return user.role === 'buyer_auction' ? companyIdOf(db, user) : null;
}

/** The company whose sessions the caller reads as a buyer: a buyer's, or an auditor's (docs/decisions.md 244). For reads only. */
export async function readerCompanyOf(db: Executor, user: AuthUser): Promise<string | null> {
  return readsAsBuyer(user) ? companyIdOf(db, user) : null;
}

/**
 * May the caller see this session's room, and as whom? The buyer of the procurement's company (or its
 * auditor, who reads as the buyer: docs/decisions.md 244; every write of the buyer audience checks the
 * buyer again, `buyerCompanyOf`), or a vendor invited to it that has not declined (the room is for
 * participants, and a vendor who has not answered yet still sees the waiting countdown and a
 * cancellation). Everyone else: 404, as if the session did not exist.
 */
export async function requireAudience(
  db: Executor,
  user: AuthUser,
  auctionId: string,
): Promise<{ auction: AuctionRow; procurement: ProcurementRow; audience: AuctionAudience }> {
  const { auction, procurement } = await auctionWithProcurement(db, auctionId);
  const companyId = await readerCompanyOf(db, user);
  if (companyId && companyId === procurement.companyId) return { auction, procurement, audience: { kind: 'buyer', companyId } };
  if (user.role === 'seller_auction') {
    const [invitation] = await db
      .select()
      .from(auctionInvitations)
      .where(and(eq(auctionInvitations.auctionId, auctionId), eq(auctionInvitations.accountId, user.id)));
    if (invitation && invitation.status !== 'NOT_ATTEND') return { auction, procurement, audience: { kind: 'vendor', invitation } };
  }
  throw notFound();
}

/**
 * The caller's attending invitation to the session, read before any lock, queue or statement on the
 * session itself (one indexed read): a vendor with no invitation, or anyone who is not a vendor,
 * gets 404 as if the session did not exist; an invited vendor that did not choose ATTEND gets
 * `notAttending` (docs/rules/auction-bidding.md#offers: a stranger costs the referee nothing more).
 */
export async function requireParticipant(db: Executor, user: AuthUser, auctionId: string, notAttending: () => AppError = notFound): Promise<InvitationRow> {
  if (user.role !== 'seller_auction') throw notFound();
  const [invitation] = await db
    .select()
    .from(auctionInvitations)
    .where(and(eq(auctionInvitations.auctionId, auctionId), eq(auctionInvitations.accountId, user.id)));
  if (!invitation) throw notFound();
  if (invitation.status !== 'ATTEND') throw notAttending();
  return invitation;
}

/** For reads: a session of the caller's company (a buyer's or an auditor's, docs/decisions.md 244), or 404 for anyone else, vendors included. */
export async function requireReadableCompanyAuction(db: Executor, user: AuthUser, auctionId: string): Promise<{ auction: AuctionRow; procurement: ProcurementRow }> {
  const found = await auctionWithProcurement(db, auctionId);
  const companyId = await readerCompanyOf(db, user);
  if (!companyId || companyId !== found.procurement.companyId) throw notFound();
  return found;
}

/**
 * A session of a procurement of the caller's company, or 404 as if it did not exist. `lock` takes
 * the session row for update; callers that also lock the procurement lock it first (always that
 * order, so two writers never wait on each other crosswise).
 */
export async function requireOwnAuction(db: Executor, companyId: string, auctionId: string, options: { lock?: boolean } = {}): Promise<AuctionRecord> {
  const query = db
    .select({ auction: auctions })
    .from(auctions)
    .innerJoin(procurements, eq(procurements.id, auctions.procurementId))
    .where(and(eq(auctions.id, auctionId), eq(procurements.companyId, companyId)));
  const [row] = options.lock ? await query.for('update', { of: auctions }) : await query;
  if (!row) throw AppError.field(HTTP.notFound, null, DATA_NOT_FOUND);
  return row.auction;
}
