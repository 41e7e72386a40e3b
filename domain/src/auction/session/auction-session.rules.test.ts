import { describe, expect, it } from 'vitest';
import {
  auctionTimeRangeError,
  clockSkewMs,
  createSessionRefusal,
  needsStopReason,
  startsInPast,
  isWithinProcurementPeriod,
  limitedTimeDuration,
  minutesToMs,
  plannedEndTime,
} from './auction-session.rules';

describe('auction form times', () => {
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
      'Please input auction start and end time between 10/03/2026 08:00 WIB and 20/03/2026 17:00 WIB',
    );
  });
});

describe('the create-session check', () => {
  const now = new Date('2026-03-15T03:00:00Z');
  const open = { status: 'OPEN' as const, negotiationType: 'REVERSE_AUCTION', endDate: '2026-03-20T10:00:00Z' };
  const clear = { sessionInProgress: false, lastSession: null };

  it('lets an open auction procurement that has not ended take a session', () => {
    expect(createSessionRefusal(open, clear, now)).toBeNull();
    expect(createSessionRefusal({ ...open, negotiationType: 'FORWARD_AUCTION', endDate: null }, clear, now)).toBeNull();
  });

  it('names why not, in the order a buyer fixes it', () => {
    expect(createSessionRefusal({ ...open, status: 'DRAFT', negotiationType: 'NEGOTIATION' }, clear, now)).toBe(
      'A negotiation procurement has no auction sessions',
    );
    expect(createSessionRefusal({ ...open, status: 'DRAFT' }, clear, now)).toBe('Please submit the procurement before creating an auction session');
    expect(createSessionRefusal({ ...open, status: 'CLOSED' }, clear, now)).toBe('This procurement has ended, so no new auction session can be added');
    expect(createSessionRefusal({ ...open, status: 'CANCELED' }, clear, now)).toBe('This procurement has ended, so no new auction session can be added');
    expect(createSessionRefusal({ ...open, status: 'PENDING_APPROVAL' }, clear, now)).toBe('Auction sessions can be added only while the procurement is Open');
    expect(createSessionRefusal(open, clear, new Date('2026-03-20T10:00:00Z'))).toBe('This procurement has ended, so no new auction session can be added');
    expect(createSessionRefusal(open, { ...clear, sessionInProgress: true }, now)).toBe(
      'A new auction session cannot be added while the previous one is in progress',
    );
    expect(createSessionRefusal(open, { ...clear, lastSession: { stoppedManually: true, stopReason: null } }, now)).toBe(
      'Please give the reason the last session was stopped before creating a new one',
    );
  });

  it('asks for a stop reason only for a session stopped by hand without one', () => {
    expect(needsStopReason(null)).toBe(false);
    expect(needsStopReason({ stoppedManually: false, stopReason: null })).toBe(false);
    expect(needsStopReason({ stoppedManually: true, stopReason: '  ' })).toBe(true);
    expect(needsStopReason({ stoppedManually: true, stopReason: 'Gangguan jaringan' })).toBe(false);
  });
});

describe('server time and the browser clock', () => {
  const now = new Date('2026-03-15T03:00:00.000Z');

  it('treats a start at or before the server now as past', () => {
    expect(startsInPast('2026-03-15T03:00:00.000Z', now)).toBe(true);
    expect(startsInPast('2026-03-15T03:00:00.001Z', now)).toBe(false);
  });

  it('reports the browser clock offset only beyond the warning threshold', () => {
    expect(clockSkewMs(undefined, now)).toBeNull();
    expect(clockSkewMs('2026-03-15T03:00:10.000Z', now)).toBeNull();
    expect(clockSkewMs('2026-03-15T03:00:10.001Z', now)).toBe(10_001);
    expect(clockSkewMs('2026-03-15T02:55:00.000Z', now)).toBe(-300_000);
  });
});
