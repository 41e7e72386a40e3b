import { isAuctionDone, isAuctionRunning, isAuctionUpcoming, isFinalAuctionStatus } from '@procura/domain/auction/session/auction-status.rules';
import type { VendorInvitationSummary, VendorInvitationView } from '@procura/domain/auction/auction.views';
import { ATTENDANCE_EXPIRED_PATH, invitationPath, vendorRoomPath } from './vendor-auction.paths';

export interface WayIn {
  /** English catalogue key of the button. */
  label: 'Confirm attendance' | 'Waiting room' | 'Enter room' | 'Result and objection' | 'View details';
  to: string;
  primary: boolean;
}

/**
 * How the vendor home leads into an invitation: answer it, wait for the start, enter the running room,
 * open the finished room (its result, receipts, ledger copy and objection: docs/rules/auction-bidding.md#objections), or read it.
 */
export function wayIn(invitation: Pick<VendorInvitationSummary, 'invitationId' | 'auctionId' | 'status' | 'auctionStatus'>): WayIn {
  const { status, auctionStatus } = invitation;
  if (status === 'NOT_CONFIRMED' && isAuctionUpcoming(auctionStatus)) return { label: 'Confirm attendance', to: invitationPath(invitation.invitationId), primary: true };
  if (status === 'ATTEND' && isAuctionUpcoming(auctionStatus)) return { label: 'Waiting room', to: vendorRoomPath(invitation.auctionId), primary: true };
  if (status === 'ATTEND' && isAuctionRunning(auctionStatus)) return { label: 'Enter room', to: vendorRoomPath(invitation.auctionId), primary: true };
  if (status === 'ATTEND' && isAuctionDone(auctionStatus)) return { label: 'Result and objection', to: vendorRoomPath(invitation.auctionId), primary: false };
  return { label: 'View details', to: invitationPath(invitation.invitationId), primary: false };
}

/** Where the attendance page leads instead of showing the invitation, or null to show it. */
export function invitationRedirect(view: Pick<VendorInvitationView, 'auctionId' | 'status' | 'auction'>, fromLink: boolean): string | null {
  if (view.status === 'ATTEND' && isAuctionRunning(view.auction.status)) return vendorRoomPath(view.auctionId);
  // A link is for answering: once the session started (and this vendor is not in it) or ended, it has expired.
  if (fromLink && (isAuctionRunning(view.auction.status) || isFinalAuctionStatus(view.auction.status))) return ATTENDANCE_EXPIRED_PATH;
  return null;
}
