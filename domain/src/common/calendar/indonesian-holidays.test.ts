import { describe, expect, it } from 'vitest';
import { HOLIDAY_YEARS, INDONESIAN_HOLIDAYS, PROVISIONAL_YEARS, type IndonesianHolidayKind } from './indonesian-holidays';

const byDate = new Map(INDONESIAN_HOLIDAYS.map((h) => [h.date, h]));
const kindOn = (date: string): IndonesianHolidayKind | undefined => byDate.get(date)?.kind;
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

// Easter Sunday (anonymous Gregorian algorithm), to check the Christian holidays independently.
function easter(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((8 * b + 13) / 25)) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}

describe('Indonesian holiday list', () => {
  it('covers the current year, so it is updated before January', () => {
    expect(HOLIDAY_YEARS).toContain(new Date().getFullYear());
  });

  it('lists consecutive years, with provisional ones among them', () => {
    HOLIDAY_YEARS.forEach((year, i) => {
      if (i > 0) expect(year).toBe(HOLIDAY_YEARS[i - 1]! + 1);
    });
    for (const year of PROVISIONAL_YEARS) expect(HOLIDAY_YEARS).toContain(year);
  });

  it('holds valid dates of the covered years, sorted, without duplicates', () => {
    INDONESIAN_HOLIDAYS.forEach((h, i) => {
      expect(h.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(isoDay(Date.parse(`${h.date}T00:00:00Z`))).toBe(h.date);
      expect(HOLIDAY_YEARS).toContain(Number(h.date.slice(0, 4)));
      if (i > 0) expect(h.date > INDONESIAN_HOLIDAYS[i - 1]!.date).toBe(true);
      expect(h.name.en.trim()).not.toBe('');
      expect(h.name.id.trim()).not.toBe('');
    });
  });

  it('counts the days each decree sets', () => {
    const count = (year: number, kind: IndonesianHolidayKind) =>
      INDONESIAN_HOLIDAYS.filter((h) => h.date.startsWith(`${year}-`) && h.kind === kind).length;
    // 2025 includes the collective leave of 18 August added by the amending SKB.
    expect([count(2025, 'HOLIDAY'), count(2025, 'COLLECTIVE_LEAVE')]).toEqual([17, 11]);
    expect([count(2026, 'HOLIDAY'), count(2026, 'COLLECTIVE_LEAVE')]).toEqual([17, 8]);
    expect([count(2027, 'HOLIDAY'), count(2027, 'COLLECTIVE_LEAVE')]).toEqual([18, 8]);
  });

  it('puts collective leave on weekdays only, named as such', () => {
    for (const h of INDONESIAN_HOLIDAYS.filter((x) => x.kind === 'COLLECTIVE_LEAVE')) {
      expect([1, 2, 3, 4, 5]).toContain(weekdayOf(h.date));
      expect(h.name.id).toMatch(/^Cuti Bersama /);
    }
  });

  it('has the fixed-date holidays every year', () => {
    for (const year of HOLIDAY_YEARS) {
      for (const monthDay of ['01-01', '05-01', '06-01', '08-17', '12-25']) {
        expect(kindOn(`${year}-${monthDay}`)).toBe('HOLIDAY');
      }
      expect(byDate.get(`${year}-08-17`)?.name.en).toBe('Independence Day');
      expect(byDate.get(`${year}-12-25`)?.name.en).toBe('Christmas Day');
    }
  });

  it('has Good Friday, Easter and Ascension where the church calendar puts them', () => {
    for (const year of HOLIDAY_YEARS) {
      const sunday = easter(year);
      expect(byDate.get(isoDay(sunday - 2 * 86_400_000))?.name.en).toBe('Good Friday');
      expect(byDate.get(isoDay(sunday))?.name.en).toBe('Easter Sunday');
      expect(byDate.get(isoDay(sunday + 39 * 86_400_000))?.name.en).toBe('Ascension of Jesus Christ');
    }
  });

  it('has the 2026 decree: Idul Fitri 21-22 March with its collective leave around it', () => {
    expect(kindOn('2026-03-21')).toBe('HOLIDAY');
    expect(kindOn('2026-03-22')).toBe('HOLIDAY');
    expect(byDate.get('2026-03-21')?.name).toEqual({ en: 'Eid al-Fitr 1447 AH', id: 'Idulfitri 1447 Hijriah' });
    for (const date of ['2026-03-20', '2026-03-23', '2026-03-24']) expect(kindOn(date)).toBe('COLLECTIVE_LEAVE');
    // Nyepi and its collective leave lead into the same break.
    expect(kindOn('2026-03-18')).toBe('COLLECTIVE_LEAVE');
    expect(kindOn('2026-03-19')).toBe('HOLIDAY');
    expect(kindOn('2026-03-25')).toBeUndefined();
  });

  it('has the other moving dates of 2026', () => {
    expect(byDate.get('2026-01-01')?.name).toEqual({ en: "New Year's Day", id: 'Tahun Baru 2026 Masehi' });
    expect(kindOn('2026-01-16')).toBe('HOLIDAY'); // Isra Mikraj
    expect(kindOn('2026-02-16')).toBe('COLLECTIVE_LEAVE');
    expect(kindOn('2026-02-17')).toBe('HOLIDAY'); // Imlek 2577
    expect(kindOn('2026-05-15')).toBe('COLLECTIVE_LEAVE'); // after Ascension
    expect(kindOn('2026-05-27')).toBe('HOLIDAY'); // Iduladha 1447
    expect(kindOn('2026-05-28')).toBe('COLLECTIVE_LEAVE');
    expect(kindOn('2026-05-31')).toBe('HOLIDAY'); // Waisak 2570
    expect(kindOn('2026-06-16')).toBe('HOLIDAY'); // 1 Muharam 1448
    expect(kindOn('2026-08-25')).toBe('HOLIDAY'); // Maulid
    expect(kindOn('2026-12-24')).toBe('COLLECTIVE_LEAVE');
    expect(kindOn('2026-12-26')).toBeUndefined();
  });

  it('has the amendment of 2025 and the two Isra Mikraj of 2027', () => {
    expect(kindOn('2025-08-18')).toBe('COLLECTIVE_LEAVE');
    expect(byDate.get('2027-01-05')?.name.id).toBe('Isra Mikraj Nabi Muhammad S.A.W.');
    expect(byDate.get('2027-12-26')?.name.id).toBe('Isra Mikraj Nabi Muhammad S.A.W.');
    expect(kindOn('2027-03-10')).toBe('HOLIDAY'); // Idulfitri 1448
    expect(kindOn('2027-03-11')).toBe('HOLIDAY');
  });
});
