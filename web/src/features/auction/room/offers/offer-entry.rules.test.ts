import { describe, expect, it } from 'vitest';
import { autoReduceActive, autoReducedOffer, clientOfferErrors, offerBound, referencePrice } from './offer-entry.rules';
import { roomItem, roomState } from '../room-state.testing';

describe('offer entry: reference price and auto-reduce', () => {
  it('starts from the initial price before any offer', () => {
    expect(referencePrice(roomState())).toBe('1000000.00');
  });

  it('starts from the leading price in an OPEN auction', () => {
    expect(referencePrice(roomState({ leadingPrice: '900000.00', you: { ranking: 2, lastOffer: '950000.00' } }))).toBe('900000.00');
  });

  it('starts from the own last offer in a CLOSE auction', () => {
    expect(referencePrice(roomState({ auctionType: 'CLOSE', you: { ranking: 1, lastOffer: '950000.00' } }))).toBe('950000.00');
    expect(referencePrice(roomState({ auctionType: 'CLOSE' }))).toBe('1000000.00');
  });

  it('makes the offer the reference minus the amount (plus in a forward auction)', () => {
    const state = roomState({ leadingPrice: '900000.00' });
    expect(autoReducedOffer(state, '10,000')).toBe('890000.00');
    expect(autoReducedOffer(roomState({ direction: 'FORWARD', leadingPrice: '900000.00' }), '10,000.5')).toBe('910000.50');
  });

  it('gives no offer for an empty or zero amount, or one that would not stay above 0', () => {
    const state = roomState({ leadingPrice: '900000.00' });
    expect(autoReducedOffer(state, '')).toBeNull();
    expect(autoReducedOffer(state, '0.00')).toBeNull();
    expect(autoReducedOffer(state, '900,000')).toBeNull();
  });

  it('names the furthest offer allowed now, none for a CLOSE first offer', () => {
    expect(offerBound(roomState({ leadingPrice: '900000.00' }))).toBe('890000.00');
    expect(offerBound(roomState({ direction: 'FORWARD', leadingPrice: '900000.00' }))).toBe('910000.00');
    expect(offerBound(roomState({ auctionType: 'CLOSE' }))).toBeNull();
    expect(offerBound(roomState({ auctionType: 'CLOSE', you: { ranking: 1, lastOffer: '950000.00' } }))).toBe('940000.00');
    expect(offerBound(roomState({ leadingPrice: '10000.00' }))).toBeNull();
  });

  it('is active only for an amount above 0', () => {
    expect(autoReduceActive('')).toBe(false);
    expect(autoReduceActive('0')).toBe(false);
    expect(autoReduceActive('0.01')).toBe(true);
  });
});

describe('offer entry: the domain rules on what the room shows', () => {
  it('accepts an OPEN offer at the leading price minus the decrement', () => {
    const state = roomState({ leadingPrice: '900000.00' });
    expect(clientOfferErrors(state, { totalOffer: '890000.00' })).toEqual([]);
    expect(clientOfferErrors(state, { totalOffer: '895000.00' })).toEqual([
      { param: 'totalOffer', msg: 'Your offer should be lower than 900,000.00 with minimal decrement 10,000.00' },
    ]);
  });

  it('refuses a zero offer and an empty one', () => {
    expect(clientOfferErrors(roomState(), { totalOffer: '0.00' })[0]?.msg).toBe(
      'Your offer should be lower than 1,000,000.00 with minimal decrement 10,000.00 and above 0',
    );
    expect(clientOfferErrors(roomState(), { totalOffer: '' })[0]?.msg).toBe('Please enter your offer');
  });

  it('accepts any positive first offer in a CLOSE auction, then needs the decrement from the own last one', () => {
    expect(clientOfferErrors(roomState({ auctionType: 'CLOSE' }), { totalOffer: '5000000.00' })).toEqual([]);
    const after = roomState({ auctionType: 'CLOSE', you: { ranking: 1, lastOffer: '950000.00' } });
    expect(clientOfferErrors(after, { totalOffer: '945000.00' })[0]?.msg).toBe('Your offer should be lower than 950,000.00 with minimal decrement 10,000.00');
    expect(clientOfferErrors(after, { totalOffer: '940000.00' })).toEqual([]);
  });

  it('checks each UNIT_PRICE item against its leading unit price', () => {
    const state = roomState({ biddingType: 'UNIT_PRICE', items: [roomItem({ leadingUnitPrice: '50000.00' })] });
    expect(clientOfferErrors(state, { offerItems: [{ auctionItemId: 'item-1', unitOffer: '40000.00' }] })).toEqual([]);
    expect(clientOfferErrors(state, { offerItems: [{ auctionItemId: 'item-1', unitOffer: '45000.00' }] })[0]?.msg).toBe(
      'Your offer should be lower than 50,000.00 with minimal decrement of 10,000.00',
    );
  });

  it('checks TOTAL_PRICE_BY_UNIT items against the own bid item prices and needs every item', () => {
    const items = [roomItem({ bidItemPrice: '60000.00' }), roomItem({ auctionItemId: 'item-2', bidItemPrice: '30000.00' })];
    const state = roomState({ biddingType: 'TOTAL_PRICE_BY_UNIT', items });
    expect(clientOfferErrors(state, { offerItems: [{ auctionItemId: 'item-1', unitOffer: '59000.00' }] })[0]?.msg).toBe('Please offer a price for every item');
    const both = [
      { auctionItemId: 'item-1', unitOffer: '59000.00' },
      { auctionItemId: 'item-2', unitOffer: '30000.00' },
    ];
    expect(clientOfferErrors(state, { offerItems: both })[0]?.msg).toBe('Offer price should be lower than 30,000.00');
  });
});

describe('offer entry: the newer rules on what the room shows', () => {
  const percentRules = { ...roomState().rules, minimalDecrement: null, minimalDecrementPercent: '1.00' };

  it('bounds the offer by the step as money now when the decrement is a percent', () => {
    const state = roomState({ leadingPrice: '900000.00', you: { ranking: 2, lastOffer: '950000.00' }, rules: percentRules, effectiveDecrement: '9000', info: { ...roomState().info, minimalDecrement: '0.00' } });
    expect(offerBound(state)).toBe('891000.00');
    expect(clientOfferErrors(state, { totalOffer: '895000' })).not.toEqual([]);
    expect(clientOfferErrors(state, { totalOffer: '891000' })).toEqual([]);
  });

  it('refuses an equal leading price under no tie for rank 1, and leaves the slip question to the server', () => {
    const state = roomState({ leadingPrice: '900000.00', you: { ranking: 2, lastOffer: '950000.00' }, info: { ...roomState().info, minimalDecrement: '0.00' } });
    expect(clientOfferErrors(state, { totalOffer: '900000' })).toEqual([]);
    const noTie = roomState({ ...state, rules: { ...state.rules, tieRule: 'NO_TIE_FOR_FIRST' } });
    expect(clientOfferErrors(noTie, { totalOffer: '900000' })).not.toEqual([]);
    // 50 % below the lead: the server asks for confirmSlip; the room does not refuse it.
    expect(clientOfferErrors(state, { totalOffer: '450000' })).toEqual([]);
  });
});
