import Decimal from 'decimal.js';
import { z } from 'zod';
import { safeString } from '../../common/text.schemas';
import { decimalProblem, MONEY_MAX_INTEGER_DIGITS } from '../../common/money/decimal-input.rules';
import { decimalField, idField, idListField, limitField, moneyField, pageField, searchTextField, textField, whenValid } from '../procurement-fields.schemas';
import { hasVisibleContent, ITEM_IMAGE_SLOTS, itemImageProblem, itemSubTotal, UOM_PATTERN } from './procurement-item.rules';
import { ITEM_MSG } from './procurement-item.messages';
import { DEFAULT_INNER_PAGE_SIZE } from '../procurement.enums';
import { PROCUREMENT_MSG } from '../procurement.messages';

const MSG = PROCUREMENT_MSG;
// Every field of the item form is required; a missing one says the spec's form message.
const missing = MSG.fulfillGivenInput;

/** Quantities: above 0, at most 2 decimals; 12 integer digits keep qty x price within NUMERIC(20,2). */
const QUANTITY_RULE = { maxIntegerDigits: 12, maxDecimals: 2, allowZero: false };
export const SPECIFICATION_MAX = 20_000;
const IMAGE_URL_MAX = 2000;

/** PR line as text; a form may send it as a number. */
const prLineField = z
  .union([z.string(), z.number().int().nonnegative()], { error: missing })
  .transform(String)
  .pipe(textField(missing, 20));

/** One of the five image slots: a new upload (base64) or an image already stored (its url). */
export const itemImageSchema = z
  .strictObject({
    imageBase64: safeString({ error: MSG.imageType }).optional(),
    url: safeString({ error: MSG.imageSource }).trim().max(IMAGE_URL_MAX, MSG.imageSource).optional(),
    orderNumber: z.number({ error: MSG.imageOrder }).int(MSG.imageOrder).min(1, MSG.imageOrder).max(ITEM_IMAGE_SLOTS, MSG.imageOrder),
  })
  .superRefine((image, ctx) => {
    if (!image.imageBase64 && !image.url) {
      ctx.addIssue({ code: 'custom', path: ['imageBase64'], message: MSG.imageSource });
      return;
    }
    const problem = image.imageBase64 ? itemImageProblem(image.imageBase64) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['imageBase64'], message: problem });
  });
export type ItemImageInput = z.input<typeof itemImageSchema>;

const itemFields = {
  procurementId: idField(),
  itemCode: textField(missing, 50),
  itemName: textField(missing, 200),
  prNumber: textField(missing, 50),
  prLine: prLineField,
  /** Needed qty. */
  quantity: decimalField({ rule: QUANTITY_RULE, missing, invalid: MSG.quantityInvalid }),
  /** At most the needed qty; equal to it for a single winner (see lockedMinCapableQty). */
  minCapableQty: decimalField({ rule: QUANTITY_RULE, missing, invalid: MSG.minCapableQtyInvalid }),
  uom: textField(missing, 30).regex(UOM_PATTERN, MSG.uomLettersOnly),
  /** Estimated price per unit: '1,234,567.89' or a number, handed on as '1234567.89'. */
  pricePerUnit: moneyField(missing, MSG.pricePerUnitInvalid),
  /** Must equal quantity x pricePerUnit, rounded to cents (itemSubTotal). */
  subTotal: moneyField(missing, MSG.subTotalInvalid),
  /** Rich text (HTML); the server sanitises it. */
  specification: safeString({ error: missing }, { multiline: true })
    .max(SPECIFICATION_MAX, MSG.specificationTooLong)
    .refine(hasVisibleContent, missing),
  images: z
    .array(itemImageSchema, { error: MSG.imagesTooMany })
    .max(ITEM_IMAGE_SLOTS, MSG.imagesTooMany)
    .optional()
    .transform((images) => images ?? []),
};

type ItemCore = {
  quantity: string;
  minCapableQty: string;
  pricePerUnit: string;
  subTotal: string;
  images: Array<{ orderNumber: number }>;
};

// Rules between fields, checked once every field is valid on its own.
function checkItem(item: ItemCore, ctx: z.RefinementCtx) {
  if (new Decimal(item.minCapableQty).greaterThan(item.quantity)) {
    ctx.addIssue({ code: 'custom', path: ['minCapableQty'], message: MSG.minCapableQtyAboveNeeded });
  }
  const expected = itemSubTotal(item.quantity, item.pricePerUnit);
  if (decimalProblem(expected, { maxIntegerDigits: MONEY_MAX_INTEGER_DIGITS, maxDecimals: 2 }) === 'digits') {
    ctx.addIssue({ code: 'custom', path: ['subTotal'], message: MSG.subTotalTooLarge });
  } else if (!new Decimal(item.subTotal).equals(expected)) {
    ctx.addIssue({ code: 'custom', path: ['subTotal'], message: MSG.subTotalMismatch });
  }
  const slots = item.images.map((image) => image.orderNumber);
  if (new Set(slots).size !== slots.length) ctx.addIssue({ code: 'custom', path: ['images'], message: MSG.imageOrderTaken });
}

/** POST /api/secured/procurement-item: the item dialog (docs/rules/procurement.md#items). */
export const itemSchema = z.strictObject(itemFields).superRefine(checkItem, whenValid);
export type ItemInput = z.input<typeof itemSchema>;
export type ItemData = z.output<typeof itemSchema>;

/** PATCH /api/secured/procurement-item/{id}: the same fields plus the stored images to remove. */
export const updateItemSchema = z
  .strictObject({
    ...itemFields,
    deletedImageIds: z
      .array(z.uuid({ error: MSG.idInvalid }), { error: MSG.idInvalid })
      .max(ITEM_IMAGE_SLOTS, MSG.imagesTooMany)
      .optional()
      .transform((ids) => ids ?? []),
  })
  .superRefine(checkItem, whenValid);
export type UpdateItemInput = z.input<typeof updateItemSchema>;
export type UpdateItemData = z.output<typeof updateItemSchema>;

/** Columns the item table sorts by; without `sort` the items keep the order they were added in. */
export const ITEM_SORT_FIELDS = ['itemCode', 'itemName', 'prNumber', 'quantity', 'pricePerUnit', 'subTotal'] as const;
export type ItemSortField = (typeof ITEM_SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** GET /api/secured/procurement-item: one procurement's items, 5 a page by default. */
export const listItemsQuerySchema = z.strictObject({
  procurementId: idField(),
  page: pageField,
  limit: limitField(DEFAULT_INNER_PAGE_SIZE),
  /** Matches item code, item name and PR number, ignoring case. */
  query: searchTextField,
  sort: z.enum(ITEM_SORT_FIELDS, { error: ITEM_MSG.sortInvalid }).optional(),
  /** 'asc' (the default) or 'desc', in either case. */
  order: safeString({ error: ITEM_MSG.orderInvalid })
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(SORT_ORDERS, { error: ITEM_MSG.orderInvalid }))
    .optional(),
});
export type ListItemsQuery = z.output<typeof listItemsQuerySchema>;

/** DELETE /api/secured/procurement-item. */
export const deleteItemsSchema = z.strictObject({
  procurementId: idField(),
  procurementItemIds: idListField(MSG.noItemsSelected),
});
export type DeleteItemsInput = z.input<typeof deleteItemsSchema>;

/** GET …/template, GET …/export and POST …/import: the procurement in the query string. */
export const itemSpreadsheetQuerySchema = z.strictObject({ procurementId: idField() });
