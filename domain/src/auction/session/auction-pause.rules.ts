import { isAuctionRunning } from './auction-status.rules';
import { minutesToMs } from './auction-session.rules';
import { AUCTION_PAUSE_MSG } from './auction-pause.messages';
import type { AuctionSessionStatus } from '../../procurement/procurement.enums';

// Pause and resume (docs/rules/auction-bidding.md#pause-and-resume, decisions 186-187): the buyer
// pauses an ON_GOING session with a reason; no offer is taken while paused; resume gives the paused
// time back to the end (end + paused milliseconds, exactly, so a pause in the injury window keeps
// the time that remained); a pause longer than the session's maxPauseMinutes cancels the session.
// The status stays ON_GOING throughout: `pausedAt` says it is paused. Pure; the server and the
// ledger's replay use the same functions.

/** The least a pause reason says. */
export const PAUSE_REASON_MIN = 10;
/** The most an announcement says. */
export const ANNOUNCEMENT_MAX = 500;
/** How many of the last announcements the room's state carries. */
export const ANNOUNCEMENT_STATE_SIZE = 20;

export interface PausableSession {
  status: AuctionSessionStatus;
  /** When the running pause began (ISO or Date), null while running. */
  pausedAt: string | Date | null;
}

const ms = (time: string | Date) => (typeof time === 'string' ? Date.parse(time) : time.getTime());

/** Why the session cannot be paused now, or null when it can (ON_GOING and not paused). */
export function pauseRefusal(session: PausableSession): string | null {
  if (!isAuctionRunning(session.status)) return AUCTION_PAUSE_MSG.pauseOnlyOnGoing;
  return session.pausedAt ? AUCTION_PAUSE_MSG.alreadyPaused : null;
}

/** Why the session cannot be resumed now, or null when it can (ON_GOING and paused). */
export function resumeRefusal(session: PausableSession): string | null {
  if (!isAuctionRunning(session.status)) return AUCTION_PAUSE_MSG.resumeOnlyOnGoing;
  return session.pausedAt ? null : AUCTION_PAUSE_MSG.resumeNotPaused;
}

/** How long a pause lasted, in whole milliseconds (never negative). */
export function pausedMs(pausedAt: string | Date, resumedAt: string | Date): number {
  return Math.max(0, ms(resumedAt) - ms(pausedAt));
}

/** The end after a resume: the end as it stood plus the paused time, to the millisecond. */
export function endAfterResume(endTime: string | Date, pausedAt: string | Date, resumedAt: string | Date): string {
  return new Date(ms(endTime) + pausedMs(pausedAt, resumedAt)).toISOString();
}

/** When a pause begun at `pausedAt` runs out (the session is canceled then); null without a limit. */
export function pauseDeadline(pausedAt: string | Date, maxPauseMinutes: string | number | null | undefined): string | null {
  if (maxPauseMinutes === null || maxPauseMinutes === undefined) return null;
  return new Date(ms(pausedAt) + minutesToMs(maxPauseMinutes)).toISOString();
}

/** Whether a pause begun at `pausedAt` has lasted longer than the limit at `now` (the moment past the limit counts). */
export function pauseOverLimit(pausedAt: string | Date, now: string | Date, maxPauseMinutes: string | number | null | undefined): boolean {
  const deadline = pauseDeadline(pausedAt, maxPauseMinutes);
  return deadline !== null && ms(now) > Date.parse(deadline);
}

/** Minutes as people write them: '30', '0.5', '90.25' (no trailing zeros). */
function minutesText(minutes: string | number): string {
  return String(Number(minutes));
}

/**
 * The cancel reason a session paused past its limit gets (stored as the session's cancel reason,
 * mailed and shown to every room): one text in both languages, like the mails, since every
 * reader of the stored reason reads the same text.
 */
export function pauseLimitCancelReason(maxPauseMinutes: string | number): string {
  const minutes = minutesText(maxPauseMinutes);
  return (
    `Canceled automatically: the session was paused longer than ${minutes} minutes, the limit set for this session. / ` +
    `Dibatalkan otomatis: sesi dijeda lebih dari ${minutes} menit, batas yang ditetapkan untuk sesi ini.`
  );
}
