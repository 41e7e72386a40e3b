import type Decimal from 'decimal.js';
import { toMoney } from '../../common/money/money';
import type { PriceDirection } from '../procurement.enums';
import { savingAgainstBaseline } from './saving.rules';

// Score and saving maths of the Evaluation Score section (docs/rules/procurement.md#evaluation-score, docs/rules/procurement.md#scores). Every
// value is a decimal string with 2 decimals, rounded half up; no float takes part.

type Amount = string | number;
type Maybe<T> = T | null | undefined;

const SCORE_DECIMALS = 2;
const HUNDRED = 100;

function amountOf(value: Maybe<Amount>): Decimal | null {
  if (value === null || value === undefined || value === '') return null;
  return toMoney(value);
}

/** Weighted technical score = score x technicalValue / 100 (docs/rules/procurement.md#scores). */
export function weightedTechnicalScore(score: Amount, technicalValue: Amount): string {
  return toMoney(score).times(technicalValue).dividedBy(HUNDRED).toFixed(SCORE_DECIMALS);
}

/** Administration is pass or fail: a passed vendor earns the whole administration weight. */
export function weightedAdministrationScore(passed: boolean | null, administrationValue: Amount): string {
  return passed ? toMoney(administrationValue).toFixed(SCORE_DECIMALS) : '0.00';
}

/**
 * Weighted price score: the best price earns the whole price weight, another price its share of
 * it (best / price for a reverse auction, price / best for a forward one). No offer, no points.
 */
export function weightedPriceScore(bestPrice: Maybe<Amount>, price: Maybe<Amount>, priceValue: Amount, direction: PriceDirection): string {
  const best = amountOf(bestPrice);
  const own = amountOf(price);
  if (!best || !own || best.lte(0) || own.lte(0)) return '0.00';
  // The raw price score is share x 100; weighted like the technical score, x priceValue / 100.
  const share = direction === 'REVERSE' ? best.dividedBy(own) : own.dividedBy(best);
  return share.times(priceValue).toFixed(SCORE_DECIMALS);
}

/** At item level a technical score above 100 is taken as 100.00 (docs/rules/procurement.md#scores); below 0 as 0.00. */
export function clampItemTechnicalScore(score: Amount): string {
  const value = toMoney(score);
  if (value.greaterThan(HUNDRED)) return '100.00';
  if (value.lessThan(0)) return '0.00';
  return value.toFixed(SCORE_DECIMALS);
}

/** Total score: the sum of the weighted administration, technical and price scores (missing ones count 0). */
export function totalScore(parts: { administration?: Maybe<Amount>; technical?: Maybe<Amount>; price?: Maybe<Amount> }): string {
  return [parts.administration, parts.technical, parts.price]
    .reduce<Decimal>((sum, part) => sum.plus(amountOf(part) ?? 0), toMoney(0))
    .toFixed(SCORE_DECIMALS);
}

/**
 * Saving in percent of the indicator (the vendor's own quoted) price: the evaluation's saving, the
 * one the spec's ranking rules read (negative saving goes last). The same rule as against the
 * procurement's estimate (savingAgainstBaseline), with the indicator as the baseline. Null when
 * there is no indicator or no offer to compare.
 */
export function savingPercent(indicatorPrice: Maybe<Amount>, lastPrice: Maybe<Amount>, direction: PriceDirection): string | null {
  return savingAgainstBaseline(indicatorPrice, lastPrice, direction)?.percent ?? null;
}

export interface RankableVendor {
  indicatorPrice: Maybe<Amount>;
  lastPrice: Maybe<Amount>;
  /** Saving in percent; computed from the two prices when absent. */
  saving?: Maybe<Amount>;
  /** Merit point only. */
  totalScore?: Maybe<Amount>;
  /** When the last offer was made: the earlier of two equal offers ranks first. */
  lastOfferAt?: Maybe<Date | string>;
  /** The last offer's place in its auction's ledger: decides between equal offers before the time does. */
  lastOfferSequence?: number | null;
}

export interface RankDisplay {
  /** The position shown, or null for a dash. */
  rank: number | null;
  /** The winner icon. */
  winner: boolean;
}

export interface RankingOptions {
  /** Merit point ranks by total score; other methods by price. */
  byTotalScore: boolean;
  direction: PriceDirection;
  /** Vendors with a negative saving go after all others (the live auction's rule, docs/rules/auction-bidding.md#ranking). */
  negativeSavingLast?: boolean;
}

/**
 * The vendors in ranking order, each with the rank and winner icon to show (docs/rules/procurement.md#ranking).
 *
 * Order: vendors with an offer (last price above 0) come first. Among them, merit point orders by
 * total score, highest first; other methods by last price, lowest first in a reverse auction and
 * highest first in a forward one (merit point also uses the price to split equal scores). Equal
 * places go to the earlier last offer (price-time priority): the lower ledger sequence, then the
 * earlier time (two offers can share a millisecond, never a sequence), then the order given.
 * Vendors without an offer follow.
 * The rank is the position in that order, so ranks never repeat.
 *
 * Display, exactly as the spec says: when no vendor has a last price above 0 every rank is a dash;
 * a vendor whose saving is below 0 or whose indicator price is below 1 shows a dash; rank 1 with a
 * saving at or above 0 and a last price above 0 gets the winner icon. A vendor without an offer
 * also shows a dash: it holds no place in the bidding (the spec's all-dash rule is the case where
 * nobody has offered). With `negativeSavingLast`, vendors with a negative saving are moved behind
 * everyone else first, so the places before them close up.
 */
export function rankingDisplay<T extends RankableVendor>(vendors: readonly T[], options: RankingOptions): Array<T & RankDisplay> {
  const rows = vendors.map((vendor, index) => {
    const lastPrice = amountOf(vendor.lastPrice);
    const hasOffer = lastPrice !== null && lastPrice.greaterThan(0);
    const given = amountOf(vendor.saving);
    const saving = given ?? amountOf(savingPercent(vendor.indicatorPrice, vendor.lastPrice, options.direction));
    return {
      vendor,
      index,
      hasOffer,
      lastPrice,
      saving,
      indicator: amountOf(vendor.indicatorPrice),
      negative: saving !== null && saving.lessThan(0),
      total: amountOf(vendor.totalScore),
      offerTime: vendor.lastOfferAt ? new Date(vendor.lastOfferAt).getTime() : Number.POSITIVE_INFINITY,
      offerSequence: vendor.lastOfferSequence ?? Number.POSITIVE_INFINITY,
    };
  });
  type Row = (typeof rows)[number];

  const byPrice = (a: Row, b: Row) => {
    const cmp = a.lastPrice!.comparedTo(b.lastPrice!);
    return options.direction === 'REVERSE' ? cmp : -cmp;
  };
  const byScore = (a: Row, b: Row) => (b.total ?? toMoney(-1)).comparedTo(a.total ?? toMoney(-1));

  rows.sort((a, b) => {
    if (options.negativeSavingLast && a.negative !== b.negative) return a.negative ? 1 : -1;
    if (a.hasOffer !== b.hasOffer) return a.hasOffer ? -1 : 1;
    const scoreOrder = options.byTotalScore ? byScore(a, b) : 0;
    if (scoreOrder !== 0) return scoreOrder;
    const priceOrder = a.hasOffer ? byPrice(a, b) : 0;
    if (priceOrder !== 0) return priceOrder;
    if (a.offerSequence !== b.offerSequence) return a.offerSequence < b.offerSequence ? -1 : 1;
    if (a.offerTime !== b.offerTime) return a.offerTime < b.offerTime ? -1 : 1;
    return a.index - b.index;
  });

  const anyOffer = rows.some((row) => row.hasOffer);
  return rows.map((row, position) => {
    const dash =
      !anyOffer || !row.hasOffer || (row.saving !== null && row.saving.lessThan(0)) || row.indicator === null || row.indicator.lessThan(1);
    const rank = dash ? null : position + 1;
    const winner = rank === 1 && row.saving !== null && row.saving.greaterThanOrEqualTo(0) && row.hasOffer;
    return { ...row.vendor, rank, winner };
  });
}
