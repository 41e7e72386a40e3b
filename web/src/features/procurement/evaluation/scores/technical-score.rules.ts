import { readDecimal } from '@procura/domain/common/money/decimal-input.rules';
import { weightedTechnicalScore } from '@procura/domain/procurement/evaluation/procurement-score.rules';
import { DASH } from '../evaluation-display.rules';

/**
 * The Technical Score line of the dialog while the score is typed: score x technicalValue / 100
 * (weightedTechnicalScore), or a dash while the score is not a number or no scoring is defined.
 */
export function liveWeightedTechnicalScore(typedScore: string, technicalValue: string | null | undefined): string {
  const parts = readDecimal(typedScore);
  if (!parts || parts.negative || technicalValue === null || technicalValue === undefined || technicalValue === '') return DASH;
  return weightedTechnicalScore(`${parts.integer}.${parts.fraction || '0'}`, technicalValue);
}
