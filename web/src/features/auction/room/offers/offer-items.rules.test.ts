import { describe, expect, it } from 'vitest';
import { byUnitItemMessage, itemSubtotal, itemsTotal, offerItemsFrom, totalAfterOffer } from './offer-items.rules';

const items = [
  { auctionItemId: 'a', quantity: '3' },
  { auctionItemId: 'b', quantity: '2.5' },
];

describe('per-item offer entry', () => {
  it('multiplies the quantity by the typed unit price', () => {
    expect(itemSubtotal(items[0]!, '1,000.50')).toBe('3001.50');
    expect(itemSubtotal(items[1]!, '10')).toBe('25.00');
    expect(itemSubtotal(items[0]!, '')).toBeNull();
    expect(itemSubtotal(items[0]!, undefined)).toBeNull();
  });

  it('sums the priced items only, null before any', () => {
    expect(itemsTotal(items, { a: '1,000.50', b: '10' })).toBe('3026.50');
    expect(itemsTotal(items, { a: '100' })).toBe('300.00');
    expect(itemsTotal(items, {})).toBeNull();
  });

  it('counts the last unit price of an item not priced again in the total after the offer', () => {
    const standing = items.map((item) => ({ ...item, yourUnitOffer: '100.00' }));
    expect(totalAfterOffer(standing, { a: '90' })).toBe(totalAfterOffer(standing, { a: '90', b: '100' }));
    expect(totalAfterOffer(standing, { a: '90', b: ' ' })).toBe(itemsTotal(items, { a: '90', b: '100' }));
    expect(totalAfterOffer(items.map((item) => ({ ...item, yourUnitOffer: null })), { a: '90' })).toBe(itemsTotal(items, { a: '90' }));
  });

  it('sends the typed items with 2-decimal unit prices, without separators', () => {
    expect(offerItemsFrom(items, { a: '1,234,567.5', b: ' ' })).toEqual([{ auctionItemId: 'a', unitOffer: '1234567.50' }]);
  });

  it('says the price to beat when a unit price is not lower than the last one', () => {
    const item = { yourUnitOffer: null, bidItemPrice: '5000.00' };
    expect(byUnitItemMessage('REVERSE', item, '5,000')).toBe('Offer price should be lower than 5,000.00');
    expect(byUnitItemMessage('REVERSE', item, '4,999.99')).toBeNull();
    expect(byUnitItemMessage('REVERSE', { yourUnitOffer: '4000.00', bidItemPrice: '5000.00' }, '4,500')).toBe('Offer price should be lower than 4,000.00');
    expect(byUnitItemMessage('FORWARD', item, '4,000')).toBe('Offer price should be higher than 5,000.00');
  });

  it('says nothing while the price is empty or there is nothing to beat', () => {
    expect(byUnitItemMessage('REVERSE', { yourUnitOffer: null, bidItemPrice: '5000.00' }, '')).toBeNull();
    expect(byUnitItemMessage('REVERSE', { yourUnitOffer: null, bidItemPrice: null }, '9,000')).toBeNull();
  });
});
