import Decimal from 'decimal.js';
import { toMoney } from '../../common/money/money';
import { MONEY_DECIMALS, MONEY_MAX_INTEGER_DIGITS, readDecimal } from '../../common/money/decimal-input.rules';
import type { AuctionType, BiddingType, PriceDirection } from '../../procurement/procurement.enums';
import { isBetterPrice, type AuctionStanding, type OfferItemPrice, type VendorStanding } from './auction-standing.rules';
import { OFFER_MSG, itemPriceMessage, offerLimitMessage } from './offer.messages';

// Whether one offer may join the auction, judged against the standing before it (docs/rules/auction-bidding.md#offers). Direction is a parameter: a reverse auction wants lower prices, a forward one higher;
// 'step' is the minimal decrement (reverse) or increment (forward).

/** 80 %: an offer under this share of the estimate is accepted but marked priceTooLow. */
export const PRICE_TOO_LOW_SHARE = '0.8';

export interface AuctionItemTerms {
  auctionItemId: string;
  quantity: string;
  /** UNIT_PRICE OPEN before any offer on the item: the price the first offer must beat by the step; null: any positive price. */
  initialUnitPrice: string | null;
  /** The procurement's estimated unit price (priceTooLow for UNIT_PRICE), or null. */
  estimatedUnitPrice: string | null;
}

export interface OfferTerms {
  direction: PriceDirection;
  auctionType: AuctionType;
  biddingType: BiddingType;
  /** TOTAL_PRICE OPEN before any offer: the price the first offer must beat by the step. */
  initialPrice: string;
  minimalDecrement: string;
  /** The procurement's estimated total (priceTooLow), or null. */
  estimatedTotal: string | null;
  items: readonly AuctionItemTerms[];
}

export interface OfferInput {
  totalOffer?: unknown;
  offerItems?: readonly { auctionItemId: string; unitOffer?: unknown }[];
}

export interface OfferingVendor {
  procurementVendorId: string;
  /** TOTAL_PRICE_BY_UNIT: the vendor's bidItemPrice per auctionItemId, the price its first offer must beat. */
  bidItemPrices?: Readonly<Record<string, string>>;
}

export interface OfferError {
  param: string;
  msg: string;
}

export type OfferVerdict =
  | { ok: true; totalOffer: string; offerItems: OfferItemPrice[]; priceTooLow: boolean }
  | { ok: false; errors: OfferError[] };

type Amount = { value: Decimal } | { problem: 'required' | 'invalid' };

/** A sent amount: at most 15 integer digits, no negatives; `round` rounds to 2 decimals (unit offers), else more decimals are refused. */
export function readAmount(raw: unknown, round: boolean): Amount {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return { problem: 'required' };
  const parts = readDecimal(raw);
  if (!parts) return { problem: 'invalid' };
  const exact = toMoney(`${parts.integer}.${parts.fraction || '0'}`);
  if (parts.negative && !exact.isZero()) return { problem: 'invalid' };
  if (!round && parts.fraction.length > MONEY_DECIMALS) return { problem: 'invalid' };
  const value = exact.toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_HALF_UP);
  if (value.truncated().toFixed(0).length > MONEY_MAX_INTEGER_DIGITS) return { problem: 'invalid' };
  return { value };
}

const amountMessage = (amount: Amount) => ('problem' in amount && amount.problem === 'required' ? OFFER_MSG.totalOfferRequired : OFFER_MSG.amountInvalid);

/** The furthest an offer may stand from `reference`: reference - step (reverse) or + step (forward). */
export function offerLimit(direction: PriceDirection, reference: string, step: string): Decimal {
  return direction === 'REVERSE' ? toMoney(reference).minus(step) : toMoney(reference).plus(step);
}

/** Whether `offer` reaches `limit` (at most it in reverse, at least it in forward). */
export function reachesLimit(direction: PriceDirection, offer: Decimal, limit: Decimal): boolean {
  return direction === 'REVERSE' ? offer.lessThanOrEqualTo(limit) : offer.greaterThanOrEqualTo(limit);
}

/**
 * One price against its reference and step. No reference (a CLOSE auction's first offer, an item
 * with no starting price): any positive amount. A zero offer is refused: with the limit named
 * (' and above 0') where there is one, else "Couldn't send 0 offer".
 */
function steppedPriceError(direction: PriceDirection, perItem: boolean, offer: Decimal, reference: string | null, step: string): string | null {
  if (reference === null) return offer.isZero() ? OFFER_MSG.zeroOffer : null;
  const limit = offerLimit(direction, reference, step);
  if (offer.isZero() || !reachesLimit(direction, offer, limit)) return offerLimitMessage(direction, perItem, reference, step, offer.isZero());
  return null;
}

const vendorOf = (standing: AuctionStanding, id: string): VendorStanding | undefined => standing.vendors[id];

function tooLow(direction: PriceDirection, offer: Decimal, estimate: string | null): boolean {
  if (direction === 'FORWARD' || estimate === null) return false;
  return offer.lessThan(toMoney(estimate).times(PRICE_TOO_LOW_SHARE));
}

function validateTotalPrice(terms: OfferTerms, standing: AuctionStanding, vendor: OfferingVendor, input: OfferInput): OfferVerdict {
  const amount = readAmount(input.totalOffer, false);
  if (!('value' in amount)) return { ok: false, errors: [{ param: 'totalOffer', msg: amountMessage(amount) }] };
  const reference =
    terms.auctionType === 'OPEN'
      ? (standing.leadingPrice ?? terms.initialPrice)
      : (vendorOf(standing, vendor.procurementVendorId)?.lastOffer?.totalOffer ?? null);
  const msg = steppedPriceError(terms.direction, false, amount.value, reference, terms.minimalDecrement);
  if (msg) return { ok: false, errors: [{ param: 'totalOffer', msg }] };
  return { ok: true, totalOffer: amount.value.toFixed(2), offerItems: [], priceTooLow: tooLow(terms.direction, amount.value, terms.estimatedTotal) };
}

interface ReadItem {
  terms: AuctionItemTerms;
  value: Decimal;
}

/** The offered items: known, each once, amounts readable (rounded to 2 decimals). */
function readItems(terms: OfferTerms, input: OfferInput, everyItem: boolean): { items: ReadItem[] } | { errors: OfferError[] } {
  const sent = input.offerItems ?? [];
  if (sent.length === 0) return { errors: [{ param: 'offerItems', msg: everyItem ? OFFER_MSG.everyItemRequired : OFFER_MSG.itemOffersRequired }] };
  const errors: OfferError[] = [];
  const items: ReadItem[] = [];
  const seen = new Set<string>();
  sent.forEach((item, index) => {
    const param = `offerItems.${index}.unitOffer`;
    const itemTerms = terms.items.find((t) => t.auctionItemId === item.auctionItemId);
    if (!itemTerms) return errors.push({ param: `offerItems.${index}.auctionItemId`, msg: OFFER_MSG.itemUnknown });
    if (seen.has(item.auctionItemId)) return errors.push({ param: `offerItems.${index}.auctionItemId`, msg: OFFER_MSG.itemRepeated });
    seen.add(item.auctionItemId);
    const amount = readAmount(item.unitOffer, true);
    if (!('value' in amount)) return errors.push({ param, msg: amountMessage(amount) });
    items.push({ terms: itemTerms, value: amount.value });
  });
  if (errors.length === 0 && everyItem && seen.size < terms.items.length) errors.push({ param: 'offerItems', msg: OFFER_MSG.everyItemRequired });
  return errors.length ? { errors } : { items };
}

const totalOf = (items: readonly ReadItem[]) =>
  items.reduce((sum, item) => sum.plus(item.value.times(item.terms.quantity)), toMoney(0)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

const priced = (items: readonly ReadItem[]): OfferItemPrice[] => items.map((i) => ({ auctionItemId: i.terms.auctionItemId, unitOffer: i.value.toFixed(2) }));

function validateUnitPrice(terms: OfferTerms, standing: AuctionStanding, vendor: OfferingVendor, input: OfferInput): OfferVerdict {
  const read = readItems(terms, input, false);
  if ('errors' in read) return { ok: false, errors: read.errors };
  const own = vendorOf(standing, vendor.procurementVendorId)?.lastUnitOffers ?? {};
  const errors: OfferError[] = [];
  (input.offerItems ?? []).forEach((sent, index) => {
    const item = read.items.find((i) => i.terms.auctionItemId === sent.auctionItemId)!;
    const id = item.terms.auctionItemId;
    const reference = terms.auctionType === 'OPEN' ? (standing.itemLeadingPrices[id] ?? item.terms.initialUnitPrice) : (own[id] ?? null);
    const msg = steppedPriceError(terms.direction, true, item.value, reference, terms.minimalDecrement);
    if (msg) errors.push({ param: `offerItems.${index}.unitOffer`, msg });
  });
  if (errors.length) return { ok: false, errors };
  const priceTooLow = read.items.some((i) => tooLow(terms.direction, i.value, i.terms.estimatedUnitPrice));
  return { ok: true, totalOffer: standingTotal(terms, own, read.items).toFixed(2), offerItems: priced(read.items), priceTooLow };
}

/**
 * UNIT_PRICE: an offer may price only some items, so its total is the vendor's whole standing after
 * it: the new unit prices, and the vendor's last unit price of every item it did not price again.
 * (The offered items alone would rank a vendor that re-priced one item ahead of every full offer.)
 */
function standingTotal(terms: OfferTerms, own: Readonly<Record<string, string>>, offered: readonly ReadItem[]): Decimal {
  const kept: ReadItem[] = terms.items
    .filter((item) => own[item.auctionItemId] !== undefined && !offered.some((o) => o.terms.auctionItemId === item.auctionItemId))
    .map((item) => ({ terms: item, value: toMoney(own[item.auctionItemId]!) }));
  return totalOf([...offered, ...kept]);
}

function validateTotalPriceByUnit(terms: OfferTerms, standing: AuctionStanding, vendor: OfferingVendor, input: OfferInput): OfferVerdict {
  const read = readItems(terms, input, true);
  if ('errors' in read) return { ok: false, errors: read.errors };
  const own = vendorOf(standing, vendor.procurementVendorId)?.lastUnitOffers ?? {};
  const errors: OfferError[] = [];
  (input.offerItems ?? []).forEach((sent, index) => {
    const item = read.items.find((i) => i.terms.auctionItemId === sent.auctionItemId)!;
    const reference = own[sent.auctionItemId] ?? vendor.bidItemPrices?.[sent.auctionItemId] ?? null;
    const param = `offerItems.${index}.unitOffer`;
    if (item.value.isZero()) errors.push({ param, msg: OFFER_MSG.zeroOffer });
    else if (reference !== null && !isBetterPrice(terms.direction, item.value, reference)) errors.push({ param, msg: itemPriceMessage(terms.direction, reference) });
  });
  if (errors.length) return { ok: false, errors };
  const total = totalOf(read.items);
  return { ok: true, totalOffer: total.toFixed(2), offerItems: priced(read.items), priceTooLow: tooLow(terms.direction, total, terms.estimatedTotal) };
}

/**
 * Judges one offer of `vendor` against the standing before it. Accepted: the amounts to record
 * (2 decimals) and the priceTooLow mark; refused: errors in the envelope's shape. Status, time and
 * participation are the server's checks, before this one.
 */
export function validateOffer(terms: OfferTerms, standing: AuctionStanding, vendor: OfferingVendor, input: OfferInput): OfferVerdict {
  switch (terms.biddingType) {
    case 'TOTAL_PRICE':
      return validateTotalPrice(terms, standing, vendor, input);
    case 'UNIT_PRICE':
      return validateUnitPrice(terms, standing, vendor, input);
    case 'TOTAL_PRICE_BY_UNIT':
      return validateTotalPriceByUnit(terms, standing, vendor, input);
  }
}
