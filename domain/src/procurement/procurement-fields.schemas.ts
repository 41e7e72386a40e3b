import { z } from 'zod';
import { safeString } from '../common/text.schemas';
import { MONEY_DECIMALS, MONEY_MAX_INTEGER_DIGITS, decimalProblem, toDecimalString, type DecimalRule } from '../common/money/decimal-input.rules';
import { ALL_LIMIT, MAX_PAGE_LIMIT, NO_LIMIT } from './procurement.enums';
import { PROCUREMENT_MSG } from './procurement.messages';

// Field builders shared by the schemas of this area.

/** Nothing was given: absent, null or blank text. Forms send '' or null for an untouched field. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Required trimmed text whose missing message is the form's own (spec: "Please fulfilled …"). */
export function textField(missing: string, max: number, tooLong: string = PROCUREMENT_MSG.textTooLong) {
  return safeString({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, tooLong);
}

/** One of the given codes; a missing value gets the form's missing message, a wrong one `invalid`. */
export function codeField<const C extends string>(codes: readonly C[], missing: string, invalid: string) {
  return z.enum(codes as [C, ...C[]], { error: (issue) => (isBlank(issue.input) ? missing : invalid) });
}

export interface DecimalFieldOptions {
  rule: DecimalRule;
  missing: string;
  invalid: string;
  /** Shown instead of `invalid` when the value is above `rule.max`. */
  aboveMax?: string;
  /** Shown instead of `invalid` when only the integer digits are too many. */
  tooManyDigits?: string;
  /** When set, a missing value takes it instead of failing. */
  defaultValue?: string;
  decimals?: number;
}

/**
 * A decimal typed as text ('1,234,567.89') or sent as a JSON number, handed on as a fixed-decimals
 * string ('1234567.89'). Checked with decimal arithmetic, never floats.
 */
export function decimalField(options: DecimalFieldOptions) {
  const { rule, missing, invalid, aboveMax, tooManyDigits, defaultValue, decimals = MONEY_DECIMALS } = options;
  return z
    .union([z.string(), z.number(), z.null()], { error: (issue) => (issue.input === undefined ? missing : invalid) })
    .optional()
    .transform((value, ctx) => {
      if (isBlank(value)) {
        if (defaultValue !== undefined) return defaultValue;
        ctx.addIssue({ code: 'custom', message: missing });
        return z.NEVER;
      }
      const problem = decimalProblem(value, rule);
      if (problem) {
        const message = problem === 'max' && aboveMax ? aboveMax : problem === 'digits' && tooManyDigits ? tooManyDigits : invalid;
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return toDecimalString(value, decimals);
    });
}

/** An amount of money: at most 15 integer digits and 2 decimals, not negative (docs/rules/realtime-and-platform.md#money). */
export function moneyField(missing: string, invalid: string, options: { allowZero?: boolean; defaultValue?: string } = {}) {
  return decimalField({
    rule: { maxIntegerDigits: MONEY_MAX_INTEGER_DIGITS, maxDecimals: MONEY_DECIMALS, allowZero: options.allowZero ?? true },
    missing,
    invalid,
    ...(options.defaultValue !== undefined ? { defaultValue: options.defaultValue } : {}),
  });
}

/** A score or percentage: 0 to 100 with 2 decimals (docs/rules/procurement.md#scores). */
export const SCORE_MAX = '100';
// Enough integer digits that 1000 is refused as "above 100", not as malformed.
export const SCORE_RULE: DecimalRule = { maxIntegerDigits: 15, maxDecimals: 2, max: SCORE_MAX };

/**
 * For a rule between fields: run it only once every field is valid. Zod lets some field issues
 * (a malformed date, for one) continue to later checks, which would then read raw input.
 */
export const whenValid = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };

/** A record id (the database's uuid). */
export function idField(missing: string = PROCUREMENT_MSG.procurementIdRequired) {
  return z.uuid({ error: (issue) => (isBlank(issue.input) ? missing : PROCUREMENT_MSG.idInvalid) });
}

/** Bulk actions act on at most this many rows at once: more than any page shows, less than a flood. */
export const MAX_BULK_IDS = 1000;

/** A non-empty list of distinct ids for a bulk action, with the action's "nothing selected" text. */
export function idListField(noneSelected: string) {
  return z
    .array(z.uuid({ error: PROCUREMENT_MSG.idInvalid }), { error: noneSelected })
    .min(1, noneSelected)
    .max(MAX_BULK_IDS, PROCUREMENT_MSG.tooManySelected)
    .refine((ids) => new Set(ids).size === ids.length, PROCUREMENT_MSG.duplicateIds);
}

/** Page number of a list, from 1; query strings carry it as text. */
export const pageField = z
  .union([z.string(), z.number()], { error: PROCUREMENT_MSG.pageInvalid })
  .optional()
  .transform((value, ctx) => {
    if (isBlank(value)) return 1;
    const page = Number(value);
    if (!Number.isSafeInteger(page) || page < 1) {
      ctx.addIssue({ code: 'custom', message: PROCUREMENT_MSG.pageInvalid });
      return z.NEVER;
    }
    return page;
  });

/**
 * Page size of a list: 1 to 100, or everything as -1 (docs/rules/realtime-and-platform.md#paging). "All", and the very large
 * limits the spec's tables send for it (99999, up to 999999 for the item picker), also mean everything.
 */
export function limitField(defaultLimit: number) {
  return z
    .union([z.string(), z.number()], { error: PROCUREMENT_MSG.limitInvalid })
    .optional()
    .transform((value, ctx) => {
      if (isBlank(value)) return defaultLimit;
      if (typeof value === 'string' && value.trim().toLowerCase() === 'all') return NO_LIMIT;
      const limit = Number(value);
      if (limit === NO_LIMIT || (Number.isSafeInteger(limit) && limit >= ALL_LIMIT)) return NO_LIMIT;
      if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_PAGE_LIMIT) {
        ctx.addIssue({ code: 'custom', message: PROCUREMENT_MSG.limitInvalid });
        return z.NEVER;
      }
      return limit;
    });
}

/** Free search text of a list: trimmed, at most 200 characters, empty means no search. */
export const QUERY_MAX = 200;
export const searchTextField = safeString({ error: PROCUREMENT_MSG.queryTooLong })
  .trim()
  .max(QUERY_MAX, PROCUREMENT_MSG.queryTooLong)
  .optional()
  .transform((v) => (v ? v : undefined));
