import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { formatDateTime } from '@procura/domain/common/dates';
import { SESSION_STATE_INFO } from '@procura/domain/procurement/procurement.enums';
import { useTranslation } from 'react-i18next';
import { CountdownCircle } from '../../../../components/countdown/countdown-circle';
import { formatHms, ringPercent, type CountdownColour } from '../../../../components/countdown/countdown.rules';
import { ReadTimeButton } from '../../../../components/countdown/read-time-button';
import { useServerCountdown } from '../../../../components/countdown/use-server-countdown';
import { statusLabel } from '../../../../components/status-label';
import { timerColour, timerView, type TimerView } from './room-timer.rules';
import { pausedLeftMs } from '../../pause/paused-time.rules';
import { SessionStatusBadge } from '../../pause/session-status-badge';

const PALETTE: Record<CountdownColour, 'inherit' | 'success' | 'warning' | 'error'> = { grey: 'inherit', green: 'success', amber: 'warning', red: 'error' };

/** The timer's numbers on the server's clock, re-rendered each second; over, its caption is the status (Done or Canceled). */
export function useRoomTimer(state: AuctionRoomState, offsetMs: number) {
  const { t } = useTranslation();
  const view = timerView(state);
  // While paused the time left stands still (the paused time is added to the end on resume).
  const counted = useServerCountdown(view.targetIso, offsetMs, view.phase === 'running' ? pausedLeftMs(state.endTime, state.pausedAt) : null);
  const leftMs = view.phase === 'ended' ? 0 : counted;
  const label = view.phase === 'running' ? (state.pausedAt ? t('Paused') : t('Ends In')) : view.phase === 'waiting' ? t('Start In') : statusLabel(SESSION_STATE_INFO, view.badge);
  return { view, leftMs, colour: timerColour(view, leftMs), text: formatHms(leftMs), label };
}
export type RoomTimerModel = ReturnType<typeof useRoomTimer>;

/** The session's status: Not Started, On Going (Paused while paused), Done or Canceled. */
export function TimerBadge({ view, pausedAt }: { view: TimerView; pausedAt: string | null }) {
  return <SessionStatusBadge status={view.badge} pausedAt={pausedAt} testId="room-status" />;
}

/** A phone's timer: the label and hh:mm:ss on one line (the badge and the rank sit beside it). */
export function CompactTimerText({ timer }: { timer: RoomTimerModel }) {
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0, position: 'relative' }}>
      <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.1, maxWidth: 72 }}>
        {timer.label}
      </Typography>
      <Typography
        role="timer"
        data-testid="room-timer"
        variant="h5"
        component="p"
        fontWeight={700}
        sx={{ fontVariantNumeric: 'tabular-nums', lineHeight: 1.1, color: timer.colour === 'grey' ? 'text.secondary' : `${PALETTE[timer.colour]}.main` }}
      >
        {timer.text}
      </Typography>
      <ReadTimeButton spoken={`${timer.label} ${timer.text}`} />
    </Stack>
  );
}

/** A phone's ring: a thin bar of the time left. */
export function CompactTimerBar({ timer }: { timer: RoomTimerModel }) {
  const { view, leftMs, colour } = timer;
  return (
    <LinearProgress
      variant="determinate"
      color={PALETTE[colour]}
      value={view.phase === 'running' ? ringPercent(leftMs, view.totalMs) : view.phase === 'waiting' ? 100 : 0}
      sx={{ height: 4, borderRadius: 2, color: colour === 'grey' ? 'grey.400' : undefined }}
      aria-hidden
    />
  );
}

/** The spec's circle (size 180) with the badge and the session's times, on wide screens. */
export function RoomTimer({ state, timer }: { state: AuctionRoomState; timer: RoomTimerModel }) {
  const { t } = useTranslation();
  const { view, leftMs, colour, text } = timer;
  return (
    <Stack spacing={1.5} alignItems="center">
      <Box data-testid="room-timer" aria-label={text}>
        <CountdownCircle leftMs={leftMs} totalMs={view.phase === 'waiting' ? undefined : view.totalMs} colour={colour} label={timer.label} />
      </Box>
      <TimerBadge view={view} pausedAt={state.pausedAt} />
      <Stack spacing={0.25} alignItems="center">
        <Typography variant="caption" color="text.secondary">
          {t('Start Time')}: {formatDateTime(state.startTime, { withSeconds: true })}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('End Time')}: {formatDateTime(state.endTime, { withSeconds: true })}
        </Typography>
      </Stack>
    </Stack>
  );
}
