import { multiplyMoney, sumMoney } from '@procura/domain/common/money/money';
import type { NegotiationOfferStatus } from '@procura/domain/negotiation/negotiation.enums';
import type { NegotiationItemView, NegotiationOfferView } from '@procura/domain/negotiation/negotiation.views';
import { currentTerms } from './offer-entry.rules';

/** The log as shown: newest on top. */
export function newestFirst(offers: readonly NegotiationOfferView[]): NegotiationOfferView[] {
  return [...offers].sort((a, b) => b.sequence - a.sequence);
}

/** English catalogue label of an offer status. */
export const OFFER_STATUS_LABELS: Record<NegotiationOfferStatus, string> = {
  OFFER: 'Offer',
  OFFER_LAST_PRICE: 'Last Price Offer',
  ACCEPT: 'Accepted',
  CANCELLED: 'Cancelled',
  DEAL: 'Deal',
  NOT_DEAL: 'Not Deal',
};

export const OFFER_STATUS_COLORS: Record<NegotiationOfferStatus, 'default' | 'primary' | 'success' | 'error' | 'warning' | 'info'> = {
  OFFER: 'primary',
  OFFER_LAST_PRICE: 'info',
  ACCEPT: 'success',
  CANCELLED: 'default',
  DEAL: 'success',
  NOT_DEAL: 'error',
};

/** One item's row of the Price Detail, Initial Price and Offer Detail Log dialogs. */
export interface PriceRow {
  itemId: string;
  itemCode: string;
  itemName: string;
  uom: string;
  quantity: string;
  /** The vendor's last price before negotiating (auction or quotation), when known. */
  lastPrice: string | null;
  unitPrice: string;
  capableQty: string;
  subtotal: string;
}

/** Initial Price: each item at the price and quantity the negotiation started from. */
export function initialPriceRows(items: readonly NegotiationItemView[]): PriceRow[] {
  return items.map((item) => row(item, item.initialPrice, item.initialCapableQty));
}

/** Price Detail: each item where the negotiation stands now (the latest priced offer, else the initial terms). */
export function currentPriceRows(items: readonly NegotiationItemView[], offers: readonly NegotiationOfferView[]): PriceRow[] {
  return items.map((item) => {
    const terms = currentTerms(item, offers);
    return row(item, item.finalPrice ?? terms.price, terms.qty);
  });
}

/** Offer Detail Log: the items of one offer (an answer without items shows none). */
export function offerPriceRows(items: readonly NegotiationItemView[], offer: NegotiationOfferView): PriceRow[] {
  return offer.offerItems.flatMap((line) => {
    const item = items.find((candidate) => candidate._id === line.negotiationItem);
    return item ? [row(item, line.offer, line.capableQty)] : [];
  });
}

export function rowsTotal(rows: readonly PriceRow[]): string {
  return sumMoney(rows.map((r) => r.subtotal));
}

function row(item: NegotiationItemView, unitPrice: string, capableQty: string): PriceRow {
  const { itemCode, itemName, uom, quantity } = item.procurementItem;
  return { itemId: item._id, itemCode, itemName, uom, quantity, lastPrice: item.lastPrice, unitPrice, capableQty, subtotal: multiplyMoney(unitPrice, capableQty) };
}
