import { describe, expect, it } from 'vitest';
import { itemRanking, projectItems, type ItemsProjectionInput } from './auction-items.rules';

const input: ItemsProjectionInput = {
  status: 'ON_GOING',
  auctionType: 'OPEN',
  biddingType: 'UNIT_PRICE',
  direction: 'REVERSE',
  items: [
    { auctionItemId: 'i1', itemCode: 'A', itemName: 'Cable', quantity: '10.00', uom: 'M', initialUnitPrice: '100.00' },
    { auctionItemId: 'i2', itemCode: 'B', itemName: 'Pipe', quantity: '2.00', uom: 'PCS', initialUnitPrice: null },
  ],
  itemLeadingPrices: { i1: '80.00' },
  standings: [
    { vendorId: 'v1', lastUnitOffers: { i1: '90.00' }, bidItemPrices: {} },
    { vendorId: 'v2', lastUnitOffers: { i1: '80.00' }, bidItemPrices: { i1: '95.00' } },
  ],
  decrement: { minimalDecrement: '1.00', minimalDecrementPercent: null },
};

describe('auction items per audience', () => {
  it('ranks a vendor per item among those who priced it, equal prices sharing the place', () => {
    expect(itemRanking('REVERSE', '90.00', ['80.00', undefined])).toBe(2);
    expect(itemRanking('FORWARD', '90.00', ['80.00'])).toBe(1);
    expect(itemRanking('REVERSE', '80.00', ['80.00'])).toBe(1);
    expect(itemRanking('REVERSE', undefined, ['80.00'])).toBeNull();
  });

  it('gives a vendor its own price and place, the leading price in an OPEN auction only', () => {
    const [cable, pipe] = projectItems(input, { kind: 'VENDOR', vendorId: 'v1' });
    expect(cable).toMatchObject({ leadingUnitPrice: '80.00', yourUnitOffer: '90.00', yourRanking: 2, initialUnitPrice: '100.00', bidItemPrice: null });
    expect(pipe).toMatchObject({ leadingUnitPrice: null, yourUnitOffer: null, yourRanking: null });
    const closed = projectItems({ ...input, auctionType: 'CLOSE' }, { kind: 'VENDOR', vendorId: 'v1' });
    expect(closed[0]).toMatchObject({ leadingUnitPrice: null, yourRanking: 2, initialUnitPrice: null });
  });

  it('gives the buyer the leading prices and no own columns', () => {
    const [cable] = projectItems({ ...input, auctionType: 'CLOSE' }, { kind: 'BUYER' });
    expect(cable).toMatchObject({ leadingUnitPrice: '80.00', yourUnitOffer: null, yourRanking: null, bidItemPrice: null });
  });

  it('shows the bid item price to its vendor in a total-price-by-unit session, and no per-item place', () => {
    const [cable] = projectItems({ ...input, biddingType: 'TOTAL_PRICE_BY_UNIT' }, { kind: 'VENDOR', vendorId: 'v2' });
    expect(cable).toMatchObject({ bidItemPrice: '95.00', yourRanking: null, initialUnitPrice: null });
  });

  it('shows no place before the session runs', () => {
    expect(projectItems({ ...input, status: 'NOT_STARTED' }, { kind: 'VENDOR', vendorId: 'v1' })[0]!.yourRanking).toBeNull();
  });

  it('shows the step on each item as money: the amount, or the percent of the unit price to beat', () => {
    expect(projectItems(input, { kind: 'VENDOR', vendorId: 'v1' }).map((i) => i.effectiveDecrement)).toEqual(['1.00', '1.00']);
    const percent = { ...input, decrement: { minimalDecrement: '0.00', minimalDecrementPercent: '2.5' } };
    // OPEN: 2.5 % of the leading 80.00 is 2; an item without a price or a starting price has nothing to measure against.
    expect(projectItems(percent, { kind: 'VENDOR', vendorId: 'v1' }).map((i) => i.effectiveDecrement)).toEqual(['2.00', null]);
    // CLOSE: a vendor steps from its own last price (90.00: 2.25, rounded to 2).
    expect(projectItems({ ...percent, auctionType: 'CLOSE' }, { kind: 'VENDOR', vendorId: 'v1' })[0]!.effectiveDecrement).toBe('2.00');
    expect(projectItems({ ...percent, biddingType: 'TOTAL_PRICE_BY_UNIT' }, { kind: 'VENDOR', vendorId: 'v1' })[0]!.effectiveDecrement).toBeNull();
  });
});
