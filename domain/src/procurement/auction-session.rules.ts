import Decimal from 'decimal.js';
import { DEFAULT_TIME_ZONE, formatDate, formatTime } from '../common/dates';
import { auctionTimeRangeMessage } from './procurement.messages';

// Rules of the Auction Evaluation Methods form (spec 2 sections 2.8 and 5).

const MS_PER_MINUTE = 60_000;

/** `dd-MM-yyyy HH:mm`, 24-hour, in Jakarta time unless told otherwise: the auction form's format. */
export function formatAuctionDateTime(date: Date | string | number, timeZone = DEFAULT_TIME_ZONE): string {
  return `${formatDate(date, timeZone).replaceAll('/', '-')} ${formatTime(date, false, timeZone)}`;
}

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
  const show = (date: Date | string | null | undefined) => (date ? formatAuctionDateTime(date, timeZone) : '-');
  return auctionTimeRangeMessage(show(period.procurementStart), show(period.procurementEnd));
}

/** How long the time-range banner stays (spec 2 section 5) and the incomplete-form banner. */
export const TIME_RANGE_BANNER_MS = 20_000;
export const UNCOMPLETE_FORM_BANNER_MS = 6_000;
