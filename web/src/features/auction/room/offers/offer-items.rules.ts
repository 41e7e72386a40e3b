import { isBetterPrice } from '@procura/domain/auction/bidding/auction-standing.rules';
import type { AuctionItemView } from '@procura/domain/auction/auction.views';
import { itemPriceMessage } from '@procura/domain/auction/bidding/offer.messages';
import { multiplyMoney, sumMoney } from '@procura/domain/common/money/money';
import { parseMoneyInput } from '@procura/domain/common/money/decimal-input.rules';
import type { PriceDirection } from '@procura/domain/procurement/procurement.enums';

// The per-item entry of the unit biddings (UNIT_PRICE, TOTAL_PRICE_BY_UNIT): typed unit prices by
// auctionItemId, their subtotals, the total, and what is sent.

/** Typed unit prices (the money mask's text) by auctionItemId. */
export type UnitInputs = Readonly<Record<string, string>>;

type ItemQuantity = Pick<AuctionItemView, 'auctionItemId' | 'quantity'>;

/** Quantity x typed unit price (2 decimals), or null while the price is empty or unreadable. */
export function itemSubtotal(item: ItemQuantity, unitText: string | undefined): string | null {
  const unit = parseMoneyInput(unitText ?? '');
  return unit === null ? null : multiplyMoney(unit, item.quantity);
}

/** The sum of the priced items' subtotals, or null when no item is priced yet. */
export function itemsTotal(items: readonly ItemQuantity[], inputs: UnitInputs): string | null {
  const subtotals = items.map((item) => itemSubtotal(item, inputs[item.auctionItemId])).filter((s): s is string => s !== null);
  return subtotals.length ? sumMoney(subtotals) : null;
}

/**
 * The vendor's total once the offer is in: the typed unit prices, and its last unit price on every
 * item it does not price again (the server counts a unit-price offer's total the same way).
 */
export function totalAfterOffer(items: ReadonlyArray<ItemQuantity & Pick<AuctionItemView, 'yourUnitOffer'>>, inputs: UnitInputs): string | null {
  const kept = Object.fromEntries(items.filter((item) => item.yourUnitOffer !== null).map((item) => [item.auctionItemId, item.yourUnitOffer!]));
  const typed = Object.fromEntries(Object.entries(inputs).filter(([, text]) => text.trim() !== ''));
  return itemsTotal(items, { ...kept, ...typed });
}

/** What MAKE_OFFER sends: the typed items, each unit price as a 2-decimal string (an unreadable one as typed, for the server to refuse). */
export function offerItemsFrom(items: readonly ItemQuantity[], inputs: UnitInputs): Array<{ auctionItemId: string; unitOffer: string }> {
  return items
    .filter((item) => (inputs[item.auctionItemId] ?? '').trim() !== '')
    .map((item) => {
      const text = inputs[item.auctionItemId]!;
      return { auctionItemId: item.auctionItemId, unitOffer: parseMoneyInput(text) ?? text };
    });
}

type ByUnitItem = Pick<AuctionItemView, 'yourUnitOffer' | 'bidItemPrice'>;

/**
 * TOTAL_PRICE_BY_UNIT: 'Offer price should be lower than {price}' while a typed unit price does not
 * beat the vendor's own last price for the item (its bid item price before its first offer). It
 * disables the submit.
 */
export function byUnitItemMessage(direction: PriceDirection, item: ByUnitItem, unitText: string | undefined): string | null {
  const unit = parseMoneyInput(unitText ?? '');
  const reference = item.yourUnitOffer ?? item.bidItemPrice;
  if (unit === null || reference === null) return null;
  return isBetterPrice(direction, unit, reference) ? null : itemPriceMessage(direction, reference);
}
