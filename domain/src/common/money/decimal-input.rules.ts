import Decimal from 'decimal.js';
import { toMoney } from './money';

// Numbers typed by people (prices, quantities, scores, minutes) are read as text and kept as
// decimal strings, so no float ever rounds a cent away (docs/rules/realtime-and-platform.md#money, money).

/** Money limits of the spec's number mask (docs/rules/realtime-and-platform.md#money). */
export const MONEY_MAX_INTEGER_DIGITS = 15;
export const MONEY_DECIMALS = 2;

// Longer text cannot be a valid number; refusing it early keeps the regular expressions cheap.
const MAX_NUMBER_TEXT = 40;
// Either plain digits or digits grouped by thousands commas ("1,234,567"), then optional decimals.
// "1,5" (an Indonesian 1.5) or "12,34" is refused rather than read as 15 or 1234.
const NUMBER_TEXT = /^(-?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/;

export interface DecimalParts {
  negative: boolean;
  /** Integer digits without grouping commas or leading zeros ('0' for zero). */
  integer: string;
  /** The decimals as typed, possibly empty. */
  fraction: string;
}

/** Reads a typed or sent number; null when it is no number at all. JSON numbers are read as they print. */
export function readDecimal(value: unknown): DecimalParts | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  if (text.length > MAX_NUMBER_TEXT) return null;
  const match = NUMBER_TEXT.exec(text);
  if (!match) return null;
  const integer = match[2]!.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  return { negative: match[1] === '-', integer, fraction: match[3] ?? '' };
}

export interface DecimalRule {
  maxIntegerDigits: number;
  maxDecimals: number;
  /** Zero is accepted unless this is false. */
  allowZero?: boolean;
  /** Largest value accepted, as a decimal string. */
  max?: string;
}

export type DecimalProblem = 'format' | 'negative' | 'decimals' | 'digits' | 'zero' | 'max';

/** Why a value breaks the rule, or null when it keeps it. Negatives are never accepted here. */
export function decimalProblem(value: unknown, rule: DecimalRule): DecimalProblem | null {
  const parts = readDecimal(value);
  if (!parts) return 'format';
  const amount = new Decimal(`${parts.integer}.${parts.fraction || '0'}`);
  if (parts.negative && !amount.isZero()) return 'negative';
  if (parts.fraction.length > rule.maxDecimals) return 'decimals';
  if (parts.integer.length > rule.maxIntegerDigits) return 'digits';
  if (rule.allowZero === false && amount.isZero()) return 'zero';
  if (rule.max !== undefined && amount.greaterThan(rule.max)) return 'max';
  return null;
}

/** A value that passed `decimalProblem`, as a fixed-decimals string ('1,234.5' -> '1234.50'). */
export function toDecimalString(value: unknown, decimals = MONEY_DECIMALS): string {
  const parts = readDecimal(value);
  if (!parts) throw new Error('Not a number');
  return new Decimal(`${parts.integer}.${parts.fraction || '0'}`).toFixed(decimals);
}

const MONEY_RULE: DecimalRule = { maxIntegerDigits: MONEY_MAX_INTEGER_DIGITS, maxDecimals: MONEY_DECIMALS };

/**
 * The money mask's reading (docs/rules/realtime-and-platform.md#money): commas for thousands, a dot for decimals, at most
 * 2 decimals and 15 integer digits, no negatives. Gives a 2-decimal string, or null when the text
 * is empty or breaks a rule.
 */
export function parseMoneyInput(text: string): string | null {
  if (text.trim() === '') return null;
  return decimalProblem(text, MONEY_RULE) === null ? toDecimalString(text) : null;
}

function groupThousands(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** An amount as the money mask shows it: '1234567.5' -> '1,234,567.50'; empty for no amount. */
export function formatMoneyInput(value: string | number | null | undefined): string {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return '';
  const parts = readDecimal(value);
  if (!parts) return '';
  const fixed = toMoney(`${parts.integer}.${parts.fraction || '0'}`).toFixed(MONEY_DECIMALS);
  const [integer, fraction] = fixed.split('.');
  return `${parts.negative && fixed !== '0.00' ? '-' : ''}${groupThousands(integer!)}.${fraction}`;
}

/**
 * What the money input shows while someone types: only digits and one dot are kept, at most 15
 * integer digits and 2 decimals, commas regrouped ('1234567.891' -> '1,234,567.89'). A minus sign
 * cannot be typed. A trailing dot stays so that '12.' can become '12.5'.
 */
export function maskMoneyTyping(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  const integerTyped = (dot === -1 ? cleaned : cleaned.slice(0, dot)).replace(/^0+(?=\d)/, '');
  const integer = integerTyped.slice(0, MONEY_MAX_INTEGER_DIGITS);
  if (dot === -1) return groupThousands(integer);
  const fraction = cleaned.slice(dot + 1).replace(/\./g, '').slice(0, MONEY_DECIMALS);
  return `${groupThousands(integer || '0')}.${fraction}`;
}
