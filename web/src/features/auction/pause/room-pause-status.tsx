import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { LiveRoomNotice } from './live-room-notice';
import { PausedBanner } from './paused-banner';
import { useRoomNews } from './use-room-news';

interface RoomPauseStatusProps {
  state: AuctionRoomState;
  offsetMs: number;
  audience: 'vendor' | 'buyer';
}

/** The Paused banner while the session is paused, and the polite live region that says paused, resumed and each announcement once. */
export function RoomPauseStatus({ state, offsetMs, audience }: RoomPauseStatusProps) {
  const news = useRoomNews(state.pausedAt, state.pausedReason, state.announcements);
  return (
    <>
      <LiveRoomNotice text={news} />
      {state.pausedAt && <PausedBanner pausedAt={state.pausedAt} reason={state.pausedReason} offsetMs={offsetMs} audience={audience} />}
    </>
  );
}
