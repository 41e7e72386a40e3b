import { formatMoneyInput, parseMoneyInput } from '@procura/domain/common/money/decimal-input.rules';
import { ITEM_IMAGE_MAX_BYTES, ITEM_IMAGE_MIME_TYPES, ITEM_IMAGE_SLOTS, itemSubTotal, lockedMinCapableQty } from '@procura/domain/procurement/items/procurement-item.rules';
import type { ItemImageInput, ItemInput, UpdateItemInput } from '@procura/domain/procurement/items/procurement-item.schemas';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import type { ProcurementItemView } from '@procura/domain/procurement/procurement.views';

// The item dialog's values and how they become the request body (docs/rules/procurement.md#items).

/** One of the five image slots: an image already stored, one picked in this visit, or nothing. */
export type ImageSlot = { kind: 'stored'; id: string; url: string } | { kind: 'new'; dataUrl: string; name: string } | null;

export interface ItemForm {
  itemCode: string;
  itemName: string;
  prNumber: string;
  prLine: string;
  /** Needed qty as typed ('1,000.5'). */
  quantity: string;
  minCapableQty: string;
  uom: string;
  /** The money mask's text ('1,234,567.00'). */
  pricePerUnit: string;
  /** Rich text (HTML). */
  specification: string;
  /** Always ITEM_IMAGE_SLOTS long; the index is the image's order. */
  images: ImageSlot[];
  /** Stored images removed in this visit. */
  deletedImageIds: string[];
}

/** Fields a server error may name (its param). */
export const ITEM_FORM_FIELDS = [
  'itemCode',
  'itemName',
  'prNumber',
  'prLine',
  'quantity',
  'minCapableQty',
  'uom',
  'pricePerUnit',
  'specification',
  'images',
] as const satisfies readonly (keyof ItemForm)[];

const emptySlots = (): ImageSlot[] => Array.from({ length: ITEM_IMAGE_SLOTS }, () => null);

/** A new item's form; `itemCode` is the default code (docs/rules/procurement.md#items: company code and a number). */
export function emptyItemForm(itemCode = ''): ItemForm {
  return {
    itemCode,
    itemName: '',
    prNumber: '',
    prLine: '',
    quantity: '',
    minCapableQty: '',
    uom: '',
    pricePerUnit: '',
    specification: '',
    images: emptySlots(),
    deletedImageIds: [],
  };
}

export function itemFormOf(item: ProcurementItemView): ItemForm {
  const images = emptySlots();
  for (const image of item.images) {
    const slot = image.orderNumber - 1;
    if (slot >= 0 && slot < ITEM_IMAGE_SLOTS && images[slot] === null) images[slot] = { kind: 'stored', id: image._id, url: image.url };
  }
  return {
    itemCode: item.itemCode,
    itemName: item.itemName,
    prNumber: item.prNumber,
    prLine: item.prLine,
    quantity: formatMoneyInput(item.quantity),
    minCapableQty: formatMoneyInput(item.minCapableQty),
    uom: item.uom,
    pricePerUnit: formatMoneyInput(item.pricePerUnit),
    specification: item.specification,
    images,
    deletedImageIds: [],
  };
}

/** Quantity x price per unit, exact, as a 2-decimal string; empty while either is not a number yet. */
export function subTotalOf(quantity: string, pricePerUnit: string): string {
  const qty = parseMoneyInput(quantity);
  const price = parseMoneyInput(pricePerUnit);
  return qty === null || price === null ? '' : itemSubTotal(qty, price);
}

/**
 * The error a field the user cannot edit shows (the computed Subtotal, a locked Minimal Capable
 * Qty): none while a field it is computed from has its own error, which already says what to fill
 * in; a 'required' under a read-only field would ask for something nobody can type there.
 */
export function derivedFieldError(own: string | undefined, sourceErrors: readonly (string | undefined)[]): string | undefined {
  return sourceErrors.some(Boolean) ? undefined : own;
}

/** What the Minimal Capable Qty field holds: the needed qty when the winner type locks it. */
export function minCapableQtyShown(winnerType: string, form: Pick<ItemForm, 'quantity' | 'minCapableQty'>): string {
  return lockedMinCapableQty(winnerType, form.quantity) ?? form.minCapableQty;
}

export interface ItemContext {
  procurementId: string;
  winnerType: string;
}

/** The POST body. */
export function itemPayloadOf(form: ItemForm, context: ItemContext): ItemInput {
  return {
    procurementId: context.procurementId,
    itemCode: form.itemCode,
    itemName: form.itemName,
    prNumber: form.prNumber,
    prLine: form.prLine,
    quantity: form.quantity,
    minCapableQty: minCapableQtyShown(context.winnerType, form),
    uom: form.uom,
    pricePerUnit: form.pricePerUnit,
    subTotal: subTotalOf(form.quantity, form.pricePerUnit),
    specification: form.specification,
    images: form.images.flatMap<ItemImageInput>((slot, index) => {
      if (!slot) return [];
      return slot.kind === 'new' ? [{ imageBase64: slot.dataUrl, orderNumber: index + 1 }] : [{ url: slot.url, orderNumber: index + 1 }];
    }),
  };
}

/** The PATCH body: the same plus the stored images removed. */
export function updateItemPayloadOf(form: ItemForm, context: ItemContext): UpdateItemInput {
  return { ...itemPayloadOf(form, context), deletedImageIds: form.deletedImageIds };
}

const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png'];

/** The browser's check of a picked image (type and size); the content is checked again once read, and by the server. */
export function imageFileProblem(file: { name: string; type: string; size: number }): string | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!IMAGE_EXTENSIONS.includes(extension) || !(ITEM_IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return PROCUREMENT_MSG.imageType;
  if (file.size > ITEM_IMAGE_MAX_BYTES) return PROCUREMENT_MSG.imageTooLarge;
  return null;
}

/** The slots after removing one: a stored image is remembered for deletedImageIds. */
export function removeImage(form: Pick<ItemForm, 'images' | 'deletedImageIds'>, index: number): Pick<ItemForm, 'images' | 'deletedImageIds'> {
  const slot = form.images[index];
  const images = form.images.map((current, i) => (i === index ? null : current));
  const deletedImageIds = slot?.kind === 'stored' ? [...form.deletedImageIds, slot.id] : form.deletedImageIds;
  return { images, deletedImageIds };
}
