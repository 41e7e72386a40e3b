import Decimal from 'decimal.js';
import { z } from 'zod';
import { auctionModels, auctionTypes, periodTypes } from '../../master-data/master-data.enums';
import { auctionTimeRangeError, isWithinProcurementPeriod, limitedTimeDuration, plannedEndTime } from './auction-session.rules';
import { codeField, decimalField, idField, idListField, isBlank, limitField, moneyField, pageField, searchTextField, whenValid } from '../../procurement/procurement-fields.schemas';
import { AUCTION_SESSION_CREATE_STATUSES, DEFAULT_INNER_PAGE_SIZE, type BiddingType } from '../../procurement/procurement.enums';
import { PROCUREMENT_MSG } from '../../procurement/procurement.messages';
import { decimalProblem, toDecimalString } from '../../common/money/decimal-input.rules';
import { AUCTION_SESSION_MSG } from './auction-session.messages';
import {
  AUCTION_RULE_DEFAULTS,
  EXTENSION_FROMS,
  EXTENSION_TOP_RANKS_MAX,
  EXTENSION_TRIGGERS,
  MAX_PAUSE_MINUTES_LIMIT,
  MINIMAL_DECREMENT_PERCENT_MAX,
  SLIP_WARNING_PERCENT_MAX,
  SLIP_WARNING_PERCENT_MIN,
  TIE_RULES,
} from './auction-rules.enums';
import { reasonField } from '../../procurement/procurement.schemas';
import type { AuctionSessionView } from '../../procurement/procurement.views';

const MSG = PROCUREMENT_MSG;

// Minutes: not negative, at most 2 decimals (docs/rules/procurement.md#auction-session-form); 5 integer digits (69 days)
// is more than any procurement period.
const MINUTES_RULE = { maxIntegerDigits: 5, maxDecimals: 2 };
/** Max session extension: a whole number of extensions; 999 is far beyond any real auction. */
export const MAX_SESSION_EXTENSION_LIMIT = 999;

function dateTimeField(missing: string) {
  return z.iso.datetime({ offset: true, error: (issue) => (isBlank(issue.input) ? missing : MSG.dateTimeInvalid) });
}

const minutesField = decimalField({ rule: MINUTES_RULE, missing: MSG.minutesInvalid, invalid: MSG.minutesInvalid, defaultValue: '0.00' });

const maxSessionExtensionField = z
  .union([z.string(), z.number(), z.null()], { error: MSG.maxSessionExtensionInvalid })
  .optional()
  .transform((value, ctx) => {
    if (isBlank(value)) return 0;
    const text = String(value).trim();
    if (!/^\d{1,3}$/.test(text) || Number(text) > MAX_SESSION_EXTENSION_LIMIT) {
      ctx.addIssue({ code: 'custom', message: MSG.maxSessionExtensionInvalid });
      return z.NEVER;
    }
    return Number(text);
  });

/** One of the codes; absent, null or '' takes the default (clients that predate the field keep working). */
function ruleCodeField<const C extends string>(codes: readonly C[], fallback: NoInfer<C>, invalid: string) {
  return z
    .union([z.enum(codes as [C, ...C[]]), z.literal(''), z.null()], { error: invalid })
    .optional()
    .transform((value): C => (isBlank(value) ? fallback : (value as C)));
}

/**
 * A decimal with at most 2 decimals within (`min`, `max`] (or [`min`, `max`] when `minIncluded`), as a
 * 2-decimal string; absent, null or '' gives `fallback`.
 */
function boundedDecimalField<F extends string | null>(bounds: { min: string; minIncluded: boolean; max: string }, fallback: F, invalid: string) {
  return z
    .union([z.string(), z.number(), z.null()], { error: invalid })
    .optional()
    .transform((value, ctx): string | F => {
      if (isBlank(value)) return fallback;
      if (decimalProblem(value, { maxIntegerDigits: 5, maxDecimals: 2, max: bounds.max }) !== null) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      const text = toDecimalString(value, 2);
      const amount = new Decimal(text);
      if (bounds.minIncluded ? amount.lessThan(bounds.min) : amount.lessThanOrEqualTo(bounds.min)) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return text;
    });
}

const extensionTopRanksField = z
  .union([z.string(), z.number(), z.null()], { error: AUCTION_SESSION_MSG.extensionTopRanksInvalid })
  .optional()
  .transform((value, ctx) => {
    if (isBlank(value)) return null;
    const text = String(value).trim();
    if (!/^\d{1,3}$/.test(text) || Number(text) < 1 || Number(text) > EXTENSION_TOP_RANKS_MAX) {
      ctx.addIssue({ code: 'custom', message: AUCTION_SESSION_MSG.extensionTopRanksInvalid });
      return z.NEVER;
    }
    return Number(text);
  });

/** The newer rules (docs/rules/auction-bidding.md#newer-rules, decision 185); every one optional with its default. */
const ruleFields = {
  /** The server defends each vendor's floor (docs/rules/auction-bidding.md#newer-rules). */
  proxyBidding: z
    .boolean({ error: AUCTION_SESSION_MSG.proxyBiddingInvalid })
    .nullish()
    .transform((on) => on ?? AUCTION_RULE_DEFAULTS.proxyBidding),
  extensionTrigger: ruleCodeField(EXTENSION_TRIGGERS, AUCTION_RULE_DEFAULTS.extensionTrigger, AUCTION_SESSION_MSG.extensionTriggerInvalid),
  /** With TOP_RANKS: an offer extends only when its rank is at most this. */
  extensionTopRanks: extensionTopRanksField,
  extensionFrom: ruleCodeField(EXTENSION_FROMS, AUCTION_RULE_DEFAULTS.extensionFrom, AUCTION_SESSION_MSG.extensionFromInvalid),
  tieRule: ruleCodeField(TIE_RULES, AUCTION_RULE_DEFAULTS.tieRule, AUCTION_SESSION_MSG.tieRuleInvalid),
  slipWarningPercent: boundedDecimalField(
    { min: String(SLIP_WARNING_PERCENT_MIN), minIncluded: true, max: String(SLIP_WARNING_PERCENT_MAX) },
    String(AUCTION_RULE_DEFAULTS.slipWarningPercent),
    AUCTION_SESSION_MSG.slipWarningPercentInvalid,
  ).transform(Number),
  maxPauseMinutes: boundedDecimalField(
    { min: '0', minIncluded: false, max: String(MAX_PAUSE_MINUTES_LIMIT) },
    String(AUCTION_RULE_DEFAULTS.maxPauseMinutes),
    AUCTION_SESSION_MSG.maxPauseMinutesInvalid,
  ).transform(Number),
  /** Instead of minimalDecrement: the decrement is this percent of the leading price (2 decimals). */
  minimalDecrementPercent: boundedDecimalField(
    { min: '0', minIncluded: false, max: String(MINIMAL_DECREMENT_PERCENT_MAX) },
    null,
    AUCTION_SESSION_MSG.minimalDecrementPercentInvalid,
  ),
};

/** The procurement vendors of a session: at least 2, distinct (the form and POST /api/secured/auction-vendor). */
export const sessionVendorIdsField = z
  .array(z.uuid({ error: MSG.idInvalid }), { error: MSG.auctionNeedsTwoVendors })
  .min(2, MSG.auctionNeedsTwoVendors)
  .max(1000, MSG.tooManySelected)
  .refine((ids) => new Set(ids).size === ids.length, MSG.duplicateIds);

const sessionFields = {
  procurementId: idField(),
  /** DRAFT keeps the session to finish later; NOT_STARTED creates it and invites the vendors. */
  status: z
    .enum(AUCTION_SESSION_CREATE_STATUSES, { error: MSG.sessionStatusInvalid })
    .optional()
    .transform((s) => s ?? 'NOT_STARTED'),
  /** The browser's clock when it sent the form, for the clock warning; the server's clock decides. */
  clientCurrentTime: z.iso.datetime({ offset: true, error: MSG.dateTimeInvalid }).optional(),
  auctionType: codeField(auctionTypes.codes, MSG.auctionTypeRequired, MSG.auctionTypeRequired),
  auctionModel: codeField(auctionModels.codes, MSG.auctionModelRequired, MSG.auctionModelRequired),
  periodType: codeField(periodTypes.codes, MSG.periodTypeRequired, MSG.periodTypeRequired),
  startTime: dateTimeField(MSG.startTimeRequired),
  /** LIMITED_TIME only; for INJURY_TIME the end is start plus duration. */
  endTime: dateTimeField(MSG.endTimeRequired).nullish(),
  /** Minutes. Typed for INJURY_TIME; for LIMITED_TIME computed from start and end. */
  duration: decimalField({ rule: MINUTES_RULE, missing: MSG.durationRequired, invalid: MSG.durationInvalid, defaultValue: '' }),
  /** Minutes added by an offer in the injury time. */
  timeExtension: minutesField,
  /** INJURY_TIME only: the minutes before the end in which an offer extends the session. */
  injuryTimeBeforeEnd: minutesField,
  /** INJURY_TIME only: how many times the session may be extended. */
  maxSessionExtension: maxSessionExtensionField,
  initialPrice: moneyField(MSG.initialPriceRequired, MSG.initialPriceInvalid, { allowZero: false }),
  minimalDecrement: moneyField(MSG.minimalDecrementInvalid, MSG.minimalDecrementInvalid, { defaultValue: '0.00' }),
  vendorIds: sessionVendorIdsField,
  /** The items auctioned one by one: required for UNIT_PRICE bidding (checked with the context), ignored otherwise. */
  itemIds: z
    .array(z.uuid({ error: MSG.idInvalid }), { error: MSG.auctionNeedsItem })
    .max(1000, MSG.tooManySelected)
    .refine((ids) => new Set(ids).size === ids.length, MSG.duplicateIds)
    .nullish(),
  ...ruleFields,
};

export interface AuctionSessionFormContext {
  biddingType: BiddingType | string | null | undefined;
  /** The procurement's startDate and endDate: every session lies within them. */
  procurementStart: Date | string | null | undefined;
  procurementEnd: Date | string | null | undefined;
}

/**
 * The Auction Evaluation Methods form and the session it creates, for one procurement (its bidding
 * type decides whether items are chosen; its dates bound the session). The result always carries
 * the session's endTime and duration, whichever period type computed them, and zero for the
 * injury-time fields of a limited-time session (the form hides them, so whatever they held is moot).
 */
export function auctionSessionFormSchema(context: AuctionSessionFormContext) {
  const unitPrice = context.biddingType === 'UNIT_PRICE';
  return z
    .strictObject(sessionFields)
    // What the period type and bidding type make required. Runs even when other fields failed,
    // so a half-filled form learns every missing field at once; it reads raw values with care.
    .superRefine(
      (form, ctx) => {
        if (form.periodType === 'LIMITED_TIME' && isBlank(form.endTime)) {
          ctx.addIssue({ code: 'custom', path: ['endTime'], message: MSG.endTimeRequired });
        }
        if (form.periodType === 'INJURY_TIME' && isBlank(form.duration)) {
          ctx.addIssue({ code: 'custom', path: ['duration'], message: MSG.durationRequired });
        }
        if (unitPrice && !(Array.isArray(form.itemIds) && form.itemIds.length > 0)) {
          ctx.addIssue({ code: 'custom', path: ['itemIds'], message: MSG.auctionNeedsItem });
        }
        if (form.periodType !== 'LIMITED_TIME' && form.extensionTrigger === 'TOP_RANKS' && isBlank(form.extensionTopRanks)) {
          ctx.addIssue({ code: 'custom', path: ['extensionTopRanks'], message: AUCTION_SESSION_MSG.extensionTopRanksRequired });
        }
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    )
    // Rules between valid fields.
    .superRefine((form, ctx) => {
      const limited = form.periodType === 'LIMITED_TIME';
      let end: Date | string | null = null;
      if (limited && form.endTime) {
        if (new Date(form.endTime) <= new Date(form.startTime)) ctx.addIssue({ code: 'custom', path: ['endTime'], message: MSG.endBeforeStart });
        else end = form.endTime;
      } else if (!limited && form.duration !== '') {
        if (new Decimal(form.duration).isZero()) {
          ctx.addIssue({ code: 'custom', path: ['duration'], message: MSG.durationInvalid });
        } else {
          end = plannedEndTime(form.startTime, form.duration);
          if (new Decimal(form.injuryTimeBeforeEnd).greaterThan(form.duration)) {
            ctx.addIssue({ code: 'custom', path: ['injuryTimeBeforeEnd'], message: MSG.injuryTimeLongerThanDuration });
          }
        }
      }
      // The start alone first, so a start outside the dates is named on the start field.
      if (!isWithinProcurementPeriod(form.startTime, form.startTime, context)) {
        ctx.addIssue({ code: 'custom', path: ['startTime'], message: auctionTimeRangeError(context) });
      } else if (end && !isWithinProcurementPeriod(form.startTime, end, context)) {
        ctx.addIssue({ code: 'custom', path: [limited ? 'endTime' : 'duration'], message: auctionTimeRangeError(context) });
      }
      if (form.minimalDecrementPercent !== null && !new Decimal(form.minimalDecrement).isZero()) {
        ctx.addIssue({ code: 'custom', path: ['minimalDecrementPercent'], message: AUCTION_SESSION_MSG.minimalDecrementBoth });
      }
      if (new Decimal(form.minimalDecrement).greaterThan(form.initialPrice)) {
        ctx.addIssue({ code: 'custom', path: ['minimalDecrement'], message: MSG.minimalDecrementAboveInitial });
      }
    }, whenValid)
    .transform((form) => {
      const limited = form.periodType === 'LIMITED_TIME';
      const startTime = new Date(form.startTime).toISOString();
      const endTime = limited ? new Date(form.endTime!).toISOString() : plannedEndTime(form.startTime, form.duration).toISOString();
      return {
        ...form,
        startTime,
        endTime,
        duration: limited ? limitedTimeDuration(startTime, endTime) : form.duration,
        injuryTimeBeforeEnd: limited ? '0.00' : form.injuryTimeBeforeEnd,
        maxSessionExtension: limited ? 0 : form.maxSessionExtension,
        itemIds: unitPrice ? (form.itemIds ?? []) : [],
        // A limited-time session never extends: its extension rules are moot, kept at their defaults.
        extensionTrigger: limited ? AUCTION_RULE_DEFAULTS.extensionTrigger : form.extensionTrigger,
        extensionTopRanks: !limited && form.extensionTrigger === 'TOP_RANKS' ? form.extensionTopRanks : null,
        extensionFrom: limited ? AUCTION_RULE_DEFAULTS.extensionFrom : form.extensionFrom,
      };
    });
}
export type AuctionSessionFormInput = z.input<ReturnType<typeof auctionSessionFormSchema>>;
export type AuctionSessionFormData = z.output<ReturnType<typeof auctionSessionFormSchema>>;

/** GET /api/secured/auction/validate-create-session/{procurementId} and …/last-session/{procurementId}. */
export const procurementIdParamSchema = z.strictObject({ procurementId: idField(MSG.idInvalid) });

/** DELETE /api/secured/auction: draft sessions only. */
export const deleteAuctionSessionsSchema = z.strictObject({
  procurementId: idField(),
  auctionIds: idListField(MSG.noItemsSelected),
});
export type DeleteAuctionSessionsInput = z.input<typeof deleteAuctionSessionsSchema>;

/** The create-session check answers true or the reason it refuses (docs/rules/procurement.md#auction-session-form). */
export type ValidateCreateSessionResponse = true | string;

/** GET /api/secured/auction: one procurement's sessions, newest first, 5 a page by default (docs/rules/auction.md#limits). */
export const listAuctionSessionsQuerySchema = z.strictObject({
  procurementId: idField(),
  page: pageField,
  /** -1 (or "All") for every row. */
  limit: limitField(DEFAULT_INNER_PAGE_SIZE),
  /** Matches the auction number. */
  query: searchTextField,
});
export type ListAuctionSessionsQuery = z.output<typeof listAuctionSessionsQuerySchema>;

/** Path parameter {auctionId} of GET, PATCH and …/stop-reason. */
export const auctionIdParamSchema = z.strictObject({ auctionId: idField(MSG.idInvalid) });

/** PATCH /api/secured/auction/{auctionId}/stop-reason: why a session was stopped by hand (plain text). */
export const stopReasonSchema = z.strictObject({ reason: reasonField });
export type StopReasonInput = z.input<typeof stopReasonSchema>;

/**
 * What POST and PATCH /api/secured/auction answer: the saved session and, when the browser's clock
 * (clientCurrentTime) is off the server's by more than CLOCK_SKEW_WARNING_MS, the offset in ms
 * (client minus server) so the form can warn; null otherwise.
 */
export type SaveAuctionSessionResponse = AuctionSessionView & { clockSkewMs: number | null };

/** DELETE /api/secured/auction answers the ids it deleted. */
export interface DeleteAuctionSessionsResponse {
  auctionIds: string[];
}

/**
 * GET /api/secured/auction/last-session/{procurementId} (null when no session was ever scheduled) and
 * the answer of …/{auctionId}/stop-reason. The last session is the latest non-draft one by start time.
 */
export interface LastSessionState {
  auctionId: string;
  stoppedManually: boolean;
  /** Stopped by hand and no reason recorded yet: the web asks for it before a new session. */
  needsStopReason: boolean;
}
