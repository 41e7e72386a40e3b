import { toMoney, type MoneyInput } from '../../common/money/money';
import type { PriceDirection } from '../../procurement/procurement.enums';
import type { LedgerEntryContent, LedgerPayloads } from '../ledger/auction-ledger.rules';

// One auction's standing as a pure fold of its events in ledger order (docs/rules/auction-bidding.md#offers, docs/rules/auction-bidding.md#ledger): the same
// events always give the same state, so ranks and the end time are a function of the ledger. The
// events were validated (offer.rules) before they were written; a replay re-validates nothing.
// Vendors are opaque ids (the procurement vendor's id): the projections per audience name them later.
// A disqualification request changes nothing but the sequence: only the buyer's decision counts.

export interface OfferItemPrice {
  auctionItemId: string;
  /** Unit price, 2 decimals. */
  unitOffer: string;
}

/** The events are the ledger's entries (auction-ledger.rules), so a replay of the stored ledger is the standing. */
export type AuctionEvent = LedgerEntryContent;

export interface StandingOffer {
  offerId: string;
  sequence: number;
  at: string;
  totalOffer: string;
  /** auctionItemId -> unit price of the items this offer priced. */
  unitOffers: Record<string, string>;
  priceTooLow: boolean;
}

export interface VendorStanding {
  procurementVendorId: string;
  /** The vendor's offers that still count, oldest first; a disqualified one is removed. */
  validOffers: StandingOffer[];
  /** The latest valid offer, or null (no offer yet, or every one disqualified). */
  lastOffer: StandingOffer | null;
  /** auctionItemId -> the unit price of the latest valid offer that priced the item. */
  lastUnitOffers: Record<string, string>;
  /** Sequence of the latest valid offer (the rank's bid time), or null. */
  lastSequence: number | null;
}

export type AuctionPhase = 'NOT_STARTED' | 'ON_GOING' | 'DONE' | 'CANCELED';

export interface AuctionStanding {
  direction: PriceDirection;
  phase: AuctionPhase;
  /** Sequence of the last event applied (0 before any). */
  sequence: number;
  endTime: string | null;
  extensionsUsed: number;
  /** While the buyer has paused the session: when (ISO); null otherwise. */
  pausedAt: string | null;
  /** The best current total among the vendors' standings, or null before any valid offer. */
  leadingPrice: string | null;
  /** auctionItemId -> the best current unit price for that item. */
  itemLeadingPrices: Record<string, string>;
  /** procurementVendorId -> standing, in order of first offer. */
  vendors: Record<string, VendorStanding>;
  /** Every offer ever made: who made it and whether it was disqualified (the log greys it). */
  offers: Record<string, { procurementVendorId: string; disqualified: boolean }>;
}

export function initialStanding(direction: PriceDirection): AuctionStanding {
  return {
    direction,
    phase: 'NOT_STARTED',
    sequence: 0,
    endTime: null,
    extensionsUsed: 0,
    pausedAt: null,
    leadingPrice: null,
    itemLeadingPrices: {},
    vendors: {},
    offers: {},
  };
}

/** Whether `a` is a better price than `b`: lower in a reverse auction, higher in a forward one. */
export function isBetterPrice(direction: PriceDirection, a: MoneyInput, b: MoneyInput): boolean {
  return direction === 'REVERSE' ? toMoney(a).lessThan(toMoney(b)) : toMoney(a).greaterThan(toMoney(b));
}

function bestOf(direction: PriceDirection, prices: readonly string[]): string | null {
  return prices.reduce<string | null>((best, price) => (best === null || isBetterPrice(direction, price, best) ? price : best), null);
}

function vendorFrom(procurementVendorId: string, validOffers: StandingOffer[]): VendorStanding {
  const lastUnitOffers: Record<string, string> = {};
  for (const offer of validOffers) Object.assign(lastUnitOffers, offer.unitOffers);
  const lastOffer = validOffers.at(-1) ?? null;
  return { procurementVendorId, validOffers, lastOffer, lastUnitOffers, lastSequence: lastOffer?.sequence ?? null };
}

/** The leading prices of `state`'s vendors' standings, written into it. */
function writeLeadingPrices(state: AuctionStanding): void {
  const standings = Object.values(state.vendors);
  state.leadingPrice = bestOf(
    state.direction,
    standings.flatMap((v) => (v.lastOffer ? [v.lastOffer.totalOffer] : [])),
  );
  const perItem: Record<string, string[]> = {};
  for (const v of standings) for (const [itemId, price] of Object.entries(v.lastUnitOffers)) (perItem[itemId] ??= []).push(price);
  const itemLeadingPrices: Record<string, string> = {};
  for (const [itemId, prices] of Object.entries(perItem)) itemLeadingPrices[itemId] = bestOf(state.direction, prices)!;
  state.itemLeadingPrices = itemLeadingPrices;
}

function writeOffer(state: AuctionStanding, entry: { sequence: number; at: string; payload: LedgerPayloads['OFFER'] }): void {
  const { offerId, vendorId, totalOffer, items, priceTooLow } = entry.payload;
  const unitOffers: Record<string, string> = {};
  for (const item of items) unitOffers[item.auctionItemId] = item.unitOffer;
  const offer: StandingOffer = { offerId, sequence: entry.sequence, at: entry.at, totalOffer, unitOffers, priceTooLow };
  const vendor = state.vendors[vendorId];
  if (vendor) {
    // The latest offer's unit prices over the earlier ones': what vendorFrom folds, one offer on.
    vendor.validOffers.push(offer);
    Object.assign(vendor.lastUnitOffers, unitOffers);
    vendor.lastOffer = offer;
    vendor.lastSequence = offer.sequence;
  } else {
    state.vendors[vendorId] = vendorFrom(vendorId, [offer]);
  }
  state.offers[offerId] = { procurementVendorId: vendorId, disqualified: false };
  writeLeadingPrices(state);
}

function writeDisqualification(state: AuctionStanding, offerId: string): void {
  const known = state.offers[offerId];
  if (!known || known.disqualified) return;
  const vendor = state.vendors[known.procurementVendorId]!;
  state.vendors[known.procurementVendorId] = vendorFrom(known.procurementVendorId, vendor.validOffers.filter((o) => o.offerId !== offerId));
  state.offers[offerId] = { ...known, disqualified: true };
  writeLeadingPrices(state);
}

/**
 * One more ledger entry written into `state` (the rules of each kind, shared by applyEvent and
 * replay). `state` must be its caller's own: its maps, and the standing of the vendor the entry is
 * about, are changed in place.
 */
function writeEvent(state: AuctionStanding, entry: AuctionEvent): void {
  state.sequence = entry.sequence;
  switch (entry.kind) {
    case 'START':
      state.phase = 'ON_GOING';
      state.endTime = entry.payload.endTime;
      return;
    case 'OFFER':
      return writeOffer(state, entry);
    case 'DISQUALIFICATION_REQUEST':
    case 'DISQUALIFICATION_DECLINED':
      return;
    case 'DISQUALIFICATION':
      return writeDisqualification(state, entry.payload.offerId);
    case 'EXTENSION':
      // INJURY_TIME extensions count towards maxSessionExtension; OUTAGE moves (docs/rules/auction-bidding.md#outages) do not.
      state.endTime = entry.payload.endTime;
      if (entry.payload.cause === 'INJURY_TIME') state.extensionsUsed += 1;
      return;
    case 'STOP':
      state.phase = 'DONE';
      state.endTime = entry.payload.endTime;
      return;
    case 'CANCEL':
      state.phase = 'CANCELED';
      return;
    case 'PAUSE':
      state.pausedAt = entry.payload.pausedAt;
      return;
    case 'RESUME':
      // The paused time is given back: the entry carries the end it moved to.
      state.pausedAt = null;
      state.endTime = entry.payload.endTime;
      return;
    case 'ANNOUNCEMENT':
      return;
    case 'ASSISTANCE_REQUESTED':
    case 'ASSISTED_OFFER':
      // A request and a placed assisted offer change nothing: the offer counts once confirmed, as an OFFER.
      return;
    case 'OBJECTION':
    case 'OBJECTION_ANSWER':
      // After the end: an objection and its answer change no standing (docs/rules/auction-bidding.md#objections).
      return;
  }
}

/** The vendor an entry changes the standing of, if any. */
function vendorOf(state: AuctionStanding, entry: AuctionEvent): string | null {
  if (entry.kind === 'OFFER') return entry.payload.vendorId;
  if (entry.kind === 'DISQUALIFICATION') return state.offers[entry.payload.offerId]?.procurementVendorId ?? null;
  return null;
}

/** The state after one more ledger entry, `state` left as it was. Entries out of place (an offer after the end) are applied as written: the ledger is the truth. */
export function applyEvent(state: AuctionStanding, entry: AuctionEvent): AuctionStanding {
  const next: AuctionStanding = { ...state, vendors: { ...state.vendors }, offers: { ...state.offers } };
  const vendorId = vendorOf(state, entry);
  const vendor = vendorId === null ? undefined : state.vendors[vendorId];
  if (vendorId !== null && vendor) next.vendors[vendorId] = { ...vendor, validOffers: [...vendor.validOffers], lastUnitOffers: { ...vendor.lastUnitOffers } };
  writeEvent(next, entry);
  return next;
}

/** The state of an auction from its ledger entries in order. */
export function replay(direction: PriceDirection, entries: readonly AuctionEvent[]): AuctionStanding {
  // One standing of its own, written entry by entry: linear in the ledger (applyEvent copies the maps per entry).
  const state = initialStanding(direction);
  for (const entry of entries) writeEvent(state, entry);
  return state;
}
