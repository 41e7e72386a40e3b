import type { AuctionSessionStatus } from '../../procurement/procurement.enums';
import { RESEND_WAIT_MS, type InvitationStatus } from './auction-invitation.enums';
import { LIVE_AUCTION_STATUSES } from '../session/auction-status.rules';

// When the buyer may send an invitation or a join link again (docs/rules/auction.md#invitations-and-attendance, docs/rules/auction.md#creating-a-session, docs/rules/auction.md#limits).
// The server refuses by these, and the waiting room's buttons read the same.

const includes = (list: readonly string[], value: string) => list.includes(value);

/** Invitations are sent again only before the session starts. */
export const canResendInvitation = (auctionStatus: AuctionSessionStatus) => includes(['NOT_STARTED'], auctionStatus);

/** The PIC e-mail of an invitation changes only while the vendor has not answered. */
export const canChangeInvitationEmail = (invitationStatus: InvitationStatus) => includes(['NOT_CONFIRMED'], invitationStatus);

/** A join link goes to a vendor who will attend a session that is scheduled or running. */
export const canResendJoinLink = (auctionStatus: AuctionSessionStatus, invitationStatus: InvitationStatus) =>
  includes(LIVE_AUCTION_STATUSES, auctionStatus) && includes(['ATTEND'], invitationStatus);

/** When the next mail to a vendor may go (one per 10 s), or null when it may go now. */
export function resendAvailableAt(lastMailedAt: Date | string | null | undefined, now: Date): Date | null {
  if (!lastMailedAt) return null;
  const next = new Date(new Date(lastMailedAt).getTime() + RESEND_WAIT_MS);
  return next.getTime() > now.getTime() ? next : null;
}

/** What resend-invitation and resend-join-auction answer: 'Email sent' and when the next may go. */
export interface ResendMailView {
  invitationId: string;
  message: string;
  resendAvailableAt: string;
}
