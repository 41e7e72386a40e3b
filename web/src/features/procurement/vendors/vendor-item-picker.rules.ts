import { formatMoneyInput, parseMoneyInput } from '@procura/domain/common/money/decimal-input.rules';
import { toMoney } from '@procura/domain/common/money/money';
import { PROCUREMENT_VENDOR_MSG } from '@procura/domain/procurement/vendors/procurement-vendor.messages';
import type { AddVendorItemsInput } from '@procura/domain/procurement/vendors/procurement-vendor.schemas';
import type { AvailableItemView } from '@procura/domain/procurement/vendors/procurement-vendor.views';
import type { FieldError } from '@procura/domain/common/errors';

// The item picker of the Vendor Item dialog: each picked item carries the vendor capable qty,
// which starts at the needed qty and must lie between the minimal capable qty and the needed qty.

type PickerItem = Pick<AvailableItemView, '_id' | 'quantity' | 'minCapableQty'>;

/** What the capable qty input shows when an item is picked: its needed qty. */
export function startingCapableQty(item: Pick<AvailableItemView, 'quantity'>): string {
  return formatMoneyInput(item.quantity);
}

/** A single-winner item needs the whole qty from one vendor, so its capable qty cannot change. */
export function capableQtyLocked(item: Pick<AvailableItemView, 'quantity' | 'minCapableQty'>): boolean {
  return parseMoneyInput(item.quantity) === parseMoneyInput(item.minCapableQty);
}

export interface QtyProblem {
  /** English catalogue key. */
  message: string;
  /** Its {{qty}}, when it has one. */
  qty?: string;
}

/**
 * The problem of each picked item's capable qty, by item id. The same checks as capableQtyProblem
 * in domain, kept apart so the message and its qty reach the catalogue separately.
 */
export function pickerProblems(items: readonly PickerItem[], picked: Record<string, string>): Record<string, QtyProblem> {
  const problems: Record<string, QtyProblem> = {};
  for (const [id, typed] of Object.entries(picked)) {
    const item = items.find((candidate) => candidate._id === id);
    if (!item) continue;
    const qty = parseMoneyInput(typed);
    if (qty === null || toMoney(qty).isZero()) problems[id] = { message: PROCUREMENT_VENDOR_MSG.capableQtyInvalid };
    else if (toMoney(qty).greaterThan(item.quantity)) problems[id] = { message: PROCUREMENT_VENDOR_MSG.capableQtyAboveNeeded, qty: toMoney(item.quantity).toFixed(2) };
    else if (toMoney(qty).lessThan(item.minCapableQty)) problems[id] = { message: PROCUREMENT_VENDOR_MSG.capableQtyBelowMinimum, qty: toMoney(item.minCapableQty).toFixed(2) };
  }
  return problems;
}

/** The body of POST …/procurement-vendor/{id}/items. */
export function pickedItemsInput(procurementId: string, picked: Record<string, string>): AddVendorItemsInput {
  return {
    procurementId,
    items: Object.entries(picked).map(([procurementItemId, typed]) => ({ procurementItemId, capableQty: parseMoneyInput(typed) })),
  };
}

/**
 * The server reports each refused row as `items.{n}.capableQty` or `items.{n}.procurementItemId`,
 * n counting the rows sent (pickedItemsInput keeps the picked order): the picker marks each one.
 */
export function serverRowProblems(errors: readonly FieldError[], picked: Record<string, string>): Record<string, QtyProblem> {
  const ids = Object.keys(picked);
  const problems: Record<string, QtyProblem> = {};
  for (const error of errors) {
    const row = /^items\.(\d+)\./.exec(error.param ?? '');
    const id = row ? ids[Number(row[1])] : undefined;
    if (id && !problems[id]) problems[id] = { message: error.msg };
  }
  return problems;
}
