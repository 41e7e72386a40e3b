import { toMoney } from '../../common/money/money';
import { bestPrice, evaluate, type EvaluationContext } from '../../procurement/evaluation/procurement-evaluation.rules';
import type { PriceDirection } from '../../procurement/procurement.enums';
import type { EvaluationScores } from '../../procurement/vendors/procurement-vendor.views';

// The live ranking of an auction (docs/rules/auction-bidding.md#ranking), computed by the evaluation's
// own ranking (procurement-evaluation.rules), so the room, the buyer monitor and the Evaluation
// Score table after the session agree. This module only adapts the standings to it.

/** One participant's standing: its last valid offer (after disqualifications) and its scores. */
export interface RankableVendor {
  /** Opaque: the server's key for the participant; never shown to other vendors. */
  vendorId: string;
  /** The company name: the last tie-break, and the buyer's label. */
  name: string;
  /** The last valid total offer (2-decimal string), null before any. */
  lastPrice: string | null;
  /** When that offer was accepted (ISO), null before any. */
  lastOfferAt: string | null;
  /** That offer's ledger sequence, null before any: equal prices go to the lower (price-time priority). */
  lastSequence: number | null;
  /** The estimate savings are measured against; the context's when the vendor has none. */
  indicatorPrice: string | null;
  /** Merit point only. */
  administrationPassed: boolean | null;
  technicalScore: string | null;
}

export interface AuctionRankingContext {
  /** Scoring, method and direction, as evaluationContextOf gives them for the procurement. */
  evaluation: EvaluationContext;
  /** SIMULATION: a vendor without a price is ranked at the initial price. */
  simulation: boolean;
  /** The session's initial (opening) price. */
  initialPrice: string;
  /** The indicator for vendors without their own: the procurement's estimated total, or the initial price. */
  indicatorPrice: string | null;
}

export interface RankedStanding<S extends RankableVendor = RankableVendor> {
  standing: S;
  /** The place shown; null for a dash (no offer, negative saving, nobody offered). */
  ranking: number | null;
  /** Rank 1 with a saving at or above 0 and a price above 0 (the trophy). */
  winner: boolean;
  /** The evaluation's scores (merit point columns, saving); lastPrice is the price ranked. */
  scores: EvaluationScores;
}

/** The negative-saving ordering applies only with more than 2 vendors (docs/rules/auction-bidding.md#ranking). */
export const NEGATIVE_SAVING_LAST_FROM = 3;

const byName = (a: RankableVendor, b: RankableVendor) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.vendorId < b.vendorId ? -1 : a.vendorId > b.vendorId ? 1 : 0;

const withoutPrice = (price: string | null) => price === null || toMoney(price).lessThanOrEqualTo(0);

/**
 * The standings in ranking order with their places. Ties: the evaluation's (the better price for
 * equal merit scores, then the earlier last offer by ledger sequence, then by time; no offer counts
 * as latest), then the name (reached only by vendors without an offer).
 * In a simulation a vendor whose price is 0 or missing stands at the initial price (still without
 * an offer time, so after real offers at that price), and shows no place: it has no bid.
 */
export function rankStandings<S extends RankableVendor>(standings: readonly S[], context: AuctionRankingContext): Array<RankedStanding<S>> {
  const entries = [...standings].sort(byName).map((standing) => ({
    standing,
    administrationPassed: standing.administrationPassed,
    technicalScore: standing.technicalScore,
    indicatorPrice: standing.indicatorPrice ?? context.indicatorPrice,
    lastPrice: context.simulation && withoutPrice(standing.lastPrice) ? context.initialPrice : standing.lastPrice,
    lastOfferAt: standing.lastOfferAt,
    lastOfferSequence: standing.lastSequence,
  }));
  const evaluation = { ...context.evaluation, negativeSavingLast: standings.length >= NEGATIVE_SAVING_LAST_FROM };
  return evaluate(entries, evaluation).map(({ entry, scores }) => {
    // Standing at the initial price orders a simulation's vendor without a bid; it is still a vendor
    // with no bid, shown '-' and never the trophy (docs/rules/auction-bidding.md#ranking, decision 235).
    const placed = !(context.simulation && withoutPrice(entry.standing.lastPrice));
    const shown = placed ? scores : { ...scores, rank: null, winner: false };
    return { standing: entry.standing, ranking: shown.rank, winner: shown.winner, scores: shown };
  });
}

/** The leading price: the best valid offer of the direction, null before any (simulation or not). */
export function leadingPriceOf(standings: readonly Pick<RankableVendor, 'lastPrice'>[], direction: PriceDirection): string | null {
  return bestPrice(standings, direction);
}

export type RankTrend = 'up' | 'down' | 'same' | 'new';

/**
 * The arrow beside a rank (docs/rules/auction-bidding.md#ranking): up when the place improved with an offer, or the
 * vendor holds rank 1; down when it got worse or was lost; new for a first place; otherwise same.
 */
export function rankTrend(previous: number | null, current: number | null, hasOffer: boolean): RankTrend {
  if (current === null) return previous === null ? 'same' : 'down';
  if (previous === null) return 'new';
  if (current === 1 && previous === 1) return 'up';
  if (current < previous) return hasOffer ? 'up' : 'same';
  if (current > previous) return 'down';
  return 'same';
}

export interface TrendedStanding<S extends RankableVendor = RankableVendor> extends RankedStanding<S> {
  previousRanking: number | null;
  trend: RankTrend;
}

/** Compares a ranking with the one before it, vendor by vendor (a vendor new to it had no place). */
export function withTrends<S extends RankableVendor>(
  current: ReadonlyArray<RankedStanding<S>>,
  previous: ReadonlyArray<Pick<RankedStanding, 'ranking'> & { standing: Pick<RankableVendor, 'vendorId'> }>,
): Array<TrendedStanding<S>> {
  const before = new Map(previous.map((row) => [row.standing.vendorId, row.ranking]));
  return current.map((row) => {
    const previousRanking = before.get(row.standing.vendorId) ?? null;
    const hasOffer = !withoutPrice(row.standing.lastPrice);
    return { ...row, previousRanking, trend: rankTrend(previousRanking, row.ranking, hasOffer) };
  });
}
