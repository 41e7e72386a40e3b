import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { isAuctionRunning, isFinalAuctionStatus } from '@procura/domain/auction/session/auction-status.rules';
import { countdownColour, type CountdownColour } from '../../../../components/countdown/countdown.rules';

// The vendor room's timer (docs/rules/auction.md#timer): grey to the start, green / amber / red at the
// thirds of the (possibly extended) duration while running, zero once over. The badge is the
// session's status in the one word every screen uses for it (SESSION_STATE_INFO: Done, not End).

export type TimerPhase = 'waiting' | 'running' | 'ended';

export interface TimerView {
  phase: TimerPhase;
  /** What the countdown counts to; null once over (the timer shows zero). */
  targetIso: string | null;
  /** The running session's whole span (start to the current end), for the ring and the colours. */
  totalMs: number;
  /** The status the badge names: NOT_STARTED, ON_GOING, or the DONE or CANCELED it ended in. */
  badge: AuctionRoomState['status'];
}

type TimerState = Pick<AuctionRoomState, 'status' | 'startTime' | 'endTime'>;

export function timerPhase(status: AuctionRoomState['status']): TimerPhase {
  if (isAuctionRunning(status)) return 'running';
  if (isFinalAuctionStatus(status)) return 'ended';
  return 'waiting';
}

export function timerView(state: TimerState): TimerView {
  const phase = timerPhase(state.status);
  const totalMs = Math.max(0, Date.parse(state.endTime) - Date.parse(state.startTime));
  if (phase === 'running') return { phase, targetIso: state.endTime, totalMs, badge: 'ON_GOING' };
  if (phase === 'ended') return { phase, targetIso: null, totalMs, badge: state.status };
  return { phase, targetIso: state.startTime, totalMs, badge: 'NOT_STARTED' };
}

/** The colour for `leftMs` left: grey before the start and after the end, the thirds' colours while running. */
export function timerColour(view: TimerView, leftMs: number): CountdownColour {
  if (view.phase === 'ended') return 'grey';
  return countdownColour(leftMs, view.totalMs, view.phase === 'running');
}
