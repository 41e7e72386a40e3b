import Decimal from 'decimal.js';

// Money is exact: strings or Decimals in code, NUMERIC(20,2) in the database, never floats.
const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

export const DEFAULT_CURRENCY = 'IDR';
/** The spec allows amounts up to 15 integer digits with 2 decimals. */
export const MONEY_PATTERN = /^-?\d{1,15}(\.\d{1,2})?$/;

export type MoneyInput = string | number | Decimal;

export function toMoney(value: MoneyInput): Decimal {
  return new Money(value);
}

function groupThousands(integerDigits: string, separator = ','): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Formats an amount the spec's way: `1,234,567.00 IDR`. */
export function formatMoney(value: MoneyInput, currency: string = DEFAULT_CURRENCY): string {
  const fixed = toMoney(value).toFixed(2);
  const negative = fixed.startsWith('-') && !/^-0\.00$/.test(fixed);
  const [integerPart, fraction] = fixed.replace('-', '').split('.');
  return `${negative ? '-' : ''}${groupThousands(integerPart ?? '0')}.${fraction} ${currency}`.trim();
}

/** Adds amounts exactly and returns a 2-decimal string ready for a NUMERIC column. */
export function sumMoney(values: readonly MoneyInput[]): string {
  return values.reduce<Decimal>((total, v) => total.plus(toMoney(v)), new Money(0)).toFixed(2);
}

/** Multiplies a unit price by a quantity exactly (2-decimal result, half-up). */
export function multiplyMoney(price: MoneyInput, quantity: MoneyInput): string {
  return toMoney(price).times(toMoney(quantity)).toFixed(2);
}

/** A number the Indonesian way: dots between thousands, a decimal comma (`1.250,5`). */
function indonesianNumber(fixed: string): string {
  const negative = fixed.startsWith('-') && /[1-9]/.test(fixed);
  const [integerPart, fraction] = fixed.replace('-', '').split('.');
  return `${negative ? '-' : ''}${groupThousands(integerPart ?? '0', '.')}${fraction ? `,${fraction}` : ''}`;
}

/**
 * An amount as the official documents write it (the auction reports' PDFs and the negotiation
 * minutes, all in Indonesian): `Rp 339.000.000,00`; another currency keeps its code in front
 * (`USD 1.234,50`). Screens keep formatMoney's `339,000,000.00 IDR`.
 */
export function formatOfficialMoney(value: MoneyInput, currency: string = DEFAULT_CURRENCY): string {
  const amount = indonesianNumber(toMoney(value).toFixed(2));
  const symbol = currency === DEFAULT_CURRENCY ? 'Rp' : currency;
  return amount.startsWith('-') ? `-${symbol} ${amount.slice(1)}` : `${symbol} ${amount}`;
}

/**
 * A quantity or a percentage in an official document, the Indonesian way: `1.250`, `12,5`
 * (at most 2 decimals, trailing zeros dropped), or exactly `decimals` of them (`3,10`).
 */
export function formatOfficialNumber(value: MoneyInput, decimals?: number): string {
  const rounded = toMoney(value).toDecimalPlaces(decimals ?? 2);
  return indonesianNumber(decimals === undefined ? rounded.toFixed() : rounded.toFixed(decimals));
}
