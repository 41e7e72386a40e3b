import Decimal from 'decimal.js';
import { toMoney, type MoneyInput } from '../../common/money/money';
import type { AuctionSessionStatus, PriceDirection } from '../../procurement/procurement.enums';
import { isBetterPrice, type AuctionStanding } from './auction-standing.rules';
import { effectiveDecrement, readAmount, validateOffer, type OfferError, type OfferTerms } from './offer.rules';
import { PROXY_MSG } from './proxy.messages';

// Proxy bidding (docs/rules/auction-bidding.md#proxy-bidding, decisions 190-193):
// a vendor's floor (a ceiling in a forward auction) that the server defends with ordinary offers.
// Pure: the server asks nextProxyOffer after every accepted offer, in the same transaction, and
// appends what it answers as an offer marked byProxy until it answers null. Every proxy offer is
// judged by validateOffer like a typed one, so no proxy offer breaks the decrement, and none passes
// its vendor's floor. TOTAL_PRICE only (decision 191).
//
// OPEN: a vendor that does not hold the leading price offers the least aggressive price that beats
// it by the decrement; when other vendors have floors too, their exchange is resolved at once to
// where it would end (decision 190): a vendor goes the fewest whole decrements beyond the leading
// price that no rival floor can answer when its own floor allows, else as many as its floor allows
// (a rival then answers it). CLOSE: a vendor that does not hold the leading price goes as many
// whole decrements below its own last offer as its floor allows (decision 192): a price tied to the
// leading one would tell it the leading price, which a CLOSE session hides.
// Order: the vendor with the shallowest floor moves first (the one an exchange would stop first),
// then the earlier last offer in the ledger, then the vendor id: the same standing and floors always
// give the same offers.

export interface ProxyFloor {
  procurementVendorId: string;
  /** 2 decimals: the least the server offers for the vendor (the most, in a forward auction). */
  floor: string;
}

/** An offer the server places for a vendor's floor. */
export interface ProxyOffer {
  procurementVendorId: string;
  totalOffer: string;
  priceTooLow: boolean;
}

/** The vendor holding the leading price (the best last total; the earlier offer among equal prices), or null before any offer. */
export function priceLeader(standing: AuctionStanding): string | null {
  let leader: { id: string; price: string; sequence: number } | null = null;
  for (const vendor of Object.values(standing.vendors)) {
    const last = vendor.lastOffer;
    if (!last) continue;
    const better = leader === null || isBetterPrice(standing.direction, last.totalOffer, leader.price);
    const equalButEarlier = leader !== null && toMoney(last.totalOffer).equals(leader.price) && last.sequence < leader.sequence;
    if (better || equalButEarlier) leader = { id: vendor.procurementVendorId, price: last.totalOffer, sequence: last.sequence };
  }
  return leader?.id ?? null;
}

/** Whether `price` lies beyond the floor (below it in a reverse auction, above it in a forward one). */
export function passesFloor(direction: PriceDirection, price: MoneyInput, floor: string): boolean {
  return isBetterPrice(direction, price, floor);
}

/** How far `price` lies beyond `from` in the direction the auction wants (negative: behind it). */
const gap = (direction: PriceDirection, from: MoneyInput, price: MoneyInput): Decimal =>
  direction === 'REVERSE' ? toMoney(from).minus(toMoney(price)) : toMoney(price).minus(toMoney(from));

/** The price `steps` decrements beyond `from`. */
const stepsBeyond = (direction: PriceDirection, from: MoneyInput, step: Decimal, steps: Decimal): Decimal =>
  direction === 'REVERSE' ? toMoney(from).minus(step.times(steps)) : toMoney(from).plus(step.times(steps));

/**
 * The price the proxy would offer for `own` now, before the rules judge it; null when it has none.
 * Prices lie on the grid of whole decrements from the price they beat (the leading price in OPEN,
 * the vendor's own last offer in CLOSE), as a hand-run exchange would, so a proxy offer tells no
 * more of a floor than that exchange would: where a floor stopped it, within one decrement.
 */
function proxyPrice(terms: OfferTerms, standing: AuctionStanding, own: ProxyFloor, floors: readonly ProxyFloor[]): Decimal | null {
  const { direction } = terms;
  const from = terms.auctionType === 'OPEN' ? (standing.leadingPrice ?? terms.initialPrice) : (standing.vendors[own.procurementVendorId]?.lastOffer?.totalOffer ?? null);
  if (from === null) return null;
  const step = toMoney(effectiveDecrement(terms, from));
  if (step.lessThanOrEqualTo(0)) return null;
  // The most whole decrements the floor allows.
  const allowed = gap(direction, from, own.floor).dividedToIntegerBy(step);
  if (allowed.lessThan(1)) return null;
  if (terms.auctionType !== 'OPEN') return stepsBeyond(direction, from, step, allowed);
  // OPEN: the fewest decrements that no rival floor can answer (a rival answers p when p a decrement further is within its floor).
  let needed = new Decimal(1);
  for (const rival of floors) {
    if (rival.procurementVendorId === own.procurementVendorId) continue;
    const reach = gap(direction, from, rival.floor);
    needed = Decimal.max(needed, reach.minus(step).dividedToIntegerBy(step).plus(1));
  }
  // Outlasting every rival within the floor: that price; else as far as the floor allows (a rival answers it).
  return stepsBeyond(direction, from, step, Decimal.min(needed, allowed));
}

/** Shallowest floor first, then the earlier last offer (none: after every offer), then the vendor id. */
function moveOrder(direction: PriceDirection, standing: AuctionStanding) {
  const sequenceOf = (id: string) => standing.vendors[id]?.lastSequence ?? Number.MAX_SAFE_INTEGER;
  return (a: ProxyFloor, b: ProxyFloor): number => {
    if (isBetterPrice(direction, b.floor, a.floor)) return -1;
    if (isBetterPrice(direction, a.floor, b.floor)) return 1;
    const bySequence = sequenceOf(a.procurementVendorId) - sequenceOf(b.procurementVendorId);
    if (bySequence !== 0) return bySequence;
    return a.procurementVendorId < b.procurementVendorId ? -1 : a.procurementVendorId > b.procurementVendorId ? 1 : 0;
  };
}

/**
 * The next offer the server places for a floor after `standing`, or null when no proxy can move.
 * Only vendors that do not hold the leading price move, and only with an offer validateOffer accepts.
 */
export function nextProxyOffer(terms: OfferTerms, standing: AuctionStanding, floors: readonly ProxyFloor[]): ProxyOffer | null {
  if (terms.biddingType !== 'TOTAL_PRICE' || floors.length === 0) return null;
  const leader = priceLeader(standing);
  const ordered = floors.filter((f) => f.procurementVendorId !== leader).sort(moveOrder(terms.direction, standing));
  for (const own of ordered) {
    const price = proxyPrice(terms, standing, own, floors);
    if (price === null) continue;
    // The floor is the vendor's considered limit: the slip guard, which asks a person to confirm a drop, does not stop its proxy.
    const verdict = validateOffer(terms, standing, { procurementVendorId: own.procurementVendorId }, { totalOffer: price.toFixed(2), confirmSlip: true });
    if (verdict.ok) return { procurementVendorId: own.procurementVendorId, totalOffer: verdict.totalOffer, priceTooLow: verdict.priceTooLow };
  }
  return null;
}

/**
 * The most proxy offers one resolution can place: each vendor moves at most once to its floor, and
 * a move beyond every rival floor ends the exchange, so floors + 1 always suffices; the bound is a
 * guard, never the reason a resolution stops (the property test proves it).
 */
export function proxyMoveLimit(floors: readonly ProxyFloor[]): number {
  return floors.length + 1;
}

/**
 * Every proxy offer after `standing`, in order, each applied by `apply` (the ledger append) before
 * the next is judged. The server does the same with its own asynchronous append.
 */
export function resolveProxies(
  terms: OfferTerms,
  standing: AuctionStanding,
  floors: readonly ProxyFloor[],
  apply: (standing: AuctionStanding, offer: ProxyOffer) => AuctionStanding,
): { offers: ProxyOffer[]; standing: AuctionStanding } {
  const offers: ProxyOffer[] = [];
  let current = standing;
  for (let move = nextProxyOffer(terms, current, floors); move && offers.length < proxyMoveLimit(floors); move = nextProxyOffer(terms, current, floors)) {
    offers.push(move);
    current = apply(current, move);
  }
  return { offers, standing: current };
}

/** The session facts a floor depends on. */
export interface FloorSession {
  status: AuctionSessionStatus;
  pausedAt: unknown;
  proxyBidding: boolean;
}

/** Refused: `conflict` for the session's state (409), `invalid` for the amount (422). */
export type FloorVerdict = { ok: true; floor: string } | { ok: false; kind: 'conflict' | 'invalid'; errors: OfferError[] };

const conflict = (msg: string): FloorVerdict => ({ ok: false, kind: 'conflict', errors: [{ param: 'floor', msg }] });

/** Why the session takes no floor change now, or null (removal is allowed while paused; setting is not). */
export function floorSessionRefusal(terms: Pick<OfferTerms, 'biddingType'>, session: FloorSession, setting: boolean): string | null {
  if (!session.proxyBidding) return PROXY_MSG.proxyOff;
  if (terms.biddingType !== 'TOTAL_PRICE') return PROXY_MSG.totalPriceOnly;
  if (session.status !== 'ON_GOING') return PROXY_MSG.onlyOnGoing;
  if (setting && session.pausedAt) return PROXY_MSG.whilePaused;
  return null;
}

/**
 * A floor the vendor sets: a positive amount of at most 15 digits and 2 decimals that is a price
 * the vendor could offer now (validateOffer accepts it as an offer: beyond the leading price by the
 * decrement in OPEN, beyond its own last offer by the decrement in CLOSE), else that offer's message.
 */
export function judgeFloor(terms: OfferTerms, standing: AuctionStanding, procurementVendorId: string, session: FloorSession, raw: unknown): FloorVerdict {
  const refusal = floorSessionRefusal(terms, session, true);
  if (refusal) return conflict(refusal);
  const forward = terms.direction === 'FORWARD';
  const amount = readAmount(raw, false);
  if (!('value' in amount)) {
    const required = amount.problem === 'required';
    const msg = forward ? (required ? PROXY_MSG.ceilingRequired : PROXY_MSG.ceilingInvalid) : required ? PROXY_MSG.floorRequired : PROXY_MSG.floorInvalid;
    return { ok: false, kind: 'invalid', errors: [{ param: 'floor', msg }] };
  }
  if (amount.value.isZero()) return { ok: false, kind: 'invalid', errors: [{ param: 'floor', msg: forward ? PROXY_MSG.ceilingInvalid : PROXY_MSG.floorInvalid }] };
  const verdict = validateOffer(terms, standing, { procurementVendorId }, { totalOffer: amount.value.toFixed(2), confirmSlip: true });
  if (!verdict.ok) return { ok: false, kind: 'invalid', errors: verdict.errors.map((e) => ({ param: 'floor', msg: e.msg })) };
  return { ok: true, floor: verdict.totalOffer };
}
