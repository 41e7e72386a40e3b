import type { AuctionOfferLogView, AuctionRoomState } from '@procura/domain/auction/auction.views';
import { isAuctionRunning } from '@procura/domain/auction/session/auction-status.rules';

// The vendor's offer log (newest first) and the one offer it may ask to have disqualified.

export function newestFirst(log: readonly AuctionOfferLogView[]): AuctionOfferLogView[] {
  return [...log].sort((a, b) => b.sequence - a.sequence);
}

/** The vendor's own latest offer that still counts (not disqualified), or null. */
export function ownLatestValidOffer(log: readonly AuctionOfferLogView[]): AuctionOfferLogView | null {
  return newestFirst(log).find((offer) => offer.you && !offer.priceDisqualified) ?? null;
}

/**
 * The offer a disqualification request may name (docs/rules/auction-bidding.md#disqualification): the vendor's own latest offer,
 * while ON_GOING, once. Null when there is none to ask about; `requested` when it was asked already.
 */
export function disqualificationTarget(state: Pick<AuctionRoomState, 'status' | 'offerLog'>): { offer: AuctionOfferLogView; requested: boolean } | null {
  if (!isAuctionRunning(state.status)) return null;
  const offer = ownLatestValidOffer(state.offerLog);
  if (!offer?.offerId) return null;
  return { offer, requested: offer.disqualificationRequested };
}

/** Where the vendor's latest request stands: waiting for the buyer, granted (the offer disqualified) or refused (the offer kept). */
export interface RequestDecision {
  offer: AuctionOfferLogView;
  outcome: 'waiting' | 'disqualified' | 'kept';
}

/** The vendor's own latest offer it asked to disqualify, and the buyer's decision on it; null when it never asked (docs/rules/auction-bidding.md#disqualification). */
export function latestRequestDecision(log: readonly AuctionOfferLogView[]): RequestDecision | null {
  const offer = newestFirst(log).find((entry) => entry.you && entry.disqualificationRequested);
  if (!offer) return null;
  return { offer, outcome: offer.priceDisqualified ? 'disqualified' : offer.disqualificationDeclined ? 'kept' : 'waiting' };
}

/** The sentence for a decision (English catalogue key; `amount` is the offer's). */
export const REQUEST_DECISION_TEXT = {
  waiting: 'You asked the buyer to disqualify your offer of {{amount}}: waiting for the decision',
  disqualified: 'The buyer disqualified your offer of {{amount}}, as you asked: your previous offer counts again',
  kept: 'The buyer refused to disqualify your offer of {{amount}}: it stays valid',
} as const;
