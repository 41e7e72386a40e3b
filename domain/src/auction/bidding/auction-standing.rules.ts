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

function withLeadingPrices(state: AuctionStanding, vendors: Record<string, VendorStanding>): AuctionStanding {
  const standings = Object.values(vendors);
  const leadingPrice = bestOf(
    state.direction,
    standings.flatMap((v) => (v.lastOffer ? [v.lastOffer.totalOffer] : [])),
  );
  const perItem: Record<string, string[]> = {};
  for (const v of standings) for (const [itemId, price] of Object.entries(v.lastUnitOffers)) (perItem[itemId] ??= []).push(price);
  const itemLeadingPrices: Record<string, string> = {};
  for (const [itemId, prices] of Object.entries(perItem)) itemLeadingPrices[itemId] = bestOf(state.direction, prices)!;
  return { ...state, vendors, leadingPrice, itemLeadingPrices };
}

function applyOffer(state: AuctionStanding, entry: { sequence: number; at: string; payload: LedgerPayloads['OFFER'] }): AuctionStanding {
  const { offerId, vendorId, totalOffer, items, priceTooLow } = entry.payload;
  const previous = state.vendors[vendorId]?.validOffers ?? [];
  const unitOffers: Record<string, string> = {};
  for (const item of items) unitOffers[item.auctionItemId] = item.unitOffer;
  const offer: StandingOffer = { offerId, sequence: entry.sequence, at: entry.at, totalOffer, unitOffers, priceTooLow };
  const vendors = { ...state.vendors, [vendorId]: vendorFrom(vendorId, [...previous, offer]) };
  const offers = { ...state.offers, [offerId]: { procurementVendorId: vendorId, disqualified: false } };
  return withLeadingPrices({ ...state, offers }, vendors);
}

function applyDisqualification(state: AuctionStanding, offerId: string): AuctionStanding {
  const known = state.offers[offerId];
  if (!known || known.disqualified) return state;
  const vendor = state.vendors[known.procurementVendorId]!;
  const remaining = vendor.validOffers.filter((o) => o.offerId !== offerId);
  const vendors = { ...state.vendors, [known.procurementVendorId]: vendorFrom(known.procurementVendorId, remaining) };
  const offers = { ...state.offers, [offerId]: { ...known, disqualified: true } };
  return withLeadingPrices({ ...state, offers }, vendors);
}

/** The state after one more ledger entry. Entries out of place (an offer after the end) are applied as written: the ledger is the truth. */
export function applyEvent(state: AuctionStanding, entry: AuctionEvent): AuctionStanding {
  const next = { ...state, sequence: entry.sequence };
  switch (entry.kind) {
    case 'START':
      return { ...next, phase: 'ON_GOING', endTime: entry.payload.endTime };
    case 'OFFER':
      return applyOffer(next, entry);
    case 'DISQUALIFICATION_REQUEST':
    case 'DISQUALIFICATION_DECLINED':
      return next;
    case 'DISQUALIFICATION':
      return applyDisqualification(next, entry.payload.offerId);
    case 'EXTENSION':
      // INJURY_TIME extensions count towards maxSessionExtension; OUTAGE moves (docs/rules/auction-bidding.md#outages) do not.
      return { ...next, endTime: entry.payload.endTime, extensionsUsed: next.extensionsUsed + (entry.payload.cause === 'INJURY_TIME' ? 1 : 0) };
    case 'STOP':
      return { ...next, phase: 'DONE', endTime: entry.payload.endTime };
    case 'CANCEL':
      return { ...next, phase: 'CANCELED' };
    case 'PAUSE':
      return { ...next, pausedAt: entry.payload.pausedAt };
    case 'RESUME':
      // The paused time is given back: the entry carries the end it moved to.
      return { ...next, pausedAt: null, endTime: entry.payload.endTime };
    case 'ANNOUNCEMENT':
      return next;
  }
}

/** The state of an auction from its ledger entries in order. */
export function replay(direction: PriceDirection, entries: readonly AuctionEvent[]): AuctionStanding {
  return entries.reduce(applyEvent, initialStanding(direction));
}
