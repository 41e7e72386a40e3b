import { describe, expect, it } from 'vitest';
import {
  allowedBiddingTypes,
  bottomButtons,
  canAddAuctionSession,
  canAddVendor,
  canCancel,
  canEditItemsAndVendors,
  canEnd,
  hasEnded,
  inviteVendorsHint,
  minimumVendors,
  offersCreateAuctionSession,
  requiresCurrency,
  sectionVisibility,
  submitProblems,
  type ProcurementFacts,
  type VendorScoreFacts,
} from './procurement.rules';

function draft(overrides: Partial<ProcurementFacts> = {}): ProcurementFacts {
  return {
    status: 'DRAFT',
    procurementName: 'Pengadaan Laptop Kantor 2026',
    negotiationType: 'REVERSE_AUCTION',
    evaluationMethod: 'PASSING_GRADE',
    biddingType: 'TOTAL_PRICE',
    winnerType: 'SINGLE_WINNER',
    currencyType: 'SINGLE_CURRENCY',
    currency: 'IDR',
    evaluationScoring: null,
    promiseProcurementId: null,
    // The procurement period is required to submit (decided: entered on the Procurement Info card).
    startDate: '2026-04-01T01:00:00.000Z',
    endDate: '2026-04-30T10:00:00.000Z',
    ...overrides,
  };
}

const scored: VendorScoreFacts = { administrationPassed: true, technicalScore: '72.50' };
const unscored: VendorScoreFacts = { administrationPassed: null, technicalScore: null };
const oneItem = [{ itemCode: 'LPT-01' }];

describe('bidding types and currency', () => {
  it('offers total price and unit price to a single winner', () => {
    expect(allowedBiddingTypes('SINGLE_WINNER')).toEqual(['TOTAL_PRICE', 'UNIT_PRICE']);
  });

  it('offers only total price by unit to a multi winner', () => {
    expect(allowedBiddingTypes('MULTI_WINNER')).toEqual(['TOTAL_PRICE_BY_UNIT']);
  });

  it('offers nothing before a winner type is chosen', () => {
    expect(allowedBiddingTypes(null)).toEqual([]);
    expect(allowedBiddingTypes('SOMETHING_ELSE')).toEqual([]);
  });

  it('asks for a currency only for a single-currency procurement', () => {
    expect(requiresCurrency('SINGLE_CURRENCY')).toBe(true);
    expect(requiresCurrency('MULTI_CURRENCY')).toBe(false);
    expect(requiresCurrency(undefined)).toBe(false);
  });
});

describe('submit rules', () => {
  it('accepts a complete draft with an item and two vendors', () => {
    expect(submitProblems(draft(), [scored, scored], oneItem)).toEqual([]);
  });

  it('asks to complete the info form when a required field is missing', () => {
    for (const field of ['procurementName', 'negotiationType', 'evaluationMethod', 'biddingType', 'winnerType', 'currencyType'] as const) {
      expect(submitProblems(draft({ [field]: field === 'procurementName' ? '  ' : null }), [scored, scored], oneItem)).toEqual([
        'Please complete the procurement info form input',
      ]);
    }
  });

  it('counts a missing currency of a single-currency procurement as incomplete info', () => {
    expect(submitProblems(draft({ currency: null }), [scored, scored], oneItem)).toEqual(['Please complete the procurement info form input']);
    expect(submitProblems(draft({ currencyType: 'MULTI_CURRENCY', currency: null }), [scored, scored], oneItem)).toEqual([]);
  });

  it('asks to define the scoring for merit point', () => {
    expect(submitProblems(draft({ evaluationMethod: 'MERIT_POINT' }), [scored, scored], oneItem)).toEqual([
      'Please define auction evaluation scoring',
    ]);
  });

  const meritPoint = draft({
    evaluationMethod: 'MERIT_POINT',
    evaluationScoring: { administrationValue: '20', technicalValue: '30', priceValue: '50' },
  });

  it('refuses merit point when a vendor lacks its administration result or technical score', () => {
    const message = "You haven't complete to give score (administration or technical) on listed vendor.";
    expect(submitProblems(meritPoint, [scored, unscored], oneItem)).toEqual([message]);
    expect(submitProblems(meritPoint, [scored, { administrationPassed: false, technicalScore: null }], oneItem)).toEqual([message]);
    expect(submitProblems(meritPoint, [scored, { administrationPassed: null, technicalScore: '10.00' }], oneItem)).toEqual([message]);
  });

  it('accepts a vendor that did not pass administration once both scores are given', () => {
    expect(submitProblems(meritPoint, [scored, { administrationPassed: false, technicalScore: 0 }], oneItem)).toEqual([]);
  });

  it('does not ask for vendor scores with unit-price bidding, which scores per item', () => {
    expect(submitProblems({ ...meritPoint, biddingType: 'UNIT_PRICE' }, [unscored, unscored], oneItem)).toEqual([]);
  });

  it('does not ask for vendor scores outside merit point', () => {
    expect(submitProblems(draft(), [unscored, unscored], oneItem)).toEqual([]);
  });

  it('needs two vendors for an auction and one for a negotiation', () => {
    expect(submitProblems(draft(), [scored], oneItem)).toEqual(['Please invite at least 2 vendors before submitting']);
    expect(submitProblems(draft({ negotiationType: 'FORWARD_AUCTION' }), [scored], oneItem)).toEqual([
      'Please invite at least 2 vendors before submitting',
    ]);
    expect(submitProblems(draft({ negotiationType: 'NEGOTIATION' }), [scored], oneItem)).toEqual([]);
    expect(submitProblems(draft({ negotiationType: 'NEGOTIATION' }), [], oneItem)).toEqual([
      'Please invite at least 1 vendor before submitting a negotiation',
    ]);
  });

  it('needs at least one item', () => {
    expect(submitProblems(draft(), [scored, scored], [])).toEqual(['Please add at least 1 item before submitting']);
  });

  it('needs the start and end date of the procurement', () => {
    expect(submitProblems(draft({ startDate: null }), [scored, scored], oneItem)).toEqual(['Please set the procurement start and end date']);
    expect(submitProblems(draft({ endDate: undefined }), [scored, scored], oneItem)).toEqual(['Please set the procurement start and end date']);
  });

  it('refuses an end date that has already passed when the current time is given', () => {
    const passed = 'The procurement end date has already passed';
    expect(submitProblems(draft(), [scored, scored], oneItem, new Date('2026-04-30T10:00:00.000Z'))).toEqual([passed]);
    expect(submitProblems(draft(), [scored, scored], oneItem, new Date('2026-04-30T09:59:59.999Z'))).toEqual([]);
  });

  it('lists every problem, the one to fix first at the top', () => {
    expect(submitProblems(draft({ procurementName: '', evaluationMethod: 'MERIT_POINT', endDate: null }), [unscored], [])).toEqual([
      'Please complete the procurement info form input',
      'Please set the procurement start and end date',
      'Please define auction evaluation scoring',
      'Please add at least 1 item before submitting',
      'Please invite at least 2 vendors before submitting',
      "You haven't complete to give score (administration or technical) on listed vendor.",
    ]);
  });
});

describe('vendor minimum', () => {
  it('needs one vendor for a negotiation and two for an auction', () => {
    expect(minimumVendors('NEGOTIATION')).toBe(1);
    expect(minimumVendors('REVERSE_AUCTION')).toBe(2);
    expect(minimumVendors('FORWARD_AUCTION')).toBe(2);
  });

  it('hints how many vendors to invite while fewer are invited', () => {
    expect(inviteVendorsHint('NEGOTIATION', 0)).toBe('Invite at least 1 vendor for a negotiation');
    expect(inviteVendorsHint('REVERSE_AUCTION', 0)).toBe('Invite at least 2 vendors for an auction');
    expect(inviteVendorsHint('REVERSE_AUCTION', 1)).toBe('Invite at least 2 vendors for an auction');
  });

  it('drops the hint once enough vendors are invited', () => {
    expect(inviteVendorsHint('NEGOTIATION', 1)).toBeNull();
    expect(inviteVendorsHint('REVERSE_AUCTION', 2)).toBeNull();
    expect(inviteVendorsHint('FORWARD_AUCTION', 5)).toBeNull();
  });
});

describe('what may change in each status', () => {
  it('lets items and vendors be edited in DRAFT only', () => {
    expect(canEditItemsAndVendors('DRAFT')).toBe(true);
    for (const status of ['OPEN', 'CLOSED', 'CANCELED', 'PENDING_APPROVAL'] as const) expect(canEditItemsAndVendors(status)).toBe(false);
  });

  it('disables Add Vendor for merit point while there are no items', () => {
    expect(canAddVendor({ status: 'DRAFT', evaluationMethod: 'MERIT_POINT' }, 0)).toBe(false);
    expect(canAddVendor({ status: 'DRAFT', evaluationMethod: 'MERIT_POINT' }, 1)).toBe(true);
    expect(canAddVendor({ status: 'DRAFT', evaluationMethod: 'PASSING_GRADE' }, 0)).toBe(true);
    expect(canAddVendor({ status: 'OPEN', evaluationMethod: 'PASSING_GRADE' }, 3)).toBe(false);
  });

  it('cancels an open procurement unless it has an external promise procurement id', () => {
    expect(canCancel({ status: 'OPEN', promiseProcurementId: null })).toBe(true);
    expect(canCancel({ status: 'OPEN', promiseProcurementId: 'PRM-2026-0042' })).toBe(false);
    expect(canCancel({ status: 'DRAFT', promiseProcurementId: null })).toBe(false);
    expect(canCancel({ status: 'CLOSED' })).toBe(false);
  });

  it('ends an open procurement only', () => {
    expect(canEnd('OPEN')).toBe(true);
    expect(canEnd('DRAFT')).toBe(false);
    expect(canEnd('CANCELED')).toBe(false);
  });
});

describe('whether a procurement has ended', () => {
  const now = new Date('2026-03-10T08:00:00Z');

  it('compares the current time with the end date while OPEN', () => {
    expect(hasEnded({ status: 'OPEN', endDate: '2026-03-10T07:59:59Z' }, now)).toBe(true);
    expect(hasEnded({ status: 'OPEN', endDate: '2026-03-10T08:00:00Z' }, now)).toBe(true);
    expect(hasEnded({ status: 'OPEN', endDate: new Date('2026-03-10T08:00:01Z') }, now)).toBe(false);
    expect(hasEnded({ status: 'OPEN', endDate: null }, now)).toBe(false);
  });

  it('takes closed and canceled procurements as ended and drafts as not', () => {
    expect(hasEnded({ status: 'CLOSED', endDate: '2030-01-01T00:00:00Z' }, now)).toBe(true);
    expect(hasEnded({ status: 'CANCELED' }, now)).toBe(true);
    expect(hasEnded({ status: 'DRAFT', endDate: '2020-01-01T00:00:00Z' }, now)).toBe(false);
  });

  it('allows a new auction session only while open, not ended and not a negotiation', () => {
    const open = { status: 'OPEN' as const, endDate: '2026-03-20T00:00:00Z', negotiationType: 'REVERSE_AUCTION' };
    expect(canAddAuctionSession(open, now)).toBe(true);
    expect(canAddAuctionSession({ ...open, endDate: '2026-03-01T00:00:00Z' }, now)).toBe(false);
    expect(canAddAuctionSession({ ...open, negotiationType: 'NEGOTIATION' }, now)).toBe(false);
    expect(canAddAuctionSession({ ...open, status: 'DRAFT' }, now)).toBe(false);
  });
});

describe('detail page sections', () => {
  const noDone = { hasDoneSession: false };

  it('always shows the item list, procurement info and vendor list', () => {
    const sections = sectionVisibility(draft(), noDone);
    expect(sections.itemList && sections.procurementInfo && sections.vendorList).toBe(true);
  });

  it('shows the evaluation score outside DRAFT, or in DRAFT for merit point', () => {
    expect(sectionVisibility(draft(), noDone).evaluationScore).toBe(false);
    expect(sectionVisibility(draft({ evaluationMethod: 'MERIT_POINT' }), noDone).evaluationScore).toBe(true);
    expect(sectionVisibility(draft({ status: 'OPEN' }), noDone).evaluationScore).toBe(true);
    expect(sectionVisibility(draft({ status: 'CANCELED' }), noDone).evaluationScore).toBe(true);
  });

  it('shows auction sessions for an open or closed auction, never for the negotiation type', () => {
    expect(sectionVisibility(draft(), noDone).auctionSession).toBe(false);
    expect(sectionVisibility(draft({ status: 'OPEN' }), noDone).auctionSession).toBe(true);
    expect(sectionVisibility(draft({ status: 'CLOSED', negotiationType: 'FORWARD_AUCTION' }), noDone).auctionSession).toBe(true);
    expect(sectionVisibility(draft({ status: 'OPEN', negotiationType: 'NEGOTIATION' }), noDone).auctionSession).toBe(false);
    expect(sectionVisibility(draft({ status: 'CANCELED' }), noDone).auctionSession).toBe(false);
  });

  it('shows negotiations once the procurement is open or closed', () => {
    expect(sectionVisibility(draft({ negotiationType: 'NEGOTIATION' }), noDone).negotiation).toBe(false);
    expect(sectionVisibility(draft({ status: 'OPEN', negotiationType: 'NEGOTIATION' }), noDone).negotiation).toBe(true);
    expect(sectionVisibility(draft({ status: 'CLOSED' }), noDone).negotiation).toBe(true);
  });

  it('shows the log report once an auction session is done', () => {
    expect(sectionVisibility(draft({ status: 'OPEN' }), noDone).logReport).toBe(false);
    expect(sectionVisibility(draft({ status: 'OPEN' }), { hasDoneSession: true }).logReport).toBe(true);
  });
});

describe('bottom buttons', () => {
  it('shows Submit in DRAFT', () => {
    expect(bottomButtons({ status: 'DRAFT' })).toEqual(['SUBMIT']);
  });

  it('shows Cancel and End in OPEN, Cancel only without a promise procurement id', () => {
    expect(bottomButtons({ status: 'OPEN', promiseProcurementId: null })).toEqual(['CANCEL', 'END']);
    expect(bottomButtons({ status: 'OPEN', promiseProcurementId: 'PRM-7' })).toEqual(['END']);
  });

  it('shows no button once CLOSED or CANCELED', () => {
    expect(bottomButtons({ status: 'CLOSED' })).toEqual([]);
    expect(bottomButtons({ status: 'CANCELED' })).toEqual([]);
  });

  it('hides Create Auction Session after submitting a negotiation', () => {
    expect(offersCreateAuctionSession('NEGOTIATION')).toBe(false);
    expect(offersCreateAuctionSession('REVERSE_AUCTION')).toBe(true);
  });
});
