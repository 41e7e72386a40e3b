import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { formatDateTime } from '@procura/domain/common/dates';
import { useTranslation } from 'react-i18next';
import { CountdownCircle } from '../../../components/countdown/countdown-circle';
import { formatHms, ringPercent, type CountdownColour } from '../../../components/countdown/countdown.rules';
import { useServerCountdown } from '../../../components/countdown/use-server-countdown';
import { timerColour, timerView, type TimerView } from './room-timer.rules';

const PALETTE: Record<CountdownColour, 'inherit' | 'success' | 'warning' | 'error'> = { grey: 'inherit', green: 'success', amber: 'warning', red: 'error' };
const BADGE: Record<TimerView['badge'], 'warning' | 'info' | 'default'> = { 'Not Started': 'warning', 'On Going': 'info', End: 'default' };

/** The timer's numbers on the server's clock, re-rendered each second. */
export function useRoomTimer(state: AuctionRoomState, offsetMs: number) {
  const view = timerView(state);
  const counted = useServerCountdown(view.targetIso, offsetMs);
  const leftMs = view.phase === 'ended' ? 0 : counted;
  return { view, leftMs, colour: timerColour(view, leftMs), text: formatHms(leftMs), label: view.phase === 'running' ? 'Ends In' : view.phase === 'waiting' ? 'Start In' : 'Ended' };
}
export type RoomTimerModel = ReturnType<typeof useRoomTimer>;

/** 'Not Started', 'On Going' or 'End' ('End' is a state here: the catalogue's 'End' is a button, hence the context). */
export function TimerBadge({ view }: { view: TimerView }) {
  const { t } = useTranslation();
  return <Chip size="small" color={BADGE[view.badge]} label={t(view.badge, { context: 'badge' })} data-testid="room-status" sx={{ fontWeight: 600 }} />;
}

/** A phone's timer: the label and hh:mm:ss on one line (the badge and the rank sit beside it). */
export function CompactTimerText({ timer }: { timer: RoomTimerModel }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.1, maxWidth: 72 }}>
        {t(timer.label)}
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
        <CountdownCircle leftMs={leftMs} totalMs={view.phase === 'waiting' ? undefined : view.totalMs} colour={colour} label={t(timer.label)} />
      </Box>
      <TimerBadge view={view} />
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
