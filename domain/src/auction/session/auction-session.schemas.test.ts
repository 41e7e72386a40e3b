import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { zodIssuesToErrors } from '../../common/errors';
import {
  auctionIdParamSchema,
  auctionSessionFormSchema,
  deleteAuctionSessionsSchema,
  listAuctionSessionsQuerySchema,
  stopReasonSchema,
} from './auction-session.schemas';

function errorsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? [] : zodIssuesToErrors(result.error.issues);
}

const PROCUREMENT_ID = '8a5e8a36-5d1f-4f5b-9b7e-3d8f2f4c1a01';
const VENDORS = ['5b1d6c0e-2f4a-4e8b-9c3d-7a6f5e4d3c21', '6c2e7d1f-3a5b-4f9c-8d4e-8b7a6f5e4d32'];
const ITEM = '7d3f8e2a-4b6c-4a0d-9e5f-9c8b7a6f5e43';

// The procurement runs from 10 March 08:00 to 20 March 17:00, Jakarta time.
const period = { procurementStart: '2026-03-10T01:00:00Z', procurementEnd: '2026-03-20T10:00:00Z' };
const totalPriceForm = auctionSessionFormSchema({ biddingType: 'TOTAL_PRICE', ...period });
const unitPriceForm = auctionSessionFormSchema({ biddingType: 'UNIT_PRICE', ...period });
const RANGE_MESSAGE = 'Please input auction start and end time between 10/03/2026 08:00 WIB and 20/03/2026 17:00 WIB';

const limitedTime = {
  procurementId: PROCUREMENT_ID,
  auctionType: 'OPEN',
  auctionModel: 'REALTIME',
  periodType: 'LIMITED_TIME',
  startTime: '2026-03-12T03:00:00.000Z',
  endTime: '2026-03-12T04:30:00.000Z',
  initialPrice: '1,500,000,000.00',
  minimalDecrement: '1,000,000',
  vendorIds: VENDORS,
};

const injuryTime = {
  ...limitedTime,
  periodType: 'INJURY_TIME',
  endTime: null,
  duration: '60',
  timeExtension: '2.5',
  injuryTimeBeforeEnd: '5',
  maxSessionExtension: 3,
};

/** What a form that says nothing about the newer rules gets (decision 185). */
const RULE_DEFAULTS = {
  proxyBidding: true,
  extensionTrigger: 'ANY_OFFER',
  extensionTopRanks: null,
  extensionFrom: 'PLANNED_END',
  tieRule: 'EARLIER_WINS',
  slipWarningPercent: 10,
  maxPauseMinutes: 60,
  minimalDecrementPercent: null,
};

describe('auction evaluation methods form, limited time', () => {
  it('computes the duration from start and end and zeroes the injury-time fields', () => {
    expect(totalPriceForm.parse({ ...limitedTime, injuryTimeBeforeEnd: '5', maxSessionExtension: 2 })).toEqual({
      ...limitedTime,
      status: 'NOT_STARTED',
      duration: '90.00',
      timeExtension: '0.00',
      injuryTimeBeforeEnd: '0.00',
      maxSessionExtension: 0,
      initialPrice: '1500000000.00',
      minimalDecrement: '1000000.00',
      itemIds: [],
      ...RULE_DEFAULTS,
    });
  });

  it('needs an end time after the start time', () => {
    expect(errorsOf(totalPriceForm, { ...limitedTime, endTime: undefined })).toEqual([{ param: 'endTime', msg: 'End time is required' }]);
    expect(errorsOf(totalPriceForm, { ...limitedTime, endTime: limitedTime.startTime })).toEqual([
      { param: 'endTime', msg: 'End time must be after start time' },
    ]);
  });

  it('keeps start and end within the procurement dates, naming them in Jakarta time', () => {
    expect(errorsOf(totalPriceForm, { ...limitedTime, startTime: '2026-03-10T00:59:00Z' })).toEqual([
      { param: 'startTime', msg: RANGE_MESSAGE },
    ]);
    expect(errorsOf(totalPriceForm, { ...limitedTime, endTime: '2026-03-20T10:01:00Z' })).toEqual([{ param: 'endTime', msg: RANGE_MESSAGE }]);
    expect(errorsOf(totalPriceForm, { ...limitedTime, startTime: '2026-03-10T01:00:00Z', endTime: '2026-03-20T10:00:00Z' })).toEqual([]);
  });

  it('accepts any time when the procurement has no dates yet', () => {
    const undated = auctionSessionFormSchema({ biddingType: 'TOTAL_PRICE', procurementStart: null, procurementEnd: null });
    expect(errorsOf(undated, { ...limitedTime, startTime: '2030-01-01T00:00:00Z', endTime: '2030-01-01T01:00:00Z' })).toEqual([]);
  });

  it('reads times with their time zone and refuses times without one', () => {
    expect(totalPriceForm.parse({ ...limitedTime, startTime: '2026-03-12T10:00:00+07:00' }).startTime).toBe('2026-03-12T03:00:00.000Z');
    expect(errorsOf(totalPriceForm, { ...limitedTime, startTime: '2026-03-12 10:00' })).toEqual([
      { param: 'startTime', msg: 'Time must be a date and time with its time zone' },
    ]);
  });
});

describe('auction evaluation methods form, injury time', () => {
  it('ends at start plus duration and keeps the injury-time fields', () => {
    expect(totalPriceForm.parse(injuryTime)).toMatchObject({
      endTime: '2026-03-12T04:00:00.000Z',
      duration: '60.00',
      timeExtension: '2.50',
      injuryTimeBeforeEnd: '5.00',
      maxSessionExtension: 3,
    });
  });

  it('defaults the minimal decrement, time extension, injury time and max extension to 0', () => {
    const { minimalDecrement: _m, timeExtension: _t, injuryTimeBeforeEnd: _i, maxSessionExtension: _x, ...bare } = injuryTime;
    expect(totalPriceForm.parse(bare)).toMatchObject({
      minimalDecrement: '0.00',
      timeExtension: '0.00',
      injuryTimeBeforeEnd: '0.00',
      maxSessionExtension: 0,
    });
  });

  it('needs a duration above 0', () => {
    expect(errorsOf(totalPriceForm, { ...injuryTime, duration: '' })).toEqual([{ param: 'duration', msg: 'Duration is required' }]);
    expect(errorsOf(totalPriceForm, { ...injuryTime, duration: 0 })).toEqual([
      { param: 'duration', msg: 'Duration must be minutes above 0 with at most 2 decimals' },
    ]);
  });

  it('accepts minutes with at most 2 decimals and no negatives', () => {
    expect(errorsOf(totalPriceForm, { ...injuryTime, duration: '30.25', timeExtension: '0.01' })).toEqual([]);
    expect(errorsOf(totalPriceForm, { ...injuryTime, duration: '30.125', timeExtension: '-1', injuryTimeBeforeEnd: '1.001' })).toEqual([
      { param: 'duration', msg: 'Duration must be minutes above 0 with at most 2 decimals' },
      { param: 'timeExtension', msg: 'Minutes must be a number with at most 2 decimals, not negative' },
      { param: 'injuryTimeBeforeEnd', msg: 'Minutes must be a number with at most 2 decimals, not negative' },
    ]);
  });

  it('accepts a whole number of session extensions only', () => {
    for (const maxSessionExtension of [-1, 1.5, '2.0', 'many', 1000]) {
      expect(errorsOf(totalPriceForm, { ...injuryTime, maxSessionExtension })).toEqual([
        { param: 'maxSessionExtension', msg: 'Max session extension must be a positive whole number' },
      ]);
    }
    expect(totalPriceForm.parse({ ...injuryTime, maxSessionExtension: '4' }).maxSessionExtension).toBe(4);
  });

  it('keeps the injury time within the duration', () => {
    expect(errorsOf(totalPriceForm, { ...injuryTime, injuryTimeBeforeEnd: '60.01' })).toEqual([
      { param: 'injuryTimeBeforeEnd', msg: 'Injury time before end cannot be longer than the duration' },
    ]);
  });

  it('keeps the planned end within the procurement dates', () => {
    expect(errorsOf(totalPriceForm, { ...injuryTime, startTime: '2026-03-20T09:30:00Z', duration: '31' })).toEqual([
      { param: 'duration', msg: RANGE_MESSAGE },
    ]);
  });
});

describe('auction evaluation methods form, prices, vendors and items', () => {
  it('refuses a minimal decrement above the initial price', () => {
    expect(errorsOf(totalPriceForm, { ...limitedTime, initialPrice: '1000', minimalDecrement: '1,000.01' })).toEqual([
      { param: 'minimalDecrement', msg: 'Minimal decrement cannot exceed the initial price' },
    ]);
    expect(errorsOf(totalPriceForm, { ...limitedTime, initialPrice: '1000', minimalDecrement: '1000' })).toEqual([]);
  });

  it('needs an initial price above 0 within the money limits', () => {
    expect(errorsOf(totalPriceForm, { ...limitedTime, initialPrice: undefined })).toEqual([
      { param: 'initialPrice', msg: 'Initial price is required' },
    ]);
    for (const initialPrice of ['0', '-5', '1.234', '1234567890123456']) {
      expect(errorsOf(totalPriceForm, { ...limitedTime, initialPrice, minimalDecrement: '0' })).toEqual([
        { param: 'initialPrice', msg: 'Initial price must be an amount above 0 of at most 15 digits and 2 decimals' },
      ]);
    }
  });

  it('needs at least 2 vendors', () => {
    const message = 'Please select at least 2 vendors to create an auction';
    expect(errorsOf(totalPriceForm, { ...limitedTime, vendorIds: [VENDORS[0]] })).toEqual([{ param: 'vendorIds', msg: message }]);
    expect(errorsOf(totalPriceForm, { ...limitedTime, vendorIds: undefined })).toEqual([{ param: 'vendorIds', msg: message }]);
    expect(errorsOf(totalPriceForm, { ...limitedTime, vendorIds: [VENDORS[0], VENDORS[0]] })).toEqual([
      { param: 'vendorIds', msg: 'The same row is selected twice' },
    ]);
  });

  it('needs the items for unit-price bidding and ignores them otherwise', () => {
    expect(errorsOf(unitPriceForm, limitedTime)).toEqual([{ param: 'itemIds', msg: 'Please select at least 1 item for a unit price auction' }]);
    expect(errorsOf(unitPriceForm, { ...limitedTime, itemIds: [] })).toEqual([
      { param: 'itemIds', msg: 'Please select at least 1 item for a unit price auction' },
    ]);
    expect(unitPriceForm.parse({ ...limitedTime, itemIds: [ITEM] }).itemIds).toEqual([ITEM]);
    expect(totalPriceForm.parse({ ...limitedTime, itemIds: [ITEM] }).itemIds).toEqual([]);
    expect(totalPriceForm.parse({ ...limitedTime, itemIds: [] }).itemIds).toEqual([]);
  });

  it('saves a draft or creates the session', () => {
    expect(totalPriceForm.parse({ ...limitedTime, status: 'DRAFT' }).status).toBe('DRAFT');
    expect(errorsOf(totalPriceForm, { ...limitedTime, status: 'DONE' })).toEqual([
      { param: 'status', msg: 'A new session is saved as a draft or created' },
    ]);
  });

  it('lists every missing field of a half-filled form at once', () => {
    expect(errorsOf(unitPriceForm, { procurementId: PROCUREMENT_ID, periodType: 'LIMITED_TIME' })).toEqual([
      { param: 'auctionType', msg: 'Auction type must be Open or Closed (sealed)' },
      { param: 'auctionModel', msg: 'Auction model must be Real Time or Simulation' },
      { param: 'startTime', msg: 'Start time is required' },
      { param: 'initialPrice', msg: 'Initial price is required' },
      { param: 'vendorIds', msg: 'Please select at least 2 vendors to create an auction' },
      { param: 'endTime', msg: 'End time is required' },
      { param: 'itemIds', msg: 'Please select at least 1 item for a unit price auction' },
    ]);
    expect(errorsOf(totalPriceForm, { procurementId: PROCUREMENT_ID, periodType: 'INJURY_TIME' })).toContainEqual({
      param: 'duration',
      msg: 'Duration is required',
    });
  });
});

describe('auction evaluation methods form, the newer rules', () => {
  it('takes every rule with its default when the form says nothing about them', () => {
    expect(totalPriceForm.parse(injuryTime)).toMatchObject(RULE_DEFAULTS);
    expect(totalPriceForm.parse({ ...injuryTime, proxyBidding: null, extensionTrigger: '', tieRule: null, slipWarningPercent: '' })).toMatchObject(RULE_DEFAULTS);
  });

  it('keeps the chosen rules', () => {
    const chosen = {
      proxyBidding: false,
      extensionTrigger: 'TOP_RANKS',
      extensionTopRanks: '3',
      extensionFrom: 'OFFER_TIME',
      tieRule: 'NO_TIE_FOR_FIRST',
      slipWarningPercent: '12.5',
      maxPauseMinutes: 15,
    };
    expect(totalPriceForm.parse({ ...injuryTime, ...chosen })).toMatchObject({ ...chosen, extensionTopRanks: 3, slipWarningPercent: 12.5 });
  });

  it('needs the number of top ranks with TOP_RANKS, and drops it otherwise', () => {
    expect(errorsOf(totalPriceForm, { ...injuryTime, extensionTrigger: 'TOP_RANKS' })).toEqual([
      { param: 'extensionTopRanks', msg: 'Please enter how many top ranks extend the session' },
    ]);
    for (const bad of [0, '1.5', -1, 1000, 'two']) {
      expect(errorsOf(totalPriceForm, { ...injuryTime, extensionTrigger: 'TOP_RANKS', extensionTopRanks: bad })).toEqual([
        { param: 'extensionTopRanks', msg: 'Top ranks must be a whole number from 1 to 999' },
      ]);
    }
    expect(totalPriceForm.parse({ ...injuryTime, extensionTrigger: 'ANY_OFFER', extensionTopRanks: 2 }).extensionTopRanks).toBeNull();
  });

  it('keeps a limited-time session at the default extension rules (it never extends)', () => {
    const parsed = totalPriceForm.parse({ ...limitedTime, extensionTrigger: 'TOP_RANKS', extensionFrom: 'OFFER_TIME' });
    expect(parsed).toMatchObject({ extensionTrigger: 'ANY_OFFER', extensionTopRanks: null, extensionFrom: 'PLANNED_END' });
  });

  it('names every bad rule in its own words', () => {
    const bad = { proxyBidding: 'yes', extensionTrigger: 'SOMETIMES', extensionFrom: 'NOW', tieRule: 'COIN', slipWarningPercent: '0.5', maxPauseMinutes: 0 };
    expect(errorsOf(totalPriceForm, { ...injuryTime, ...bad })).toEqual([
      { param: 'proxyBidding', msg: 'Proxy bidding must be on or off' },
      { param: 'extensionTrigger', msg: 'Please choose which offers extend the session: any offer, or an offer that takes one of the top ranks' },
      { param: 'extensionFrom', msg: "Please choose whether an extension counts from the planned end or from the offer's time" },
      { param: 'tieRule', msg: 'Please choose the tie rule: the earlier offer ranks first, or no tie for rank 1' },
      { param: 'slipWarningPercent', msg: 'Slip warning must be a percent from 1 to 90 with at most 2 decimals' },
      { param: 'maxPauseMinutes', msg: 'Maximum pause must be above 0 and at most 1440 minutes, with at most 2 decimals' },
    ]);
    expect(errorsOf(totalPriceForm, { ...injuryTime, slipWarningPercent: 90.01 })).toHaveLength(1);
    expect(errorsOf(totalPriceForm, { ...injuryTime, slipWarningPercent: '1.005' })).toHaveLength(1);
    expect(totalPriceForm.parse({ ...injuryTime, slipWarningPercent: 1 }).slipWarningPercent).toBe(1);
    expect(errorsOf(totalPriceForm, { ...injuryTime, maxPauseMinutes: '1440.01' })).toHaveLength(1);
  });

  it('takes the decrement as a percent instead of an amount, never both', () => {
    const { minimalDecrement: _amount, ...withoutAmount } = injuryTime;
    expect(totalPriceForm.parse({ ...withoutAmount, minimalDecrementPercent: '2.5' })).toMatchObject({ minimalDecrement: '0.00', minimalDecrementPercent: '2.50' });
    expect(totalPriceForm.parse({ ...injuryTime, minimalDecrement: '0', minimalDecrementPercent: 50 }).minimalDecrementPercent).toBe('50.00');
    expect(errorsOf(totalPriceForm, { ...injuryTime, minimalDecrementPercent: '2.5' })).toEqual([
      { param: 'minimalDecrementPercent', msg: 'Please give the minimal decrement as an amount or as a percent, not both' },
    ]);
    for (const bad of [0, '50.01', '-1', '0.001', 'ten']) {
      expect(errorsOf(totalPriceForm, { ...withoutAmount, minimalDecrementPercent: bad })).toEqual([
        { param: 'minimalDecrementPercent', msg: 'Minimal decrement percent must be above 0 and at most 50, with at most 2 decimals' },
      ]);
    }
  });
});

describe('deleting auction sessions', () => {
  it('says "No Items Selected!" when deleting no session', () => {
    expect(errorsOf(deleteAuctionSessionsSchema, { procurementId: PROCUREMENT_ID, auctionIds: [] })).toEqual([
      { param: 'auctionIds', msg: 'No Items Selected!' },
    ]);
  });
});

describe('the session list, ids and the stop reason', () => {
  it('pages 5 sessions by default and reads "All" as every row', () => {
    expect(listAuctionSessionsQuerySchema.parse({ procurementId: PROCUREMENT_ID })).toEqual({ procurementId: PROCUREMENT_ID, page: 1, limit: 5, query: undefined });
    expect(listAuctionSessionsQuerySchema.parse({ procurementId: PROCUREMENT_ID, page: '2', limit: 'All', query: ' AUC ' })).toEqual({
      procurementId: PROCUREMENT_ID,
      page: 2,
      limit: -1,
      query: 'AUC',
    });
    expect(errorsOf(listAuctionSessionsQuerySchema, { procurementId: PROCUREMENT_ID, sort: 'x' })).toEqual([{ param: 'sort', msg: 'Unknown field' }]);
  });

  it('refuses a malformed auction id', () => {
    expect(errorsOf(auctionIdParamSchema, { auctionId: 'AUC-1' })).toEqual([{ param: 'auctionId', msg: 'Id is not valid' }]);
  });

  it('needs a stop reason of at most 500 characters, trimmed', () => {
    expect(stopReasonSchema.parse({ reason: '  Gangguan jaringan ' })).toEqual({ reason: 'Gangguan jaringan' });
    expect(errorsOf(stopReasonSchema, { reason: ' ' })).toEqual([{ param: 'reason', msg: 'Please input the reason' }]);
    expect(errorsOf(stopReasonSchema, { reason: 'x'.repeat(501) })).toEqual([{ param: 'reason', msg: 'Reason must be at most 500 characters' }]);
  });
});
