import Decimal from 'decimal.js';
import { z } from 'zod';
import { safeString } from '../common/text.schemas';
import { biddingTypes, currencyTypes, evaluationMethods, negotiationTypes, winnerTypes } from '../master-data/master-data.enums';
import { codeField, decimalField, idField, idListField, isBlank, limitField, pageField, SCORE_RULE, searchTextField, textField, whenValid } from './procurement-fields.schemas';
import { DEFAULT_LIST_PAGE_SIZE, PROCUREMENT_STATUSES } from './procurement.enums';
import { PROCUREMENT_STATE_MSG } from './procurement-state.messages';
import { PROCUREMENT_MSG } from './procurement.messages';
import { allowedBiddingTypes, requiresCurrency } from './procurement.rules';

const MSG = PROCUREMENT_MSG;
const STATE_MSG = PROCUREMENT_STATE_MSG;
const missing = MSG.fulfillAllFields;

export const PROCUREMENT_NAME_MAX = 200;
// Currencies are the one master list whose values are not fixed in the rules (master-data.rules):
// any ISO-like code is accepted here and the server checks that it exists and is active.
const CURRENCY_CODE = /^[A-Z]{3}$/;

// The fields of the New Initiation dialog (docs/rules/procurement.md#new-initiation), shared by create and update.
const procurementInfoShape = {
  procurementName: textField(missing, PROCUREMENT_NAME_MAX, MSG.procurementNameTooLong),
  negotiationType: codeField(negotiationTypes.codes, missing, MSG.negotiationTypeInvalid),
  evaluationMethod: codeField(evaluationMethods.codes, missing, MSG.evaluationMethodInvalid),
  winnerType: codeField(winnerTypes.codes, missing, MSG.winnerTypeInvalid),
  /** Must be one the winner type offers: SINGLE_WINNER -> TOTAL_PRICE or UNIT_PRICE, MULTI_WINNER -> TOTAL_PRICE_BY_UNIT. */
  biddingType: codeField(biddingTypes.codes, missing, MSG.biddingTypeInvalid),
  currencyType: codeField(currencyTypes.codes, missing, MSG.currencyTypeInvalid),
  /** Optional; no means the prices exclude tax. */
  priceIncludeTax: z.boolean({ error: MSG.priceIncludeTaxInvalid }).nullish().transform((v) => v ?? false),
  /** Required for SINGLE_CURRENCY only; null for a multi-currency procurement. */
  currency: safeString({ error: MSG.currencyInvalid }).trim().nullish(),
};

// Runs even when other fields failed, so that a dialog sent half empty learns every missing
// field at once (a missing currency too); it reads the fields it needs with care for that reason.
function checkProcurementInfo(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  const known = (codes: readonly string[], code: unknown): code is string => typeof code === 'string' && codes.includes(code);
  if (
    known(winnerTypes.codes, value.winnerType) &&
    known(biddingTypes.codes, value.biddingType) &&
    !(allowedBiddingTypes(value.winnerType) as readonly string[]).includes(value.biddingType)
  ) {
    ctx.addIssue({ code: 'custom', path: ['biddingType'], message: MSG.biddingTypeNotForWinner });
  }
  const currency: unknown = value.currency;
  const currencyType = typeof value.currencyType === 'string' ? value.currencyType : undefined;
  if (requiresCurrency(currencyType)) {
    if (isBlank(currency)) ctx.addIssue({ code: 'custom', path: ['currency'], message: missing });
    else if (typeof currency === 'string' && !CURRENCY_CODE.test(currency)) {
      ctx.addIssue({ code: 'custom', path: ['currency'], message: MSG.currencyInvalid });
    }
  } else if (known(currencyTypes.codes, currencyType) && !isBlank(currency)) {
    ctx.addIssue({ code: 'custom', path: ['currency'], message: MSG.currencyOnlyForSingle });
  }
}

const onObjects = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/** POST /api/secured/procurement: the New Initiation dialog (docs/rules/procurement.md#new-initiation). */
export const createProcurementSchema = z
  .strictObject(procurementInfoShape)
  .superRefine(checkProcurementInfo, onObjects)
  .transform((value) => ({ ...value, currency: requiresCurrency(value.currencyType) ? value.currency! : null }));
export type CreateProcurementInput = z.input<typeof createProcurementSchema>;
export type CreateProcurementData = z.output<typeof createProcurementSchema>;

/** A moment with its time zone (ISO 8601); null or '' leaves it unset. */
const periodDateField = z
  .union([z.iso.datetime({ offset: true, error: MSG.dateTimeInvalid }), z.literal(''), z.null()], { error: MSG.dateTimeInvalid })
  .optional()
  .transform((value) => (value ? new Date(value).toISOString() : null));

/**
 * PATCH /api/secured/procurement/{id}: the Procurement Info card while DRAFT. It sends the whole
 * card (the dialog's fields and the procurement period), so the rules between fields hold as on
 * create. The period may stay empty while drafting; submit requires it.
 */
export const updateProcurementSchema = z
  .strictObject({
    ...procurementInfoShape,
    /** When the procurement opens to sessions; ISO 8601 with its offset. */
    startDate: periodDateField,
    /** After startDate; sessions must end by then. */
    endDate: periodDateField,
  })
  .superRefine(checkProcurementInfo, onObjects)
  .superRefine(
    (value, ctx) => {
      // Re-read both: when one of them failed, the value here is still what was sent.
      const start = periodDateField.safeParse(value.startDate).data;
      const end = periodDateField.safeParse(value.endDate).data;
      if (start && end && end <= start) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: STATE_MSG.endDateBeforeStart });
      }
    },
    onObjects,
  )
  .transform((value) => ({ ...value, currency: requiresCurrency(value.currencyType) ? value.currency! : null }));
export type UpdateProcurementInput = z.input<typeof updateProcurementSchema>;
export type UpdateProcurementData = z.output<typeof updateProcurementSchema>;

// yyyy-mm-dd that is a real calendar day (no 2026-02-30).
const dateOnlyField = safeString({ error: MSG.dateInvalid })
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    const day = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
    if (!day || day.toISOString().slice(0, 10) !== value) {
      ctx.addIssue({ code: 'custom', message: MSG.dateInvalid });
      return z.NEVER;
    }
    return value;
  });

// A filter left empty ('' from a select) filters nothing.
function optionalCode<const C extends string>(codes: readonly C[], invalid: string) {
  return safeString({ error: invalid })
    .trim()
    .optional()
    .transform((value, ctx): C | undefined => {
      if (!value) return undefined;
      if (!(codes as readonly string[]).includes(value)) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return value as C;
    });
}

/** GET /api/secured/procurement: the initiation list with its filters (docs/rules/procurement.md#initiation-list). */
export const listProcurementsQuerySchema = z
  .strictObject({
    page: pageField,
    /** -1 for every row. */
    limit: limitField(DEFAULT_LIST_PAGE_SIZE),
    query: searchTextField,
    /** Post dates are days in Jakarta time, yyyy-mm-dd, both ends included. */
    postDateFrom: dateOnlyField,
    postDateTo: dateOnlyField,
    status: optionalCode(PROCUREMENT_STATUSES, MSG.statusInvalid),
    biddingType: optionalCode(biddingTypes.codes, MSG.biddingTypeInvalid),
  })
  .refine((q) => !q.postDateFrom || !q.postDateTo || q.postDateFrom <= q.postDateTo, {
    path: ['postDateTo'],
    message: MSG.postDateRange,
    ...whenValid,
  });
export type ListProcurementsQuery = z.output<typeof listProcurementsQuerySchema>;

/** GET /api/secured/procurement/search?keyword. */
export const searchQuerySchema = z.strictObject({
  keyword: safeString({ error: MSG.keywordRequired }).trim().min(1, MSG.keywordRequired).max(200, MSG.queryTooLong),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** Path parameters {id} of the procurement, procurement-item and procurement-vendor routes. */
export const idParamsSchema = z.strictObject({ id: idField(MSG.idInvalid) });

/** DELETE /api/secured/procurement: drafts only, chosen with the list's checkboxes. */
export const deleteProcurementsSchema = z.strictObject({ procurementIds: idListField(MSG.noItemsSelected) });
export type DeleteProcurementsInput = z.input<typeof deleteProcurementsSchema>;

export const REASON_MAX = 500;

/** A reason that must be given: canceling a procurement, stopping a session by hand. */
export const reasonField = safeString({ error: MSG.reasonRequired }, { multiline: true })
  .trim()
  .min(1, MSG.reasonRequired)
  .max(REASON_MAX, MSG.reasonTooLong);

/** POST /api/secured/procurement/{id}/cancel. */
export const cancelSchema = z.strictObject({ reason: reasonField });
export type CancelInput = z.input<typeof cancelSchema>;

const percentage = decimalField({ rule: SCORE_RULE, missing: MSG.fulfillGivenInput, invalid: MSG.scoringValueInvalid });

/** PATCH /api/secured/procurement/{id}/evaluation-score: the Scoring Percentage dialog. */
export const scoringPercentageSchema = z
  .strictObject({
    administrationValue: percentage,
    technicalValue: percentage,
    priceValue: percentage,
  })
  // The sum belongs to no single input (the dialog shows it read-only), so its error has no field.
  .refine((v) => new Decimal(v.administrationValue).plus(v.technicalValue).plus(v.priceValue).equals(100), {
    message: MSG.scoringTotal,
    ...whenValid,
  });
export type ScoringPercentageInput = z.input<typeof scoringPercentageSchema>;
export type ScoringPercentage = z.output<typeof scoringPercentageSchema>;

/** The answer of POST /api/secured/procurement/{id}/submit. */
export interface SubmitProcurementResponse {
  _id: string;
  procurementNumber: string;
}
