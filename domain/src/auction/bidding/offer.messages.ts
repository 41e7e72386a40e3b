import { fillMessage } from '../../common/rate-limit.messages';
import { formatMoneyInput } from '../../common/money/decimal-input.rules';
import type { PriceDirection } from '../../procurement/procurement.enums';

// Texts of a vendor's offer (docs/rules/auction-bidding.md#offers, docs/rules/auction-bidding.md#offer-messages). The spec's reverse-auction texts
// are kept word for word; a forward auction reads 'higher'/'increment' in the same sentences.
// Templates carry {{placeholders}} so the web catalogue translates them with the amounts filled in.
export const OFFER_MSG = {
  zeroOffer: "Couldn't send 0 offer",
  priceTooLow: 'Your price is too low',
  amountInvalid: 'Please enter an amount of at most 15 digits and 2 decimals',
  totalOfferRequired: 'Please enter your offer',
  itemOffersRequired: 'Please offer a price for at least one item',
  everyItemRequired: 'Please offer a price for every item',
  itemUnknown: 'This item is not part of the auction',
  itemRepeated: 'Each item can be offered only once in an offer',

  totalLower: 'Your offer should be lower than {{price}} with minimal decrement {{decrement}}',
  totalLowerAboveZero: 'Your offer should be lower than {{price}} with minimal decrement {{decrement}} and above 0',
  totalHigher: 'Your offer should be higher than {{price}} with minimal increment {{increment}}',
  unitLower: 'Your offer should be lower than {{price}} with minimal decrement of {{decrement}}',
  unitLowerAboveZero: 'Your offer should be lower than {{price}} with minimal decrement of {{decrement}} and above 0',
  unitHigher: 'Your offer should be higher than {{price}} with minimal increment of {{increment}}',
  itemPriceLower: 'Offer price should be lower than {{price}}',
  itemPriceHigher: 'Offer price should be higher than {{price}}',

  // The newer rules (docs/rules/auction-bidding.md#ties-slips-and-a-percent-decrement): no tie for rank 1, and the slip guard.
  tieLower: 'Your offer equals the leading price and rank 1 cannot be shared: please offer lower',
  tieHigher: 'Your offer equals the leading price and rank 1 cannot be shared: please offer higher',
  slipLower: 'Your offer is {{drop}} ({{percent}}%) lower than the leading price. Please confirm that you want to send it',
  slipHigher: 'Your offer is {{drop}} ({{percent}}%) higher than the leading price. Please confirm that you want to send it',
  slipLowerOwn: 'Your offer is {{drop}} ({{percent}}%) lower than your last offer. Please confirm that you want to send it',
  slipHigherOwn: 'Your offer is {{drop}} ({{percent}}%) higher than your last offer. Please confirm that you want to send it',
  confirmSlipInvalid: 'confirmSlip must be true or false',
} as const;

const money = (value: string) => formatMoneyInput(value);

/**
 * 'Your offer should be lower than {leading price} with minimal decrement {decrement}' (TOTAL_PRICE)
 * or '… with minimal decrement of …' (UNIT_PRICE); ' and above 0' when the offer was zero.
 */
export function offerLimitMessage(
  direction: PriceDirection,
  perItem: boolean,
  price: string,
  step: string,
  zeroOffer: boolean,
): string {
  if (direction === 'FORWARD') {
    return fillMessage(perItem ? OFFER_MSG.unitHigher : OFFER_MSG.totalHigher, { price: money(price), increment: money(step) });
  }
  const template = perItem
    ? zeroOffer ? OFFER_MSG.unitLowerAboveZero : OFFER_MSG.unitLower
    : zeroOffer ? OFFER_MSG.totalLowerAboveZero : OFFER_MSG.totalLower;
  return fillMessage(template, { price: money(price), decrement: money(step) });
}

/** 'Offer price should be lower than {price}' (TOTAL_PRICE_BY_UNIT), 'higher' in a forward auction. */
export function itemPriceMessage(direction: PriceDirection, price: string): string {
  return fillMessage(direction === 'FORWARD' ? OFFER_MSG.itemPriceHigher : OFFER_MSG.itemPriceLower, { price: money(price) });
}

/** NO_TIE_FOR_FIRST: an offer equal to the leading price is refused ('… please offer lower', 'higher' in a forward auction). */
export function tieMessage(direction: PriceDirection): string {
  return direction === 'FORWARD' ? OFFER_MSG.tieHigher : OFFER_MSG.tieLower;
}

/**
 * The slip guard's question: how far the offer goes past its reference, in money and percent
 * (2 decimals), against the leading price (OPEN) or the vendor's own last offer (CLOSE).
 */
export function slipMessage(direction: PriceDirection, againstOwn: boolean, drop: string, percent: string): string {
  const template =
    direction === 'FORWARD' ? (againstOwn ? OFFER_MSG.slipHigherOwn : OFFER_MSG.slipHigher) : againstOwn ? OFFER_MSG.slipLowerOwn : OFFER_MSG.slipLower;
  return fillMessage(template, { drop: money(drop), percent });
}
