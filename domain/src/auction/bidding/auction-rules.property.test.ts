import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AuctionType, PriceDirection } from '../../procurement/procurement.enums';
import { evaluationContextOf } from '../../procurement/evaluation/procurement-evaluation.rules';
import type { ExtensionFrom, ExtensionTrigger, TieRule } from '../session/auction-rules.enums';
import { rankStandings, type RankableVendor } from './auction-ranking.rules';
import { applyEvent, initialStanding, replay, type AuctionEvent, type AuctionStanding } from './auction-standing.rules';
import { injuryTimeExtension } from './injury-time.rules';
import { validateOffer, type OfferTerms } from './offer.rules';

// The newer rules in random sessions (docs/rules/auction-bidding.md#newer-rules): which offers extend (any, or a
// top-N rank) and from when (the current end, or the offer's time), no tie for rank 1, the slip guard
// and a percent decrement. Vendors try offers around the prices, some confirming a slip; time passes.
// Whatever the rules, no accepted offer breaks the step, ties for rank 1 under NO_TIE_FOR_FIRST or
// slips unconfirmed, and the ranks and the end are a function of the ledger: replaying the entries
// reproduces every state, and the extensions re-derived from the replayed offers are the ones written,
// to the millisecond.

const START = Date.parse('2026-03-01T09:00:00.000Z');
const DURATION_MS = 5 * 60_000;
const VENDORS = ['pv-a', 'pv-b', 'pv-c'];
const INJURY = { periodType: 'INJURY_TIME' as const, injuryTimeBeforeEnd: '2', timeExtension: '1.5', maxSessionExtension: 4 };

interface Rules {
  direction: PriceDirection;
  auctionType: AuctionType;
  extensionTrigger: ExtensionTrigger;
  extensionTopRanks: number;
  extensionFrom: ExtensionFrom;
  tieRule: TieRule;
  /** Null: the decrement is the amount 5.00. */
  percent: string | null;
  slipWarningPercent: number;
}

const rulesArb: fc.Arbitrary<Rules> = fc.record({
  direction: fc.constantFrom('REVERSE' as const, 'FORWARD' as const),
  auctionType: fc.constantFrom('OPEN' as const, 'CLOSE' as const),
  extensionTrigger: fc.constantFrom('ANY_OFFER' as const, 'TOP_RANKS' as const),
  extensionTopRanks: fc.integer({ min: 1, max: 3 }),
  extensionFrom: fc.constantFrom('PLANNED_END' as const, 'OFFER_TIME' as const),
  tieRule: fc.constantFrom('EARLIER_WINS' as const, 'NO_TIE_FOR_FIRST' as const),
  percent: fc.option(fc.constantFrom('0.50', '1.25', '2', '5'), { nil: null }),
  slipWarningPercent: fc.constantFrom(1, 5, 10, 50),
});

interface Offer {
  vendor: number;
  /** Steps of 0.50 from the initial price (towards the better side, mostly), so equal prices and ties happen. */
  halves: number;
  confirmSlip: boolean;
  waitMs: number;
}

const offerArb: fc.Arbitrary<Offer> = fc.record({
  vendor: fc.integer({ min: 0, max: VENDORS.length - 1 }),
  halves: fc.integer({ min: -4, max: 400 }),
  confirmSlip: fc.boolean(),
  waitMs: fc.integer({ min: 0, max: 60_000 }),
});

const INITIAL = '1000.00';

function termsOf(rules: Rules): OfferTerms {
  return {
    direction: rules.direction,
    auctionType: rules.auctionType,
    biddingType: 'TOTAL_PRICE',
    initialPrice: INITIAL,
    minimalDecrement: rules.percent ? '0.00' : '5.00',
    minimalDecrementPercent: rules.percent,
    tieRule: rules.tieRule,
    slipWarningPercent: rules.slipWarningPercent,
    estimatedTotal: null,
    items: [],
  };
}

const CONTEXT = {
  simulation: false,
  initialPrice: INITIAL,
  indicatorPrice: INITIAL,
};

/** The ranks of a standing, by the room's ranking functions (every participant, offered or not). */
function ranksOf(direction: PriceDirection, standing: AuctionStanding): Record<string, number | null> {
  const evaluation = evaluationContextOf({
    administrationValue: '0.00',
    technicalValue: '0.00',
    priceValue: '100.00',
    evaluationMethod: 'LEAST_COST_SYSTEM',
    negotiationType: direction === 'REVERSE' ? 'REVERSE_AUCTION' : 'FORWARD_AUCTION',
  });
  const rankable: RankableVendor[] = VENDORS.map((vendorId) => {
    const last = standing.vendors[vendorId]?.lastOffer ?? null;
    return {
      vendorId,
      name: vendorId,
      lastPrice: last?.totalOffer ?? null,
      lastOfferAt: last?.at ?? null,
      lastSequence: last?.sequence ?? null,
      indicatorPrice: null,
      administrationPassed: null,
      technicalScore: null,
    };
  });
  return Object.fromEntries(rankStandings(rankable, { ...CONTEXT, evaluation }).map((row) => [row.standing.vendorId, row.ranking]));
}

/** The extension an offer entry brings about, judged on the state just after it (its rank) and the end before it. */
function extensionAfter(rules: Rules, after: AuctionStanding, offer: Extract<AuctionEvent, { kind: 'OFFER' }>) {
  return injuryTimeExtension({
    ...INJURY,
    endTime: after.endTime!,
    now: offer.at,
    extensionsUsed: after.extensionsUsed,
    extensionTrigger: rules.extensionTrigger,
    extensionTopRanks: rules.extensionTopRanks,
    extensionFrom: rules.extensionFrom,
    offerRank: ranksOf(rules.direction, after)[offer.payload.vendorId] ?? null,
  });
}

interface Played {
  events: AuctionEvent[];
  states: AuctionStanding[];
  ranks: Array<Record<string, number | null>>;
  accepted: Array<{ before: AuctionStanding; offer: Extract<AuctionEvent, { kind: 'OFFER' }>; confirmSlip: boolean }>;
}

/** Plays offers as the server does: judge against the state, append the accepted ones, extend by the rules. */
function play(rules: Rules, offers: readonly Offer[]): Played {
  const terms = termsOf(rules);
  const played: Played = { events: [], states: [], ranks: [], accepted: [] };
  let state = initialStanding(rules.direction);
  let now = START;
  const push = (event: AuctionEvent) => {
    played.events.push(event);
    state = applyEvent(state, event);
    played.states.push(state);
    played.ranks.push(ranksOf(rules.direction, state));
  };
  const iso = (ms: number) => new Date(ms).toISOString();
  push({ kind: 'START', sequence: 1, auctionId: 'a1', at: iso(now), payload: { startTime: iso(now), endTime: iso(START + DURATION_MS) } });
  for (const attempt of offers) {
    now += attempt.waitMs;
    if (now >= Date.parse(state.endTime!)) break;
    const sign = rules.direction === 'REVERSE' ? -1 : 1;
    const total = new Decimal(INITIAL).plus(new Decimal(attempt.halves).times(sign).dividedBy(2)).toFixed(2);
    const vendor = VENDORS[attempt.vendor]!;
    const verdict = validateOffer(terms, state, { procurementVendorId: vendor }, { totalOffer: total, confirmSlip: attempt.confirmSlip });
    if (!verdict.ok) continue;
    const before = state;
    const slip = verdict.confirmedSlip ? { confirmedSlip: true as const } : {};
    const payload = { offerId: `offer-${state.sequence + 1}`, vendorId: vendor, totalOffer: verdict.totalOffer, items: [], priceTooLow: false, ...slip };
    const offer = { kind: 'OFFER' as const, sequence: state.sequence + 1, auctionId: 'a1', at: iso(now), payload };
    push(offer);
    played.accepted.push({ before, offer, confirmSlip: attempt.confirmSlip });
    const extension = extensionAfter(rules, state, offer);
    if (extension.extend) {
      const cause = 'INJURY_TIME' as const;
      push({ kind: 'EXTENSION', sequence: state.sequence + 1, auctionId: 'a1', at: iso(now), payload: { previousEndTime: state.endTime!, endTime: extension.endTime, extensionsUsed: extension.extensionsUsed, cause } });
    }
  }
  push({ kind: 'STOP', sequence: state.sequence + 1, auctionId: 'a1', at: state.endTime!, payload: { endTime: state.endTime! } });
  return played;
}

/** The step against `reference`, computed here without the rules' helpers: the amount, or the percent rounded half up to whole rupiah. */
function stepOf(rules: Rules, reference: string): Decimal {
  if (!rules.percent) return new Decimal('5.00');
  return new Decimal(reference).times(rules.percent).dividedBy(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
}

const sessions = fc.tuple(rulesArb, fc.array(offerArb, { maxLength: 40 }));

describe('random sessions under the newer rules', () => {
  it('accept no offer that breaks the step, ties for rank 1 under NO_TIE_FOR_FIRST, or slips unconfirmed', () => {
    fc.assert(
      fc.property(sessions, ([rules, offers]) => {
        for (const { before, offer, confirmSlip } of play(rules, offers).accepted) {
          const price = new Decimal(offer.payload.totalOffer);
          const own = before.vendors[offer.payload.vendorId]?.lastOffer?.totalOffer ?? null;
          const reference = rules.auctionType === 'OPEN' ? (before.leadingPrice ?? INITIAL) : own;
          expect(price.greaterThan(0)).toBe(true);
          if (reference !== null) {
            const gain = rules.direction === 'REVERSE' ? new Decimal(reference).minus(price) : price.minus(reference);
            expect(gain.greaterThanOrEqualTo(stepOf(rules, reference))).toBe(true);
            const slipped = gain.times(100).greaterThan(new Decimal(reference).times(rules.slipWarningPercent));
            expect(offer.payload.confirmedSlip === true).toBe(slipped);
            if (slipped) expect(confirmSlip).toBe(true);
          }
          if (rules.tieRule === 'NO_TIE_FOR_FIRST' && before.leadingPrice !== null) expect(price.equals(before.leadingPrice)).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reach the interesting cases: several accepted offers, confirmed slips, extensions from the offer time and on top ranks', () => {
    const sample = fc.sample(sessions, { numRuns: 300, seed: 23 }).map(([rules, offers]) => ({ rules, played: play(rules, offers) }));
    expect(sample.some(({ played }) => played.accepted.length > 3)).toBe(true);
    expect(sample.some(({ played }) => played.accepted.some((a) => a.offer.payload.confirmedSlip))).toBe(true);
    expect(sample.some(({ rules, played }) => rules.extensionFrom === 'OFFER_TIME' && played.events.some((e) => e.kind === 'EXTENSION'))).toBe(true);
    expect(sample.some(({ rules, played }) => rules.extensionTrigger === 'TOP_RANKS' && played.events.some((e) => e.kind === 'EXTENSION'))).toBe(true);
  });

  it('replay every prefix to the same standing and ranks', () => {
    fc.assert(
      fc.property(sessions, ([rules, offers]) => {
        const { events, states, ranks } = play(rules, offers);
        events.forEach((_, k) => {
          const replayed = replay(rules.direction, events.slice(0, k + 1));
          expect(replayed).toEqual(states[k]);
          expect(ranksOf(rules.direction, replayed)).toEqual(ranks[k]);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('re-derive from the offers in the ledger exactly the extensions written, so the end is the ledger’s to the millisecond', () => {
    fc.assert(
      fc.property(sessions, ([rules, offers]) => {
        const { events } = play(rules, offers);
        let state = initialStanding(rules.direction);
        const derived: string[] = [];
        for (const event of events) {
          state = applyEvent(state, event);
          if (event.kind !== 'OFFER') continue;
          const extension = extensionAfter(rules, state, event);
          if (extension.extend) derived.push(extension.endTime);
        }
        const written = events.flatMap((e) => (e.kind === 'EXTENSION' ? [e.payload.endTime] : []));
        expect(derived).toEqual(written);
        const end = replay(rules.direction, events).endTime!;
        expect(end).toBe(written.at(-1) ?? new Date(START + DURATION_MS).toISOString());
        expect(replay(rules.direction, events).extensionsUsed).toBe(written.length);
        expect(written.length).toBeLessThanOrEqual(INJURY.maxSessionExtension);
      }),
      { numRuns: 100 },
    );
  });
});
