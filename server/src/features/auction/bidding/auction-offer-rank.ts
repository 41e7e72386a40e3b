import type { OfferItemPrice } from '@procura/domain/auction/bidding/auction-standing.rules';
import type { InjuryTimeInput } from '@procura/domain/auction/bidding/injury-time.rules';
import { itemRanking } from '@procura/domain/auction/session/auction-items.rules';
import type { PeriodType } from '@procura/domain/procurement/procurement.enums';
import { rankingOf, type Board } from '../room/auction-board';
import type { AuctionRow } from '../room/auction-access';

// What injury time asks of an accepted offer (docs/rules/auction-bidding.md#injury-time): the session's
// rules, and, for a TOP_RANKS trigger, the offering vendor's rank once its offer counts.

/**
 * The vendor's rank once its offer counts: its place in the ranking the room shows, or for
 * UNIT_PRICE (items compete on their own) its best place among the items it priced. Null: no rank.
 */
export function rankAfterOffer(board: Board, vendorId: string, offer: { totalOffer: string; offerItems: readonly OfferItemPrice[] }, at: Date): number | null {
  const own = board.participants.find((p) => p.vendorId === vendorId);
  if (!own) return null;
  const lastUnitOffers = { ...own.lastUnitOffers, ...Object.fromEntries(offer.offerItems.map((item) => [item.auctionItemId, item.unitOffer])) };
  const after = { ...own, lastPrice: offer.totalOffer, lastOfferAt: at.toISOString(), lastUnitOffers, lastSequence: board.auction.sequence + 1 };
  const participants = board.participants.map((p) => (p.vendorId === vendorId ? after : p));
  if (board.procurement.biddingType === 'UNIT_PRICE') {
    const others = participants.filter((p) => p.vendorId !== vendorId);
    const places = offer.offerItems.map((item) => itemRanking(board.direction, item.unitOffer, others.map((p) => p.lastUnitOffers[item.auctionItemId])));
    const ranked = places.filter((place): place is number => place !== null);
    return ranked.length > 0 ? Math.min(...ranked) : null;
  }
  return rankingOf({ ...board, participants }).find((row) => row.standing.vendorId === vendorId)?.ranking ?? null;
}

/** The injury-time question for an offer accepted at `now` on this session (offerRank: rankAfterOffer, read with TOP_RANKS). */
export function injuryTimeInputOf(auction: AuctionRow, now: Date, offerRank: number | null): InjuryTimeInput {
  return {
    periodType: auction.periodType as PeriodType,
    endTime: auction.endTime.toISOString(),
    now: now.toISOString(),
    injuryTimeBeforeEnd: auction.injuryTimeBeforeEnd,
    timeExtension: auction.timeExtension,
    maxSessionExtension: auction.maxSessionExtension,
    extensionsUsed: auction.extensionsUsed,
    extensionTrigger: auction.extensionTrigger,
    extensionTopRanks: auction.extensionTopRanks,
    extensionFrom: auction.extensionFrom,
    offerRank,
  };
}
