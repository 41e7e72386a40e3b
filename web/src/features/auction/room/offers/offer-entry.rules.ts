import { initialStanding, type AuctionStanding } from '@procura/domain/auction/bidding/auction-standing.rules';
import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { offerLimit, refusedAsTie, validateOffer, type OfferError, type OfferInput, type OfferTerms } from '@procura/domain/auction/bidding/offer.rules';
import type { PriceDirection } from '@procura/domain/procurement/procurement.enums';
import { toMoney } from '@procura/domain/common/money/money';
import { parseMoneyInput } from '@procura/domain/common/money/decimal-input.rules';

// The offer entry's arithmetic: what auto-reduce starts from, the offer it gives, the hint under the
// field, and the domain's offer rules run on what this vendor's room shows. The server judges again and decides.

type EntryState = Pick<AuctionRoomState, 'auctionType' | 'leadingPrice' | 'you' | 'info' | 'direction' | 'effectiveDecrement'>;

/** The price auto-reduce moves from: the leading price (OPEN), the vendor's own last offer (CLOSE), else the initial price. */
export function referencePrice(state: EntryState): string {
  const own = state.you?.lastOffer ?? null;
  const reference = state.auctionType === 'OPEN' ? state.leadingPrice : own;
  return reference ?? state.info.initialPrice;
}

/**
 * The offer auto-reduce makes: the reference minus the amount (plus, in a forward auction), as the
 * money mask's 2-decimal string. Null when the amount is empty, zero or unreadable (the total field
 * is then typed by hand), or when the result would not be above 0.
 */
export function autoReducedOffer(state: EntryState, autoReduceText: string): string | null {
  const amount = parseMoneyInput(autoReduceText);
  if (amount === null || toMoney(amount).isZero()) return null;
  const reference = toMoney(referencePrice(state));
  const offer = state.direction === 'FORWARD' ? reference.plus(amount) : reference.minus(amount);
  return offer.greaterThan(0) ? offer.toFixed(2) : null;
}

/**
 * The furthest a TOTAL_PRICE offer may go now (the hint under the field): the reference minus the
 * decrement (plus the increment forward). Null for a CLOSE auction's first offer (any positive amount).
 */
export function offerBound(state: EntryState): string | null {
  if (state.auctionType === 'CLOSE' && !state.you?.lastOffer) return null;
  // The step as money now (a percent decrement measured by the server), else the amount.
  const bound = offerLimit(state.direction, referencePrice(state), state.effectiveDecrement ?? state.info.minimalDecrement);
  return bound.greaterThan(0) ? bound.toFixed(2) : null;
}

/** What the hint under the total field says: a bound (`price`, 2 decimals) and how the tie rule meets it. */
export interface OfferHint {
  /** upTo: the bound may be offered; pastLeading: the bound is the leading price and is refused; upToButLeading: see offerHint. */
  kind: 'upTo' | 'pastLeading' | 'upToButLeading';
  price: string;
}

/** The smallest step between two amounts (2 decimals). */
const CENT = '0.01';

/**
 * The hint under the total field, following every rule that bounds an offer now
 * (docs/rules/auction-bidding.md#ties-slips-and-a-percent-decrement): offerBound, and the tie rule on it.
 * With a zero step (or a percent that rounds to 0) offerBound is the leading price, which no tie for
 * rank 1 refuses: only an offer past it is taken. A CLOSE room does not see the leading price, which the
 * rule refuses wherever it lies (decision 182): the hint says so without naming it. Null where offerBound
 * is, or when nothing past the leading price stays above 0.
 */
export function offerHint(state: EntryState & Pick<AuctionRoomState, 'rules'>): OfferHint | null {
  const price = offerBound(state);
  if (price === null) return null;
  const { tieRule } = state.rules;
  if (refusedAsTie(tieRule, price, state.leadingPrice)) {
    return offerLimit(state.direction, price, CENT).greaterThan(0) ? { kind: 'pastLeading', price } : null;
  }
  if (tieRule === 'NO_TIE_FOR_FIRST' && state.auctionType === 'CLOSE') return { kind: 'upToButLeading', price };
  return { kind: 'upTo', price };
}

const OFFER_HINT_TEXTS: Record<OfferHint['kind'], Record<PriceDirection, string>> = {
  upTo: { REVERSE: 'Offer at most {{price}}', FORWARD: 'Offer at least {{price}}' },
  pastLeading: {
    REVERSE: 'Offer less than {{price}}: the leading price itself is refused, as rank 1 cannot be shared',
    FORWARD: 'Offer more than {{price}}: the leading price itself is refused, as rank 1 cannot be shared',
  },
  upToButLeading: {
    REVERSE: 'Offer at most {{price}}; an offer equal to the leading price is refused, as rank 1 cannot be shared',
    FORWARD: 'Offer at least {{price}}; an offer equal to the leading price is refused, as rank 1 cannot be shared',
  },
};

/** The hint's English text, a catalogue key with {{price}} ('at least', 'more than' in a forward auction). */
export function offerHintText(hint: OfferHint, direction: PriceDirection): string {
  return OFFER_HINT_TEXTS[hint.kind][direction];
}

/** Whether the auto-reduce field holds an amount above 0 (it then disables the total field). */
export function autoReduceActive(autoReduceText: string): boolean {
  const amount = parseMoneyInput(autoReduceText);
  return amount !== null && !toMoney(amount).isZero();
}

type CheckState = Pick<AuctionRoomState, 'auctionType' | 'biddingType' | 'direction' | 'leadingPrice' | 'you' | 'info' | 'items' | 'rules'>;

const YOU = 'you';

/** The offer terms as far as a vendor's room knows them (no estimates: priceTooLow is the server's). */
export function termsFromRoom(state: CheckState): OfferTerms {
  return {
    direction: state.direction,
    auctionType: state.auctionType,
    biddingType: state.biddingType,
    initialPrice: state.info.initialPrice,
    minimalDecrement: state.info.minimalDecrement,
    minimalDecrementPercent: state.rules.minimalDecrementPercent,
    tieRule: state.rules.tieRule,
    // No slip guard here: the server asks for the second confirmation (the slip dialog).
    estimatedTotal: null,
    items: state.items.map((item) => ({ auctionItemId: item.auctionItemId, quantity: item.quantity, initialUnitPrice: item.initialUnitPrice, estimatedUnitPrice: null })),
  };
}

/** The standing as far as a vendor's room shows it: the leading prices (OPEN) and the vendor's own last prices. */
export function standingFromRoom(state: CheckState): AuctionStanding {
  const itemLeadingPrices: Record<string, string> = {};
  const lastUnitOffers: Record<string, string> = {};
  for (const item of state.items) {
    if (item.leadingUnitPrice !== null) itemLeadingPrices[item.auctionItemId] = item.leadingUnitPrice;
    if (item.yourUnitOffer !== null) lastUnitOffers[item.auctionItemId] = item.yourUnitOffer;
  }
  const lastTotal = state.you?.lastOffer ?? null;
  const lastOffer = lastTotal === null ? null : { offerId: YOU, sequence: 0, at: '', totalOffer: lastTotal, unitOffers: lastUnitOffers, priceTooLow: false };
  return {
    ...initialStanding(state.direction),
    phase: 'ON_GOING',
    leadingPrice: state.leadingPrice,
    itemLeadingPrices,
    vendors: { [YOU]: { procurementVendorId: YOU, validOffers: lastOffer ? [lastOffer] : [], lastOffer, lastUnitOffers, lastSequence: null } },
  };
}

/** The refusals the domain's offer rules give for `input` on what the room shows; empty when it looks acceptable. */
export function clientOfferErrors(state: CheckState, input: OfferInput): OfferError[] {
  const bidItemPrices: Record<string, string> = {};
  for (const item of state.items) if (item.bidItemPrice !== null) bidItemPrices[item.auctionItemId] = item.bidItemPrice;
  const verdict = validateOffer(termsFromRoom(state), standingFromRoom(state), { procurementVendorId: YOU, bidItemPrices }, input);
  return verdict.ok ? [] : verdict.errors;
}
