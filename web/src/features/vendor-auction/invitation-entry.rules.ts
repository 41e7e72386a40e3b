import type { VendorInvitationSummary } from '@procura/domain/auction/auction.views';
import { invitationPath, vendorRoomPath } from './vendor-auction.paths';

export interface WayIn {
  /** English catalogue key of the button. */
  label: 'Confirm attendance' | 'Waiting room' | 'Enter room' | 'View details';
  to: string;
  primary: boolean;
}

/** How the vendor home leads into an invitation: answer it, wait for the start, enter the running room, or read it. */
export function wayIn(invitation: Pick<VendorInvitationSummary, 'invitationId' | 'auctionId' | 'status' | 'auctionStatus'>): WayIn {
  const { status, auctionStatus } = invitation;
  if (status === 'NOT_CONFIRMED' && auctionStatus === 'NOT_STARTED') return { label: 'Confirm attendance', to: invitationPath(invitation.invitationId), primary: true };
  if (status === 'ATTEND' && auctionStatus === 'NOT_STARTED') return { label: 'Waiting room', to: vendorRoomPath(invitation.auctionId), primary: true };
  if (status === 'ATTEND' && auctionStatus === 'ON_GOING') return { label: 'Enter room', to: vendorRoomPath(invitation.auctionId), primary: true };
  return { label: 'View details', to: invitationPath(invitation.invitationId), primary: false };
}
