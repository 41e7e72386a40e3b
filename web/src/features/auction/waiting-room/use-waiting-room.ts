import type { AuctionStatusView } from '@procura/domain/auction/auction.views';
import { isAuctionRunning, isAuctionUpcoming } from '@procura/domain/auction/session/auction-status.rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { offsetFromServerNow } from '../../../api/realtime/auction-room.rules';
import { useAuctionRoom } from '../../../api/realtime/use-auction-room';
import { useServerCountdown } from '../../../components/countdown/use-server-countdown';
import { useAuctionStartedNotice } from '../room/use-auction-started-notice';
import { useAuctionInvitations, useAuctionStatus, waitingRoomKeys } from './waiting-room.api';

export const inProgressPath = (procurementId: string, auctionId: string) => `/buyer-auction/${procurementId}/${auctionId}/in-progress`;

/**
 * The waiting room's data: get-status and the invitations over HTTP, kept live by the room (an
 * answer or a vendor entering refetches the table; the start moves the buyer to the in-progress
 * page). The status and times come from the room once it has answered, the server's clock always.
 */
export function useWaitingRoom(procurementId: string, auctionId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useAuctionStatus(auctionId);
  const invitations = useAuctionInvitations(auctionId);
  const room = useAuctionRoom(auctionId, {
    onEvent: (event) => {
      if (event.type === 'ATTENDANCE_CHANGED' || event.type === 'PRESENCE') void queryClient.invalidateQueries({ queryKey: waitingRoomKeys.invitations(auctionId) });
      if (event.type === 'AUCTION_STARTED') void navigate(inProgressPath(procurementId, auctionId), { replace: true });
      if (event.type === 'AUCTION_CANCELED' || event.type === 'AUCTION_STOPPED') void queryClient.invalidateQueries({ queryKey: waitingRoomKeys.status(auctionId) });
    },
  });

  const view: AuctionStatusView | undefined = status.data;
  const current = room.state?.status ?? view?.status;
  const startTime = room.state?.startTime ?? view?.startTime ?? null;
  const offsetMs = room.state ? room.offsetMs : view ? offsetFromServerNow(view.serverNow, status.dataUpdatedAt) : 0;
  const leftMs = useServerCountdown(isAuctionUpcoming(current) ? startTime : null, offsetMs);

  // The buyer watching the start reads 'Auction has started' as the monitor opens.
  useAuctionStartedNotice(current);

  // Started while the page was loading, or the start event was missed: the status says so.
  useEffect(() => {
    if (isAuctionRunning(current)) void navigate(inProgressPath(procurementId, auctionId), { replace: true });
  }, [current, navigate, procurementId, auctionId]);

  // At the start time the scheduler starts the session within a second; ask again if no event came.
  const due = isAuctionUpcoming(current) && startTime !== null && leftMs === 0;
  const refetchStatus = useRef(status.refetch);
  refetchStatus.current = status.refetch;
  useEffect(() => {
    if (!due) return;
    const timer = window.setInterval(() => void refetchStatus.current(), 3000);
    return () => window.clearInterval(timer);
  }, [due]);

  return { status, invitations, room, current, startTime, offsetMs, leftMs, cancel: room.state?.cancel ?? view?.cancel ?? null };
}
