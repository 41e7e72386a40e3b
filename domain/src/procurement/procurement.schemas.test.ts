import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { zodIssuesToErrors } from '../common/errors';
import {
  cancelSchema,
  createProcurementSchema,
  deleteProcurementsSchema,
  idParamsSchema,
  listProcurementsQuerySchema,
  scoringPercentageSchema,
  searchQuerySchema,
} from './procurement.schemas';

function errorsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? [] : zodIssuesToErrors(result.error.issues);
}

const newInitiation = {
  procurementName: 'Pengadaan Laptop Kantor 2026',
  negotiationType: 'REVERSE_AUCTION',
  evaluationMethod: 'MERIT_POINT',
  winnerType: 'SINGLE_WINNER',
  biddingType: 'TOTAL_PRICE',
  currencyType: 'SINGLE_CURRENCY',
  priceIncludeTax: true,
  currency: 'IDR',
};

describe('new initiation', () => {
  it('accepts a complete dialog', () => {
    expect(createProcurementSchema.parse(newInitiation)).toEqual(newInitiation);
  });

  it('says "Please fulfilled all fields" beside every missing field', () => {
    expect(errorsOf(createProcurementSchema, { procurementName: ' ', winnerType: '', currencyType: 'SINGLE_CURRENCY', currency: null })).toEqual([
      { param: 'procurementName', msg: 'Please fulfilled all fields' },
      { param: 'negotiationType', msg: 'Please fulfilled all fields' },
      { param: 'evaluationMethod', msg: 'Please fulfilled all fields' },
      { param: 'winnerType', msg: 'Please fulfilled all fields' },
      { param: 'biddingType', msg: 'Please fulfilled all fields' },
      { param: 'currency', msg: 'Please fulfilled all fields' },
    ]);
  });

  it('does not require Price Include TAX, which defaults to no', () => {
    const { priceIncludeTax: _omitted, ...rest } = newInitiation;
    expect(createProcurementSchema.parse(rest).priceIncludeTax).toBe(false);
    expect(errorsOf(createProcurementSchema, { ...newInitiation, priceIncludeTax: 'yes' })).toEqual([
      { param: 'priceIncludeTax', msg: 'Price Include TAX must be yes or no' },
    ]);
  });

  it('requires the currency for a single-currency procurement', () => {
    expect(errorsOf(createProcurementSchema, { ...newInitiation, currency: undefined })).toEqual([
      { param: 'currency', msg: 'Please fulfilled all fields' },
    ]);
    expect(errorsOf(createProcurementSchema, { ...newInitiation, currency: 'rupiah' })).toEqual([
      { param: 'currency', msg: 'Currency must be a 3-letter code such as IDR' },
    ]);
  });

  it('takes no currency for a multi-currency procurement', () => {
    const multi = { ...newInitiation, currencyType: 'MULTI_CURRENCY' };
    expect(createProcurementSchema.parse({ ...multi, currency: '' }).currency).toBeNull();
    expect(createProcurementSchema.parse({ ...multi, currency: undefined }).currency).toBeNull();
    expect(errorsOf(createProcurementSchema, multi)).toEqual([
      { param: 'currency', msg: 'A currency is chosen only for a single-currency procurement' },
    ]);
  });

  it('offers a single winner total price or unit price only', () => {
    expect(errorsOf(createProcurementSchema, { ...newInitiation, biddingType: 'UNIT_PRICE' })).toEqual([]);
    expect(errorsOf(createProcurementSchema, { ...newInitiation, biddingType: 'TOTAL_PRICE_BY_UNIT' })).toEqual([
      { param: 'biddingType', msg: 'This bidding type is not available for the chosen winner type' },
    ]);
  });

  it('offers a multi winner total price by unit only', () => {
    const multi = { ...newInitiation, winnerType: 'MULTI_WINNER' };
    expect(errorsOf(createProcurementSchema, { ...multi, biddingType: 'TOTAL_PRICE_BY_UNIT' })).toEqual([]);
    expect(errorsOf(createProcurementSchema, multi)).toEqual([
      { param: 'biddingType', msg: 'This bidding type is not available for the chosen winner type' },
    ]);
  });

  it('names an unknown code and an unknown field', () => {
    expect(errorsOf(createProcurementSchema, { ...newInitiation, evaluationMethod: 'LOWEST_PRICE', companyId: 'x' })).toEqual([
      { param: 'evaluationMethod', msg: 'Evaluation method must be Passing Grade, Least Cost System or Merit Point' },
      { param: 'companyId', msg: 'Unknown field' },
    ]);
  });

  it('refuses a name longer than 200 characters', () => {
    expect(errorsOf(createProcurementSchema, { ...newInitiation, procurementName: 'x'.repeat(201) })).toEqual([
      { param: 'procurementName', msg: 'Procurement name must be at most 200 characters' },
    ]);
  });
});

describe('initiation list query', () => {
  it('pages 10 rows from page 1 by default', () => {
    expect(listProcurementsQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
  });

  it('reads query-string values and drops empty filters', () => {
    expect(
      listProcurementsQuerySchema.parse({
        page: '3',
        limit: '20',
        query: ' laptop ',
        postDateFrom: '2026-03-01',
        postDateTo: '2026-03-31',
        status: 'OPEN',
        biddingType: '',
      }),
    ).toEqual({ page: 3, limit: 20, query: 'laptop', postDateFrom: '2026-03-01', postDateTo: '2026-03-31', status: 'OPEN' });
  });

  it('reads All, -1 and the very large limits of the All option as every row', () => {
    for (const limit of ['All', 'all', -1, '-1', 99999, '999999']) {
      expect(listProcurementsQuerySchema.parse({ limit }).limit).toBe(-1);
    }
  });

  it('refuses a page below 1 and a page size outside 1 to 100', () => {
    expect(errorsOf(listProcurementsQuerySchema, { page: '0', limit: '101' })).toEqual([
      { param: 'page', msg: 'Page must be a whole number from 1' },
      { param: 'limit', msg: 'Page size must be All or a whole number from 1 to 100' },
    ]);
    expect(errorsOf(listProcurementsQuerySchema, { page: '1.5', limit: '0' })).toHaveLength(2);
  });

  it('refuses a search text longer than 200 characters', () => {
    expect(errorsOf(listProcurementsQuerySchema, { query: 'a'.repeat(201) })).toEqual([
      { param: 'query', msg: 'Search text must be at most 200 characters' },
    ]);
  });

  it('refuses dates that are not real yyyy-mm-dd days, and a range that ends before it starts', () => {
    expect(errorsOf(listProcurementsQuerySchema, { postDateFrom: '01/03/2026', postDateTo: '2026-02-30' })).toEqual([
      { param: 'postDateFrom', msg: 'Date must be written as yyyy-mm-dd' },
      { param: 'postDateTo', msg: 'Date must be written as yyyy-mm-dd' },
    ]);
    expect(errorsOf(listProcurementsQuerySchema, { postDateFrom: '2026-03-02', postDateTo: '2026-03-01' })).toEqual([
      { param: 'postDateTo', msg: 'Post date from must be on or before post date to' },
    ]);
    expect(errorsOf(listProcurementsQuerySchema, { postDateFrom: '2026-03-01', postDateTo: '2026-03-01' })).toEqual([]);
  });

  it('filters by known statuses and bidding types only', () => {
    expect(errorsOf(listProcurementsQuerySchema, { status: 'PENDING_APPROVAL', biddingType: 'UNIT_PRICE' })).toEqual([]);
    expect(errorsOf(listProcurementsQuerySchema, { status: 'ARCHIVED', biddingType: 'CHEAPEST' })).toEqual([
      { param: 'status', msg: 'Status is not valid' },
      { param: 'biddingType', msg: 'Bidding type must be Total Price, Total Price By Unit or Unit Price' },
    ]);
  });
});

describe('search and path parameters', () => {
  it('needs a keyword', () => {
    expect(searchQuerySchema.parse({ keyword: ' PRC-2026 ' })).toEqual({ keyword: 'PRC-2026' });
    expect(errorsOf(searchQuerySchema, { keyword: '  ' })).toEqual([{ param: 'keyword', msg: 'Keyword is required' }]);
  });

  it('accepts a record id only', () => {
    expect(errorsOf(idParamsSchema, { id: '8a5e8a36-5d1f-4f5b-9b7e-3d8f2f4c1a01' })).toEqual([]);
    expect(errorsOf(idParamsSchema, { id: '42' })).toEqual([{ param: 'id', msg: 'Id is not valid' }]);
  });
});

describe('cancel and bulk delete', () => {
  it('requires a cancel reason', () => {
    expect(cancelSchema.parse({ reason: ' Budget moved to Q3 ' })).toEqual({ reason: 'Budget moved to Q3' });
    expect(errorsOf(cancelSchema, { reason: '   ' })).toEqual([{ param: 'reason', msg: 'Please input the reason' }]);
    expect(errorsOf(cancelSchema, {})).toEqual([{ param: 'reason', msg: 'Please input the reason' }]);
    expect(errorsOf(cancelSchema, { reason: 'x'.repeat(501) })).toEqual([
      { param: 'reason', msg: 'Reason must be at most 500 characters' },
    ]);
  });

  it('says "No Items Selected!" when no procurement is chosen for deletion', () => {
    expect(errorsOf(deleteProcurementsSchema, { procurementIds: [] })).toEqual([{ param: 'procurementIds', msg: 'No Items Selected!' }]);
    expect(errorsOf(deleteProcurementsSchema, {})).toEqual([{ param: 'procurementIds', msg: 'No Items Selected!' }]);
  });

  it('refuses a malformed id and the same id twice', () => {
    const id = '8a5e8a36-5d1f-4f5b-9b7e-3d8f2f4c1a01';
    expect(errorsOf(deleteProcurementsSchema, { procurementIds: [id, 'abc'] })).toEqual([{ param: 'procurementIds.1', msg: 'Id is not valid' }]);
    expect(errorsOf(deleteProcurementsSchema, { procurementIds: [id, id] })).toEqual([
      { param: 'procurementIds', msg: 'The same row is selected twice' },
    ]);
  });
});

describe('scoring percentage', () => {
  it('accepts three percentages that add up to 100, as 2-decimal strings', () => {
    expect(scoringPercentageSchema.parse({ administrationValue: 20, technicalValue: '33.33', priceValue: '46.67' })).toEqual({
      administrationValue: '20.00',
      technicalValue: '33.33',
      priceValue: '46.67',
    });
    expect(errorsOf(scoringPercentageSchema, { administrationValue: 0, technicalValue: 0, priceValue: 100 })).toEqual([]);
  });

  it('refuses a total other than 100, as a message of the whole dialog', () => {
    expect(errorsOf(scoringPercentageSchema, { administrationValue: '20', technicalValue: '30', priceValue: '49.99' })).toEqual([
      { param: null, msg: 'The total of the scoring percentages must be 100' },
    ]);
    // 0.1 + 0.2 in floats is not 0.3; in decimals it is.
    expect(errorsOf(scoringPercentageSchema, { administrationValue: '0.1', technicalValue: '0.2', priceValue: '99.7' })).toEqual([]);
  });

  it('keeps each percentage within 0 to 100 with 2 decimals', () => {
    expect(errorsOf(scoringPercentageSchema, { administrationValue: '-10', technicalValue: '10.005', priceValue: '100.5' })).toEqual([
      { param: 'administrationValue', msg: 'Each percentage must be a number from 0 to 100 with at most 2 decimals' },
      { param: 'technicalValue', msg: 'Each percentage must be a number from 0 to 100 with at most 2 decimals' },
      { param: 'priceValue', msg: 'Each percentage must be a number from 0 to 100 with at most 2 decimals' },
    ]);
    expect(errorsOf(scoringPercentageSchema, { administrationValue: '', technicalValue: 50, priceValue: 50 })).toEqual([
      { param: 'administrationValue', msg: 'Please fulfilled the given input' },
    ]);
  });
});
