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

/** A phone's status: badge and rank title above, time and rank below, the bar under both, then why the rank is blank before the first offer. */
function CompactStatus({ state, timer }: { state: AuctionRoomState; timer: RoomTimerModel }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.5, alignItems: 'end' }}>
      <Box>
        <TimerBadge view={timer.view} />
      </Box>
      <Typography variant="caption" color="text.secondary" textAlign="right" noWrap>
        {t('Your Rank')}
      </Typography>
      <CompactTimerText timer={timer} />
      <Box sx={{ justifySelf: 'end' }}>
        <RankValue state={state} size="h5" />
      </Box>
      <Box sx={{ gridColumn: '1 / -1', mt: 0.5 }}>
        <CompactTimerBar timer={timer} />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <RankHint state={state} align="right" />
      </Box>
    </Box>
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
