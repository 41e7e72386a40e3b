import { and, desc, eq } from 'drizzle-orm';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import type { VendorInvitationSummary, VendorInvitationView } from '@procura/domain/auction/auction.views';
import { isFinalAuctionStatus } from '@procura/domain/auction/session/auction-status.rules';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { AuctionModel } from '@procura/domain/procurement/procurement.enums';
import type { Executor } from '../../../db/client';
import { auctionInvitations, auctions } from '../../../db/schema/auction';
import { companies } from '../../../db/schema/company';
import { procurements } from '../../../db/schema/procurement';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { hashToken } from '../../../platform/security/crypto';
import { auctionWithProcurement, notFound, type AuctionRow, type InvitationRow, type ProcurementRow } from '../room/auction-access';
import { presentVendorInvitation } from './invitation-view';

export interface OwnInvitation {
  invitation: InvitationRow;
  auction: AuctionRow;
  procurement: ProcurementRow;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The caller's own invitation (the invitation's vendor account), or 404 as if it did not exist:
 * another vendor's invitation, a buyer, anyone. `lock` takes the invitation row for update.
 */
export async function requireOwnInvitation(db: Executor, user: AuthUser, invitationId: string, options: { lock?: boolean } = {}): Promise<OwnInvitation> {
  const query = db
    .select()
    .from(auctionInvitations)
    .where(and(eq(auctionInvitations.id, invitationId), eq(auctionInvitations.accountId, user.id)));
  const [invitation] = options.lock ? await query.for('update') : await query;
  if (!invitation) throw notFound();
  return { invitation, ...(await auctionWithProcurement(db, invitation.auctionId)) };
}

/** The link is used up or expired (docs/rules/auction.md#invitations-and-attendance): the page shows /vendor-auction/attendance-expired. */
const linkExpired = () => AppError.field(HTTP.gone, null, AUCTION_MSG.linkExpired);

/**
 * The attendance link's code: its SHA-256 finds the invitation, which must be the signed-in
 * vendor's (and the link's e-mail its e-mail), else 404. A code no invitation has (an old link
 * after a resend), a session DONE or CANCELED, or a link opened after the due date by a vendor
 * who did not choose ATTEND: 410. An ATTEND vendor after the start gets the view (it opens the room).
 */
export async function validateInvitationCode(ctx: AppContext, user: AuthUser, code: string, email: string | undefined): Promise<VendorInvitationView> {
  const [invitation] = await ctx.db.select().from(auctionInvitations).where(eq(auctionInvitations.verificationCodeHash, hashToken(code)));
  if (!invitation) throw linkExpired();
  if (invitation.accountId !== user.id || (email !== undefined && !sameEmail(email, invitation.vendorEmail))) throw notFound();
  const { auction, procurement } = await auctionWithProcurement(ctx.db, invitation.auctionId);
  const now = ctx.clock.now();
  if (isFinalAuctionStatus(auction.status)) throw linkExpired();
  if (now >= auction.startTime && invitation.status !== 'ATTEND') throw linkExpired();
  return presentVendorInvitation(ctx.db, now, { invitation, auction, procurement });
}

/** GET /api/secured/auction-invitation/{invitationId}: the caller's own invitation. */
export async function ownInvitationView(ctx: AppContext, user: AuthUser, invitationId: string): Promise<VendorInvitationView> {
  return presentVendorInvitation(ctx.db, ctx.clock.now(), await requireOwnInvitation(ctx.db, user, invitationId));
}

/** The vendor's home: every invitation of the account, across companies, the latest start first. */
export async function myInvitations(ctx: AppContext, user: AuthUser): Promise<VendorInvitationSummary[]> {
  const rows = await ctx.db
    .select({
      invitationId: auctionInvitations.id,
      auctionId: auctions.id,
      auctionNumber: auctions.auctionNumber,
      procurementId: procurements.id,
      procurementName: procurements.procurementName,
      companyName: companies.companyName,
      status: auctionInvitations.status,
      auctionStatus: auctions.status,
      auctionModel: auctions.auctionModel,
      startTime: auctions.startTime,
      endTime: auctions.endTime,
    })
    .from(auctionInvitations)
    .innerJoin(auctions, eq(auctions.id, auctionInvitations.auctionId))
    .innerJoin(procurements, eq(procurements.id, auctions.procurementId))
    .innerJoin(companies, eq(companies.id, procurements.companyId))
    .where(eq(auctionInvitations.accountId, user.id))
    .orderBy(desc(auctions.startTime), desc(auctionInvitations.id))
    .limit(500);
  return rows.map((r) => ({
    ...r,
    auctionModel: r.auctionModel as AuctionModel,
    startTime: r.startTime.toISOString(),
    endTime: r.endTime.toISOString(),
  }));
}
