import { useQueryClient } from '@tanstack/react-query';
import { useAuctionRoom } from '../../../api/realtime/use-auction-room';
import { useRoomAnnouncements } from '../live-announcements/use-room-announcements';
import { useAuctionStartedNotice } from '../room/use-auction-started-notice';
import { useAuctionInvitations, useAuctionStatus, waitingRoomKeys } from '../waiting-room/waiting-room.api';

/**
 * The monitor's data: the buyer's room (names, scores, every offer, applied by ledger sequence),
 * with the invitations (attendance, presence, letters) and get-status (the allowed moves) over
 * HTTP, refetched when the room says they changed.
 */
export function useBuyerMonitor(auctionId: string) {
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
    },
  });
  useAuctionStartedNotice(room.state?.status);
  useRoomAnnouncements(room.state, 'buyer');
  return { room, status, invitations: invitations.data ?? [], invitationsLoading: invitations.isFetching };
}
