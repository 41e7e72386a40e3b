import type { AuctionOfferLogView } from '@procura/domain/auction/auction.views';
import { toMoney } from '@procura/domain/common/money/money';
import type { AuctionSessionStatus, PriceDirection } from '@procura/domain/procurement/procurement.enums';
import { isAuctionRunning } from '@procura/domain/auction/session/auction-status.rules';

// The buyer's offer log (docs/rules/auction.md#buyer-monitor, docs/rules/auction-bidding.md#disqualification): what each bubble is marked with and which offers still wait for a decision.

/**
 * The red flag: an offer that reaches the procurement's estimated total. The spec says "at or below
 * the procurement total" (a reverse auction); in a forward auction the mirror is "at or above" it,
 * the price that crossed the owner's estimate in the direction the auction pushes.
 */
export function reachesEstimate(totalOffer: string, estimatedTotal: string | null, direction: PriceDirection): boolean {
  if (estimatedTotal === null) return false;
  const offer = toMoney(totalOffer);
  const estimate = toMoney(estimatedTotal);
  if (estimate.lessThanOrEqualTo(0)) return false;
  return direction === 'REVERSE' ? offer.lessThanOrEqualTo(estimate) : offer.greaterThanOrEqualTo(estimate);
}

/**
 * The leading offer (the trophy): the valid offer at the room's leading price; of equal prices the
 * earliest, as the ranking's tie-break says. Null before any valid offer or where the price is hidden.
 */
export function leadingOfferSequence(log: readonly AuctionOfferLogView[], leadingPrice: string | null): number | null {
  if (leadingPrice === null) return null;
  const leading = toMoney(leadingPrice);
  const found = log.filter((offer) => !offer.priceDisqualified && toMoney(offer.totalOffer).equals(leading)).sort((a, b) => a.sequence - b.sequence)[0];
  return found?.sequence ?? null;
}

/** Offers whose vendor asked for a disqualification the buyer has not decided yet (neither disqualified nor kept), oldest first. */
export function pendingRequests(log: readonly AuctionOfferLogView[]): AuctionOfferLogView[] {
  return log.filter((offer) => offer.disqualificationRequested && !offer.priceDisqualified && !offer.disqualificationDeclined).sort((a, b) => a.sequence - b.sequence);
}

/** The buyer may disqualify a valid offer only while the session is on going (the server checks the same). */
export function canDisqualify(offer: Pick<AuctionOfferLogView, 'priceDisqualified' | 'offerId'>, status: AuctionSessionStatus): boolean {
  return isAuctionRunning(status) && !offer.priceDisqualified && offer.offerId !== null;
}

export interface BubbleMarks {
  /** At or beyond the estimated total (red flag). */
  reachesEstimate: boolean;
  /** The leading offer (trophy). */
  leading: boolean;
  /** Greyed with 'Disqualified' and its reason. */
  disqualified: boolean;
  /** The vendor asked to disqualify it, not decided yet. */
  requested: boolean;
  /** The vendor asked and the buyer kept it (decision 231). */
  kept: boolean;
  /** Below 80 % of the estimate: the server's reasonableness mark. */
  tooLow: boolean;
}

/** Every mark of one bubble. */
export function bubbleMarks(
  offer: AuctionOfferLogView,
  context: { estimatedTotal: string | null; direction: PriceDirection; leadingSequence: number | null },
): BubbleMarks {
  return {
    reachesEstimate: !offer.priceDisqualified && reachesEstimate(offer.totalOffer, context.estimatedTotal, context.direction),
    leading: !offer.priceDisqualified && offer.sequence === context.leadingSequence,
    disqualified: offer.priceDisqualified,
    requested: offer.disqualificationRequested && !offer.priceDisqualified && !offer.disqualificationDeclined,
    kept: offer.disqualificationDeclined && !offer.priceDisqualified,
    tooLow: offer.priceTooLow && !offer.priceDisqualified,
  };
}
