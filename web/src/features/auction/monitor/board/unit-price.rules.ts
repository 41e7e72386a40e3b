import type { AuctionItemView, AuctionOfferLogView } from '@procura/domain/auction/auction.views';
import { multiplyMoney, sumMoney, toMoney } from '@procura/domain/common/money/money';
import type { BiddingType } from '@procura/domain/procurement/procurement.enums';

// The Unit Price popup (docs/rules/auction.md#buyer-monitor): a vendor's last unit price per item, its subtotal and
// the Total Offer line, sortable by any column.

/** The bidding types whose offers are priced per item. */
export const hasUnitPrices = (biddingType: BiddingType) => biddingType === 'TOTAL_PRICE_BY_UNIT' || biddingType === 'UNIT_PRICE';

export interface UnitPriceRow {
  auctionItemId: string;
  itemCode: string;
  itemName: string;
  quantity: string;
  uom: string;
  /** The vendor's last valid unit price for the item; null before any. */
  unitPrice: string | null;
  /** quantity x unit price; null without a price. */
  subtotal: string | null;
}

/**
 * One row per session item with the vendor's unit price from its latest valid offer that priced the
 * item (a UNIT_PRICE offer may price only some items; a disqualified one no longer counts).
 */
export function unitPriceRows(items: readonly AuctionItemView[], log: readonly AuctionOfferLogView[], vendorId: string): UnitPriceRow[] {
  const offers = log.filter((offer) => offer.vendorId === vendorId && !offer.priceDisqualified).sort((a, b) => b.sequence - a.sequence);
  return items.map((item) => {
    const unitPrice = offers.flatMap((offer) => offer.offerItems).find((entry) => entry.auctionItemId === item.auctionItemId)?.unitOffer ?? null;
    return {
      auctionItemId: item.auctionItemId,
      itemCode: item.itemCode,
      itemName: item.itemName,
      quantity: item.quantity,
      uom: item.uom,
      unitPrice,
      subtotal: unitPrice === null ? null : multiplyMoney(unitPrice, item.quantity),
    };
  });
}

export type UnitPriceSortKey = 'itemCode' | 'itemName' | 'quantity' | 'uom' | 'unitPrice' | 'subtotal';
export type SortOrder = 'asc' | 'desc';

const NUMERIC: ReadonlySet<UnitPriceSortKey> = new Set(['quantity', 'unitPrice', 'subtotal']);

/** The rows sorted by a column; amounts compare as exact decimals, rows without a price go last. */
export function sortUnitPriceRows(rows: readonly UnitPriceRow[], key: UnitPriceSortKey, order: SortOrder): UnitPriceRow[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = a[key];
    const right = b[key];
    if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
    const compared = NUMERIC.has(key) ? toMoney(left).comparedTo(toMoney(right)) : left.localeCompare(right, 'id', { numeric: true, sensitivity: 'base' });
    return compared * sign || a.itemCode.localeCompare(b.itemCode);
  });
}

/** The Total Offer line: the sum of the subtotals (priced rows). */
export function unitPriceTotal(rows: readonly UnitPriceRow[]): string {
  return sumMoney(rows.flatMap((row) => (row.subtotal === null ? [] : [row.subtotal])));
}
