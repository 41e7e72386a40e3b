import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@procura/domain/common/dates';
import { AUCTION_SESSION_STATUS_INFO } from '@procura/domain/procurement/procurement.enums';
import { useTranslation } from 'react-i18next';
import type { AuctionRoom } from '../api/use-auction-room';
import { CountdownCircle } from './countdown/countdown-circle';
import { countdownColour } from './countdown/countdown.rules';
import { useServerCountdown } from './countdown/use-server-countdown';
import { LoadingScreen } from './loading-screen';
import { StatusBadge } from './status-badge';

/**
 * A session's number, status and countdown from its room (to the start before it, to the end while
 * it runs). The live pages of the next release build on it; until then it is what they show.
 */
export function AuctionRoomSummary({ room }: { room: AuctionRoom }) {
  const { t } = useTranslation();
  const state = room.state;
  const started = state?.status === 'ON_GOING';
  const target = !state ? null : started ? state.endTime : state.status === 'NOT_STARTED' ? state.startTime : null;
  const leftMs = useServerCountdown(target, room.offsetMs);
  if (!state) return room.error ? null : <LoadingScreen fullHeight={false} />;
  const totalMs = Date.parse(state.endTime) - Date.parse(state.startTime);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems="center">
        <CountdownCircle
          leftMs={leftMs}
          totalMs={started ? totalMs : undefined}
          colour={countdownColour(leftMs, totalMs, started)}
          label={t(started ? 'Ends In' : state.status === 'NOT_STARTED' ? 'Start In' : 'Ended')}
        />
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" data-testid="auction-number">
            {state.auctionNumber}
          </Typography>
          <div data-testid="auction-status">
            <StatusBadge status={state.status} info={AUCTION_SESSION_STATUS_INFO} />
          </div>
          <Typography variant="body2" color="text.secondary">
            {t('Start Time')}: {formatDateTime(state.startTime)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('End Time')}: {formatDateTime(state.endTime)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('Participants present: {{present}} of {{total}}', state.participants)}
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}
