import { describe, expect, it } from 'vitest';
import { floorReached, type FloorState } from './proxy-floor.rules';

// When the room tells the vendor its floor has stopped its proxy (docs/rules/auction-bidding.md#proxy-bidding).

const open: FloorState = {
  status: 'ON_GOING',
  auctionType: 'OPEN',
  direction: 'REVERSE',
  biddingType: 'TOTAL_PRICE',
  leadingPrice: '339000000.00',
  effectiveDecrement: '1000000.00',
  you: { ranking: 2, lastOffer: '340000000.00', proxyFloor: '338500000.00' },
  info: { currency: 'IDR', initialPrice: '400000000.00', minimalDecrement: '1000000.00' } as FloorState['info'],
  rules: { proxyBidding: true } as FloorState['rules'],
};

describe('floorReached', () => {
  it('holds when the vendor is overtaken and one more decrement would pass its floor', () => {
    expect(floorReached(open)).toBe(true);
    // Exactly one decrement left: the proxy can still answer.
    expect(floorReached({ ...open, you: { ...open.you!, proxyFloor: '338000000.00' } })).toBe(false);
  });

  it('does not hold for the leader, without a floor, with proxy bidding off, or once the session is over', () => {
    expect(floorReached({ ...open, leadingPrice: '340000000.00', you: { ...open.you!, ranking: 1 } })).toBe(false);
    expect(floorReached({ ...open, you: { ...open.you!, proxyFloor: null } })).toBe(false);
    expect(floorReached({ ...open, rules: { proxyBidding: false } as FloorState['rules'] })).toBe(false);
    expect(floorReached({ ...open, status: 'DONE' })).toBe(false);
    expect(floorReached({ ...open, biddingType: 'TOTAL_PRICE_BY_UNIT' })).toBe(false);
  });

  it('reads a CLOSE session by rank and the vendor’s own last offer, and waits for its first offer', () => {
    const close: FloorState = { ...open, auctionType: 'CLOSE', leadingPrice: null, you: { ranking: 2, lastOffer: '340000000.00', proxyFloor: '339500000.00' } };
    expect(floorReached(close)).toBe(true);
    expect(floorReached({ ...close, you: { ...close.you!, ranking: 1 } })).toBe(false);
    expect(floorReached({ ...close, you: { ...close.you!, proxyFloor: '330000000.00' } })).toBe(false);
    expect(floorReached({ ...close, you: { ranking: null, lastOffer: null, proxyFloor: '339500000.00' } })).toBe(false);
  });

  it('measures a forward auction’s ceiling the other way', () => {
    const forward: FloorState = { ...open, direction: 'FORWARD', leadingPrice: '341000000.00', you: { ranking: 2, lastOffer: '340000000.00', proxyFloor: '341500000.00' } };
    expect(floorReached(forward)).toBe(true);
    expect(floorReached({ ...forward, you: { ...forward.you!, proxyFloor: '342000000.00' } })).toBe(false);
  });
});
