import type { OfferLogEntry } from '@procura/domain/auction/room/auction-projection.rules';
import type { AuctionOfferLogView } from '@procura/domain/auction/auction.views';
import type { AppContext } from '../../../platform/context';
import { leaderboardFor, offerFor, trendedRanking, type Board } from '../room/auction-board';
import { buyerRoom, vendorRoom, vendorsRoom } from '../room/auction.rooms';

// After a committed change to the standings, each audience hears its own projection (docs/rules/auction-bidding.md#what-each-audience-sees):
// the buyer's room the names and full prices, each participant's own room its '(You)' view. The
// ranking is computed once and projected per audience; nothing is sent before the commit.

type OfferEvent = 'NEW_OFFER' | 'OFFER_DISQUALIFIED';

export interface BoardChange {
  board: Board;
  /** The offer that was made or disqualified, with the event that tells it. */
  offer: { event: OfferEvent; entry: OfferLogEntry };
  /** The end moved (injury time). */
  extended: boolean;
}

export function announceChange(ctx: AppContext, change: BoardChange): void {
  const { board, offer, extended } = change;
  const now = ctx.clock.now();
  const auctionId = board.auction.id;
  const ranking = trendedRanking(board);
  if (extended) {
    const { endTime, extensionsUsed, sequence } = board.auction;
    const event = { auctionId, sequence, endTime: endTime.toISOString(), extensionsUsed, serverNow: now.toISOString() };
    ctx.broadcast.emit([buyerRoom(auctionId), vendorsRoom(auctionId)], 'TIMER_EXTENDED', event);
  }
  const buyerOffer = offerFor(board, offer.entry, { kind: 'BUYER' });
  if (buyerOffer) ctx.broadcast.emit(buyerRoom(auctionId), offer.event, { auctionId, offer: buyerOffer });
  ctx.broadcast.emit(buyerRoom(auctionId), 'LEADERBOARD', leaderboardFor(board, { kind: 'BUYER' }, now, ranking));
  for (const participant of board.participants) {
    const audience = { kind: 'VENDOR', vendorId: participant.vendorId } as const;
    const room = vendorRoom(auctionId, participant.accountId);
    const seen = offerFor(board, offer.entry, audience);
    if (seen) ctx.broadcast.emit(room, offer.event, { auctionId, offer: seen });
    ctx.broadcast.emit(room, 'LEADERBOARD', leaderboardFor(board, audience, now, ranking));
  }
}

/** A disqualification request: the buyer's room and the asking vendor's own room hear it. */
export function announceRequest(ctx: AppContext, board: Board, entry: OfferLogEntry, accountId: string): AuctionOfferLogView {
  const auctionId = board.auction.id;
  const own = offerFor(board, entry, { kind: 'VENDOR', vendorId: entry.vendorId })!;
  ctx.broadcast.emit(buyerRoom(auctionId), 'DISQUALIFICATION_REQUESTED', { auctionId, offer: offerFor(board, entry, { kind: 'BUYER' })! });
  ctx.broadcast.emit(vendorRoom(auctionId, accountId), 'DISQUALIFICATION_REQUESTED', { auctionId, offer: own });
  return own;
}
