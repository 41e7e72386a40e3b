import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { formatLongDate, formatTime, timeZoneName } from '@procura/domain/common/dates';
import { SESSION_STATE_INFO } from '@procura/domain/procurement/procurement.enums';
import { isAuctionRunning } from '@procura/domain/auction/session/auction-status.rules';
import { useTranslation } from 'react-i18next';
import { CountdownCircle } from '../../../components/countdown/countdown-circle';
import { countdownColour } from '../../../components/countdown/countdown.rules';
import { useServerCountdown } from '../../../components/countdown/use-server-countdown';
import { statusLabel } from '../../../components/status-label';
import { currentLanguage } from '../../../i18n/i18n';
import { pausedLeftMs } from '../pause/paused-time.rules';

/**
 * The session's countdown to its end on the server's clock (180 px, hh:mm:ss, green, amber, red at
 * the thirds; zero and the status, Done or Canceled, once over) with its date and times. TIMER_EXTENDED moves
 * state.endTime, and the ring follows.
 */
export function MonitorTimerCard({ state, offsetMs }: { state: AuctionRoomState; offsetMs: number }) {
  const { t } = useTranslation();
  const running = isAuctionRunning(state.status);
  // While paused the time left stands still (the paused time is added to the end on resume).
  const leftMs = useServerCountdown(running ? state.endTime : null, offsetMs, running ? pausedLeftMs(state.endTime, state.pausedAt) : null);
  const totalMs = Date.parse(state.endTime) - Date.parse(state.startTime);
  const injuryTime = state.periodType === 'INJURY_TIME';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="monitor-timer">
      <Stack direction={{ xs: 'column', sm: 'row', md: 'column' }} spacing={2.5} alignItems="center" justifyContent="center">
        <CountdownCircle
          leftMs={leftMs}
          totalMs={running ? totalMs : undefined}
          colour={countdownColour(leftMs, totalMs, running)}
          label={running ? (state.pausedAt ? t('Paused') : t('Ends In')) : statusLabel(SESSION_STATE_INFO, state.status)}
        />
        <Stack spacing={0.5} sx={{ minWidth: 0, textAlign: { xs: 'center', sm: 'left', md: 'center' } }}>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            {t('Session Date')}
          </Typography>
          <Typography fontWeight={600}>{formatLongDate(state.startTime, currentLanguage())}</Typography>
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="monitor-session-time">
            {formatTime(state.startTime, false)} – {formatTime(state.endTime, false)} {timeZoneName()}
          </Typography>
          {injuryTime && (
            <Typography variant="body2" color="text.secondary" data-testid="monitor-extensions">
              {t('Extensions used: {{used}} of {{max}}', { used: state.extensionsUsed, max: state.info.maxSessionExtension })}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('Participants present: {{present}} of {{total}}', state.participants)}
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}
