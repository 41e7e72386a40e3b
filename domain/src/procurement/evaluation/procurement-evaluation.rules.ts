import { administrationResult } from '../vendors/procurement-vendor.rules';
import type { EvaluationScores } from '../vendors/procurement-vendor.views';
import {
  rankingDisplay,
  savingPercent,
  totalScore,
  weightedAdministrationScore,
  weightedPriceScore,
  weightedTechnicalScore,
} from './procurement-score.rules';
import { toMoney } from '../../common/money/money';
import { priceDirectionOf, type PriceDirection } from '../procurement.enums';
import type { EvaluationScoringView } from '../procurement.views';

// The evaluation's maths (docs/rules/procurement.md#evaluation-score, docs/rules/procurement.md#ranking): one computation for the vendor table, the
// unit-price tables per item and the End confirmation's winner, so they never disagree.

/** What is scored: a vendor, or one vendor's offer for one item. */
export interface Evaluable {
  administrationPassed: boolean | null;
  technicalScore: string | null;
  indicatorPrice: string | null;
  lastPrice: string | null;
  /** When the last price was offered: the earlier of two equal places ranks first (none counts as latest). */
  lastOfferAt?: string | Date | null;
  /** That offer's ledger sequence in its auction: the lower of two equal places ranks first, before the time decides. */
  lastOfferSequence?: number | null;
}

export interface EvaluationContext {
  scoring: EvaluationScoringView | null;
  /** Merit point ranks by total score (when scoring is defined), the other methods by price. */
  meritPoint: boolean;
  direction: PriceDirection;
  /**
   * The live auction's rule (docs/rules/auction-bidding.md#ranking): vendors with a negative saving go after every other
   * vendor, so the best vendor with a non-negative saving takes rank 1. The Evaluation Score table
   * keeps them in their place behind a dash (docs/rules/procurement.md#ranking).
   */
  negativeSavingLast?: boolean;
}

interface ProcurementScoring {
  administrationValue: string | null;
  technicalValue: string | null;
  priceValue: string | null;
  evaluationMethod: string;
  negotiationType: string;
}

/** The scoring percentages, or null until all three are defined. */
export function scoringOf(p: Pick<ProcurementScoring, 'administrationValue' | 'technicalValue' | 'priceValue'>): EvaluationScoringView | null {
  if (p.administrationValue === null || p.technicalValue === null || p.priceValue === null) return null;
  return { administrationValue: p.administrationValue, technicalValue: p.technicalValue, priceValue: p.priceValue };
}

export function evaluationContextOf(p: ProcurementScoring): EvaluationContext {
  return { scoring: scoringOf(p), meritPoint: p.evaluationMethod === 'MERIT_POINT', direction: priceDirectionOf(p.negotiationType) };
}

const hasOffer = (price: string | null): price is string => price !== null && toMoney(price).greaterThan(0);

/** The best offer (above 0): the lowest in a reverse auction, the highest in a forward one. */
export function bestPrice(entries: readonly Pick<Evaluable, 'lastPrice'>[], direction: PriceDirection): string | null {
  const offers = entries.map((e) => e.lastPrice).filter(hasOffer);
  if (offers.length === 0) return null;
  return offers.reduce((best, price) => {
    const better = direction === 'REVERSE' ? toMoney(price).lessThan(best) : toMoney(price).greaterThan(best);
    return better ? price : best;
  });
}

/** Scores without a place: what one entry earns against the best offer. */
function scoresOf(entry: Evaluable, best: string | null, context: EvaluationContext): Omit<EvaluationScores, 'rank' | 'winner'> {
  const { scoring, direction } = context;
  const administrationScore =
    scoring && entry.administrationPassed !== null ? weightedAdministrationScore(entry.administrationPassed, scoring.administrationValue) : null;
  const technicalWeighted = scoring && entry.technicalScore !== null ? weightedTechnicalScore(entry.technicalScore, scoring.technicalValue) : null;
  const priceScore = scoring && hasOffer(entry.lastPrice) ? weightedPriceScore(best, entry.lastPrice, scoring.priceValue, direction) : null;
  return {
    administration: administrationResult(entry.administrationPassed),
    administrationScore,
    technicalScore: entry.technicalScore,
    technicalWeighted,
    priceScore,
    totalScore: scoring ? totalScore({ administration: administrationScore, technical: technicalWeighted, price: priceScore }) : null,
    indicatorPrice: entry.indicatorPrice,
    lastPrice: entry.lastPrice,
    saving: savingPercent(entry.indicatorPrice, entry.lastPrice, direction),
  };
}

/**
 * Every entry with its scores and place, in ranking order (rankingDisplay: vendors with an offer
 * first, dashes where the spec says so). Entries keep their own fields beside `scores`.
 */
export function evaluate<T extends Evaluable>(entries: readonly T[], context: EvaluationContext): Array<{ entry: T; scores: EvaluationScores }> {
  const best = bestPrice(entries, context.direction);
  const scored = entries.map((entry) => ({ entry, lastOfferAt: entry.lastOfferAt, lastOfferSequence: entry.lastOfferSequence, ...scoresOf(entry, best, context) }));
  const ranked = rankingDisplay(scored, {
    byTotalScore: context.meritPoint && context.scoring !== null,
    direction: context.direction,
    negativeSavingLast: context.negativeSavingLast ?? false,
  });
  return ranked.map(({ entry, lastOfferAt: _time, lastOfferSequence: _sequence, ...scores }) => ({ entry, scores }));
}
