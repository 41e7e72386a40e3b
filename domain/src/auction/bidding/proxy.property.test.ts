import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AuctionType, PriceDirection } from '../../procurement/procurement.enums';
import { applyEvent, initialStanding, replay, type AuctionEvent, type AuctionStanding } from './auction-standing.rules';
import { validateOffer, type OfferTerms } from './offer.rules';
import { judgeFloor, nextProxyOffer, passesFloor, priceLeader, resolveProxies, type ProxyFloor, type ProxyOffer } from './proxy.rules';

// Random TOTAL_PRICE sessions with proxy floors: vendors type offers, set, move and remove floors;
// after every accepted offer and every floor set the server's resolution runs. The properties hold
// OPEN and CLOSE, reverse and forward (docs/rules/auction-bidding.md#proxy-bidding).

const VENDORS = ['pv-a', 'pv-b', 'pv-c', 'pv-d'];
const STEP = '5.00';
const ON_GOING = { status: 'ON_GOING' as const, pausedAt: null, proxyBidding: true };

type Command =
  | { kind: 'offer'; vendor: number; tenths: number }
  | { kind: 'floor'; vendor: number; tenths: number }
  | { kind: 'remove'; vendor: number };

const vendorArb = fc.integer({ min: 0, max: VENDORS.length - 1 });
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('offer' as const), vendor: vendorArb, tenths: fc.integer({ min: 0, max: 20_000 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('floor' as const), vendor: vendorArb, tenths: fc.integer({ min: 0, max: 20_000 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), vendor: vendorArb }) },
);

function termsOf(direction: PriceDirection, auctionType: AuctionType): OfferTerms {
  return { direction, auctionType, biddingType: 'TOTAL_PRICE', initialPrice: '1000.00', minimalDecrement: STEP, estimatedTotal: '1000.00', items: [] };
}

type OfferEvent = Extract<AuctionEvent, { kind: 'OFFER' }>;

interface Played {
  events: AuctionEvent[];
  /** Every accepted offer with the standing before it, and the author's floor then (proxy offers only). */
  accepted: Array<{ before: AuctionStanding; event: OfferEvent; floor: string | null }>;
  /** Each resolution: the standing and floors it started from, and what it placed. */
  resolutions: Array<{ from: AuctionStanding; floors: ProxyFloor[]; offers: ProxyOffer[]; after: AuctionStanding }>;
  state: AuctionStanding;
}

function play(terms: OfferTerms, commands: readonly Command[]): Played {
  const events: AuctionEvent[] = [];
  const accepted: Played['accepted'] = [];
  const resolutions: Played['resolutions'] = [];
  const floors = new Map<string, string>();
  let state = initialStanding(terms.direction);
  const at = '2026-03-01T09:00:00.000Z';
  const push = (event: AuctionEvent) => {
    events.push(event);
    state = applyEvent(state, event);
  };
  const offerEvent = (standing: AuctionStanding, vendorId: string, totalOffer: string, priceTooLow: boolean, byProxy: boolean): OfferEvent => ({
    kind: 'OFFER',
    sequence: standing.sequence + 1,
    auctionId: 'a1',
    at,
    payload: { offerId: `offer-${standing.sequence + 1}`, vendorId, totalOffer, items: [], priceTooLow, ...(byProxy ? { byProxy: true as const } : {}) },
  });
  const floorList = (): ProxyFloor[] => [...floors].map(([procurementVendorId, floor]) => ({ procurementVendorId, floor }));
  const resolve = () => {
    const from = state;
    const list = floorList();
    const { offers, standing } = resolveProxies(terms, state, list, (before, offer) => {
      const event = offerEvent(before, offer.procurementVendorId, offer.totalOffer, offer.priceTooLow, true);
      accepted.push({ before, event, floor: floors.get(offer.procurementVendorId) ?? null });
      events.push(event);
      return applyEvent(before, event);
    });
    state = standing;
    resolutions.push({ from, floors: list, offers, after: standing });
  };
  push({ kind: 'START', sequence: 1, auctionId: 'a1', at, payload: { startTime: at, endTime: '2026-03-01T10:00:00.000Z' } });
  for (const command of commands) {
    const vendor = VENDORS[command.vendor]!;
    if (command.kind === 'remove') {
      floors.delete(vendor);
      continue;
    }
    const amount = new Decimal(command.tenths).dividedBy(10).toFixed(2);
    if (command.kind === 'floor') {
      const verdict = judgeFloor(terms, state, vendor, ON_GOING, amount);
      if (!verdict.ok) continue;
      floors.set(vendor, verdict.floor);
      resolve();
      continue;
    }
    const verdict = validateOffer(terms, state, { procurementVendorId: vendor }, { totalOffer: amount });
    if (!verdict.ok) continue;
    const event = offerEvent(state, vendor, verdict.totalOffer, verdict.priceTooLow, false);
    accepted.push({ before: state, event, floor: null });
    push(event);
    resolve();
  }
  return { events, accepted, resolutions, state };
}

/** The decrement rule against the standing before the offer, stated here without the rules' helpers. */
function keepsStep(terms: OfferTerms, before: AuctionStanding, event: OfferEvent): boolean {
  const offer = new Decimal(event.payload.totalOffer);
  if (offer.lessThanOrEqualTo(0)) return false;
  const reference = terms.auctionType === 'OPEN' ? (before.leadingPrice ?? terms.initialPrice) : (before.vendors[event.payload.vendorId]?.lastOffer?.totalOffer ?? null);
  if (reference === null) return true;
  return terms.direction === 'REVERSE' ? offer.lessThanOrEqualTo(new Decimal(reference).minus(STEP)) : offer.greaterThanOrEqualTo(new Decimal(reference).plus(STEP));
}

const COMBINATIONS = (['REVERSE', 'FORWARD'] as const).flatMap((direction) => (['OPEN', 'CLOSE'] as const).map((auctionType) => termsOf(direction, auctionType)));
const sessions = fc.array(commandArb, { maxLength: 40 });

describe.each(COMBINATIONS.map((terms) => [`${terms.auctionType} ${terms.direction}`, terms] as const))('a random total-price %s session with proxy floors', (_, terms) => {
  it('never accepts an offer, typed or by proxy, that breaks the decrement, and no proxy offer passes its floor', () => {
    fc.assert(
      fc.property(sessions, (commands) => {
        for (const { before, event, floor } of play(terms, commands).accepted) {
          expect(keepsStep(terms, before, event)).toBe(true);
          if (event.payload.byProxy) expect(floor !== null && passesFloor(terms.direction, event.payload.totalOffer, floor)).toBe(false);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('ends every resolution because no proxy can move (never by the guard), within floors + 1 offers', () => {
    fc.assert(
      fc.property(sessions, (commands) => {
        for (const { floors, offers, after } of play(terms, commands).resolutions) {
          expect(nextProxyOffer(terms, after, floors)).toBeNull();
          expect(offers.length).toBeLessThanOrEqual(floors.length + 1);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('resolves the same standing and floors to the same offers, whatever order the floors come in', () => {
    fc.assert(
      fc.property(sessions, (commands) => {
        const apply = (before: AuctionStanding, offer: ProxyOffer) =>
          applyEvent(before, { kind: 'OFFER', sequence: before.sequence + 1, auctionId: 'a1', at: 'x', payload: { offerId: `p${before.sequence + 1}`, vendorId: offer.procurementVendorId, totalOffer: offer.totalOffer, items: [], priceTooLow: offer.priceTooLow, byProxy: true } });
        for (const { from, floors, offers } of play(terms, commands).resolutions) {
          expect(resolveProxies(terms, from, floors, apply).offers).toEqual(offers);
          expect(resolveProxies(terms, from, [...floors].reverse(), apply).offers).toEqual(offers);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('leaves every floored vendor leading or unable to improve within its floor', () => {
    fc.assert(
      fc.property(sessions, (commands) => {
        for (const { floors, after } of play(terms, commands).resolutions) {
          const leader = priceLeader(after);
          for (const { procurementVendorId, floor } of floors) {
            // CLOSE: the proxy starts from the vendor's own offer, so one that has none is left alone.
            if (procurementVendorId === leader || (terms.auctionType === 'CLOSE' && !after.vendors[procurementVendorId]?.lastOffer)) continue;
            const atFloor = validateOffer(terms, after, { procurementVendorId }, { totalOffer: floor });
            // CLOSE: the vendor already stands at its floor (or cannot go a decrement beyond its own price);
            // OPEN: even its floor does not beat the leading price by the decrement.
            expect(atFloor.ok).toBe(false);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('replays the ledger, proxy offers included, to the standing the server reached', () => {
    fc.assert(
      fc.property(sessions, (commands) => {
        const { events, state } = play(terms, commands);
        expect(replay(terms.direction, events)).toEqual(state);
      }),
      { numRuns: 60 },
    );
  });

  it('places proxy offers in some sessions (the generator reaches them)', () => {
    const placed = fc.sample(sessions, { numRuns: 60, seed: 11 }).reduce((n, commands) => n + play(terms, commands).accepted.filter((a) => a.event.payload.byProxy).length, 0);
    expect(placed).toBeGreaterThan(0);
  });
});
