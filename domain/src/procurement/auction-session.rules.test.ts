import { describe, expect, it } from 'vitest';
import {
  auctionTimeRangeError,
  formatAuctionDateTime,
  isWithinProcurementPeriod,
  limitedTimeDuration,
  minutesToMs,
  plannedEndTime,
} from './auction-session.rules';

describe('auction form times', () => {
  it('formats dd-MM-yyyy HH:mm in 24-hour Jakarta time', () => {
    expect(formatAuctionDateTime('2026-03-10T15:30:00Z')).toBe('10-03-2026 22:30');
    expect(formatAuctionDateTime('2026-12-31T17:05:00Z')).toBe('01-01-2027 00:05');
    expect(formatAuctionDateTime(new Date('2026-03-10T06:00:00Z'), 'Asia/Makassar')).toBe('10-03-2026 14:00');
  });

  it('computes a limited-time duration in minutes from start and end', () => {
    expect(limitedTimeDuration('2026-03-10T08:00:00Z', '2026-03-10T09:30:00Z')).toBe('90.00');
    expect(limitedTimeDuration('2026-03-10T08:00:00Z', '2026-03-10T08:00:20Z')).toBe('0.33');
  });

  it('turns minutes into milliseconds exactly and plans the injury-time end', () => {
    expect(minutesToMs('0.01')).toBe(600);
    expect(minutesToMs('90.50')).toBe(5_430_000);
    expect(plannedEndTime('2026-03-10T08:00:00Z', '30.5').toISOString()).toBe('2026-03-10T08:30:30.000Z');
  });

  it('keeps a session within the procurement dates, bounds included', () => {
    const period = { procurementStart: '2026-03-10T00:00:00Z', procurementEnd: '2026-03-20T00:00:00Z' };
    expect(isWithinProcurementPeriod('2026-03-10T00:00:00Z', '2026-03-20T00:00:00Z', period)).toBe(true);
    expect(isWithinProcurementPeriod('2026-03-09T23:59:00Z', '2026-03-11T00:00:00Z', period)).toBe(false);
    expect(isWithinProcurementPeriod('2026-03-11T00:00:00Z', '2026-03-20T00:01:00Z', period)).toBe(false);
    expect(isWithinProcurementPeriod('2020-01-01T00:00:00Z', '2030-01-01T00:00:00Z', { procurementStart: null, procurementEnd: null })).toBe(true);
  });

  it('names the procurement dates in the time-range banner', () => {
    expect(auctionTimeRangeError({ procurementStart: '2026-03-10T01:00:00Z', procurementEnd: '2026-03-20T10:00:00Z' })).toBe(
      'Please input auction start and end time between 10-03-2026 08:00 and 20-03-2026 17:00',
    );
  });
});
