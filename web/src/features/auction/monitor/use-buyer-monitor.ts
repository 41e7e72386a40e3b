import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { procurementQueryKey } from '../../../api/procurement-detail';
import { useAuctionRoom } from '../../../api/realtime/use-auction-room';
import { useRoomAnnouncements } from '../live-announcements/use-room-announcements';
import { useAuctionStartedNotice } from '../room/use-auction-started-notice';
import { auctionSessionKeys } from '../session/auction-session.api';
import { useAuctionInvitations, useAuctionStatus, waitingRoomKeys } from '../waiting-room/waiting-room.api';

/**
 * A disqualification or the end changes what the procurement's pages read (its evaluation and
 * ranks, the bidding history, the session list): their cached answers are dropped, not only marked
 * stale, so the next page drawn from them shows none from before the decision (decision 110); one
 * open now reads again at once.
 */
function forgetProcurementReads(queryClient: QueryClient, procurementId: string): void {
  if (!procurementId) return;
  void queryClient.resetQueries({ queryKey: procurementQueryKey(procurementId) });
  void queryClient.resetQueries({ queryKey: auctionSessionKeys.all(procurementId) });
}

/**
 * The monitor's data: the buyer's room (names, scores, every offer, applied by ledger sequence),
 * with the invitations (attendance, presence, letters) and get-status (the allowed moves) over
 * HTTP, refetched when the room says they changed.
 */
export function useBuyerMonitor(auctionId: string, procurementId: string) {
  const queryClient = useQueryClient();
  const status = useAuctionStatus(auctionId);
  const invitations = useAuctionInvitations(auctionId);
  const room = useAuctionRoom(auctionId, {
    onEvent: (event) => {
      if (event.type === 'ATTENDANCE_CHANGED' || event.type === 'PRESENCE') void queryClient.invalidateQueries({ queryKey: waitingRoomKeys.invitations(auctionId) });
      if (event.type === 'AUCTION_STARTED' || event.type === 'AUCTION_STOPPED' || event.type === 'AUCTION_CANCELED') {
        void queryClient.invalidateQueries({ queryKey: waitingRoomKeys.status(auctionId) });
        void queryClient.invalidateQueries({ queryKey: waitingRoomKeys.invitations(auctionId) });
      }
      if (event.type === 'OFFER_DISQUALIFIED' || event.type === 'AUCTION_STOPPED' || event.type === 'AUCTION_CANCELED') forgetProcurementReads(queryClient, procurementId);
    },
  });
  useAuctionStartedNotice(room.state?.status);
  useRoomAnnouncements(room.state, 'buyer');
  return { room, status, invitations: invitations.data ?? [], invitationsLoading: invitations.isFetching };
}
