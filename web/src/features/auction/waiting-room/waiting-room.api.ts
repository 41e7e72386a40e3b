import type { ChangeAuctionStatusInput, ResendInvitationInput } from '@procura/domain/auction/auction.schemas';
import type { AuctionStatusView, BuyerInvitationRow } from '@procura/domain/auction/auction.views';
import { NO_LIMIT } from '@procura/domain/procurement/procurement.enums';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http-client';

// The buyer's calls of a created session (docs/rules/auction.md#calls, docs/rules/auction.md#session-life, docs/rules/auction.md#invitations-and-attendance).
const AUCTION = '/api/secured/auction';

export const waitingRoomKeys = {
  status: (auctionId: string) => ['auction-status', auctionId] as const,
  invitations: (auctionId: string) => ['auction-invitations', auctionId] as const,
};

/** POST /api/secured/auction/get-status {auctionId}: the status, the buyer's next moves, the cancel details. */
export function useAuctionStatus(auctionId: string) {
  return useQuery({
    queryKey: waitingRoomKeys.status(auctionId),
    queryFn: () => http.post<AuctionStatusView>(`${AUCTION}/get-status`, { auctionId }),
  });
}

/** POST /api/secured/auction/change-status {auctionId, status, cancelReason?}. */
export const changeAuctionStatus = (input: ChangeAuctionStatusInput) => http.post<AuctionStatusView>(`${AUCTION}/change-status`, input);

/** GET /api/secured/auction/fetch-invitation-by-auction/{auctionId}: every invited vendor, sorted by vendor name. */
export function useAuctionInvitations(auctionId: string) {
  return useQuery({
    queryKey: waitingRoomKeys.invitations(auctionId),
    queryFn: () =>
      http.get<{ filteredData: BuyerInvitationRow[]; total: number }>(
        `${AUCTION}/fetch-invitation-by-auction/${encodeURIComponent(auctionId)}?page=1&limit=${NO_LIMIT}`,
      ),
    select: (page) => page.filteredData,
  });
}

/** POST /api/secured/auction/{auctionId}/resend-invitation/{vendorRowId} {email, picVendor}: 'Email sent'. */
export const resendInvitation = (auctionId: string, invitationId: string, input: ResendInvitationInput) =>
  http.post<unknown>(`${AUCTION}/${encodeURIComponent(auctionId)}/resend-invitation/${encodeURIComponent(invitationId)}`, input);
