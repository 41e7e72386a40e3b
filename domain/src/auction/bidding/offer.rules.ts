import Decimal from 'decimal.js';
import { toMoney } from '../../common/money/money';
import { MONEY_DECIMALS, MONEY_MAX_INTEGER_DIGITS, readDecimal } from '../../common/money/decimal-input.rules';
import type { AuctionType, BiddingType, PriceDirection } from '../../procurement/procurement.enums';
import type { TieRule } from '../session/auction-rules.enums';
import { isBetterPrice, type AuctionStanding, type OfferItemPrice, type VendorStanding } from './auction-standing.rules';
import { OFFER_MSG, itemPriceMessage, offerLimitMessage, slipMessage, tieMessage } from './offer.messages';

// Whether one offer may join the auction, judged against the standing before it (docs/rules/auction-bidding.md#offers). Direction is a parameter: a reverse auction wants lower prices, a forward one higher;
// 'step' is the minimal decrement (reverse) or increment (forward): an amount, or (minimalDecrementPercent)
// that percent of the price the offer is measured against, rounded to whole rupiah.
// Ties (docs/rules/auction-bidding.md#ties-slips-and-a-percent-decrement): NO_TIE_FOR_FIRST refuses an offer equal to the leading
// price; an offer that goes more than slipWarningPercent past its reference needs confirmSlip.

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
  /** Instead of minimalDecrement: the step is this percent (2 decimals) of the reference, rounded to whole rupiah. */
  minimalDecrementPercent?: string | null;
  /** Default EARLIER_WINS: an equal price ranks after the earlier offer. */
  tieRule?: TieRule;
  /** An offer more than this percent past its reference needs confirmSlip; absent: no guard. */
  slipWarningPercent?: number | string | null;
  /** The procurement's estimated total (priceTooLow), or null. */
  estimatedTotal: string | null;
  items: readonly AuctionItemTerms[];
}

export interface OfferInput {
  totalOffer?: unknown;
  offerItems?: readonly { auctionItemId: string; unitOffer?: unknown }[];
  /** Sent again after the slip guard's question: the vendor confirms the drop. */
  confirmSlip?: boolean;
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
  | { ok: true; totalOffer: string; offerItems: OfferItemPrice[]; priceTooLow: boolean; confirmedSlip: boolean }
  | { ok: false; errors: OfferError[] };

/** A verdict of the price rules before the tie and slip rules (which add confirmedSlip). */
type PriceVerdict = { ok: true; totalOffer: string; offerItems: OfferItemPrice[]; priceTooLow: boolean } | { ok: false; errors: OfferError[] };

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
 * The step an offer measured against `reference` must beat it by: the amount, or the percent of the
 * reference rounded to whole rupiah (half up, exact decimals). A 2-decimal string.
 */
export function effectiveDecrement(terms: Pick<OfferTerms, 'minimalDecrement' | 'minimalDecrementPercent'>, reference: string): string {
  if (!terms.minimalDecrementPercent) return toMoney(terms.minimalDecrement).toFixed(2);
  return toMoney(reference).times(terms.minimalDecrementPercent).dividedBy(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(2);
}

/**
 * The step a room shows as money (the state's effectiveDecrement): the amount, or the percent of the price
 * to beat; null when a percent has nothing to measure against yet (a CLOSE vendor's first offer).
 */
export function shownDecrement(terms: Pick<OfferTerms, 'minimalDecrement' | 'minimalDecrementPercent'>, reference: string | null): string | null {
  if (!terms.minimalDecrementPercent) return toMoney(terms.minimalDecrement).toFixed(2);
  return reference === null ? null : effectiveDecrement(terms, reference);
}

/**
 * One price against its reference and step. No reference (a CLOSE auction's first offer, an item
 * with no starting price): any positive amount. A zero offer is refused: with the limit named
 * (' and above 0') where there is one, else "Couldn't send 0 offer".
 */
function steppedPriceError(terms: OfferTerms, perItem: boolean, offer: Decimal, reference: string | null): string | null {
  const { direction } = terms;
  if (reference === null) return offer.isZero() ? OFFER_MSG.zeroOffer : null;
  const step = effectiveDecrement(terms, reference);
  const limit = offerLimit(direction, reference, step);
  if (offer.isZero() || !reachesLimit(direction, offer, limit)) return offerLimitMessage(direction, perItem, reference, step, offer.isZero());
  return null;
}

const vendorOf = (standing: AuctionStanding, id: string): VendorStanding | undefined => standing.vendors[id];

function tooLow(direction: PriceDirection, offer: Decimal, estimate: string | null): boolean {
  if (direction === 'FORWARD' || estimate === null) return false;
  return offer.lessThan(toMoney(estimate).times(PRICE_TOO_LOW_SHARE));
}

function validateTotalPrice(terms: OfferTerms, standing: AuctionStanding, vendor: OfferingVendor, input: OfferInput): PriceVerdict {
  const amount = readAmount(input.totalOffer, false);
  if (!('value' in amount)) return { ok: false, errors: [{ param: 'totalOffer', msg: amountMessage(amount) }] };
  const reference =
    terms.auctionType === 'OPEN'
      ? (standing.leadingPrice ?? terms.initialPrice)
      : (vendorOf(standing, vendor.procurementVendorId)?.lastOffer?.totalOffer ?? null);
  const msg = steppedPriceError(terms, false, amount.value, reference);
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

function validateUnitPrice(terms: OfferTerms, standing: AuctionStanding, vendor: OfferingVendor, input: OfferInput): PriceVerdict {
  const read = readItems(terms, input, false);
  if ('errors' in read) return { ok: false, errors: read.errors };
  const own = vendorOf(standing, vendor.procurementVendorId)?.lastUnitOffers ?? {};
  const errors: OfferError[] = [];
  (input.offerItems ?? []).forEach((sent, index) => {
    const item = read.items.find((i) => i.terms.auctionItemId === sent.auctionItemId)!;
    const id = item.terms.auctionItemId;
    const reference = terms.auctionType === 'OPEN' ? (standing.itemLeadingPrices[id] ?? item.terms.initialUnitPrice) : (own[id] ?? null);
    const msg = steppedPriceError(terms, true, item.value, reference);
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

function validateTotalPriceByUnit(terms: OfferTerms, standing: AuctionStanding, vendor: OfferingVendor, input: OfferInput): PriceVerdict {
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
 * NO_TIE_FOR_FIRST (decision 182): whether `offer` is refused for equalling the leading price, with
 * which it would share rank 1. Never before any offer (no leading price), nor under EARLIER_WINS.
 */
export function refusedAsTie(tieRule: TieRule | undefined, offer: string, leading: string | null): boolean {
  return tieRule === 'NO_TIE_FOR_FIRST' && leading !== null && toMoney(offer).equals(leading);
}

/**
 * Judges one offer of `vendor` against the standing before it. Accepted: the amounts to record
 * (2 decimals) and the priceTooLow mark; refused: errors in the envelope's shape. Status, time and
 * participation are the server's checks, before this one.
 */
export function validateOffer(terms: OfferTerms, standing: AuctionStanding, vendor: OfferingVendor, input: OfferInput): OfferVerdict {
  const verdict = priceVerdict(terms, standing, vendor, input);
  if (!verdict.ok) return verdict;
  const compared = comparisonsOf(terms, standing, vendor, verdict);
  const ties = compared.filter((c) => refusedAsTie(terms.tieRule, c.offer, c.leading));
  if (ties.length > 0) return { ok: false, errors: ties.map((c) => ({ param: c.param, msg: tieMessage(terms.direction) })) };
  const slip = slipOf(terms, compared);
  if (slip && input.confirmSlip !== true) return { ok: false, errors: [{ param: 'confirmSlip', msg: slip }] };
  return { ...verdict, confirmedSlip: slip !== null };
}

function priceVerdict(terms: OfferTerms, standing: AuctionStanding, vendor: OfferingVendor, input: OfferInput): PriceVerdict {
  switch (terms.biddingType) {
    case 'TOTAL_PRICE':
      return validateTotalPrice(terms, standing, vendor, input);
    case 'UNIT_PRICE':
      return validateUnitPrice(terms, standing, vendor, input);
    case 'TOTAL_PRICE_BY_UNIT':
      return validateTotalPriceByUnit(terms, standing, vendor, input);
  }
}

/** One accepted price and what the tie and slip rules compare it with. */
interface Comparison {
  param: string;
  offer: string;
  /** The leading price it would tie with (every vendor's best), or null. */
  leading: string | null;
  /** What a slip is measured against: the leading price (OPEN) or the vendor's own last price (CLOSE), or null. */
  slipReference: string | null;
}

/** The prices of an accepted offer: its total, or each unit price of a UNIT_PRICE offer (items compete on their own). */
function comparisonsOf(terms: OfferTerms, standing: AuctionStanding, vendor: OfferingVendor, verdict: Extract<PriceVerdict, { ok: true }>): Comparison[] {
  const open = terms.auctionType === 'OPEN';
  const own = vendorOf(standing, vendor.procurementVendorId);
  if (terms.biddingType === 'UNIT_PRICE') {
    return verdict.offerItems.map((item, index) => {
      const leading = standing.itemLeadingPrices[item.auctionItemId] ?? null;
      const initial = terms.items.find((i) => i.auctionItemId === item.auctionItemId)?.initialUnitPrice ?? null;
      const slipReference = open ? (leading ?? initial) : (own?.lastUnitOffers[item.auctionItemId] ?? null);
      return { param: `offerItems.${index}.unitOffer`, offer: item.unitOffer, leading, slipReference };
    });
  }
  const leading = standing.leadingPrice;
  const firstReference = terms.biddingType === 'TOTAL_PRICE' ? terms.initialPrice : null;
  const slipReference = open ? (leading ?? firstReference) : (own?.lastOffer?.totalOffer ?? null);
  return [{ param: 'totalOffer', offer: verdict.totalOffer, leading, slipReference }];
}

/** The slip guard's question for the price that goes furthest past its reference beyond slipWarningPercent, or null. */
function slipOf(terms: OfferTerms, compared: readonly Comparison[]): string | null {
  if (terms.slipWarningPercent === undefined || terms.slipWarningPercent === null) return null;
  const limit = toMoney(terms.slipWarningPercent);
  let worst: { drop: Decimal; percent: Decimal } | null = null;
  for (const c of compared) {
    if (c.slipReference === null || toMoney(c.slipReference).isZero()) continue;
    const reference = toMoney(c.slipReference);
    const drop = terms.direction === 'REVERSE' ? reference.minus(c.offer) : toMoney(c.offer).minus(reference);
    const percent = drop.times(100).dividedBy(reference);
    if (percent.greaterThan(limit) && (worst === null || percent.greaterThan(worst.percent))) worst = { drop, percent };
  }
  if (!worst) return null;
  const againstOwn = terms.auctionType !== 'OPEN';
  return slipMessage(terms.direction, againstOwn, worst.drop.toFixed(2), worst.percent.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
}
