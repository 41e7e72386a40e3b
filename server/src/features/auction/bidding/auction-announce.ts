import type { OfferLogEntry } from '@procura/domain/auction/room/auction-projection.rules';
import type { AuctionOfferLogView } from '@procura/domain/auction/auction.views';
import type { AppContext } from '../../../platform/context';
import type { AcceptedOffer } from './auction-offer-record';
import { leaderboardFor, offerFor, offerLogEntry, standingFor, trendedRanking, vendorsLeaderboardFor, type Board } from '../room/auction-board';
import { buyerRoom, vendorRoom, vendorsRoom } from '../room/auction.rooms';

// After a committed change to the standings, each audience hears its own projection (docs/rules/auction-bidding.md#what-each-audience-sees),
// each payload encoded once (decision 217): the buyer's room the names and full prices; in an OPEN
// session the vendors' room one shared board as a vendor that is none of the participants sees it and
// each participant's own room only its small part (YOUR_STANDING), which the browser merges into the
// shared board; in CLOSE each participant its own small board (there is nothing to share). The
// ranking is computed once; nothing is sent before the commit.

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
  announceOfferToVendors(ctx, board, offer);
  if (board.auction.auctionType !== 'OPEN') {
    // CLOSE: a vendor sees nothing of the others, so there is nothing to share. Its own board is one
    // small payload (its row, no leading price) and one frame, where a shared board would add a second.
    for (const participant of board.participants) {
      ctx.broadcast.emit(vendorRoom(auctionId, participant.accountId), 'LEADERBOARD', leaderboardFor(board, { kind: 'VENDOR', vendorId: participant.vendorId }, now, ranking));
    }
    return;
  }
  ctx.broadcast.emit(vendorsRoom(auctionId), 'LEADERBOARD', vendorsLeaderboardFor(board, now, ranking));
  for (const participant of board.participants) {
    ctx.broadcast.emit(vendorRoom(auctionId, participant.accountId), 'YOUR_STANDING', standingFor(board, participant.vendorId, now, ranking));
  }
}

/** Accepted offers (typed or placed by a proxy floor) to every room, each with the board right after it, in ledger order. */
export function announceOffers(ctx: AppContext, offers: readonly AcceptedOffer[]): void {
  for (const { board, offer, vendorName, extended } of offers) announceChange(ctx, { board, offer: { event: 'NEW_OFFER', entry: offerLogEntry(offer, vendorName) }, extended });
}

/**
 * The offer to the vendors: its author's rooms its own version ('(You)', its offer id); in an OPEN
 * session every other vendor socket the anonymised one, encoded once for the vendors' room but the
 * author's rooms. A CLOSE session's other vendors hear nothing of it.
 */
function announceOfferToVendors(ctx: AppContext, board: Board, offer: BoardChange['offer']): void {
  const auctionId = board.auction.id;
  const authorRooms = board.participants.filter((p) => p.vendorId === offer.entry.vendorId).map((p) => vendorRoom(auctionId, p.accountId));
  const others = offerFor(board, offer.entry, { kind: 'VENDOR', vendorId: NOT_THE_AUTHOR });
  if (others) ctx.broadcast.emit({ to: vendorsRoom(auctionId), except: authorRooms }, offer.event, { auctionId, offer: others });
  const own = offerFor(board, offer.entry, { kind: 'VENDOR', vendorId: offer.entry.vendorId })!;
  if (authorRooms.length > 0) ctx.broadcast.emit(authorRooms, offer.event, { auctionId, offer: own });
}

/** A vendor audience that is not the offer's author (procurement vendor ids are uuids): what the others see of it. */
const NOT_THE_AUTHOR = '';

/** A disqualification request: the buyer's room and the asking vendor's own room hear it. */
export function announceRequest(ctx: AppContext, board: Board, entry: OfferLogEntry, accountId: string): AuctionOfferLogView {
  const auctionId = board.auction.id;
  const own = offerFor(board, entry, { kind: 'VENDOR', vendorId: entry.vendorId })!;
  ctx.broadcast.emit(buyerRoom(auctionId), 'DISQUALIFICATION_REQUESTED', { auctionId, offer: offerFor(board, entry, { kind: 'BUYER' })! });
  ctx.broadcast.emit(vendorRoom(auctionId, accountId), 'DISQUALIFICATION_REQUESTED', { auctionId, offer: own });
  return own;
}

/** A request the buyer refused (the offer kept): the buyer's room and every room of the offer's vendor hear it. */
export function announceDeclined(ctx: AppContext, board: Board, entry: OfferLogEntry): AuctionOfferLogView {
  const auctionId = board.auction.id;
  const forBuyer = offerFor(board, entry, { kind: 'BUYER' })!;
  ctx.broadcast.emit(buyerRoom(auctionId), 'DISQUALIFICATION_DECLINED', { auctionId, offer: forBuyer });
  const vendorRooms = board.participants.filter((p) => p.vendorId === entry.vendorId).map((p) => vendorRoom(auctionId, p.accountId));
  if (vendorRooms.length > 0) ctx.broadcast.emit(vendorRooms, 'DISQUALIFICATION_DECLINED', { auctionId, offer: offerFor(board, entry, { kind: 'VENDOR', vendorId: entry.vendorId })! });
  return forBuyer;
}
