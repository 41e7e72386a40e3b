import { describe, expect, it } from 'vitest';
import type { AuctionType, PriceDirection } from '../../procurement/procurement.enums';
import { applyEvent, initialStanding, type AuctionStanding } from './auction-standing.rules';
import type { OfferTerms } from './offer.rules';
import { judgeFloor, nextProxyOffer, priceLeader, resolveProxies, type ProxyOffer } from './proxy.rules';
import { PROXY_MSG } from './proxy.messages';

const terms = (direction: PriceDirection = 'REVERSE', auctionType: AuctionType = 'OPEN'): OfferTerms => ({
  direction,
  auctionType,
  biddingType: 'TOTAL_PRICE',
  initialPrice: '1000.00',
  minimalDecrement: '10.00',
  estimatedTotal: null,
  items: [],
});

function standingWith(direction: PriceDirection, offers: Array<[string, string]>): AuctionStanding {
  let state = initialStanding(direction);
  offers.forEach(([vendorId, totalOffer], i) => {
    state = applyEvent(state, { kind: 'OFFER', sequence: i + 1, auctionId: 'a', at: 'x', payload: { offerId: `o${i + 1}`, vendorId, totalOffer, items: [], priceTooLow: false } });
  });
  return state;
}

const apply = (before: AuctionStanding, offer: ProxyOffer) =>
  applyEvent(before, { kind: 'OFFER', sequence: before.sequence + 1, auctionId: 'a', at: 'x', payload: { offerId: `p${before.sequence + 1}`, vendorId: offer.procurementVendorId, totalOffer: offer.totalOffer, items: [], priceTooLow: false, byProxy: true } });
const prices = (offers: ProxyOffer[]) => offers.map((o) => [o.procurementVendorId, o.totalOffer]);

describe('proxy bidding in an OPEN reverse session', () => {
  it('answers a live offer with the least price that beats it by the decrement', () => {
    const standing = standingWith('REVERSE', [['a', '900.00'], ['live', '850.00']]);
    expect(nextProxyOffer(terms(), standing, [{ procurementVendorId: 'a', floor: '500.00' }])).toEqual({ procurementVendorId: 'a', totalOffer: '840.00', priceTooLow: false });
  });

  it('does nothing for the vendor holding the leading price, or when its floor cannot beat it', () => {
    const standing = standingWith('REVERSE', [['live', '900.00'], ['a', '850.00']]);
    expect(nextProxyOffer(terms(), standing, [{ procurementVendorId: 'a', floor: '500.00' }])).toBeNull();
    const beaten = standingWith('REVERSE', [['a', '900.00'], ['live', '505.00']]);
    expect(nextProxyOffer(terms(), beaten, [{ procurementVendorId: 'a', floor: '500.00' }])).toBeNull();
  });

  it('resolves two proxies racing a live vendor at once: the shallower floor first, the deeper one a decrement beyond it', () => {
    const standing = standingWith('REVERSE', [['a', '950.00'], ['b', '940.00'], ['live', '900.00']]);
    const floors = [
      { procurementVendorId: 'b', floor: '500.00' },
      { procurementVendorId: 'a', floor: '700.00' },
    ];
    const { offers, standing: after } = resolveProxies(terms(), standing, floors, apply);
    expect(prices(offers)).toEqual([['a', '700.00'], ['b', '690.00']]);
    expect(priceLeader(after)).toBe('b');
    expect(after.leadingPrice).toBe('690.00');
  });

  it('keeps to whole decrements from the leading price, so a floor off that grid is never offered as such', () => {
    const standing = standingWith('REVERSE', [['a', '950.00'], ['b', '940.00'], ['live', '900.00']]);
    const floors = [
      { procurementVendorId: 'a', floor: '703.45' },
      { procurementVendorId: 'b', floor: '512.34' },
    ];
    expect(prices(resolveProxies(terms(), standing, floors, apply).offers)).toEqual([['a', '710.00'], ['b', '700.00']]);
  });

  it('goes straight to the fewest decrements a leading rival proxy cannot answer', () => {
    const standing = standingWith('REVERSE', [['b', '950.00'], ['a', '900.00']]);
    const floors = [
      { procurementVendorId: 'a', floor: '800.00' },
      { procurementVendorId: 'b', floor: '600.00' },
    ];
    expect(prices(resolveProxies(terms(), standing, floors, apply).offers)).toEqual([['b', '800.00']]);
  });

  it('mirrors in a forward session: a ceiling, prices going up', () => {
    const standing = standingWith('FORWARD', [['a', '1100.00'], ['live', '1200.00']]);
    const floors = [{ procurementVendorId: 'a', floor: '1500.00' }];
    expect(prices(resolveProxies(terms('FORWARD'), standing, floors, apply).offers)).toEqual([['a', '1210.00']]);
  });
});

describe('proxy bidding in a CLOSE session', () => {
  it('goes as many whole decrements below its own last offer as the floor allows, once the vendor no longer leads, and only once', () => {
    const standing = standingWith('REVERSE', [['a', '900.00'], ['live', '850.00']]);
    const floors = [{ procurementVendorId: 'a', floor: '815.50' }];
    const { offers, standing: after } = resolveProxies(terms('REVERSE', 'CLOSE'), standing, floors, apply);
    expect(prices(offers)).toEqual([['a', '820.00']]);
    expect(nextProxyOffer(terms('REVERSE', 'CLOSE'), standingWith('REVERSE', [['a', '820.00'], ['live', '800.00']]), floors)).toBeNull();
    expect(priceLeader(after)).toBe('a');
  });

  it("waits for the vendor's own first offer (the grid starts from it)", () => {
    expect(nextProxyOffer(terms('REVERSE', 'CLOSE'), standingWith('REVERSE', [['live', '850.00']]), [{ procurementVendorId: 'a', floor: '500.00' }])).toBeNull();
  });
});

describe('a floor', () => {
  const session = { status: 'ON_GOING' as const, pausedAt: null, proxyBidding: true };
  const standing = standingWith('REVERSE', [['a', '900.00'], ['live', '850.00']]);

  it('is a price the vendor could offer now', () => {
    expect(judgeFloor(terms(), standing, 'a', session, '600,000.00')).toEqual({ ok: false, kind: 'invalid', errors: [{ param: 'floor', msg: expect.stringContaining('Your offer should be lower than 850.00') }] });
    expect(judgeFloor(terms(), standing, 'a', session, '845')).toMatchObject({ ok: false, kind: 'invalid' });
    expect(judgeFloor(terms(), standing, 'a', session, '840')).toEqual({ ok: true, floor: '840.00' });
  });

  it('is a positive amount of at most 2 decimals', () => {
    expect(judgeFloor(terms(), standing, 'a', session, '')).toMatchObject({ errors: [{ param: 'floor', msg: PROXY_MSG.floorRequired }] });
    expect(judgeFloor(terms(), standing, 'a', session, '0')).toMatchObject({ errors: [{ param: 'floor', msg: PROXY_MSG.floorInvalid }] });
    expect(judgeFloor(terms(), standing, 'a', session, '10.001')).toMatchObject({ errors: [{ param: 'floor', msg: PROXY_MSG.floorInvalid }] });
    expect(judgeFloor(terms('FORWARD'), standing, 'a', session, 'abc')).toMatchObject({ errors: [{ param: 'floor', msg: PROXY_MSG.ceilingInvalid }] });
  });

  it('is refused outside a running session with proxy bidding, and outside total-price sessions', () => {
    expect(judgeFloor(terms(), standing, 'a', { ...session, proxyBidding: false }, '700')).toMatchObject({ kind: 'conflict', errors: [{ msg: PROXY_MSG.proxyOff }] });
    expect(judgeFloor(terms(), standing, 'a', { ...session, status: 'DONE' }, '700')).toMatchObject({ kind: 'conflict', errors: [{ msg: PROXY_MSG.onlyOnGoing }] });
    expect(judgeFloor(terms(), standing, 'a', { ...session, pausedAt: '2026-03-01T09:00:00Z' }, '700')).toMatchObject({ kind: 'conflict', errors: [{ msg: PROXY_MSG.whilePaused }] });
    expect(judgeFloor({ ...terms(), biddingType: 'UNIT_PRICE' }, standing, 'a', session, '700')).toMatchObject({ kind: 'conflict', errors: [{ msg: PROXY_MSG.totalPriceOnly }] });
    expect(nextProxyOffer({ ...terms(), biddingType: 'UNIT_PRICE' }, standing, [{ procurementVendorId: 'a', floor: '500.00' }])).toBeNull();
  });
});
