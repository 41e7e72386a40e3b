import type { InvitationItemView } from '@procura/domain/auction/auction.views';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { toMoney } from '@procura/domain/common/money/money';

// The capable quantity of each item for unit-price bidding (docs/rules/auction.md#invitations-and-attendance).

/** The spec's range message as a catalogue key; the page fills {{min}} and {{qty}}. */
export const CAPABLE_QTY_RANGE_KEY = 'Your input must be above or equal to {{min}} and below or equal to {{qty}}';

export type CapableQtyProblem = { key: string; values?: { min: string; qty: string } };

const NUMBER = /^\d{1,12}(\.\d{1,2})?$/;

/** A decimal as people write it: 10, 10.5 (no trailing zeros). */
export function plainNumber(value: string): string {
  return toMoney(value).toString();
}

/** A single-winner auction takes the whole quantity: a 0 (or nothing yet) becomes the item's quantity. */
export function filledCapableQty(value: string, item: Pick<InvitationItemView, 'quantity'>, singleWinner: boolean): string {
  const trimmed = value.trim();
  if (singleWinner && (trimmed === '' || (NUMBER.test(trimmed) && toMoney(trimmed).isZero()))) return plainNumber(item.quantity);
  return trimmed;
}

/** Why a capable quantity is refused, or null: it lies within [minCapableQty, quantity]. */
export function capableQtyProblem(value: string, item: Pick<InvitationItemView, 'quantity' | 'minCapableQty'>): CapableQtyProblem | null {
  const trimmed = value.trim();
  if (trimmed === '') return { key: AUCTION_MSG.capableQtyRequired };
  const range = { key: CAPABLE_QTY_RANGE_KEY, values: { min: plainNumber(item.minCapableQty), qty: plainNumber(item.quantity) } };
  if (!NUMBER.test(trimmed)) return range;
  const qty = toMoney(trimmed);
  return qty.lessThan(item.minCapableQty) || qty.greaterThan(item.quantity) ? range : null;
}

/** The starting value of each field: what the vendor stated, else empty (single winner: the quantity). */
export function initialCapableQty(item: InvitationItemView, singleWinner: boolean): string {
  if (item.capableQty !== null) return plainNumber(item.capableQty);
  return singleWinner ? plainNumber(item.quantity) : '';
}
