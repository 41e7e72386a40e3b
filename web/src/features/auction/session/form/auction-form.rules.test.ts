import { AUCTION_SESSION_MSG } from '@procura/domain/auction/session/auction-session.messages';
import { auctionTimeRangeError } from '@procura/domain/auction/session/auction-session.rules';
import { auctionSessionFormSchema } from '@procura/domain/auction/session/auction-session.schemas';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import type { AuctionSessionView } from '@procura/domain/procurement/procurement.views';
import { describe, expect, it } from 'vitest';
import {
  computedDuration,
  EMPTY_AUCTION_FORM,
  fieldOfPath,
  firstFormProblem,
  formValuesOfDraft,
  maskMinutesTyping,
  maskWholeNumberTyping,
  messagesByField,
  parseTimeRangeMessage,
  percentOfPrice,
  toSchemaInput,
  type AuctionFormValues,
} from './auction-form.rules';

const PROCUREMENT_ID = '7d0f5f3e-8a43-4a53-9d43-0f0d3c1c7e11';
const VENDORS = ['0b8a3d3e-1f5c-4b7a-9a51-2d9c1e0f7a01', '0b8a3d3e-1f5c-4b7a-9a51-2d9c1e0f7a02'];
const period = { biddingType: 'TOTAL_PRICE', procurementStart: '2030-01-01T00:00:00.000Z', procurementEnd: '2030-01-31T00:00:00.000Z' };

const limitedForm: AuctionFormValues = {
  ...EMPTY_AUCTION_FORM,
  auctionType: 'OPEN',
  auctionModel: 'REALTIME',
  periodType: 'LIMITED_TIME',
  startTime: '2030-01-10T02:00:00.000Z',
  endTime: '2030-01-10T03:30:00.000Z',
  duration: '999',
  initialPrice: '1,500,000.00',
  minimalDecrement: '10,000.00',
  vendorIds: VENDORS,
};

describe('auction form values', () => {
  it('start a new session with 0 for minimal decrement, time extension, injury time and max extension', () => {
    expect(EMPTY_AUCTION_FORM).toMatchObject({ minimalDecrement: '0.00', timeExtension: '0', injuryTimeBeforeEnd: '0', maxSessionExtension: '0' });
  });

  it('compute a limited-time duration from start and end and ignore the typed one', () => {
    expect(computedDuration(limitedForm.startTime, limitedForm.endTime)).toBe('90.00');
    const parsed = auctionSessionFormSchema(period).parse(toSchemaInput(limitedForm, PROCUREMENT_ID, false));
    expect(parsed).toMatchObject({ duration: '90.00', status: 'DRAFT', initialPrice: '1500000.00', minimalDecrement: '10000.00', itemIds: [] });
  });

  it('show no duration until the end is after the start', () => {
    expect(computedDuration('2030-01-10T03:00:00.000Z', '2030-01-10T02:00:00.000Z')).toBe('');
    expect(computedDuration(null, '2030-01-10T02:00:00.000Z')).toBe('');
    expect(computedDuration('invalid', '2030-01-10T02:00:00.000Z')).toBe('');
  });

  it('send the injury-time fields only for an injury-time session', () => {
    const injury = { ...limitedForm, periodType: 'INJURY_TIME', endTime: null, duration: '60', injuryTimeBeforeEnd: '5', maxSessionExtension: '3' };
    const parsed = auctionSessionFormSchema(period).parse(toSchemaInput(injury, PROCUREMENT_ID, false));
    expect(parsed).toMatchObject({ endTime: '2030-01-10T03:00:00.000Z', injuryTimeBeforeEnd: '5.00', maxSessionExtension: 3 });
    expect(toSchemaInput({ ...injury, periodType: 'LIMITED_TIME' }, PROCUREMENT_ID, false)).toMatchObject({ injuryTimeBeforeEnd: '0', maxSessionExtension: '0' });
  });

  it('send the picked items only for unit-price bidding', () => {
    const form = { ...limitedForm, itemIds: [VENDORS[0]!] };
    expect(toSchemaInput(form, PROCUREMENT_ID, false).itemIds).toEqual([]);
    expect(toSchemaInput(form, PROCUREMENT_ID, true).itemIds).toEqual([VENDORS[0]]);
  });

  it('reopen a draft with masked money and the end only for limited time', () => {
    const draft = {
      periodType: 'INJURY_TIME',
      auctionType: 'OPEN',
      auctionModel: 'REALTIME',
      startTime: '2030-01-10T02:00:00.000Z',
      endTime: '2030-01-10T03:00:00.000Z',
      duration: '60.00',
      timeExtension: '2.00',
      injuryTimeBeforeEnd: '5.00',
      maxSessionExtension: 3,
      initialPrice: '1500000.00',
      minimalDecrement: '0.00',
      vendorIds: VENDORS,
      itemIds: [],
    } as unknown as AuctionSessionView;
    expect(formValuesOfDraft(draft)).toMatchObject({ endTime: null, duration: '60.00', initialPrice: '1,500,000.00', maxSessionExtension: '3' });
  });
});

describe('auction form errors', () => {
  it('name the field by the last path segment that is not a list index', () => {
    expect(fieldOfPath('body.auction.startTime')).toBe('startTime');
    expect(fieldOfPath('vendorIds.0')).toBe('vendorIds');
    expect(fieldOfPath(['itemIds', 2])).toBe('itemIds');
    expect(fieldOfPath('procurementId')).toBeNull();
    expect(fieldOfPath(null)).toBeNull();
  });

  it('keep the first message of each field and set apart the ones naming no field', () => {
    const result = messagesByField([
      { path: 'startTime', message: 'first' },
      { path: 'startTime', message: 'second' },
      { path: null, message: 'general' },
    ]);
    expect(result).toEqual({ fields: { startTime: 'first' }, general: ['general'] });
  });

  it('tell every missing field of an empty form at once', () => {
    const result = auctionSessionFormSchema({ ...period, biddingType: 'UNIT_PRICE' }).safeParse(toSchemaInput(EMPTY_AUCTION_FORM, PROCUREMENT_ID, true));
    expect(result.success).toBe(false);
    const { fields } = messagesByField(result.error!.issues.map((issue) => ({ path: issue.path, message: issue.message })));
    expect(Object.keys(fields).sort()).toEqual(['auctionModel', 'auctionType', 'initialPrice', 'itemIds', 'periodType', 'startTime', 'vendorIds']);
    expect(fields.vendorIds).toBe(PROCUREMENT_MSG.auctionNeedsTwoVendors);
  });

  it('read the dates back from a time-range message', () => {
    const message = auctionTimeRangeError(period);
    expect(parseTimeRangeMessage(message)).toEqual({ start: '01/01/2030 07:00 WIB', end: '31/01/2030 07:00 WIB' });
    expect(parseTimeRangeMessage(PROCUREMENT_MSG.startTimeRequired)).toBeNull();
  });

  it('refuse a start or end outside the procurement dates with the time-range message', () => {
    const early = { ...limitedForm, startTime: '2029-12-31T02:00:00.000Z' };
    const result = auctionSessionFormSchema(period).safeParse(toSchemaInput(early, PROCUREMENT_ID, false));
    expect(result.error?.issues.map((i) => i.message)).toContain(auctionTimeRangeError(period));
  });
});

describe('minute and whole-number typing', () => {
  it('keeps at most 2 decimals and no minus sign', () => {
    expect(maskMinutesTyping('-12.345')).toBe('12.34');
    expect(maskMinutesTyping('.5')).toBe('0.5');
    expect(maskMinutesTyping('1.2.3')).toBe('1.23');
    expect(maskMinutesTyping('abc')).toBe('');
  });

  it('keeps only the digits of a whole number', () => {
    expect(maskWholeNumberTyping('-3.5')).toBe('35');
    expect(maskWholeNumberTyping('12345')).toBe('123');
  });
});

describe('the refused form banner', () => {
  const RANGE = 'timeRange';

  it('names a start time in the past as such, not as an incomplete form', () => {
    const problem = firstFormProblem({ startTime: { type: 'validation', message: AUCTION_SESSION_MSG.startTimeInPast } }, RANGE);
    expect(problem).toEqual({ kind: 'invalid', field: 'startTime', message: 'Start time must be later than the current time' });
  });

  it('takes the first refused field in the form order', () => {
    const problem = firstFormProblem(
      {
        vendorIds: { type: 'validation', message: PROCUREMENT_MSG.auctionNeedsTwoVendors },
        minimalDecrement: { type: 'validation', message: PROCUREMENT_MSG.minimalDecrementAboveInitial },
        auctionModel: { type: 'validation', message: PROCUREMENT_MSG.auctionModelRequired },
      },
      RANGE,
    );
    expect(problem).toEqual({ kind: 'incomplete', field: 'auctionModel', message: PROCUREMENT_MSG.auctionModelRequired });
  });

  it('calls a missing value an incomplete form and a wrong one an invalid form', () => {
    expect(firstFormProblem({ vendorIds: { type: 'validation', message: PROCUREMENT_MSG.auctionNeedsTwoVendors } }, RANGE)?.kind).toBe('incomplete');
    expect(firstFormProblem({ minimalDecrement: { type: 'validation', message: PROCUREMENT_MSG.minimalDecrementAboveInitial } }, RANGE)?.kind).toBe('invalid');
  });

  it('gives the time-range banner when that field comes first, and a message of no field last', () => {
    expect(firstFormProblem({ startTime: { type: RANGE, message: 'between' }, initialPrice: { type: 'validation', message: 'x' } }, RANGE)).toEqual({ kind: 'timeRange' });
    expect(firstFormProblem({ root: { type: 'validation', message: 'general' } }, RANGE)).toEqual({ kind: 'invalid', field: null, message: 'general' });
    expect(firstFormProblem({}, RANGE)).toBeNull();
  });
});

describe('the newer rules in the payload', () => {
  const filled = { ...EMPTY_AUCTION_FORM, periodType: 'INJURY_TIME', minimalDecrement: '1,000,000.00' };

  it('sends the amount, or the percent instead of it, never both', () => {
    expect(toSchemaInput(filled, 'p1', false)).toMatchObject({ minimalDecrement: '1,000,000.00', minimalDecrementPercent: null });
    const percent = { ...filled, decrementKind: 'PERCENT' as const, minimalDecrementPercent: '0.5' };
    expect(toSchemaInput(percent, 'p1', false)).toMatchObject({ minimalDecrement: '0.00', minimalDecrementPercent: '0.5' });
  });

  it('sends the preset as its trigger and start, and N only with the top-ranks trigger', () => {
    expect(toSchemaInput(filled, 'p1', false)).toMatchObject({ extensionTrigger: 'ANY_OFFER', extensionFrom: 'PLANNED_END', extensionTopRanks: null, proxyBidding: true, tieRule: 'EARLIER_WINS', slipWarningPercent: '10' });
    const top = { ...filled, extensionPreset: 'TOP_RANKS:OFFER_TIME' as const, extensionTopRanks: '2' };
    expect(toSchemaInput(top, 'p1', false)).toMatchObject({ extensionTrigger: 'TOP_RANKS', extensionFrom: 'OFFER_TIME', extensionTopRanks: '2' });
  });

  it('previews a percent of the initial price in whole rupiah, half up', () => {
    expect(percentOfPrice('360,000,000.00', '0.5')).toBe('1800000');
    expect(percentOfPrice('1,001', '0.05')).toBe('1');
    expect(percentOfPrice('999', '0.05')).toBe('0');
    expect(percentOfPrice('', '1')).toBeNull();
    expect(percentOfPrice('1000', '')).toBeNull();
  });
});
