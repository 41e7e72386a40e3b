import { DEFAULT_CURRENCY, formatMoney, toMoney } from '@procura/domain/common/money/money';
import { readDecimal } from '@procura/domain/common/money/decimal-input.rules';

// How the evaluation shows its numbers (docs/rules/procurement.md#evaluation-score, docs/rules/procurement.md#scores): scores and percentages with
// 2 decimals, money as '1,234,567.00 IDR', a dash for what is not there yet.

export const DASH = '-';

type Maybe<T> = T | null | undefined;

const blank = (value: Maybe<string | number>) => value === null || value === undefined || value === '';

export function formatScore(value: Maybe<string | number>): string {
  return blank(value) ? DASH : toMoney(value!).toFixed(2);
}

export function formatPercent(value: Maybe<string | number>): string {
  return blank(value) ? DASH : `${toMoney(value!).toFixed(2)}%`;
}

export function formatAmount(value: Maybe<string | number>, currency: Maybe<string>): string {
  return blank(value) ? DASH : formatMoney(value!, currency || DEFAULT_CURRENCY);
}

/** A quantity with its 2 decimals and thousands commas, without a currency. */
export function formatQuantity(value: Maybe<string | number>): string {
  return blank(value) ? DASH : formatMoney(value!, '').trim();
}

/** The read-only Total of the Scoring Percentage dialog: the sum of what is typed, unreadable text counting 0. */
export function percentageTotal(values: readonly string[]): string {
  return values
    .reduce((sum, value) => {
      const parts = readDecimal(value);
      return parts && !parts.negative ? sum.plus(`${parts.integer}.${parts.fraction || '0'}`) : sum;
    }, toMoney(0))
    .toFixed(2);
}

/**
 * What a score input shows while someone types: digits and one dot, at most 2 decimals and a few
 * integer digits (enough to type a value above 100, which the form then refuses or clamps).
 */
export function maskScoreTyping(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  const integer = (dot === -1 ? cleaned : cleaned.slice(0, dot)).replace(/^0+(?=\d)/, '').slice(0, 5);
  if (dot === -1) return integer;
  return `${integer || '0'}.${cleaned.slice(dot + 1).replace(/\./g, '').slice(0, 2)}`;
}
