import type { Labels } from '../i18n';

/*
 * Indonesian national public holidays (libur nasional) and collective leave days (cuti bersama),
 * as set each year by the joint decree of the Ministers of Religious Affairs, Manpower and
 * Administrative Reform (SKB 3 Menteri):
 *   2025: No. 1017/2024, 2/2024, 2/2024 (14 Oct 2024), amended by No. 933/2025, 1/2025, 3/2025
 *         (7 Aug 2025), which added the collective leave of Monday 18 August 2025.
 *   2026: No. 1497/2025, 2/2025, 5/2025 (19 Sep 2025).
 *   2027: No. 1205/2026, 3/2026, 2/2026 (15 Sep 2026).
 * Published by Kemenko PMK (kemenkopmk.go.id) and Setneg (setneg.go.id).
 *
 * Both kinds are non-working days for the vendors' objection window (sanggah, see
 * docs/rules/auction-bidding.md#objections): government procurement counts the working days of
 * the civil service, and cuti bersama is leave for the civil service.
 *
 * The years covered are HOLIDAY_YEARS; counting working days past them is refused, so an outdated
 * list is noticed. To update: when the next year's SKB is signed (usually September/October of
 * the year before), add its dates here, add the year to HOLIDAY_YEARS, pin its counts in
 * indonesian-holidays.test.ts, and apply any later amending SKB (as for 18 August 2025).
 * A year listed in PROVISIONAL_YEARS holds expected dates only, no decree yet.
 */

export type IndonesianHolidayKind = 'HOLIDAY' | 'COLLECTIVE_LEAVE';

export interface IndonesianHoliday {
  /** The day in Indonesia, `YYYY-MM-DD`. */
  readonly date: string;
  readonly kind: IndonesianHolidayKind;
  readonly name: Labels;
}

/** The years whose SKB dates are all in INDONESIAN_HOLIDAYS, ascending and without gaps. */
export const HOLIDAY_YEARS: readonly number[] = [2025, 2026, 2027];

/** Years of HOLIDAY_YEARS whose dates are expected ones, not yet decreed. */
export const PROVISIONAL_YEARS: readonly number[] = [];

const holiday = (date: string, en: string, id: string): IndonesianHoliday => ({ date, kind: 'HOLIDAY', name: { en, id } });
const leave = (date: string, en: string, id: string): IndonesianHoliday => ({
  date,
  kind: 'COLLECTIVE_LEAVE',
  name: { en: `Collective leave: ${en}`, id: `Cuti Bersama ${id}` },
});

/** Sorted by date, one entry a day. */
export const INDONESIAN_HOLIDAYS: readonly IndonesianHoliday[] = [
  // 2025: 17 holidays, 11 collective leave days.
  holiday('2025-01-01', "New Year's Day", 'Tahun Baru 2025 Masehi'),
  holiday('2025-01-27', "Isra Mi'raj of the Prophet Muhammad", 'Isra Mikraj Nabi Muhammad S.A.W.'),
  leave('2025-01-28', 'Chinese New Year', 'Tahun Baru Imlek 2576 Kongzili'),
  holiday('2025-01-29', 'Chinese New Year 2576', 'Tahun Baru Imlek 2576 Kongzili'),
  leave('2025-03-28', 'Nyepi', 'Hari Suci Nyepi (Tahun Baru Saka 1947)'),
  holiday('2025-03-29', 'Nyepi (Saka New Year 1947)', 'Hari Suci Nyepi (Tahun Baru Saka 1947)'),
  holiday('2025-03-31', 'Eid al-Fitr 1446 AH', 'Idulfitri 1446 Hijriah'),
  holiday('2025-04-01', 'Eid al-Fitr 1446 AH', 'Idulfitri 1446 Hijriah'),
  leave('2025-04-02', 'Eid al-Fitr', 'Idulfitri 1446 Hijriah'),
  leave('2025-04-03', 'Eid al-Fitr', 'Idulfitri 1446 Hijriah'),
  leave('2025-04-04', 'Eid al-Fitr', 'Idulfitri 1446 Hijriah'),
  leave('2025-04-07', 'Eid al-Fitr', 'Idulfitri 1446 Hijriah'),
  holiday('2025-04-18', 'Good Friday', 'Wafat Yesus Kristus'),
  holiday('2025-04-20', 'Easter Sunday', 'Kebangkitan Yesus Kristus (Paskah)'),
  holiday('2025-05-01', 'International Labour Day', 'Hari Buruh Internasional'),
  holiday('2025-05-12', 'Vesak 2569 BE', 'Hari Raya Waisak 2569 BE'),
  leave('2025-05-13', 'Vesak', 'Hari Raya Waisak 2569 BE'),
  holiday('2025-05-29', 'Ascension of Jesus Christ', 'Kenaikan Yesus Kristus'),
  leave('2025-05-30', 'Ascension of Jesus Christ', 'Kenaikan Yesus Kristus'),
  holiday('2025-06-01', 'Pancasila Day', 'Hari Lahir Pancasila'),
  holiday('2025-06-06', 'Eid al-Adha 1446 AH', 'Iduladha 1446 Hijriah'),
  leave('2025-06-09', 'Eid al-Adha', 'Iduladha 1446 Hijriah'),
  holiday('2025-06-27', 'Islamic New Year 1447 AH', '1 Muharam Tahun Baru Islam 1447 Hijriah'),
  holiday('2025-08-17', 'Independence Day', 'Proklamasi Kemerdekaan'),
  leave('2025-08-18', 'Independence Day', 'Proklamasi Kemerdekaan'),
  holiday('2025-09-05', "Prophet Muhammad's Birthday", 'Maulid Nabi Muhammad S.A.W.'),
  holiday('2025-12-25', 'Christmas Day', 'Kelahiran Yesus Kristus'),
  leave('2025-12-26', 'Christmas', 'Kelahiran Yesus Kristus'),

  // 2026: 17 holidays, 8 collective leave days.
  holiday('2026-01-01', "New Year's Day", 'Tahun Baru 2026 Masehi'),
  holiday('2026-01-16', "Isra Mi'raj of the Prophet Muhammad", 'Isra Mikraj Nabi Muhammad S.A.W.'),
  leave('2026-02-16', 'Chinese New Year', 'Tahun Baru Imlek 2577 Kongzili'),
  holiday('2026-02-17', 'Chinese New Year 2577', 'Tahun Baru Imlek 2577 Kongzili'),
  leave('2026-03-18', 'Nyepi', 'Hari Suci Nyepi (Tahun Baru Saka 1948)'),
  holiday('2026-03-19', 'Nyepi (Saka New Year 1948)', 'Hari Suci Nyepi (Tahun Baru Saka 1948)'),
  leave('2026-03-20', 'Eid al-Fitr', 'Idulfitri 1447 Hijriah'),
  holiday('2026-03-21', 'Eid al-Fitr 1447 AH', 'Idulfitri 1447 Hijriah'),
  holiday('2026-03-22', 'Eid al-Fitr 1447 AH', 'Idulfitri 1447 Hijriah'),
  leave('2026-03-23', 'Eid al-Fitr', 'Idulfitri 1447 Hijriah'),
  leave('2026-03-24', 'Eid al-Fitr', 'Idulfitri 1447 Hijriah'),
  holiday('2026-04-03', 'Good Friday', 'Wafat Yesus Kristus'),
  holiday('2026-04-05', 'Easter Sunday', 'Kebangkitan Yesus Kristus (Paskah)'),
  holiday('2026-05-01', 'International Labour Day', 'Hari Buruh Internasional'),
  holiday('2026-05-14', 'Ascension of Jesus Christ', 'Kenaikan Yesus Kristus'),
  leave('2026-05-15', 'Ascension of Jesus Christ', 'Kenaikan Yesus Kristus'),
  holiday('2026-05-27', 'Eid al-Adha 1447 AH', 'Iduladha 1447 Hijriah'),
  leave('2026-05-28', 'Eid al-Adha', 'Iduladha 1447 Hijriah'),
  holiday('2026-05-31', 'Vesak 2570 BE', 'Hari Raya Waisak 2570 BE'),
  holiday('2026-06-01', 'Pancasila Day', 'Hari Lahir Pancasila'),
  holiday('2026-06-16', 'Islamic New Year 1448 AH', '1 Muharam Tahun Baru Islam 1448 Hijriah'),
  holiday('2026-08-17', 'Independence Day', 'Proklamasi Kemerdekaan'),
  holiday('2026-08-25', "Prophet Muhammad's Birthday", 'Maulid Nabi Muhammad S.A.W.'),
  leave('2026-12-24', 'Christmas', 'Kelahiran Yesus Kristus'),
  holiday('2026-12-25', 'Christmas Day', 'Kelahiran Yesus Kristus'),

  // 2027: 18 holidays (Isra Mi'raj falls twice), 8 collective leave days.
  holiday('2027-01-01', "New Year's Day", 'Tahun Baru 2027 Masehi'),
  holiday('2027-01-05', "Isra Mi'raj of the Prophet Muhammad", 'Isra Mikraj Nabi Muhammad S.A.W.'),
  leave('2027-02-05', 'Chinese New Year', 'Tahun Baru Imlek 2578 Kongzili'),
  holiday('2027-02-06', 'Chinese New Year 2578', 'Tahun Baru Imlek 2578 Kongzili'),
  holiday('2027-03-08', 'Nyepi (Saka New Year 1949)', 'Hari Suci Nyepi (Tahun Baru Saka 1949)'),
  leave('2027-03-09', 'Eid al-Fitr', 'Idulfitri 1448 Hijriah'),
  holiday('2027-03-10', 'Eid al-Fitr 1448 AH', 'Idulfitri 1448 Hijriah'),
  holiday('2027-03-11', 'Eid al-Fitr 1448 AH', 'Idulfitri 1448 Hijriah'),
  leave('2027-03-12', 'Eid al-Fitr', 'Idulfitri 1448 Hijriah'),
  leave('2027-03-15', 'Eid al-Fitr', 'Idulfitri 1448 Hijriah'),
  leave('2027-03-25', 'Good Friday', 'Wafat Yesus Kristus'),
  holiday('2027-03-26', 'Good Friday', 'Wafat Yesus Kristus'),
  holiday('2027-03-28', 'Easter Sunday', 'Kebangkitan Yesus Kristus (Paskah)'),
  holiday('2027-05-01', 'International Labour Day', 'Hari Buruh Internasional'),
  holiday('2027-05-06', 'Ascension of Jesus Christ', 'Kenaikan Yesus Kristus'),
  holiday('2027-05-17', 'Eid al-Adha 1448 AH', 'Iduladha 1448 Hijriah'),
  leave('2027-05-18', 'Eid al-Adha', 'Iduladha 1448 Hijriah'),
  leave('2027-05-19', 'Vesak', 'Hari Raya Waisak 2571 BE'),
  holiday('2027-05-20', 'Vesak 2571 BE', 'Hari Raya Waisak 2571 BE'),
  holiday('2027-06-01', 'Pancasila Day', 'Hari Lahir Pancasila'),
  holiday('2027-06-06', 'Islamic New Year 1449 AH', '1 Muharam Tahun Baru Islam 1449 Hijriah'),
  holiday('2027-08-15', "Prophet Muhammad's Birthday", 'Maulid Nabi Muhammad S.A.W.'),
  holiday('2027-08-17', 'Independence Day', 'Proklamasi Kemerdekaan'),
  leave('2027-12-24', 'Christmas', 'Kelahiran Yesus Kristus'),
  holiday('2027-12-25', 'Christmas Day', 'Kelahiran Yesus Kristus'),
  holiday('2027-12-26', "Isra Mi'raj of the Prophet Muhammad", 'Isra Mikraj Nabi Muhammad S.A.W.'),
];
