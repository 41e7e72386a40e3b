import { describe, expect, it } from 'vitest';
import { addIndonesianWorkingDays, isIndonesianWorkingDay, jakartaDateOf } from './working-days';

// The window closes at 23:59:59.999 WIB, which is 16:59:59.999 UTC of the same day.
const closesAt = (date: string) => new Date(`${date}T23:59:59.999+07:00`).toISOString();
const add = (from: string, days: number) => addIndonesianWorkingDays(new Date(from), days).toISOString();

describe('jakartaDateOf', () => {
  it('gives the day in Jakarta, which starts at 17:00 UTC the day before', () => {
    expect(jakartaDateOf(new Date('2026-11-26T16:59:59.999Z'))).toBe('2026-11-26');
    expect(jakartaDateOf(new Date('2026-11-26T17:00:00.000Z'))).toBe('2026-11-27');
    expect(jakartaDateOf(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
  });

  it('refuses an invalid date', () => {
    expect(() => jakartaDateOf(new Date('nope'))).toThrow(RangeError);
  });
});

describe('isIndonesianWorkingDay', () => {
  it('is Monday to Friday outside holidays and collective leave', () => {
    expect(isIndonesianWorkingDay('2026-11-27')).toBe(true); // Friday
    expect(isIndonesianWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(isIndonesianWorkingDay('2026-11-29')).toBe(false); // Sunday
    expect(isIndonesianWorkingDay('2026-08-17')).toBe(false); // Independence Day, a Monday
    expect(isIndonesianWorkingDay('2026-03-20')).toBe(false); // collective leave, a Friday
    expect(isIndonesianWorkingDay('2026-03-25')).toBe(true); // first working day after Idul Fitri
  });

  it('refuses what is not a calendar date', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '2026-1-5', '26-01-05', '']) {
      expect(() => isIndonesianWorkingDay(bad)).toThrow(RangeError);
    }
  });

  it('refuses a year the holiday list does not cover', () => {
    expect(() => isIndonesianWorkingDay('2024-12-31')).toThrow(RangeError);
    expect(() => isIndonesianWorkingDay('2028-01-03')).toThrow(/2028/);
  });
});

describe('addIndonesianWorkingDays', () => {
  it('skips the weekend and not the day of `from`', () => {
    // Thursday 26 November 2026, 10:00 WIB: Fri 27, Mon 30, Tue 1, Wed 2, Thu 3 December.
    expect(add('2026-11-26T03:00:00Z', 5)).toBe(closesAt('2026-12-03'));
    expect(add('2026-11-26T03:00:00Z', 1)).toBe(closesAt('2026-11-27'));
    expect(add('2026-11-27T03:00:00Z', 1)).toBe(closesAt('2026-11-30'));
    // A session ending on a Saturday counts from Monday.
    expect(add('2026-11-28T03:00:00Z', 1)).toBe(closesAt('2026-11-30'));
  });

  it('counts from the Jakarta day of an instant late in the evening UTC', () => {
    // 26 Nov 23:59:59.999 WIB is still Thursday; one millisecond later it is Friday in Jakarta.
    expect(add('2026-11-26T16:59:59.999Z', 5)).toBe(closesAt('2026-12-03'));
    // 18:30 UTC on Thursday is 01:30 WIB on Friday: Mon 30, Tue 1, Wed 2, Thu 3, Fri 4.
    expect(add('2026-11-26T18:30:00Z', 5)).toBe(closesAt('2026-12-04'));
    expect(add('2026-11-26T17:00:00.000Z', 5)).toBe(closesAt('2026-12-04'));
  });

  it("skips Idul Fitri's long break of 2026", () => {
    // Tuesday 17 March 2026: 18 (leave), 19 (Nyepi), 20 (leave), 21-22 (Idul Fitri), 23-24 (leave),
    // then Wed 25, Thu 26, Fri 27, Mon 30, Tue 31.
    expect(add('2026-03-17T07:00:00Z', 5)).toBe(closesAt('2026-03-31'));
    expect(add('2026-03-17T07:00:00Z', 1)).toBe(closesAt('2026-03-25'));
  });

  it('skips holidays across the new year', () => {
    // Wednesday 23 December 2026: 24 (leave), 25 (Christmas), 28, 29, 30, 31, 1 Jan (holiday), Mon 4.
    expect(add('2026-12-23T08:00:00Z', 5)).toBe(closesAt('2027-01-04'));
  });

  it('skips the collective leave added in August 2025', () => {
    // Friday 15 August 2025: 18 (leave), then Tue 19 to Fri 22 and Mon 25.
    expect(add('2025-08-15T08:00:00Z', 5)).toBe(closesAt('2025-08-25'));
  });

  it('closes at the last millisecond of the day in Jakarta', () => {
    const end = addIndonesianWorkingDays(new Date('2026-11-26T03:00:00Z'), 5);
    expect(jakartaDateOf(end)).toBe('2026-12-03');
    expect(jakartaDateOf(new Date(end.getTime() + 1))).toBe('2026-12-04');
  });

  it('counts up to the last day of the list, and refuses to go beyond it', () => {
    // Friday 24 December 2027: Mon 27 to Fri 31 December.
    expect(add('2027-12-24T03:00:00Z', 5)).toBe(closesAt('2027-12-31'));
    expect(() => add('2027-12-27T03:00:00Z', 5)).toThrow(RangeError);
    expect(() => add('2027-12-31T03:00:00Z', 1)).toThrow(/2028/);
  });

  it('refuses to count days before the list', () => {
    expect(() => add('2024-12-30T03:00:00Z', 1)).toThrow(RangeError);
  });

  it('refuses a count that is not a positive integer, and an invalid instant', () => {
    for (const n of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => add('2026-11-26T03:00:00Z', n)).toThrow(RangeError);
    }
    expect(() => addIndonesianWorkingDays(new Date('nope'), 5)).toThrow(RangeError);
  });
});
