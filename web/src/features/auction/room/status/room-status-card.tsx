import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { useTranslation } from 'react-i18next';
import { ExtensionNotice } from './extension-notice';
import { RoomCard } from '../room-card';
import { RankHint, RankValue, RoomRank } from './room-rank';
import { CompactTimerBar, CompactTimerText, RoomTimer, TimerBadge, useRoomTimer, type RoomTimerModel } from './room-timer';
import { SimulationRibbon } from './simulation-ribbon';

/**
 * A phone's status: the badge above the time at the left, the rank at the right, the bar under both,
 * then why the rank is blank before the first offer. The two groups wrap (the rank under the time)
 * where they do not fit side by side, as at 320 px (decision 202), instead of overlapping.
 */
function CompactStatus({ state, timer }: { state: AuctionRoomState; timer: RoomTimerModel }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5}>
      <Box data-testid="room-status-header" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', columnGap: 2, rowGap: 1 }}>
        <Stack spacing={0.5} sx={{ minWidth: 0, maxWidth: '100%', alignItems: 'flex-start' }}>
          <TimerBadge view={timer.view} pausedAt={state.pausedAt} />
          <CompactTimerText timer={timer} />
        </Stack>
        <Stack spacing={0.5} sx={{ minWidth: 0, ml: 'auto', alignItems: 'flex-end' }}>
          <Typography variant="caption" color="text.secondary" noWrap>
            {t('Your Rank')}
          </Typography>
          <RankValue state={state} size="h5" />
        </Stack>
      </Box>
      <Box sx={{ pt: 0.5 }}>
        <CompactTimerBar timer={timer} />
      </Box>
      <RankHint state={state} align="right" />
    </Stack>
  );
}

/**
 * The timer and the rank together: one short block on a phone (the offer entry follows right
 * under it), the circle above the rank on a wide screen.
 */
export function RoomStatusCard({ state, offsetMs, compact }: { state: AuctionRoomState; offsetMs: number; compact: boolean }) {
  const timer = useRoomTimer(state, offsetMs);
  const simulation = state.auctionModel === 'SIMULATION';
  return (
    <RoomCard testId="room-status-card">
      {simulation && <SimulationRibbon strip={compact} />}
      {compact ? (
        <Stack spacing={1}>
          <CompactStatus state={state} timer={timer} />
          <ExtensionNotice state={state} compact />
        </Stack>
      ) : (
        <Stack spacing={2} alignItems="stretch">
          <RoomTimer state={state} timer={timer} />
          <ExtensionNotice state={state} compact={false} />
          <Divider />
          <RoomRank state={state} />
        </Stack>
      )}
    </RoomCard>
  );
}
