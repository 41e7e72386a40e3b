import Decimal from 'decimal.js';
import { DEFAULT_TIME_ZONE, formatDateTime } from '../../common/dates';
import { CLOCK_SKEW_WARNING_MS } from '../../common/time.schemas';
import { AUCTION_SESSION_MSG } from './auction-session.messages';
import { auctionTimeRangeMessage } from '../../procurement/procurement.messages';
import { hasEnded, type ProcurementFacts } from '../../procurement/procurement.rules';

// Rules of the Auction Evaluation Methods form (docs/rules/procurement.md#auction-session-form).

const MS_PER_MINUTE = 60_000;

/** The limited-time duration, read-only in the form: minutes from start to end, 2 decimals. */
export function limitedTimeDuration(startTime: Date | string, endTime: Date | string): string {
  const ms = new Date(endTime).getTime() - new Date(startTime).getTime();
  return new Decimal(ms).dividedBy(MS_PER_MINUTE).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** Minutes (a decimal string such as '90.50') as milliseconds, exactly. */
export function minutesToMs(minutes: string | number): number {
  return new Decimal(minutes).times(MS_PER_MINUTE).round().toNumber();
}

/** When an injury-time session ends if no offer extends it: start plus duration. */
export function plannedEndTime(startTime: Date | string, durationMinutes: string | number): Date {
  return new Date(new Date(startTime).getTime() + minutesToMs(durationMinutes));
}

export interface ProcurementPeriod {
  procurementStart: Date | string | null | undefined;
  procurementEnd: Date | string | null | undefined;
}

/** Whether a session from `start` to `end` lies within the procurement's dates (an unset bound holds anything). */
export function isWithinProcurementPeriod(start: Date | string, end: Date | string, period: ProcurementPeriod): boolean {
  const from = period.procurementStart ? new Date(period.procurementStart).getTime() : Number.NEGATIVE_INFINITY;
  const to = period.procurementEnd ? new Date(period.procurementEnd).getTime() : Number.POSITIVE_INFINITY;
  return new Date(start).getTime() >= from && new Date(end).getTime() <= to;
}

/** The banner "Please input auction start and end time between {start} and {end}" for this procurement. */
export function auctionTimeRangeError(period: ProcurementPeriod, timeZone = DEFAULT_TIME_ZONE): string {
  const show = (date: Date | string | null | undefined) => (date ? formatDateTime(date, { timeZone }) : '-');
  return auctionTimeRangeMessage(show(period.procurementStart), show(period.procurementEnd));
}

/** How long the time-range banner stays (docs/rules/procurement.md#auction-session-form) and the incomplete-form banner. */
export const TIME_RANGE_BANNER_MS = 20_000;
export const UNCOMPLETE_FORM_BANNER_MS = 6_000;
/** The toast 'Please select at least 2 vendors to create an auction' stays 5 s (docs/rules/auction.md#limits: the vendor-count error). */
export const VENDOR_COUNT_TOAST_MS = 5_000;

/** A start the server's clock has already passed: a session is planned for later, never for the past. */
export function startsInPast(startTime: Date | string, now: Date): boolean {
  return new Date(startTime).getTime() <= now.getTime();
}

/**
 * How far the browser's clock is off the server's (client minus server, in ms) when it is off by
 * more than the warning threshold; null when it is close enough or was not sent. The server's
 * clock decides either way; this only lets the form warn.
 */
export function clockSkewMs(clientTime: Date | string | null | undefined, serverNow: Date): number | null {
  if (!clientTime) return null;
  const skew = new Date(clientTime).getTime() - serverNow.getTime();
  return Math.abs(skew) > CLOCK_SKEW_WARNING_MS ? skew : null;
}

/** What the create-session check knows about the sessions already there. */
export interface ExistingSessionFacts {
  /** Whether a session of the procurement is scheduled or running (NOT_STARTED or ON_GOING). */
  sessionInProgress: boolean;
  /** The last session that was scheduled or ran (drafts left out), if any. */
  lastSession: StoppedSessionFacts | null;
}

export interface StoppedSessionFacts {
  stoppedManually: boolean;
  stopReason: string | null | undefined;
}

/** A session stopped by hand asks for its reason before the next session is created (docs/rules/procurement.md#auction-session-form). */
export function needsStopReason(session: StoppedSessionFacts | null | undefined): boolean {
  return !!session && session.stoppedManually && !session.stopReason?.trim();
}

/**
 * Why no auction session may be created (or a draft edited) now, or null when it may: the
 * create-session check's error text (docs/rules/procurement.md#auction-session-form). The order is the order a buyer fixes them in.
 */
export function createSessionRefusal(
  procurement: Pick<ProcurementFacts, 'status' | 'endDate' | 'negotiationType'>,
  sessions: ExistingSessionFacts,
  now: Date,
): string | null {
  if (procurement.negotiationType === 'NEGOTIATION') return AUCTION_SESSION_MSG.negotiationHasNoAuction;
  if (procurement.status === 'DRAFT') return AUCTION_SESSION_MSG.procurementNotSubmitted;
  if (hasEnded(procurement, now)) return AUCTION_SESSION_MSG.procurementEnded;
  if (procurement.status !== 'OPEN') return AUCTION_SESSION_MSG.procurementNotOpen;
  if (sessions.sessionInProgress) return AUCTION_SESSION_MSG.sessionInProgress;
  if (needsStopReason(sessions.lastSession)) return AUCTION_SESSION_MSG.stopReasonNeeded;
  return null;
}
