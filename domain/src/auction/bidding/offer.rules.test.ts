import { describe, expect, it } from 'vitest';
import { applyEvent, initialStanding, replay, type AuctionEvent, type AuctionStanding } from './auction-standing.rules';
import { OFFER_MSG } from './offer.messages';
import { effectiveDecrement, readAmount, refusedAsTie, shownDecrement, validateOffer, type OfferInput, type OfferTerms, type OfferVerdict } from './offer.rules';

const items = [
  { auctionItemId: 'i1', quantity: '10', initialUnitPrice: '1000.00', estimatedUnitPrice: '1000.00' },
  { auctionItemId: 'i2', quantity: '2.5', initialUnitPrice: null, estimatedUnitPrice: null },
];

function terms(overrides: Partial<OfferTerms> = {}): OfferTerms {
  return {
    direction: 'REVERSE',
    auctionType: 'OPEN',
    biddingType: 'TOTAL_PRICE',
    initialPrice: '1000000.00',
    minimalDecrement: '10000.00',
    estimatedTotal: '1000000.00',
    items,
    ...overrides,
  };
}

let sequence = 0;
function offer(vendor: string, totalOffer: string, offerItems: { auctionItemId: string; unitOffer: string }[] = []): AuctionEvent {
  sequence += 1;
  return {
    kind: 'OFFER',
    sequence,
    auctionId: 'a1',
    at: '2026-01-01T00:00:00.000Z',
    payload: { offerId: `o${sequence}`, vendorId: vendor, totalOffer, items: offerItems, priceTooLow: false },
  };
}

const empty = initialStanding('REVERSE');
const withOffers = (...events: AuctionEvent[]): AuctionStanding => replay('REVERSE', events);
const judge = (t: OfferTerms, s: AuctionStanding, input: OfferInput, vendor = 'v1', bidItemPrices?: Record<string, string>): OfferVerdict =>
  validateOffer(t, s, { procurementVendorId: vendor, bidItemPrices }, input);
const firstMessage = (verdict: OfferVerdict) => (verdict.ok ? null : verdict.errors[0]!.msg);

describe('offer amounts', () => {
  it('reads thousand separators and keeps exact decimals', () => {
    expect(readAmount('1,234,567.89', false)).toEqual({ value: expect.anything() });
    const amount = readAmount('0.1', false);
    expect('value' in amount && amount.value.plus('0.2').toFixed(2)).toBe('0.30');
  });

  it('refuses more than 15 integer digits, more than 2 decimals on a total, negatives and text', () => {
    expect(readAmount('1234567890123456', false)).toEqual({ problem: 'invalid' });
    expect(readAmount('999999999999999.99', false)).toHaveProperty('value');
    expect(readAmount('1.234', false)).toEqual({ problem: 'invalid' });
    expect(readAmount('-5', false)).toEqual({ problem: 'invalid' });
    expect(readAmount('abc', false)).toEqual({ problem: 'invalid' });
    expect(readAmount('', false)).toEqual({ problem: 'required' });
    expect(readAmount(undefined, false)).toEqual({ problem: 'required' });
  });

  it('rounds unit offers to 2 decimals, half up', () => {
    const amount = readAmount('10.005', true);
    expect('value' in amount && amount.value.toFixed(2)).toBe('10.01');
  });

  it('refuses a unit offer that rounds past 15 integer digits', () => {
    expect(readAmount('999999999999999.999', true)).toEqual({ problem: 'invalid' });
  });
});

describe('TOTAL_PRICE, OPEN, reverse', () => {
  it('accepts at most the initial price minus the decrement before any offer', () => {
    expect(judge(terms(), empty, { totalOffer: '990000' })).toEqual({ ok: true, totalOffer: '990000.00', offerItems: [], priceTooLow: false, confirmedSlip: false });
    expect(firstMessage(judge(terms(), empty, { totalOffer: '990000.01' }))).toBe(
      'Your offer should be lower than 1,000,000.00 with minimal decrement 10,000.00',
    );
  });

  it('measures every later offer against the leading price of any vendor', () => {
    const standing = withOffers(offer('v2', '950000.00'));
    expect(judge(terms(), standing, { totalOffer: '940000' }).ok).toBe(true);
    expect(firstMessage(judge(terms(), standing, { totalOffer: '945000' }))).toBe('Your offer should be lower than 950,000.00 with minimal decrement 10,000.00');
  });

  it("names the limit and 'above 0' for a zero offer", () => {
    expect(firstMessage(judge(terms(), empty, { totalOffer: '0' }))).toBe(
      'Your offer should be lower than 1,000,000.00 with minimal decrement 10,000.00 and above 0',
    );
  });

  it('asks for an offer when none is sent and refuses an unreadable one', () => {
    expect(judge(terms(), empty, {})).toEqual({ ok: false, errors: [{ param: 'totalOffer', msg: OFFER_MSG.totalOfferRequired }] });
    expect(firstMessage(judge(terms(), empty, { totalOffer: '12.345' }))).toBe(OFFER_MSG.amountInvalid);
  });

  it('marks an offer under 80 % of the estimated total as too low, and still accepts it', () => {
    expect(judge(terms(), empty, { totalOffer: '799999.99' })).toMatchObject({ ok: true, priceTooLow: true });
    expect(judge(terms(), empty, { totalOffer: '800000' })).toMatchObject({ ok: true, priceTooLow: false });
    expect(judge(terms({ estimatedTotal: null }), empty, { totalOffer: '1' })).toMatchObject({ ok: true, priceTooLow: false });
  });
});

describe('TOTAL_PRICE, OPEN, forward', () => {
  const forward = terms({ direction: 'FORWARD', initialPrice: '1000.00', minimalDecrement: '50.00', estimatedTotal: '5000' });

  it('wants at least the initial price plus the increment, then the leading price plus it', () => {
    expect(judge(forward, initialStanding('FORWARD'), { totalOffer: '1050' }).ok).toBe(true);
    expect(firstMessage(judge(forward, initialStanding('FORWARD'), { totalOffer: '1049.99' }))).toBe(
      'Your offer should be higher than 1,000.00 with minimal increment 50.00',
    );
    const standing = replay('FORWARD', [offer('v2', '2000.00')]);
    expect(judge(forward, standing, { totalOffer: '2050' }).ok).toBe(true);
    expect(firstMessage(judge(forward, standing, { totalOffer: '1500' }))).toBe('Your offer should be higher than 2,000.00 with minimal increment 50.00');
  });

  it('never marks a forward offer as too low', () => {
    expect(judge(forward, initialStanding('FORWARD'), { totalOffer: '1050' })).toMatchObject({ priceTooLow: false });
  });
});

describe('TOTAL_PRICE, CLOSE', () => {
  const close = terms({ auctionType: 'CLOSE' });

  it('accepts any positive first offer, whatever the others offered', () => {
    const standing = withOffers(offer('v2', '100.00'));
    expect(judge(close, standing, { totalOffer: '5000000' }).ok).toBe(true);
  });

  it("refuses a zero first offer with 'Couldn't send 0 offer'", () => {
    expect(firstMessage(judge(close, empty, { totalOffer: '0' }))).toBe("Couldn't send 0 offer");
  });

  it("measures a later offer against the vendor's own last offer minus the decrement", () => {
    const standing = withOffers(offer('v1', '900000.00'), offer('v2', '100.00'));
    expect(judge(close, standing, { totalOffer: '890000' }).ok).toBe(true);
    expect(firstMessage(judge(close, standing, { totalOffer: '895000' }))).toBe('Your offer should be lower than 900,000.00 with minimal decrement 10,000.00');
  });

  it('goes higher in a forward auction', () => {
    const standing = replay('FORWARD', [offer('v1', '900.00')]);
    const forward = terms({ auctionType: 'CLOSE', direction: 'FORWARD', minimalDecrement: '10' });
    expect(judge(forward, standing, { totalOffer: '910' }).ok).toBe(true);
    expect(firstMessage(judge(forward, standing, { totalOffer: '909.99' }))).toBe('Your offer should be higher than 900.00 with minimal increment 10.00');
  });
});

describe('UNIT_PRICE', () => {
  const unit = terms({ biddingType: 'UNIT_PRICE', minimalDecrement: '10.00' });

  it('competes each chosen item on its own: OPEN against the item leading unit price', () => {
    const standing = withOffers(offer('v2', '9000.00', [{ auctionItemId: 'i1', unitOffer: '900.00' }]));
    expect(judge(unit, standing, { offerItems: [{ auctionItemId: 'i1', unitOffer: '890' }] })).toEqual({
      ok: true,
      totalOffer: '8900.00',
      offerItems: [{ auctionItemId: 'i1', unitOffer: '890.00' }],
      priceTooLow: false,
      confirmedSlip: false,
    });
    expect(judge(unit, standing, { offerItems: [{ auctionItemId: 'i1', unitOffer: '895' }] })).toEqual({
      ok: false,
      errors: [{ param: 'offerItems.0.unitOffer', msg: 'Your offer should be lower than 900.00 with minimal decrement of 10.00' }],
    });
  });

  it("starts an item from its initial unit price, or any positive price when it has none", () => {
    expect(firstMessage(judge(unit, empty, { offerItems: [{ auctionItemId: 'i1', unitOffer: '995' }] }))).toBe(
      'Your offer should be lower than 1,000.00 with minimal decrement of 10.00',
    );
    expect(judge(unit, empty, { offerItems: [{ auctionItemId: 'i2', unitOffer: '123456.789' }] })).toMatchObject({
      ok: true,
      totalOffer: '308641.98',
      offerItems: [{ auctionItemId: 'i2', unitOffer: '123456.79' }],
    });
    expect(firstMessage(judge(unit, empty, { offerItems: [{ auctionItemId: 'i2', unitOffer: '0' }] }))).toBe("Couldn't send 0 offer");
    expect(firstMessage(judge(unit, empty, { offerItems: [{ auctionItemId: 'i1', unitOffer: '0' }] }))).toBe(
      'Your offer should be lower than 1,000.00 with minimal decrement of 10.00 and above 0',
    );
  });

  it("in CLOSE, measures an item against the vendor's own last unit price for it", () => {
    const close = terms({ biddingType: 'UNIT_PRICE', auctionType: 'CLOSE', minimalDecrement: '10.00' });
    const standing = withOffers(offer('v1', '9000.00', [{ auctionItemId: 'i1', unitOffer: '900.00' }]), offer('v2', '10.00', [{ auctionItemId: 'i1', unitOffer: '1.00' }]));
    expect(judge(close, standing, { offerItems: [{ auctionItemId: 'i1', unitOffer: '890' }] }).ok).toBe(true);
    expect(firstMessage(judge(close, standing, { offerItems: [{ auctionItemId: 'i1', unitOffer: '891' }] }))).toBe(
      'Your offer should be lower than 900.00 with minimal decrement of 10.00',
    );
    expect(judge(close, standing, { offerItems: [{ auctionItemId: 'i2', unitOffer: '5000' }] }).ok).toBe(true);
  });

  it("totals the vendor's whole standing: an item it does not price again counts at its last unit price", () => {
    // v1 priced both items (10 x 900 + 2.5 x 500), then prices only i1 again.
    const standing = withOffers(offer('v1', '10250.00', [{ auctionItemId: 'i1', unitOffer: '900.00' }, { auctionItemId: 'i2', unitOffer: '500.00' }]));
    expect(judge(unit, standing, { offerItems: [{ auctionItemId: 'i1', unitOffer: '880' }] })).toEqual({
      ok: true,
      totalOffer: '10050.00',
      offerItems: [{ auctionItemId: 'i1', unitOffer: '880.00' }],
      priceTooLow: false,
      confirmedSlip: false,
    });
    // Another vendor's prices are not v1's.
    expect(judge(unit, standing, { offerItems: [{ auctionItemId: 'i1', unitOffer: '880' }] }, 'v2')).toMatchObject({ ok: true, totalOffer: '8800.00' });
  });

  it('reports every item that breaks the rule, with its place in the offer', () => {
    const verdict = judge(unit, empty, { offerItems: [{ auctionItemId: 'i2', unitOffer: '5' }, { auctionItemId: 'i1', unitOffer: '999' }] });
    expect(verdict).toEqual({ ok: false, errors: [{ param: 'offerItems.1.unitOffer', msg: 'Your offer should be lower than 1,000.00 with minimal decrement of 10.00' }] });
  });

  it('refuses no items, an unknown item and an item offered twice', () => {
    expect(firstMessage(judge(unit, empty, { offerItems: [] }))).toBe(OFFER_MSG.itemOffersRequired);
    expect(firstMessage(judge(unit, empty, { offerItems: [{ auctionItemId: 'x', unitOffer: '1' }] }))).toBe(OFFER_MSG.itemUnknown);
    expect(
      firstMessage(judge(unit, empty, { offerItems: [{ auctionItemId: 'i2', unitOffer: '1' }, { auctionItemId: 'i2', unitOffer: '2' }] })),
    ).toBe(OFFER_MSG.itemRepeated);
    expect(firstMessage(judge(unit, empty, { offerItems: [{ auctionItemId: 'i2', unitOffer: 'x' }] }))).toBe(OFFER_MSG.amountInvalid);
  });

  it('marks an item under 80 % of its estimated unit price as too low', () => {
    expect(judge(unit, empty, { offerItems: [{ auctionItemId: 'i1', unitOffer: '799.99' }] })).toMatchObject({ ok: true, priceTooLow: true });
    expect(judge(unit, empty, { offerItems: [{ auctionItemId: 'i1', unitOffer: '800' }] })).toMatchObject({ ok: true, priceTooLow: false });
  });

  it("uses 'higher' and 'increment of' in a forward auction", () => {
    const forward = terms({ biddingType: 'UNIT_PRICE', direction: 'FORWARD', minimalDecrement: '10.00' });
    expect(firstMessage(judge(forward, initialStanding('FORWARD'), { offerItems: [{ auctionItemId: 'i1', unitOffer: '1005' }] }))).toBe(
      'Your offer should be higher than 1,000.00 with minimal increment of 10.00',
    );
  });
});

describe('TOTAL_PRICE_BY_UNIT', () => {
  const byUnit = terms({ biddingType: 'TOTAL_PRICE_BY_UNIT', estimatedTotal: '12500' });
  const both = (p1: string, p2: string) => ({ offerItems: [{ auctionItemId: 'i1', unitOffer: p1 }, { auctionItemId: 'i2', unitOffer: p2 }] });

  it('totals quantity times unit price over every item', () => {
    expect(judge(byUnit, empty, both('1000', '1000.01'))).toEqual({
      ok: true,
      totalOffer: '12500.03',
      offerItems: [{ auctionItemId: 'i1', unitOffer: '1000.00' }, { auctionItemId: 'i2', unitOffer: '1000.01' }],
      priceTooLow: false,
      confirmedSlip: false,
    });
  });

  it('needs every item priced', () => {
    expect(firstMessage(judge(byUnit, empty, { offerItems: [{ auctionItemId: 'i1', unitOffer: '1' }] }))).toBe(OFFER_MSG.everyItemRequired);
    expect(firstMessage(judge(byUnit, empty, {}))).toBe(OFFER_MSG.everyItemRequired);
  });

  it("wants each unit price lower than the vendor's own last one for that item, no step", () => {
    const standing = withOffers(offer('v1', '12500.00', [{ auctionItemId: 'i1', unitOffer: '1000.00' }, { auctionItemId: 'i2', unitOffer: '1000.00' }]));
    expect(judge(byUnit, standing, both('999.99', '999.99')).ok).toBe(true);
    expect(judge(byUnit, standing, both('999.99', '1000'))).toEqual({
      ok: false,
      errors: [{ param: 'offerItems.1.unitOffer', msg: 'Offer price should be lower than 1,000.00' }],
    });
  });

  it("starts from the vendor's bid item price when it has one", () => {
    expect(firstMessage(judge(byUnit, empty, both('1500', '10'), 'v1', { i1: '1500.00' }))).toBe('Offer price should be lower than 1,500.00');
    expect(judge(byUnit, empty, both('1499', '10'), 'v1', { i1: '1500.00' }).ok).toBe(true);
  });

  it("refuses a zero unit price with 'Couldn't send 0 offer'", () => {
    expect(firstMessage(judge(byUnit, empty, both('0', '10')))).toBe("Couldn't send 0 offer");
  });

  it('marks a total under 80 % of the estimated total as too low', () => {
    expect(judge(byUnit, empty, both('799.99', '800'))).toMatchObject({ ok: true, totalOffer: '9999.90', priceTooLow: true });
  });

  it("uses 'higher' in a forward auction", () => {
    const forward = terms({ biddingType: 'TOTAL_PRICE_BY_UNIT', direction: 'FORWARD' });
    const standing = replay('FORWARD', [offer('v1', '1.00', [{ auctionItemId: 'i1', unitOffer: '5.00' }, { auctionItemId: 'i2', unitOffer: '5.00' }])]);
    expect(firstMessage(judge(forward, standing, both('5', '6')))).toBe('Offer price should be higher than 5.00');
  });
});

describe('offers judged against a standing built event by event', () => {
  it('gives the same verdict as against the replayed standing', () => {
    const events = [offer('v1', '990000.00'), offer('v2', '970000.00')];
    const stepwise = events.reduce(applyEvent, initialStanding('REVERSE'));
    expect(judge(terms(), stepwise, { totalOffer: '965000' })).toEqual(judge(terms(), withOffers(...events), { totalOffer: '965000' }));
  });
});

describe('a decrement as a percent of the price to beat', () => {
  const percent = terms({ minimalDecrement: '0.00', minimalDecrementPercent: '1.25' });

  it('steps by the percent of the leading price, rounded to whole rupiah half up; before any offer, of the initial price', () => {
    expect(effectiveDecrement(percent, '1000000.00')).toBe('12500.00');
    expect(effectiveDecrement(percent, '987654.00')).toBe('12346.00'); // 12,345.675
    expect(effectiveDecrement(terms({ minimalDecrementPercent: '1' }), '150.00')).toBe('2.00'); // 1.5 rounds up
    expect(effectiveDecrement(terms({ minimalDecrementPercent: null }), '987654.00')).toBe('10000.00');
    expect(judge(percent, empty, { totalOffer: '987500' }).ok).toBe(true);
    expect(firstMessage(judge(percent, empty, { totalOffer: '987501' }))).toBe('Your offer should be lower than 1,000,000.00 with minimal decrement 12,500.00');
    const standing = withOffers(offer('v2', '900000.00'));
    expect(firstMessage(judge(percent, standing, { totalOffer: '888751' }))).toBe('Your offer should be lower than 900,000.00 with minimal decrement 11,250.00');
    expect(judge(percent, standing, { totalOffer: '888750' }).ok).toBe(true);
  });

  it('shows the step as money: the amount, or the percent of the price to beat once there is one', () => {
    expect(shownDecrement(terms(), null)).toBe('10000.00');
    expect(shownDecrement(percent, null)).toBeNull();
    expect(shownDecrement(percent, '900000.00')).toBe('11250.00');
  });

  it('in a forward auction, steps up by the percent', () => {
    const forward = terms({ direction: 'FORWARD', minimalDecrement: '0.00', minimalDecrementPercent: '10', estimatedTotal: null });
    expect(firstMessage(judge(forward, initialStanding('FORWARD'), { totalOffer: '1099999.99' }))).toBe(
      'Your offer should be higher than 1,000,000.00 with minimal increment 100,000.00',
    );
  });

  it("steps a unit price by the percent of the item's price", () => {
    const unit = terms({ biddingType: 'UNIT_PRICE', minimalDecrement: '0.00', minimalDecrementPercent: '5' });
    expect(firstMessage(judge(unit, empty, { offerItems: [{ auctionItemId: 'i1', unitOffer: '951' }] }))).toBe(
      'Your offer should be lower than 1,000.00 with minimal decrement of 50.00',
    );
  });
});

describe('no tie for rank 1', () => {
  const noTie = terms({ tieRule: 'NO_TIE_FOR_FIRST', minimalDecrement: '0.00' });

  it('refuses an offer equal to the leading price; EARLIER_WINS (the default) takes it', () => {
    const standing = withOffers(offer('v2', '900000.00'));
    expect(judge(noTie, standing, { totalOffer: '900000' })).toEqual({
      ok: false,
      errors: [{ param: 'totalOffer', msg: 'Your offer equals the leading price and rank 1 cannot be shared: please offer lower' }],
    });
    expect(judge(noTie, standing, { totalOffer: '899999.99' }).ok).toBe(true);
    expect(judge(terms({ minimalDecrement: '0.00' }), standing, { totalOffer: '900000' }).ok).toBe(true);
  });

  it('refuses as a tie the leading price alone, once there is one, under NO_TIE_FOR_FIRST only', () => {
    expect(refusedAsTie('NO_TIE_FOR_FIRST', '900000.00', '900000.00')).toBe(true);
    expect(refusedAsTie('NO_TIE_FOR_FIRST', '900000', '900000.00')).toBe(true);
    expect(refusedAsTie('NO_TIE_FOR_FIRST', '899999.99', '900000.00')).toBe(false);
    expect(refusedAsTie('NO_TIE_FOR_FIRST', '1000000.00', null)).toBe(false);
    expect(refusedAsTie('EARLIER_WINS', '900000.00', '900000.00')).toBe(false);
    expect(refusedAsTie(undefined, '900000.00', '900000.00')).toBe(false);
  });

  it("in CLOSE, a vendor beating its own price may not land on another's leading price", () => {
    const close = terms({ tieRule: 'NO_TIE_FOR_FIRST', auctionType: 'CLOSE' });
    const standing = withOffers(offer('v1', '950000.00'), offer('v2', '900000.00'));
    expect(firstMessage(judge(close, standing, { totalOffer: '900000' }))).toBe(OFFER_MSG.tieLower);
    expect(judge(close, standing, { totalOffer: '910000' }).ok).toBe(true);
  });

  it('says higher in a forward auction, and judges each item of a unit-price offer', () => {
    const forward = terms({ direction: 'FORWARD', tieRule: 'NO_TIE_FOR_FIRST', auctionType: 'CLOSE', minimalDecrement: '0.00', estimatedTotal: null });
    const standing = replay('FORWARD', [offer('v1', '100.00'), offer('v2', '200.00')]);
    expect(firstMessage(judge(forward, standing, { totalOffer: '200' }))).toBe(OFFER_MSG.tieHigher);
    const unit = terms({ biddingType: 'UNIT_PRICE', auctionType: 'CLOSE', tieRule: 'NO_TIE_FOR_FIRST', minimalDecrement: '0.00' });
    const items_ = withOffers(offer('v1', '9500.00', [{ auctionItemId: 'i1', unitOffer: '950.00' }]), offer('v2', '9000.00', [{ auctionItemId: 'i1', unitOffer: '900.00' }]));
    expect(judge(unit, items_, { offerItems: [{ auctionItemId: 'i1', unitOffer: '900' }] })).toEqual({
      ok: false,
      errors: [{ param: 'offerItems.0.unitOffer', msg: OFFER_MSG.tieLower }],
    });
  });
});

describe('protection from a slip', () => {
  const guarded = terms({ slipWarningPercent: 10 });

  it('asks for confirmSlip past the share of the leading price, with the drop in money and percent', () => {
    const standing = withOffers(offer('v2', '900000.00'));
    // 10 % of 900,000 is 90,000: 810,000 is exactly at the share, 809,999.99 past it.
    expect(judge(guarded, standing, { totalOffer: '810000' })).toMatchObject({ ok: true, confirmedSlip: false });
    expect(judge(guarded, standing, { totalOffer: '720000' })).toEqual({
      ok: false,
      errors: [{ param: 'confirmSlip', msg: 'Your offer is 180,000.00 (20.00%) lower than the leading price. Please confirm that you want to send it' }],
    });
    expect(judge(guarded, standing, { totalOffer: '720000', confirmSlip: true })).toMatchObject({ ok: true, totalOffer: '720000.00', confirmedSlip: true });
    // A confirmation that was not needed records nothing.
    expect(judge(guarded, standing, { totalOffer: '850000', confirmSlip: true })).toMatchObject({ ok: true, confirmedSlip: false });
  });

  it('measures against the initial price before any offer, and judges the price rules first', () => {
    expect(firstMessage(judge(guarded, empty, { totalOffer: '100000' }))).toBe(
      'Your offer is 900,000.00 (90.00%) lower than the leading price. Please confirm that you want to send it',
    );
    expect(firstMessage(judge(guarded, empty, { totalOffer: '995000' }))).toBe('Your offer should be lower than 1,000,000.00 with minimal decrement 10,000.00');
  });

  it("in CLOSE, measures against the vendor's own last offer; its first offer is free", () => {
    const close = terms({ auctionType: 'CLOSE', slipWarningPercent: '5.5' });
    expect(judge(close, empty, { totalOffer: '1' }).ok).toBe(true);
    const standing = withOffers(offer('v1', '1000000.00'), offer('v2', '500000.00'));
    expect(firstMessage(judge(close, standing, { totalOffer: '940000' }))).toBe(
      'Your offer is 60,000.00 (6.00%) lower than your last offer. Please confirm that you want to send it',
    );
    expect(judge(close, standing, { totalOffer: '945000' }).ok).toBe(true);
  });

  it('in a forward auction, guards an offer too far above', () => {
    const forward = terms({ direction: 'FORWARD', slipWarningPercent: 10, estimatedTotal: null });
    const standing = replay('FORWARD', [offer('v2', '1000000.00')]);
    expect(firstMessage(judge(forward, standing, { totalOffer: '1200000' }))).toBe(
      'Your offer is 200,000.00 (20.00%) higher than the leading price. Please confirm that you want to send it',
    );
  });

  it('names the item that slips furthest in a unit-price offer', () => {
    const unit = terms({ biddingType: 'UNIT_PRICE', slipWarningPercent: 10, minimalDecrement: '1.00' });
    const verdict = judge(unit, empty, { offerItems: [{ auctionItemId: 'i1', unitOffer: '850' }] });
    expect(verdict).toEqual({ ok: false, errors: [{ param: 'confirmSlip', msg: 'Your offer is 150.00 (15.00%) lower than the leading price. Please confirm that you want to send it' }] });
  });
});
