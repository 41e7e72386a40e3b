import { describe, expect, it } from 'vitest';
import {
  batchScheduleProblems,
  defaultItemIds,
  finalPriceProblems,
  finalTotal,
  formatRangeDate,
  initialUnitPrice,
  isWithin,
  logProblems,
  logRowProblems,
  logValue,
  onGoingProblems,
  rangeMessage,
  vendorScheduleProblem,
  zeroSeconds,
} from './negotiation-batch.rules';

// 1 March 2026 08:00 WIB to 31 March 2026 17:00 WIB.
const procurement = { start: '2026-03-01T01:00:00.000Z', end: '2026-03-31T10:00:00.000Z' };

describe('schedule range', () => {
  it('formats dates dd MMMM yyyy HH:mm in Jakarta and names the range', () => {
    expect(formatRangeDate('2026-03-01T01:00:00.000Z')).toBe('01 March 2026 08:00');
    expect(formatRangeDate('2026-03-31T17:30:00.000Z')).toBe('01 April 2026 00:30');
    expect(rangeMessage(procurement)).toBe('Please input start date between 01 March 2026 08:00 and 31 March 2026 17:00');
    expect(rangeMessage({ start: procurement.start, end: null })).toBe('Please input start date above 01 March 2026 08:00');
  });

  it('zeroes seconds and includes both bounds', () => {
    expect(zeroSeconds('2026-03-01T01:00:59.999Z').toISOString()).toBe('2026-03-01T01:00:00.000Z');
    expect(isWithin('2026-03-01T01:00:30.000Z', procurement)).toBe(true);
    expect(isWithin('2026-03-01T00:59:59.000Z', procurement)).toBe(false);
    expect(isWithin('2026-03-31T10:00:45.000Z', procurement)).toBe(true);
    expect(isWithin('2026-03-31T10:01:00.000Z', procurement)).toBe(false);
    expect(isWithin('2030-01-01T00:00:00.000Z', { start: procurement.start, end: null })).toBe(true);
  });

  it('judges a batch schedule: start and end in range, end after start', () => {
    const ok = { startDate: '2026-03-02T01:00:00.000Z', endDate: '2026-03-02T03:00:00.000Z' };
    expect(batchScheduleProblems(ok, procurement)).toEqual([]);
    expect(batchScheduleProblems({ startDate: null, endDate: null }, procurement)).toEqual([]);
    const msg = rangeMessage(procurement);
    expect(batchScheduleProblems({ ...ok, startDate: '2026-02-28T01:00:00.000Z' }, procurement)).toEqual([{ param: 'startDate', msg }]);
    expect(batchScheduleProblems({ ...ok, endDate: '2026-04-02T01:00:00.000Z' }, procurement)).toEqual([{ param: 'endDate', msg }]);
    expect(batchScheduleProblems({ ...ok, endDate: ok.startDate }, procurement)).toEqual([{ param: 'endDate', msg }]);
  });

  it('asks type, schedule, items and vendors before Create Session', () => {
    const full = { negotiationType: 'ONLINE', startDate: '2026-03-02T01:00:00.000Z', endDate: '2026-03-02T03:00:00.000Z', itemIds: ['i'], vendorIds: ['v'] };
    expect(onGoingProblems(full, procurement)).toEqual([]);
    expect(onGoingProblems({ negotiationType: null, startDate: null, endDate: null, itemIds: [], vendorIds: [] }, procurement)).toEqual([
      { param: 'negotiationType', msg: 'Please select negotiation type' },
      { param: 'startDate', msg: 'Please select schedule date' },
      { param: 'itemIds', msg: 'Please select items' },
      { param: 'vendorIds', msg: 'Please select vendors' },
    ]);
    expect(onGoingProblems({ ...full, endDate: null }, procurement)).toEqual([{ param: 'endDate', msg: 'Please select schedule date' }]);
  });

  it('keeps a vendor schedule between the batch start and the procurement end', () => {
    const batchStart = '2026-03-10T01:00:00.000Z';
    expect(vendorScheduleProblem(null, batchStart, procurement.end)).toBe('Please select negotiation date!');
    expect(vendorScheduleProblem('2026-03-10T01:00:00.000Z', batchStart, procurement.end)).toBeNull();
    expect(vendorScheduleProblem('2026-03-09T01:00:00.000Z', batchStart, procurement.end)).toBe(
      'Please input start date between 10 March 2026 08:00 and 31 March 2026 17:00',
    );
    expect(vendorScheduleProblem('2027-01-01T00:00:00.000Z', batchStart, null)).toBeNull();
    expect(vendorScheduleProblem('2026-03-09T01:00:00.000Z', batchStart, null)).toBe('Please input start date above 10 March 2026 08:00');
  });
});

describe('items and prices', () => {
  it('selects only the first item for unit-price bidding, else all', () => {
    expect(defaultItemIds('UNIT_PRICE', ['a', 'b'])).toEqual(['a']);
    expect(defaultItemIds('TOTAL_PRICE', ['a', 'b'])).toEqual(['a', 'b']);
    expect(defaultItemIds('TOTAL_PRICE_BY_UNIT', ['a', 'b'])).toEqual(['a', 'b']);
    expect(defaultItemIds('UNIT_PRICE', [])).toEqual([]);
  });

  it('starts from the auction price, else the quotation, else the estimate', () => {
    expect(initialUnitPrice('90', '95', '100')).toBe('90.00');
    expect(initialUnitPrice(null, '95', '100')).toBe('95.00');
    expect(initialUnitPrice('0', null, '100')).toBe('100.00');
  });

  const item = (finalPrice: string | null, quantity = '2', lastPrice: string | null = '100') => ({ finalPrice, quantity, lastPrice });

  it('refuses a zero or empty final price for every bidding type', () => {
    for (const type of ['TOTAL_PRICE', 'TOTAL_PRICE_BY_UNIT', 'UNIT_PRICE'] as const) {
      expect(finalPriceProblems(type, [item('50'), item('0')], '400')).toEqual([{ param: 'items.1.finalPrice', msg: "Couldn't send 0 offer" }]);
      expect(finalPriceProblems(type, [item(null)], '400')).toEqual([{ param: 'items.0.finalPrice', msg: "Couldn't send 0 offer" }]);
    }
  });

  it('asks a total strictly lower than the vendor last total for total-price types', () => {
    expect(finalTotal([item('99.5'), item('100', '1.5')])).toBe('349.00');
    for (const type of ['TOTAL_PRICE', 'TOTAL_PRICE_BY_UNIT'] as const) {
      expect(finalPriceProblems(type, [item('99.99')], '200')).toEqual([]);
      expect(finalPriceProblems(type, [item('100')], '200')).toEqual([{ param: 'items', msg: "Final price must be lower than vendor's last price" }]);
      expect(finalPriceProblems(type, [item('150', '2', null)], null)).toEqual([]);
      expect(finalPriceProblems(type, [item('150')], '0')).toEqual([]);
      // One item dearer, the total still lower: allowed.
      expect(finalPriceProblems(type, [item('120', '1'), item('10', '1')], '200')).toEqual([]);
    }
  });

  it('has no total check for unit price, only each item below its last auction price', () => {
    expect(finalPriceProblems('UNIT_PRICE', [item('99'), item('1000', '1', '0'), item('5', '1', null)], '1')).toEqual([]);
    expect(finalPriceProblems('UNIT_PRICE', [item('100'), item('99')], null)).toEqual([
      { param: 'items.0.finalPrice', msg: 'Final price must be lower than last auction price' },
    ]);
  });
});

describe('negotiation log', () => {
  it('stores zero and empty as nothing', () => {
    expect(logValue('0')).toBeNull();
    expect(logValue('')).toBeNull();
    expect(logValue(null)).toBeNull();
    expect(logValue('12.5')).toBe('12.50');
  });

  it('keeps the buyer at or below the final and the vendor at or above', () => {
    expect(logRowProblems({ buyerOffer: '100', vendorOffer: '100' }, '100')).toEqual([]);
    expect(logRowProblems({ buyerOffer: '100.01', vendorOffer: '99.99' }, '100')).toEqual([
      { param: 'buyerOffer', msg: 'Value must be equal or lower than negotiation final' },
      { param: 'vendorOffer', msg: 'Value must be equal or higher than negotiation final' },
    ]);
    expect(logRowProblems({ buyerOffer: '0', vendorOffer: '' }, '100')).toEqual([]);
    expect(logRowProblems({ buyerOffer: '500', vendorOffer: '1' }, null)).toEqual([]);
    expect(logProblems([{ buyerOffer: '90', vendorOffer: '110' }, { buyerOffer: '101', vendorOffer: null }], '100')).toEqual([
      { param: 'logs.1.buyerOffer', msg: 'Value must be equal or lower than negotiation final' },
    ]);
  });
});
