import { z } from 'zod';
import { emailField, requiredText } from '../../common/text.schemas';
import { joinedPhoneField, phonePrefixField } from '../../common/phone/phone.schemas';
import { decimalField, idField, idListField, limitField, MAX_BULK_IDS, pageField, SCORE_RULE, searchTextField } from '../procurement-fields.schemas';
import { clampItemTechnicalScore } from '../evaluation/procurement-score.rules';
import { PROCUREMENT_VENDOR_MSG } from './procurement-vendor.messages';
import { DEFAULT_INNER_PAGE_SIZE } from '../procurement.enums';
import { PROCUREMENT_MSG } from '../procurement.messages';

const MSG = PROCUREMENT_MSG;
/** POST /api/secured/procurement-vendor and PATCH …/{id}: the Add Vendor / Edit Vendor dialog. */
export const vendorSchema = z.strictObject({
  procurementId: idField(),
  /** Company name. */
  name: requiredText('Company name', 150),
  /** A Gmail address is allowed; the dialog shows the free-mail hint (isDiscouragedFreeMail). */
  email: emailField(),
  /** Prefix digits plus the number ('62812345678'), docs/rules/procurement.md#vendors. */
  phone: joinedPhoneField,
  phonePrefix: phonePrefixField,
  city: requiredText('Vendor city', 100),
  picVendor: requiredText('PIC vendor', 100),
});
export type VendorInput = z.input<typeof vendorSchema>;
export type VendorData = z.output<typeof vendorSchema>;

/** GET /api/secured/procurement-vendor: one procurement's vendors, 5 a page by default. */
export const listVendorsQuerySchema = z.strictObject({
  procurementId: idField(),
  page: pageField,
  limit: limitField(DEFAULT_INNER_PAGE_SIZE),
  query: searchTextField,
});
export type ListVendorsQuery = z.output<typeof listVendorsQuerySchema>;

/** DELETE /api/secured/procurement-vendor. */
export const deleteVendorsSchema = z.strictObject({
  procurementId: idField(),
  procurementVendorIds: idListField(MSG.noVendorsSelected),
});
export type DeleteVendorsInput = z.input<typeof deleteVendorsSchema>;
export type DeleteVendorsData = z.output<typeof deleteVendorsSchema>;

/** PATCH /api/secured/procurement-vendor/{id}/administration-score: Pass or Not Pass. */
export const administrationScoreSchema = z.strictObject({
  procurementId: idField(),
  passed: z.boolean({ error: MSG.passedInvalid }),
});
export type AdministrationScoreInput = z.input<typeof administrationScoreSchema>;
export type AdministrationScoreData = z.output<typeof administrationScoreSchema>;

/** PATCH /api/secured/procurement-vendor/{id}/technical-score: 0 to 100 with 2 decimals, given once. */
export const technicalScoreSchema = z.strictObject({
  procurementId: idField(),
  score: decimalField({
    rule: SCORE_RULE,
    missing: MSG.fulfillGivenInput,
    invalid: MSG.technicalScoreInvalid,
    aboveMax: MSG.maxTechnicalScore,
  }),
});
export type TechnicalScoreInput = z.input<typeof technicalScoreSchema>;
export type TechnicalScoreData = z.output<typeof technicalScoreSchema>;

// At item level a score above 100 is clamped, not refused (docs/rules/procurement.md#scores); a blank one is skipped.
const itemScoreField = decimalField({
  rule: { ...SCORE_RULE, max: undefined },
  missing: MSG.fulfillGivenInput,
  invalid: MSG.technicalScoreInvalid,
  defaultValue: '',
}).transform((score) => (score === '' ? null : clampItemTechnicalScore(score)));

/**
 * Technical scores per vendor item (unit-price bidding), saved together from the vendor's item
 * list. The path is not shown in the spec; the server names it. Items left blank keep no score.
 */
export const itemTechnicalScoresSchema = z
  .strictObject({
    procurementId: idField(),
    scores: z
      .array(z.strictObject({ procurementVendorItemId: idField(MSG.idInvalid), score: itemScoreField }), { error: MSG.noItemTechnicalScore })
      .max(MAX_BULK_IDS, MSG.tooManySelected)
      .refine((scores) => new Set(scores.map((s) => s.procurementVendorItemId)).size === scores.length, MSG.duplicateIds),
  })
  .transform((value) => ({
    procurementId: value.procurementId,
    scores: value.scores.filter((s): s is { procurementVendorItemId: string; score: string } => s.score !== null),
  }))
  // The spec's toast: it belongs to no single item, so the error has no field.
  .refine((value) => value.scores.length > 0, { message: MSG.noItemTechnicalScore });
export type ItemTechnicalScoresInput = z.input<typeof itemTechnicalScoresSchema>;
export type ItemTechnicalScoresData = z.output<typeof itemTechnicalScoresSchema>;

/** DELETE /api/secured/procurement-vendor-item/many: detach items from a vendor. */
export const deleteVendorItemsSchema = z.strictObject({
  procurementVendorItemIds: idListField(MSG.noItemsSelected),
});
export type DeleteVendorItemsInput = z.input<typeof deleteVendorItemsSchema>;
export type DeleteVendorItemsData = z.output<typeof deleteVendorItemsSchema>;

// Above 0 with 2 decimals, like the item's quantities; left out, the vendor can supply the needed qty.
const QUANTITY_RULE = { maxIntegerDigits: 12, maxDecimals: 2, allowZero: false };
const capableQtyField = decimalField({
  rule: QUANTITY_RULE,
  missing: PROCUREMENT_VENDOR_MSG.capableQtyInvalid,
  invalid: PROCUREMENT_VENDOR_MSG.capableQtyInvalid,
  defaultValue: '',
}).transform((qty) => (qty === '' ? null : qty));

/**
 * POST /api/secured/procurement-vendor/{id}/items: attach procurement items to the vendor of the
 * path (the Vendor Item dialog's picker; the spec does not show the path). `capableQty` is the
 * vendor capable quantity; left out it is the item's needed qty, which a single-winner item needs.
 */
export const addVendorItemsSchema = z.strictObject({
  procurementId: idField(),
  items: z
    .array(z.strictObject({ procurementItemId: idField(MSG.idInvalid), capableQty: capableQtyField }), { error: MSG.noItemsSelected })
    .min(1, MSG.noItemsSelected)
    .max(MAX_BULK_IDS, MSG.tooManySelected)
    .refine((items) => new Set(items.map((i) => i.procurementItemId)).size === items.length, MSG.duplicateIds),
});
export type AddVendorItemsInput = z.input<typeof addVendorItemsSchema>;
export type AddVendorItemsData = z.output<typeof addVendorItemsSchema>;

/** Path parameters of the evaluation calls: /api/secured/procurement/{procurementId}/evaluation…. */
export const procurementIdParamsSchema = z.strictObject({ procurementId: idField(MSG.idInvalid) });
