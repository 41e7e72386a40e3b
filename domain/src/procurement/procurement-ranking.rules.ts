import { toMoney } from '../common/money';
import {
  rankingDisplay,
  totalScore,
  weightedAdministrationScore,
  weightedPriceScore,
  weightedTechnicalScore,
  type RankDisplay,
  type RankableVendor,
} from './procurement-score.rules';
import { priceDirectionOf } from './procurement.enums';
import type { EvaluationScoring } from './procurement.rules';

// The ranking of a procurement's vendors (Evaluation Score section, End confirmation): the score
// maths of procurement-score.rules applied to the procurement's evaluation method and scoring.

type Maybe<T> = T | null | undefined;

export interface RankingProcurement {
  evaluationMethod: Maybe<string>;
  negotiationType: Maybe<string>;
  evaluationScoring: Maybe<EvaluationScoring>;
}

export interface RankingVendor extends RankableVendor {
  administrationPassed: boolean | null;
  technicalScore: Maybe<string | number>;
}

/** The best offered price: the lowest in a reverse auction, the highest in a forward one. */
function bestPrice(vendors: readonly RankingVendor[], forward: boolean): string | null {
  const offers = vendors.map((v) => v.lastPrice).filter((p): p is string | number => p !== null && p !== undefined && p !== '' && toMoney(p).greaterThan(0));
  if (offers.length === 0) return null;
  return offers.map((p) => toMoney(p)).reduce((best, p) => (forward ? (p.greaterThan(best) ? p : best) : p.lessThan(best) ? p : best)).toFixed(2);
}

/**
 * The vendors ranked for display. Merit point with a scoring defined ranks by total score (the
 * weighted administration, technical and price scores); every other case ranks by price.
 */
export function rankProcurementVendors<T extends RankingVendor>(
  procurement: RankingProcurement,
  vendors: readonly T[],
): Array<T & RankDisplay & { totalScore: string | null }> {
  const direction = priceDirectionOf(procurement.negotiationType);
  const scoring = procurement.evaluationMethod === 'MERIT_POINT' ? procurement.evaluationScoring : null;
  const best = bestPrice(vendors, direction === 'FORWARD');
  const scored = vendors.map((vendor) => ({
    ...vendor,
    totalScore: scoring
      ? totalScore({
          administration: weightedAdministrationScore(vendor.administrationPassed, scoring.administrationValue),
          technical: vendor.technicalScore === null || vendor.technicalScore === undefined ? null : weightedTechnicalScore(vendor.technicalScore, scoring.technicalValue),
          price: weightedPriceScore(best, vendor.lastPrice, scoring.priceValue, direction),
        })
      : null,
  }));
  return rankingDisplay(scored, { byTotalScore: Boolean(scoring), direction });
}

/** The vendor the End confirmation names: rank 1 with the winner mark, if any. */
export function procurementWinner<T extends RankingVendor>(procurement: RankingProcurement, vendors: readonly T[]): T | null {
  return rankProcurementVendors(procurement, vendors).find((v) => v.winner) ?? null;
}
