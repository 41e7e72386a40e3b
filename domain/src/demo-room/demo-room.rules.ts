import { toMoney } from '../common/money/money';
import { DEMO_ROOM_MSG } from './demo-room.messages';

/** docs/rules/shell-and-landing.md#demo-room: a demo username has at most 20 characters. */
export const DEMO_USERNAME_MAX = 20;
/** What a person may type before normalising; anything longer is refused, not trimmed. */
export const DEMO_USERNAME_INPUT_MAX = 100;

// Latin letters that carry no combining mark, so decomposition alone would drop them.
const PLAIN_LETTERS: Record<string, string> = {
  ß: 'ss', ẞ: 'SS', æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE', ø: 'o', Ø: 'O', đ: 'd', Đ: 'D',
  ð: 'd', Ð: 'D', ł: 'l', Ł: 'L', þ: 'th', Þ: 'TH', ı: 'i', ħ: 'h', Ħ: 'H',
};

/**
 * The spec's username rule: trimmed, accents mapped to plain letters, only letters and digits kept,
 * at most 20 characters ('Éva Müller' -> 'EvaMuller'). NFKD rather than NFD also turns full-width
 * and ligature forms (typed by some input methods) into plain letters.
 */
export function normalizeDemoUsername(raw: string): string {
  return raw
    .trim()
    .replace(/\P{ASCII}/gu, (ch) => PLAIN_LETTERS[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, DEMO_USERNAME_MAX);
}

/** The spec's money limits: 15 integer digits and 2 decimals. */
export const DEMO_PRICE_MAX_INTEGER_DIGITS = 15;
export const DEMO_PRICE_MAX_DECIMALS = 2;
const DECIMAL_TEXT = /^-?(\d+)(?:\.(\d+))?$/;

/** Why a price cannot be an offer, or null when it can. Numbers are read as they print. */
export function demoPriceProblem(value: string | number): string | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return DEMO_ROOM_MSG.priceNotNumber;
  const text = typeof value === 'number' ? String(value) : value.trim();
  // Anchored and without nested repetition: linear even on a megabyte of digits.
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return DEMO_ROOM_MSG.priceNotNumber;
  if (text.startsWith('-')) return DEMO_ROOM_MSG.pricePositive;
  if ((match[2]?.length ?? 0) > DEMO_PRICE_MAX_DECIMALS) return DEMO_ROOM_MSG.priceDecimals;
  if (match[1]!.replace(/^0+/, '').length > DEMO_PRICE_MAX_INTEGER_DIGITS) return DEMO_ROOM_MSG.priceDigits;
  if (toMoney(text).isZero()) return DEMO_ROOM_MSG.pricePositive;
  return null;
}

/** A valid price as the 2-decimal string a NUMERIC(20,2) column stores. */
export function toDemoPrice(value: string | number): string {
  return toMoney(typeof value === 'number' ? String(value) : value.trim()).toFixed(2);
}
