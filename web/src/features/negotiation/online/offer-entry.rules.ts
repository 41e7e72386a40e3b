import { capableQtyRangeMessage } from '@procura/domain/auction/auction.messages';
import { multiplyMoney, sumMoney, toMoney } from '@procura/domain/common/money/money';
import { formatMoneyInput, parseMoneyInput } from '@procura/domain/common/money/decimal-input.rules';
import { NEGOTIATION_MSG } from '@procura/domain/negotiation/negotiation.messages';
import type { NegotiationItemView, NegotiationOfferView, NegotiationRoomState } from '@procura/domain/negotiation/negotiation.views';
import { isNegotiationCanceled, isNegotiationDone, isNegotiationUpcoming } from '@procura/domain/negotiation/negotiation-status.rules';

/** One item's entry as typed: the masked unit price and the capable quantity. */
export interface ItemDraft {
  price: string;
  qty: string;
}
export type OfferDraft = Record<string, ItemDraft>;

/** The latest offer that carries items (a DEAL or NOT_DEAL may answer without them). */
export function latestPricedOffer(offers: readonly NegotiationOfferView[]): NegotiationOfferView | null {
  for (let i = offers.length - 1; i >= 0; i--) if (offers[i]!.offerItems.length > 0) return offers[i]!;
  return null;
}

/** The unit price and quantity an item stands at now: the latest priced offer's, else its initial ones. */
export function currentTerms(item: NegotiationItemView, offers: readonly NegotiationOfferView[]): { price: string; qty: string } {
  const line = latestPricedOffer(offers)?.offerItems.find((entry) => entry.negotiationItem === item._id);
  if (line) return { price: line.offer, qty: line.capableQty };
  return { price: item.initialPrice, qty: item.capableQty ?? item.initialCapableQty };
}

/** The entry filled from where the negotiation stands, so a party changes only what it wants to. */
export function initialDraft(items: readonly NegotiationItemView[], offers: readonly NegotiationOfferView[]): OfferDraft {
  return Object.fromEntries(
    items.map((item) => {
      const terms = currentTerms(item, offers);
      return [item._id, { price: formatMoneyInput(terms.price), qty: toMoney(terms.qty).toString() }];
    }),
  );
}

function quantityOf(text: string): string | null {
  const trimmed = text.trim().replace(/,/g, '');
  return /^\d{1,15}(\.\d{1,2})?$/.test(trimmed) ? trimmed : null;
}

/** Each item's problem (English catalogue text), keyed by item id; empty when the entry may be sent. */
export function draftErrors(items: readonly NegotiationItemView[], draft: OfferDraft): Record<string, { price?: string; qty?: string }> {
  const errors: Record<string, { price?: string; qty?: string }> = {};
  for (const item of items) {
    const entry = draft[item._id];
    const price = entry ? parseMoneyInput(entry.price) : null;
    const qty = entry ? quantityOf(entry.qty) : null;
    const problem: { price?: string; qty?: string } = {};
    if (price === null || toMoney(price).isZero()) problem.price = NEGOTIATION_MSG.zeroOffer;
    const { minCapableQty, quantity } = item.procurementItem;
    if (qty === null || toMoney(qty).lessThan(toMoney(minCapableQty)) || toMoney(qty).greaterThan(toMoney(quantity))) {
      problem.qty = capableQtyRangeMessage(toMoney(minCapableQty).toString(), toMoney(quantity).toString());
    }
    if (problem.price || problem.qty) errors[item._id] = problem;
  }
  return errors;
}

/** The live total: sum of unit price x capable quantity, or null while an entry is not a number. */
export function draftTotal(items: readonly NegotiationItemView[], draft: OfferDraft): string | null {
  const lines: string[] = [];
  for (const item of items) {
    const entry = draft[item._id];
    const price = entry ? parseMoneyInput(entry.price) : null;
    const qty = entry ? quantityOf(entry.qty) : null;
    if (price === null || qty === null) return null;
    lines.push(multiplyMoney(price, qty));
  }
  return sumMoney(lines);
}

/** The submit-offer items of a valid draft. */
export function draftToOfferItems(items: readonly NegotiationItemView[], draft: OfferDraft): { negotiationItem: string; offer: string; capableQty: string }[] {
  return items.map((item) => {
    const entry = draft[item._id]!;
    return { negotiationItem: item._id, offer: parseMoneyInput(entry.price) ?? '0', capableQty: quantityOf(entry.qty) ?? '0' };
  });
}

/** What the offer panel lets this viewer do now; every gate is the server's turn, spectators see no buttons at all. */
export function entryGates(state: NegotiationRoomState): { showButtons: boolean; editable: boolean; canOffer: boolean; canDeal: boolean; canNotDeal: boolean } {
  const party = state.viewer !== 'spectator';
  const { canOffer, canDeal, canNotDeal } = state.turn;
  return { showButtons: party, editable: party && canOffer, canOffer: party && canOffer, canDeal: party && canDeal, canNotDeal: party && canNotDeal };
}

/** The line under the panel's title: whose move it is, from this viewer's side. */
export function turnCaption(state: NegotiationRoomState): string {
  const { status } = state.negotiation;
  if (isNegotiationUpcoming(status)) return 'The buyer has not started this negotiation yet';
  if (isNegotiationDone(status)) return 'This negotiation has ended';
  if (isNegotiationCanceled(status)) return 'This negotiation has been canceled';
  if (!state.turn.turn) return 'The deal is confirmed';
  if (state.turn.awaitingMyConfirmation) return 'The other side offered a deal: confirm it or answer Not Deal';
  if (state.viewer === state.turn.turn) return 'It is your turn';
  return state.turn.turn === 'buyer' ? 'Waiting for the buyer' : 'Waiting for the vendor';
}
