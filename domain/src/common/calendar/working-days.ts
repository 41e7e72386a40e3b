import { HOLIDAY_YEARS, INDONESIAN_HOLIDAYS } from './indonesian-holidays';

// Working days in Indonesia, counted in Jakarta time (WIB, UTC+7, no daylight saving), for the
// vendors' objection window (sanggah): see docs/rules/auction-bidding.md#objections.

const DAY_MS = 24 * 60 * 60 * 1000;
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;
const NON_WORKING_DAYS = new Set(INDONESIAN_HOLIDAYS.map((h) => h.date));
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a `YYYY-MM-DD` day, refusing what is not a calendar date. */
function dayStartUtc(date: string): number {
  const match = DATE_PATTERN.exec(date);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  }
  return ms;
}

/** The day in Jakarta on which an instant falls, `YYYY-MM-DD`. */
export function jakartaDateOf(instant: Date): string {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid date');
  return new Date(ms + JAKARTA_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Monday to Friday and neither a national holiday nor a collective leave day.
 * Throws a RangeError for a year the holiday list does not cover (HOLIDAY_YEARS).
 */
export function isIndonesianWorkingDay(date: string): boolean {
  const start = dayStartUtc(date);
  const year = Number(date.slice(0, 4));
  if (!HOLIDAY_YEARS.includes(year)) {
    throw new RangeError(`No Indonesian holiday list for ${year}: update domain/src/common/calendar/indonesian-holidays.ts`);
  }
  const weekday = new Date(start).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !NON_WORKING_DAYS.has(date);
}

/**
 * The instant the window closes: the last millisecond (23:59:59.999 WIB) of the N-th working day
 * after the Jakarta day of `from`; that day itself does not count.
 * Throws a RangeError when `workingDays` is not a positive integer, or when the count needs a day
 * of a year the holiday list does not cover.
 */
export function addIndonesianWorkingDays(from: Date, workingDays: number): Date {
  if (!Number.isInteger(workingDays) || workingDays < 1) {
    throw new RangeError(`Working days must be a positive integer: ${workingDays}`);
  }
  let day = dayStartUtc(jakartaDateOf(from));
  let counted = 0;
  while (counted < workingDays) {
    day += DAY_MS;
    if (isIndonesianWorkingDay(new Date(day).toISOString().slice(0, 10))) counted += 1;
  }
  return new Date(day + DAY_MS - JAKARTA_OFFSET_MS - 1);
}
