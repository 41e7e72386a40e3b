import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AuctionType, BiddingType, PriceDirection } from '../../procurement/procurement.enums';
import { applyEvent, initialStanding, replay, type AuctionEvent, type AuctionStanding } from './auction-standing.rules';
import { injuryTimeExtension } from './injury-time.rules';
import { validateOffer, type OfferInput, type OfferTerms } from './offer.rules';

// Random sessions: vendors try offers (some break the rules), the buyer disqualifies now and then,
// time passes and injury time extends the end. The properties hold for every bidding type, OPEN and
// CLOSE, reverse and forward.

const START = Date.parse('2026-03-01T09:00:00.000Z');
const DURATION_MS = 10 * 60_000;
const VENDORS = ['pv-a', 'pv-b', 'pv-c'];
const ITEMS = [
  { auctionItemId: 'item-1', quantity: '3', initialUnitPrice: '100.00', estimatedUnitPrice: '100.00' },
  { auctionItemId: 'item-2', quantity: '1.5', initialUnitPrice: null, estimatedUnitPrice: null },
];
const BID_ITEM_PRICES: Record<string, string> = { 'item-1': '100.00', 'item-2': '100.00' };

type Command =
  | { kind: 'offer'; vendor: number; cents: number[]; items: boolean[]; waitMs: number }
  | { kind: 'disqualify'; pick: number; waitMs: number };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('offer' as const),
      vendor: fc.integer({ min: 0, max: VENDORS.length - 1 }),
      // Around the starting prices (100.00 for units, 1,000.00 for totals), zero included.
      cents: fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 2, maxLength: 2 }),
      items: fc.array(fc.boolean(), { minLength: 2, maxLength: 2 }),
      waitMs: fc.integer({ min: 0, max: 90_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('disqualify' as const), pick: fc.nat(), waitMs: fc.integer({ min: 0, max: 30_000 }) }),
  },
);

function termsOf(direction: PriceDirection, auctionType: AuctionType, biddingType: BiddingType): OfferTerms {
  return { direction, auctionType, biddingType, initialPrice: '1000.00', minimalDecrement: '5.00', estimatedTotal: '1000.00', items: ITEMS };
}

const cents = (n: number) => new Decimal(n).dividedBy(100).toFixed(2);

function inputOf(terms: OfferTerms, command: Extract<Command, { kind: 'offer' }>): OfferInput {
  if (terms.biddingType === 'TOTAL_PRICE') return { totalOffer: new Decimal(command.cents[0]!).dividedBy(10).toFixed(2) };
  const chosen = ITEMS.filter((_, i) => terms.biddingType === 'TOTAL_PRICE_BY_UNIT' || command.items[i]);
  return { offerItems: chosen.map((item) => ({ auctionItemId: item.auctionItemId, unitOffer: cents(command.cents[ITEMS.indexOf(item)]!) })) };
}

interface Session {
  events: AuctionEvent[];
  /** The state after each event (states[k] = after events[0..k]). */
  states: AuctionStanding[];
  /** Each accepted offer with the state just before it. */
  accepted: { before: AuctionStanding; event: Extract<AuctionEvent, { kind: 'OFFER' }> }[];
}

/** Plays commands as the server would: validate against the state, append accepted offers, extend. */
function play(terms: OfferTerms, commands: readonly Command[], disqualifications = true): Session {
  const events: AuctionEvent[] = [];
  const states: AuctionStanding[] = [];
  const accepted: Session['accepted'] = [];
  let state = initialStanding(terms.direction);
  let now = START;
  const push = (event: AuctionEvent) => {
    events.push(event);
    state = applyEvent(state, event);
    states.push(state);
  };
  push({ kind: 'START', sequence: 1, auctionId: 'a1', at: new Date(now).toISOString(), payload: { startTime: new Date(now).toISOString(), endTime: new Date(START + DURATION_MS).toISOString() } });
  for (const command of commands) {
    now += command.waitMs;
    if (now >= Date.parse(state.endTime!)) break;
    const at = new Date(now).toISOString();
    if (command.kind === 'disqualify') {
      const valid = Object.entries(state.offers).filter(([, o]) => !o.disqualified);
      if (!disqualifications || valid.length === 0) continue;
      const [offerId, target] = valid[command.pick % valid.length]!;
      push({ kind: 'DISQUALIFICATION', sequence: state.sequence + 1, auctionId: 'a1', at, payload: { offerId, vendorId: target.procurementVendorId, reason: 'wrong' } });
      continue;
    }
    const vendor = VENDORS[command.vendor]!;
    const verdict = validateOffer(terms, state, { procurementVendorId: vendor, bidItemPrices: BID_ITEM_PRICES }, inputOf(terms, command));
    if (!verdict.ok) continue;
    const before = state;
    const event = {
      kind: 'OFFER' as const,
      sequence: state.sequence + 1,
      auctionId: 'a1',
      at,
      payload: { offerId: `offer-${state.sequence + 1}`, vendorId: vendor, totalOffer: verdict.totalOffer, items: verdict.offerItems, priceTooLow: verdict.priceTooLow },
    };
    push(event);
    accepted.push({ before, event });
    const extension = injuryTimeExtension({
      periodType: 'INJURY_TIME',
      endTime: state.endTime!,
      now: at,
      injuryTimeBeforeEnd: '2',
      timeExtension: '1.5',
      maxSessionExtension: 3,
      extensionsUsed: state.extensionsUsed,
    });
    if (extension.extend) {
      const payload = { previousEndTime: state.endTime!, endTime: extension.endTime, extensionsUsed: extension.extensionsUsed, cause: 'INJURY_TIME' as const };
      push({ kind: 'EXTENSION', sequence: state.sequence + 1, auctionId: 'a1', at, payload });
    }
  }
  // The scheduler's end: at the end time as it stands (a buyer's stop would write its own moment).
  push({ kind: 'STOP', sequence: state.sequence + 1, auctionId: 'a1', at: state.endTime!, payload: { endTime: state.endTime! } });
  return { events, states, accepted };
}

const better = (direction: PriceDirection, a: Decimal, b: Decimal) => (direction === 'REVERSE' ? a.lessThan(b) : a.greaterThan(b));

/** The offer stands at least one step better than `reference` (checked here without the rules' helpers). */
function keepsStep(direction: PriceDirection, offer: string, reference: string, step: string): boolean {
  const limit = direction === 'REVERSE' ? new Decimal(reference).minus(step) : new Decimal(reference).plus(step);
  return direction === 'REVERSE' ? new Decimal(offer).lessThanOrEqualTo(limit) : new Decimal(offer).greaterThanOrEqualTo(limit);
}

/** The accepted offer against the standing before it, as docs/rules/auction-bidding.md#offers states the rule. */
function breaksRule(terms: OfferTerms, before: AuctionStanding, entry: Extract<AuctionEvent, { kind: 'OFFER' }>): boolean {
  const event = entry.payload;
  const own = before.vendors[event.vendorId];
  const positive = (p: string) => new Decimal(p).greaterThan(0);
  if (terms.biddingType === 'TOTAL_PRICE') {
    if (!positive(event.totalOffer)) return true;
    const reference = terms.auctionType === 'OPEN' ? (before.leadingPrice ?? terms.initialPrice) : (own?.lastOffer?.totalOffer ?? null);
    return reference !== null && !keepsStep(terms.direction, event.totalOffer, reference, terms.minimalDecrement);
  }
  return event.items.some(({ auctionItemId, unitOffer }) => {
    if (!positive(unitOffer)) return true;
    if (terms.biddingType === 'TOTAL_PRICE_BY_UNIT') {
      const reference = own?.lastUnitOffers[auctionItemId] ?? BID_ITEM_PRICES[auctionItemId]!;
      return !better(terms.direction, new Decimal(unitOffer), new Decimal(reference));
    }
    const reference =
      terms.auctionType === 'OPEN'
        ? (before.itemLeadingPrices[auctionItemId] ?? ITEMS.find((i) => i.auctionItemId === auctionItemId)!.initialUnitPrice)
        : (own?.lastUnitOffers[auctionItemId] ?? null);
    return reference !== null && !keepsStep(terms.direction, unitOffer, reference, terms.minimalDecrement);
  });
}

const COMBINATIONS = (['REVERSE', 'FORWARD'] as const).flatMap((direction) =>
  (['OPEN', 'CLOSE'] as const).flatMap((auctionType) =>
    (['TOTAL_PRICE', 'UNIT_PRICE', 'TOTAL_PRICE_BY_UNIT'] as const).map((biddingType) => termsOf(direction, auctionType, biddingType)),
  ),
);
const sessions = fc.array(commandArb, { maxLength: 40 });

describe.each(COMBINATIONS.map((terms) => [`${terms.biddingType} ${terms.auctionType} ${terms.direction}`, terms] as const))('a random %s session', (_, terms) => {
  it('never accepts an offer that breaks the step rule against the standing before it', () => {
    fc.assert(
      fc.property(sessions, (commands) => {
        const session = play(terms, commands);
        for (const { before, event } of session.accepted) expect(breaksRule(terms, before, event)).toBe(false);
      }),
    );
  });

  it('accepts some offers (the generator reaches both verdicts)', () => {
    const accepted = fc.sample(sessions, { numRuns: 50, seed: 7 }).reduce((n, commands) => n + play(terms, commands).accepted.length, 0);
    expect(accepted).toBeGreaterThan(0);
  });

  it('replays to the same state, and every prefix to the state at that point', () => {
    fc.assert(
      fc.property(sessions, (commands) => {
        const { events, states } = play(terms, commands);
        expect(replay(terms.direction, events)).toEqual(states.at(-1));
        expect(replay(terms.direction, events)).toEqual(replay(terms.direction, events));
        events.forEach((_, k) => expect(replay(terms.direction, events.slice(0, k + 1))).toEqual(states[k]));
      }),
      { numRuns: 40 },
    );
  });

  it('keeps the end time and extensions a function of the events, within the cap', () => {
    fc.assert(
      fc.property(sessions, (commands) => {
        const { events } = play(terms, commands);
        const state = replay(terms.direction, events);
        const extensions = events.filter((e) => e.kind === 'EXTENSION');
        expect(state.extensionsUsed).toBe(extensions.length);
        expect(state.extensionsUsed).toBeLessThanOrEqual(3);
        expect(Date.parse(state.endTime!)).toBe(START + DURATION_MS + extensions.length * 90_000);
      }),
      { numRuns: 40 },
    );
  });

  it("disqualifying an offer leads as if it had never been made", () => {
    fc.assert(
      fc.property(sessions, fc.nat(), (commands, pick) => {
        const { events } = play(terms, commands, false);
        const offers = events.filter((e) => e.kind === 'OFFER');
        fc.pre(offers.length > 0);
        const target = offers[pick % offers.length]!;
        const last = events.at(-1)!;
        const disqualified = replay(terms.direction, [
          ...events,
          { kind: 'DISQUALIFICATION', sequence: last.sequence + 1, auctionId: 'a1', at: last.at, payload: { offerId: target.payload.offerId, vendorId: target.payload.vendorId, reason: 'wrong' } },
        ]);
        const without = replay(
          terms.direction,
          events.filter((e) => e !== target),
        );
        expect(disqualified.leadingPrice).toBe(without.leadingPrice);
        expect(disqualified.itemLeadingPrices).toEqual(without.itemLeadingPrices);
        for (const vendor of VENDORS) {
          expect(disqualified.vendors[vendor]?.lastOffer ?? null).toEqual(without.vendors[vendor]?.lastOffer ?? null);
          expect(disqualified.vendors[vendor]?.lastUnitOffers ?? {}).toEqual(without.vendors[vendor]?.lastUnitOffers ?? {});
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('an OPEN total-price session without disqualifications', () => {
  it('only ever improves the leading price, each time by at least the step', () => {
    for (const direction of ['REVERSE', 'FORWARD'] as const) {
      const terms = termsOf(direction, 'OPEN', 'TOTAL_PRICE');
      fc.assert(
        fc.property(sessions, (commands) => {
          const { accepted } = play(terms, commands, false);
          for (const { before, event } of accepted) {
            expect(keepsStep(direction, event.payload.totalOffer, before.leadingPrice ?? terms.initialPrice, terms.minimalDecrement)).toBe(true);
          }
          const leading = accepted.map((a) => a.event.payload.totalOffer);
          leading.slice(1).forEach((price, i) => expect(better(direction, new Decimal(price), new Decimal(leading[i]!))).toBe(true));
        }),
        { numRuns: 50 },
      );
    }
  });
});
