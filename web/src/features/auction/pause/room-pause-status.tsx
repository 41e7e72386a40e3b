import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { PausedBanner } from './paused-banner';
import { useRoomNews } from './use-room-news';

interface RoomPauseStatusProps {
  state: AuctionRoomState;
  offsetMs: number;
  audience: 'vendor' | 'buyer';
}

/** The Paused banner while the session is paused; paused, resumed and each announcement are said once through the app's live region. */
export function RoomPauseStatus({ state, offsetMs, audience }: RoomPauseStatusProps) {
  useRoomNews(state.pausedAt, state.pausedReason, state.announcements);
  return state.pausedAt ? <PausedBanner pausedAt={state.pausedAt} reason={state.pausedReason} offsetMs={offsetMs} audience={audience} /> : null;
}
