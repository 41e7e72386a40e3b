import { eq } from 'drizzle-orm';
import { floorSessionRefusal, judgeFloor } from '@procura/domain/auction/bidding/proxy.rules';
import type { ProxyFloorAnswer } from '@procura/domain/auction/bidding/proxy.schemas';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { auctionVendors, auctions } from '../../../db/schema/auction';
import type { Executor } from '../../../db/client';
import type { AppContext } from '../../../platform/context';
import type { AuthUser } from '../../../platform/security/access-tokens';
import { leaderboardFor, loadBoard, type Board } from '../room/auction-board';
import { requireParticipant } from '../room/auction-access';
import { vendorRoom } from '../room/auction.rooms';
import { lockAuction } from '../bidding/auction-offer.service';
import { standingOf, termsOf } from '../bidding/auction-offer-terms';
import { announceOffers } from '../bidding/auction-announce';
import type { AcceptedOffer } from '../bidding/auction-offer-record';
import { ROW_LOCKED, writeOffers } from '../bidding/offer-writer';
import { proxyOffersAfter } from './auction-proxy.service';

// A vendor's proxy floor (docs/rules/auction-bidding.md#proxy-bidding; PUT and DELETE …/proxy,
// SET_PROXY_FLOOR and REMOVE_PROXY_FLOOR): only the session's attending vendor (anyone else: 404, as
// if the session did not exist, known before any lock). One transaction on the locked session row: the rules (proxy.rules judgeFloor), the
// floor on the vendor's standing row, the session row's updatedAt (so an offer judged on a board
// read before the floor takes the locked path, auction-offer.service), and at once the proxy offers
// the new floor calls for (a vendor not leading is defended now, not at the next offer). After
// commit: the proxy offers to every room, and the vendor's own room its standing with the floor.

/** The session with its row locked, for the caller's attending invitation (read first, before the lock: anyone else 404). */
async function lockOwnSession(tx: Executor, user: AuthUser, auctionId: string) {
  const invitation = await requireParticipant(tx, user, auctionId);
  const { auction, procurement } = await lockAuction(tx, auctionId);
  return { board: await loadBoard(tx, auction, procurement), vendorId: invitation.procurementVendorId };
}

/** ON_GOING by the status and the server's clock too (the scheduler ends a session within a second of its end). */
const sessionOf = (board: Board, now: Date) => ({
  status: board.auction.status === 'ON_GOING' && (board.auction.pausedAt ?? now) >= board.auction.endTime ? ('DONE' as const) : board.auction.status,
  pausedAt: board.auction.pausedAt,
  proxyBidding: board.auction.proxyBidding,
});

/** The floor on the vendor's standing row, and the session row touched (the fast offer path and the cached boards compare it). */
async function writeFloor(tx: Executor, board: Board, vendorId: string, floor: string | null, now: Date): Promise<Board> {
  await tx
    .insert(auctionVendors)
    .values({ auctionId: board.auction.id, procurementVendorId: vendorId, proxyFloor: floor })
    .onConflictDoUpdate({ target: [auctionVendors.auctionId, auctionVendors.procurementVendorId], set: { proxyFloor: floor } });
  const [touched] = await tx.update(auctions).set({ updatedAt: now }).where(eq(auctions.id, board.auction.id)).returning();
  const participants = board.participants.map((p) => (p.vendorId === vendorId ? { ...p, proxyFloor: floor } : p));
  return { ...board, auction: touched!, participants };
}

function announceFloor(ctx: AppContext, user: AuthUser, vendorId: string, board: Board, steps: readonly AcceptedOffer[]): void {
  announceOffers(ctx, steps);
  const last = steps.at(-1)?.board ?? board;
  // The vendor's other tabs learn their floor; nobody else hears of it.
  ctx.broadcast.emit(vendorRoom(last.auction.id, user.id), 'LEADERBOARD', leaderboardFor(last, { kind: 'VENDOR', vendorId }, ctx.clock.now()));
}

/** PUT …/proxy and SET_PROXY_FLOOR: sets or moves the floor; the proxy offers it calls for are placed at once. */
export async function setProxyFloor(ctx: AppContext, user: AuthUser, auctionId: string, raw: unknown): Promise<ProxyFloorAnswer> {
  const { board, vendorId, steps, floor } = await ctx.db.transaction(async (tx) => {
    const own = await lockOwnSession(tx, user, auctionId);
    const now = ctx.clock.now();
    const verdict = judgeFloor(termsOf(own.board), standingOf(own.board), own.vendorId, sessionOf(own.board, now), raw);
    if (!verdict.ok) throw new AppError(verdict.kind === 'conflict' ? HTTP.conflict : HTTP.unprocessable, verdict.errors);
    const written = await writeFloor(tx, own.board, own.vendorId, verdict.floor, now);
    const steps = proxyOffersAfter(written, now);
    await writeOffers(tx, auctionId, ROW_LOCKED, steps);
    return { board: written, vendorId: own.vendorId, steps, floor: verdict.floor };
  });
  announceFloor(ctx, user, vendorId, board, steps);
  return { floor };
}

/** DELETE …/proxy and REMOVE_PROXY_FLOOR: the server bids no more for the vendor (allowed while paused). */
export async function removeProxyFloor(ctx: AppContext, user: AuthUser, auctionId: string): Promise<ProxyFloorAnswer> {
  const { board, vendorId } = await ctx.db.transaction(async (tx) => {
    const own = await lockOwnSession(tx, user, auctionId);
    const refusal = floorSessionRefusal(termsOf(own.board), sessionOf(own.board, ctx.clock.now()), false);
    if (refusal) throw AppError.field(HTTP.conflict, 'floor', refusal);
    return { board: await writeFloor(tx, own.board, own.vendorId, null, ctx.clock.now()), vendorId: own.vendorId };
  });
  announceFloor(ctx, user, vendorId, board, []);
  return { floor: null };
}
