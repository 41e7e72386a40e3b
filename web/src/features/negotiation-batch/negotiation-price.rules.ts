import { multiplyMoney, sumMoney, toMoney } from '@procura/domain/common/money';
import { NEGOTIATION_MSG } from '@procura/domain/negotiation/negotiation.messages';
import type { SubmitPriceInput } from '@procura/domain/negotiation/negotiation.schemas';
import type { NegotiationItemView } from '@procura/domain/negotiation/negotiation.views';
import { formatMoneyInput, parseMoneyInput } from '@procura/domain/procurement/decimal-input.rules';

// The Negotiation Price dialog (spec 3 sections 2 and 5 "Negotiation prices and logs").

/** Price errors stay 10 s (spec 3 section 9). */
export const PRICE_ERROR_MS = 10_000;

/** The final price typed per item (masked text), keyed by negotiation item id. */
export type FinalPrices = Record<string, string>;

export function initialFinalPrices(items: readonly NegotiationItemView[]): FinalPrices {
  return Object.fromEntries(items.map((item) => [item._id, item.finalPrice === null ? '' : formatMoneyInput(item.finalPrice)]));
}

/** The subtotal counts the item's quantity (the procurement's, as the auction's subtotals do). */
const quantityOf = (item: NegotiationItemView): string => item.procurementItem.quantity;

/** Final price per unit times quantity, or null while the price is empty or not an amount. */
export function subtotalOf(item: NegotiationItemView, finalText: string): string | null {
  const price = parseMoneyInput(finalText);
  return price === null ? null : multiplyMoney(price, quantityOf(item));
}

export function totalOf(items: readonly NegotiationItemView[], prices: FinalPrices): string {
  return sumMoney(items.map((item) => subtotalOf(item, prices[item._id] ?? '') ?? '0'));
}

/** The vendor's last total: sum of last price x quantity of the items that have one; null when none does. */
export function lastTotalOf(items: readonly NegotiationItemView[]): string | null {
  const priced = items.filter((item) => item.lastPrice !== null);
  return priced.length === 0 ? null : sumMoney(priced.map((item) => multiplyMoney(item.lastPrice!, quantityOf(item))));
}

/**
 * The first rule the typed prices break, or null. Every item needs a final price below its last
 * auction price (a last price of 0 sets no limit); total-price bidding also refuses a total of 0
 * and needs the total below the vendor's last total. Unit-price bidding has no total check.
 */
export function finalPriceProblem(biddingType: string, items: readonly NegotiationItemView[], prices: FinalPrices): string | null {
  for (const item of items) {
    const price = parseMoneyInput(prices[item._id] ?? '');
    if (price === null) return NEGOTIATION_MSG.zeroOffer;
    const last = item.lastPrice === null ? null : toMoney(item.lastPrice);
    if (last !== null && !last.isZero() && !toMoney(price).lessThan(last)) return NEGOTIATION_MSG.finalBelowAuctionLast;
  }
  if (biddingType === 'UNIT_PRICE') return null;
  const total = toMoney(totalOf(items, prices));
  if (total.isZero()) return NEGOTIATION_MSG.zeroOffer;
  const lastTotal = lastTotalOf(items);
  if (lastTotal !== null && !toMoney(lastTotal).isZero() && !total.lessThan(toMoney(lastTotal))) return NEGOTIATION_MSG.finalBelowVendorLast;
  return null;
}

export function pricePayload(negotiation: string, items: readonly NegotiationItemView[], prices: FinalPrices): SubmitPriceInput {
  return { negotiation, items: items.map((item) => ({ _id: item._id, finalPrice: parseMoneyInput(prices[item._id] ?? '') ?? '0.00' })) };
}

/** The dialog acts only when both the negotiation and its batch run. */
export function priceActionsAllowed(batchStatus: string, negotiationStatus: string): boolean {
  return batchStatus === 'ON_GOING' && negotiationStatus === 'ON_GOING';
}
