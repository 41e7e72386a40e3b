import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayAndDate, formatLongDate, formatTime, timeZoneName } from './dates';

// 2026-11-21 15:05:09 UTC is 22:05:09 in Jakarta (UTC+7).
const instant = new Date('2026-11-21T15:05:09Z');

describe('dates', () => {
  it('formats dd/mm/yyyy in Jakarta time by default', () => {
    expect(formatDate(instant)).toBe('21/11/2026');
    expect(formatDate(new Date('2026-11-21T18:00:00Z'))).toBe('22/11/2026');
  });

  it('formats dd mmmm yyyy in English and Indonesian', () => {
    expect(formatLongDate(new Date('2026-08-05T03:00:00Z'), 'en')).toBe('05 August 2026');
    expect(formatLongDate(new Date('2026-08-05T03:00:00Z'), 'id')).toBe('05 Agustus 2026');
    expect(formatDayAndDate(instant, 'id')).toBe('Sabtu, 21 November 2026');
    expect(formatDayAndDate(instant, 'en')).toBe('Saturday, 21 November 2026');
  });

  it('shows times in 24-hour form', () => {
    expect(formatTime(instant)).toBe('22:05:09');
    expect(formatTime(instant, false)).toBe('22:05');
    expect(formatTime(new Date('2026-11-21T17:00:00Z'))).toBe('00:00:00');
  });

  it('shows a date and time as dd/MM/yyyy HH:mm with the zone named', () => {
    expect(formatDateTime(instant)).toBe('21/11/2026 22:05 WIB');
    expect(formatDateTime('2026-12-31T17:05:00Z')).toBe('01/01/2027 00:05 WIB');
    expect(formatDateTime(instant, { withSeconds: true })).toBe('21/11/2026 22:05:09 WIB');
  });

  it('tells offers apart to the millisecond when asked', () => {
    expect(formatDateTime('2026-11-21T15:05:09.007Z', { withMilliseconds: true })).toBe('21/11/2026 22:05:09.007 WIB');
    expect(formatDateTime('2026-11-21T16:59:59.999Z', { withMilliseconds: true })).toBe('21/11/2026 23:59:59.999 WIB');
  });

  it('names the Indonesian zones as Indonesians read them, any other by its id', () => {
    expect(timeZoneName()).toBe('WIB');
    expect(timeZoneName('Asia/Makassar')).toBe('WITA');
    expect(timeZoneName('Asia/Jayapura')).toBe('WIT');
    expect(formatDateTime(instant, { timeZone: 'Asia/Makassar' })).toBe('21/11/2026 23:05 WITA');
    expect(formatDateTime(instant, { timeZone: 'UTC' })).toBe('21/11/2026 15:05 UTC');
  });

  it('can show another time zone', () => {
    expect(formatTime(instant, true, 'UTC')).toBe('15:05:09');
  });
});
