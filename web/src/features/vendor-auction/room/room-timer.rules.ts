import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { countdownColour, type CountdownColour } from '../../../components/countdown/countdown.rules';

// The vendor room's timer (spec 3 section 4 "Timer"): grey to the start, green / amber / red at the
// thirds of the (possibly extended) duration while running, zero with 'End' once over.

export type TimerPhase = 'waiting' | 'running' | 'ended';

export interface TimerView {
  phase: TimerPhase;
  /** What the countdown counts to; null once over (the timer shows zero). */
  targetIso: string | null;
  /** The running session's whole span (start to the current end), for the ring and the colours. */
  totalMs: number;
  /** The badge: 'Not Started', 'On Going' or 'End' (catalogue keys). */
  badge: 'Not Started' | 'On Going' | 'End';
}

type TimerState = Pick<AuctionRoomState, 'status' | 'startTime' | 'endTime'>;

export function timerPhase(status: AuctionRoomState['status']): TimerPhase {
  if (status === 'ON_GOING') return 'running';
  if (status === 'DONE' || status === 'CANCELED') return 'ended';
  return 'waiting';
}

export function timerView(state: TimerState): TimerView {
  const phase = timerPhase(state.status);
  const totalMs = Math.max(0, Date.parse(state.endTime) - Date.parse(state.startTime));
  if (phase === 'running') return { phase, targetIso: state.endTime, totalMs, badge: 'On Going' };
  if (phase === 'ended') return { phase, targetIso: null, totalMs, badge: 'End' };
  return { phase, targetIso: state.startTime, totalMs, badge: 'Not Started' };
}

/** The colour for `leftMs` left: grey before the start and after the end, the thirds' colours while running. */
export function timerColour(view: TimerView, leftMs: number): CountdownColour {
  if (view.phase === 'ended') return 'grey';
  return countdownColour(leftMs, view.totalMs, view.phase === 'running');
}
