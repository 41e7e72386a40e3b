import { and, eq } from 'drizzle-orm';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { canChangeInvitationEmail, canResendInvitation, canResendJoinLink, resendAvailableAt, type ResendMailView } from '@procura/domain/auction/invitations/auction-resend.rules';
import type { ResendInvitationInput } from '@procura/domain/auction/auction.schemas';
import { RESEND_WAIT_MS } from '@procura/domain/auction/invitations/auction-invitation.enums';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { waitSeconds } from '@procura/domain/common/rate-limit.messages';
import type { Executor } from '../../../db/client';
import { auctionInvitations, auctions } from '../../../db/schema/auction';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { enqueueMail } from '../../../platform/mail/outbox';
import { requireBuyerCompany } from '../../../platform/security/tenancy';
import { DATA_NOT_FOUND } from '../../procurement';
import { requireOwnAuction } from '../room/auction-access';
import { invitationLinks, newVerificationCode, sessionFactsOf, vendorAccountOf } from './auction-invitations';
import { invitationMail, joinLinkMail } from '../auction.mails';

// The waiting room's Resend Invitation and the monitor's Resend Link Auction (docs/rules/auction.md#invitations-and-attendance): each
// writes a new mail, at most one per vendor per 10 s, decided inside the transaction on the
// locked invitation row, so two quick clicks (or two nodes) send one mail.

type Invitation = typeof auctionInvitations.$inferSelect;

/** The invitation of the session, locked, with the session row; 404 when it is not this session's. */
async function lockInvitation(tx: Executor, auctionId: string, invitationId: string): Promise<{ invitation: Invitation; auction: typeof auctions.$inferSelect }> {
  const [invitation] = await tx
    .select()
    .from(auctionInvitations)
    .where(and(eq(auctionInvitations.id, invitationId), eq(auctionInvitations.auctionId, auctionId)))
    .for('update');
  if (!invitation) throw AppError.field(HTTP.notFound, null, DATA_NOT_FOUND);
  const [auction] = await tx.select().from(auctions).where(eq(auctions.id, auctionId));
  return { invitation, auction: auction! };
}

/** 429 while the vendor's last mail is less than 10 s old, with the seconds left as Retry-After. */
function assertMailAllowed(invitation: Invitation, now: Date): void {
  const next = resendAvailableAt(invitation.lastMailedAt, now);
  if (next) throw new AppError(HTTP.tooManyRequests, [{ param: null, msg: AUCTION_MSG.resendTooSoon }], waitSeconds(next.getTime() - now.getTime()));
}

const sent = (invitationId: string, now: Date): ResendMailView => ({
  invitationId,
  message: AUCTION_MSG.emailSent,
  resendAvailableAt: new Date(now.getTime() + RESEND_WAIT_MS).toISOString(),
});

/**
 * POST …/{auctionId}/resend-invitation/{vendorRowId} {email, picVendor}: while NOT_STARTED, a new
 * link code (the older link stops working) and a new mail; the PIC name may change, the e-mail
 * only while the vendor has not answered (then the invitation moves to that e-mail's vendor account).
 */
export async function resendInvitation(ctx: AppContext, user: AuthUser, auctionId: string, invitationId: string, input: ResendInvitationInput): Promise<ResendMailView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  await requireOwnAuction(ctx.db, companyId, auctionId);
  return ctx.db.transaction(async (tx) => {
    const { invitation, auction } = await lockInvitation(tx, auctionId, invitationId);
    if (!canResendInvitation(auction.status)) throw AppError.field(HTTP.conflict, null, AUCTION_MSG.resendNotAllowed);
    const email = input.email.trim().toLowerCase();
    const emailChanged = email !== invitation.vendorEmail;
    if (emailChanged && !canChangeInvitationEmail(invitation.status)) throw AppError.field(HTTP.unprocessable, 'email', AUCTION_MSG.picEmailLocked);
    const now = ctx.clock.now();
    assertMailAllowed(invitation, now);
    const accountId = emailChanged ? await vendorAccountOf(tx, email, input.picVendor) : invitation.accountId;
    const { code, hash } = newVerificationCode();
    const [updated] = await tx
      .update(auctionInvitations)
      .set({ vendorEmail: email, picVendor: input.picVendor.trim(), accountId, verificationCodeHash: hash, lastMailedAt: now, updatedAt: now })
      .where(eq(auctionInvitations.id, invitation.id))
      .returning();
    const links = invitationLinks(ctx.config, updated!, auction.procurementId, code);
    await enqueueMail(tx, invitationMail(email, updated!, await sessionFactsOf(tx, auction), links, now));
    return sent(invitation.id, now);
  });
}

/** POST …/{auctionId}/resend-join-auction/{vendorRowId}: the room link to a vendor who will attend, while the session is scheduled or running. */
export async function resendJoinLink(ctx: AppContext, user: AuthUser, auctionId: string, invitationId: string): Promise<ResendMailView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  await requireOwnAuction(ctx.db, companyId, auctionId);
  return ctx.db.transaction(async (tx) => {
    const { invitation, auction } = await lockInvitation(tx, auctionId, invitationId);
    if (!canResendJoinLink(auction.status, invitation.status)) throw AppError.field(HTTP.conflict, null, AUCTION_MSG.joinLinkNotAllowed);
    const now = ctx.clock.now();
    assertMailAllowed(invitation, now);
    await tx.update(auctionInvitations).set({ lastMailedAt: now, updatedAt: now }).where(eq(auctionInvitations.id, invitation.id));
    const roomUrl = `${ctx.config.PUBLIC_URL}/vendor-auction/session/${auction.id}`;
    await enqueueMail(tx, joinLinkMail(invitation.vendorEmail, invitation, await sessionFactsOf(tx, auction), roomUrl));
    return sent(invitation.id, now);
  });
}
