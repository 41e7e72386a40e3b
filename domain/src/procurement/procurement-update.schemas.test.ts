import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { zodIssuesToErrors } from '../common/errors';
import { dismissTipSchema } from './procurement-tips.schemas';
import { updateProcurementSchema } from './procurement.schemas';

function errorsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? [] : zodIssuesToErrors(result.error.issues);
}

const info = {
  procurementName: 'Pengadaan Laptop Kantor 2026',
  negotiationType: 'REVERSE_AUCTION',
  evaluationMethod: 'MERIT_POINT',
  winnerType: 'SINGLE_WINNER',
  biddingType: 'TOTAL_PRICE',
  currencyType: 'SINGLE_CURRENCY',
  priceIncludeTax: true,
  currency: 'IDR',
};

describe('procurement info card (update)', () => {
  it('takes the dialog fields and the period, handing the dates on as UTC ISO strings', () => {
    expect(updateProcurementSchema.parse({ ...info, startDate: '2026-04-01T08:00:00+07:00', endDate: '2026-04-30T17:00:00.000+07:00' })).toEqual({
      ...info,
      startDate: '2026-04-01T01:00:00.000Z',
      endDate: '2026-04-30T10:00:00.000Z',
    });
  });

  it('lets the period stay empty while drafting', () => {
    expect(updateProcurementSchema.parse(info)).toMatchObject({ startDate: null, endDate: null });
    expect(updateProcurementSchema.parse({ ...info, startDate: '', endDate: null })).toMatchObject({ startDate: null, endDate: null });
  });

  it('needs the end date after the start date', () => {
    const message = { param: 'endDate', msg: 'Procurement end date must be after its start date' };
    expect(errorsOf(updateProcurementSchema, { ...info, startDate: '2026-04-01T08:00:00+07:00', endDate: '2026-04-01T01:00:00Z' })).toEqual([message]);
    expect(errorsOf(updateProcurementSchema, { ...info, startDate: '2026-04-02T00:00:00Z', endDate: '2026-04-01T00:00:00Z' })).toEqual([message]);
  });

  it('refuses dates without a time zone, other types and malformed text', () => {
    expect(errorsOf(updateProcurementSchema, { ...info, startDate: '2026-04-01', endDate: 20260401 })).toEqual([
      { param: 'startDate', msg: 'Time must be a date and time with its time zone' },
      { param: 'endDate', msg: 'Time must be a date and time with its time zone' },
    ]);
    expect(errorsOf(updateProcurementSchema, { ...info, startDate: 'x'.repeat(1_000_000) })).toEqual([
      { param: 'startDate', msg: 'Time must be a date and time with its time zone' },
    ]);
  });

  it('keeps the rules of the New Initiation dialog and refuses unknown fields', () => {
    expect(errorsOf(updateProcurementSchema, { ...info, biddingType: 'TOTAL_PRICE_BY_UNIT', status: 'OPEN' })).toEqual([
      { param: 'status', msg: 'Unknown field' },
      { param: 'biddingType', msg: 'This bidding type is not available for the chosen winner type' },
    ]);
    expect(errorsOf(updateProcurementSchema, { ...info, procurementName: '' })).toEqual([{ param: 'procurementName', msg: 'Please fulfilled all fields' }]);
    expect(updateProcurementSchema.parse({ ...info, currencyType: 'MULTI_CURRENCY', currency: '' }).currency).toBeNull();
  });
});

describe('dismissed tips', () => {
  it('accepts a short key of letters, digits, dots, dashes and underscores', () => {
    expect(dismissTipSchema.parse({ tipKey: ' initiation.itemList ' })).toEqual({ tipKey: 'initiation.itemList' });
    expect(dismissTipSchema.parse({ tipKey: 'a'.repeat(64) }).tipKey).toHaveLength(64);
  });

  it('refuses an empty, long, spaced or non-text key', () => {
    const message = [{ param: 'tipKey', msg: 'Tip key must be 1 to 64 letters, digits, dots, dashes or underscores' }];
    for (const tipKey of ['', 'a'.repeat(65), 'item list', '<script>', 42, ['itemList'], null]) {
      expect(errorsOf(dismissTipSchema, { tipKey })).toEqual(message);
    }
  });
});
