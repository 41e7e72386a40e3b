import Stack from '@mui/material/Stack';
import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { AnnouncementBox } from './announcement-box';
import { PauseControls } from './pause-controls';

/** The buyer's live controls of a running session (decision 196): Pause or Resume, and the announcement to every room. */
export function MonitorLiveControls({ auctionId, state }: { auctionId: string; state: AuctionRoomState }) {
  return (
    <Stack spacing={1.5} data-testid="monitor-live-controls">
      <Stack direction="row" justifyContent="flex-end">
        <PauseControls auctionId={auctionId} paused={state.pausedAt !== null} />
      </Stack>
      <AnnouncementBox auctionId={auctionId} heard={state.announcements} enabled />
    </Stack>
  );
}
