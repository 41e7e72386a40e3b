import type { Language } from './i18n';

/** Times are shown in Indonesia's western zone unless a caller asks for another. */
export const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

// The names Indonesians read on a clock; any other zone is named by its IANA id.
const ZONE_NAMES: Record<string, string> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Pontianak': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
};

/** The zone a shown time is in: `WIB` for Jakarta. */
export function timeZoneName(timeZone = DEFAULT_TIME_ZONE): string {
  return ZONE_NAMES[timeZone] ?? timeZone;
}

const MONTHS: Record<Language, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  id: ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'],
};

const DAYS: Record<Language, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  id: ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'],
};

interface Parts {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(date: Date | string | number, timeZone: string): Parts {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(new Date(date)).map((p) => [p.type, p.value]));
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: weekdays.indexOf(parts.weekday ?? 'Sun'),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `dd/mm/yyyy`. */
export function formatDate(date: Date | string | number, timeZone = DEFAULT_TIME_ZONE): string {
  const p = partsIn(date, timeZone);
  return `${pad(p.day)}/${pad(p.month)}/${p.year}`;
}

/** `dd mmmm yyyy`, month named in the reader's language. */
export function formatLongDate(date: Date | string | number, language: Language, timeZone = DEFAULT_TIME_ZONE): string {
  const p = partsIn(date, timeZone);
  return `${pad(p.day)} ${MONTHS[language][p.month - 1]} ${p.year}`;
}

/** `Saturday, 21 November 2026` for the top bar. */
export function formatDayAndDate(date: Date | string | number, language: Language, timeZone = DEFAULT_TIME_ZONE): string {
  const p = partsIn(date, timeZone);
  return `${DAYS[language][p.weekday]}, ${formatLongDate(date, language, timeZone)}`;
}

/** 24-hour `HH:mm:ss` (or `HH:mm` without seconds). */
export function formatTime(date: Date | string | number, withSeconds = true, timeZone = DEFAULT_TIME_ZONE): string {
  const p = partsIn(date, timeZone);
  return withSeconds ? `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}` : `${pad(p.hour)}:${pad(p.minute)}`;
}

export interface DateTimeOptions {
  /** `HH:mm:ss` instead of `HH:mm` (e.g. when offers seconds apart must be told apart). */
  withSeconds?: boolean;
  /** `HH:mm:ss.SSS` (offers in a log, told apart to the millisecond); implies seconds. */
  withMilliseconds?: boolean;
  timeZone?: string;
}

/**
 * The product's one date-time format: `dd/MM/yyyy HH:mm WIB`, 24-hour, with the zone named so a
 * reader elsewhere in Indonesia (or abroad) knows which clock it is. Only the auction form's
 * picker types `dd-MM-yyyy HH:mm` (docs/rules/realtime-and-platform.md#dates-and-times), and it says WIB beside the field.
 */
export function formatDateTime(date: Date | string | number, options: DateTimeOptions = {}): string {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const time = formatTime(date, (options.withSeconds ?? false) || (options.withMilliseconds ?? false), timeZone);
  const millis = options.withMilliseconds ? `.${String(new Date(date).getUTCMilliseconds()).padStart(3, '0')}` : '';
  return `${formatDate(date, timeZone)} ${time}${millis} ${timeZoneName(timeZone)}`;
}
