import Decimal from 'decimal.js';
import { multiplyMoney } from '../../common/money/money';
import { ITEM_MSG } from './procurement-item.messages';
import { PROCUREMENT_MSG } from '../procurement.messages';

// Rules of the item form (docs/rules/procurement.md#items).

/**
 * A single-winner procurement buys everything from one vendor, so a vendor must be able to supply
 * the whole needed quantity: the minimal capable qty is the quantity and the field is locked.
 * Null means the field is free (multi winner), up to the quantity.
 */
export function lockedMinCapableQty(winnerType: string | null | undefined, quantity: string): string | null {
  return winnerType === 'SINGLE_WINNER' ? quantity : null;
}

/**
 * Why the minimal capable qty breaks the winner type's lock, or null. The form fills the locked
 * field itself; the server refuses a different value instead of silently replacing it.
 */
export function minCapableQtyLockProblem(winnerType: string | null | undefined, quantity: string, minCapableQty: string): string | null {
  const locked = lockedMinCapableQty(winnerType, quantity);
  return locked !== null && !new Decimal(minCapableQty).equals(locked) ? ITEM_MSG.minCapableQtyLocked : null;
}

/**
 * The subtotal the form shows and the schema expects: quantity x price per unit, computed exactly
 * and then rounded half up to cents, since an amount of money has 2 decimals.
 */
export function itemSubTotal(quantity: string | number, pricePerUnit: string | number): string {
  return multiplyMoney(pricePerUnit, quantity);
}

/** UOM (unit of measure): letters and spaces only, in any alphabet. */
export const UOM_PATTERN = /^[\p{L} ]+$/u;

/** Five image slots per item, jpeg, jpg or png, at most 2 MB each (docs/rules/procurement.md#items). */
export const ITEM_IMAGE_SLOTS = 5;
// 2 MiB, so a file that the buyer's computer calls "2 MB" is not refused for a few kilobytes.
export const ITEM_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const ITEM_IMAGE_ACCEPT = '.jpeg,.jpg,.png';
export const ITEM_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;

// The first bytes of a JPEG (FF D8 FF) and of a PNG (89 50 4E 47 0D 0A 1A 0A), in base64.
const JPEG_BASE64_START = '/9j/';
const PNG_BASE64_START = 'iVBORw0KGgo';
const DATA_URL_PREFIX = /^data:image\/(?:jpeg|jpg|png);base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** Longest base64 text of a 2 MiB file, with room for a data-URL prefix. */
export const ITEM_IMAGE_MAX_BASE64_CHARS = Math.ceil(ITEM_IMAGE_MAX_BYTES / 3) * 4 + 64;

/** Bytes a base64 text decodes to. */
export function base64ByteLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/**
 * Why an uploaded image (base64, with or without its data-URL prefix) is refused, or null.
 * The type is read from the first bytes, not from a name; the server checks the content again.
 */
export function itemImageProblem(imageBase64: string): string | null {
  if (imageBase64.length > ITEM_IMAGE_MAX_BASE64_CHARS) return PROCUREMENT_MSG.imageTooLarge;
  if (/^data:/i.test(imageBase64) && !DATA_URL_PREFIX.test(imageBase64)) return PROCUREMENT_MSG.imageType;
  const base64 = imageBase64.replace(DATA_URL_PREFIX, '');
  if (base64.length === 0 || base64.length % 4 !== 0 || !BASE64.test(base64)) return PROCUREMENT_MSG.imageType;
  if (!base64.startsWith(JPEG_BASE64_START) && !base64.startsWith(PNG_BASE64_START)) return PROCUREMENT_MSG.imageType;
  if (base64ByteLength(base64) > ITEM_IMAGE_MAX_BYTES) return PROCUREMENT_MSG.imageTooLarge;
  return null;
}

/**
 * Whether rich text holds anything to read: an editor left empty still sends '<p></p>'. An image
 * counts as content. `[^<>]` keeps the scan linear on text full of '<'.
 */
export function hasVisibleContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  return html.replace(/<[^<>]*>/g, '').replace(/&nbsp;|\s/g, '') !== '';
}

/** Spreadsheet import: one .xlsx of at most 5 MB and 1,000 item rows. */
export const ITEM_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const ITEM_IMPORT_MAX_ROWS = 1000;
export const ITEM_IMPORT_ACCEPT = '.xlsx';

/** The highest number of a default item code (docs/rules/procurement.md#items: a random number from 1 to 1000). */
export const DEFAULT_ITEM_CODE_MAX = 1000;

/**
 * The code the Add Item dialog starts with: the buyer's company code and a random number from 1 to
 * 1000 (`MJAB-427`); the buyer may type another. Without a company code the field starts empty.
 */
export function defaultItemCode(companyCode: string | null | undefined, random: () => number = Math.random): string {
  const code = companyCode?.trim() ?? '';
  if (!code) return '';
  const number = Math.min(DEFAULT_ITEM_CODE_MAX, 1 + Math.floor(random() * DEFAULT_ITEM_CODE_MAX));
  return `${code}-${number}`;
}
