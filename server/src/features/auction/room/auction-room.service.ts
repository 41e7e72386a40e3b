import { eq } from 'drizzle-orm';
import { OFFER_LOG_STATE_SIZE, type offerLogPageSchema } from '@procura/domain/auction/auction.schemas';
import type { AuctionCancelInfo, AuctionOfferLogPage, AuctionRoomState } from '@procura/domain/auction/auction.views';
import { isAuctionCanceled, isAuctionRunning } from '@procura/domain/auction/session/auction-status.rules';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { accounts } from '../../../db/schema/auth';
import type { AppContext } from '../../../platform/context';
import type { RealtimeServer } from '../../../platform/realtime/realtime';
import type { AuctionAudience, AuctionRow, ProcurementRow } from './auction-access';
import { loadBoard, offerFor, offerLogTailOf, projectionAudience, stateFor } from './auction-board';
import { committedBoardOf } from '../bidding/group-commit/committed-boards';
import { presenceOf, type AuctionPresence } from './auction-presence';
import { lastAnnouncementsOf } from '../pause/auction-announcement.service';

/** Who canceled a session, when and why; null unless it is CANCELED. */
export async function cancelInfoOf(db: Executor, auction: AuctionRow): Promise<AuctionCancelInfo | null> {
  if (!isAuctionCanceled(auction.status)) return null;
  let canceledBy = '';
  if (auction.canceledBy) {
    const [buyer] = await db.select({ firstName: accounts.firstName, lastName: accounts.lastName }).from(accounts).where(eq(accounts.id, auction.canceledBy));
    if (buyer) canceledBy = `${buyer.firstName} ${buyer.lastName}`.trim();
  }
  return {
    cancelReason: auction.cancelReason ?? '',
    canceledBy,
    canceledAt: (auction.canceledAt ?? auction.updatedAt).toISOString(),
  };
}

type Found = { auction: AuctionRow; procurement: ProcurementRow; audience: AuctionAudience };

// The state of one audience at one moment, built once however many joins ask for it (a spammer's
// 100 tabs, a room re-joining after a node restart): per node, keyed by the session, the audience
// and the ledger's sequence with the row's last change. Only live sessions: before the start the
// attendance changes the participants without a ledger entry. Entries live briefly and few.
const STATE_CACHE_MS = 5_000;
const STATE_CACHE_MAX = 500;
const stateCaches = new WeakMap<object, Map<string, { at: number; state: Promise<AuctionRoomState> }>>();

function cacheKeyOf({ auction, audience }: Found): string | null {
  if (!isAuctionRunning(auction.status)) return null;
  const who = audience.kind === 'buyer' ? 'buyer' : `vendor:${audience.invitation.procurementVendorId}`;
  return `${auction.id}|${who}|${auction.sequence}|${auction.updatedAt.getTime()}`;
}

async function buildState(ctx: AppContext, found: Found): Promise<AuctionRoomState> {
  const { auction, procurement, audience } = found;
  // The board this node's offers committed last, when it is this moment's: no read of the participants and items.
  const committed = committedBoardOf(ctx, auction);
  const board = committed ? { ...committed, auction, procurement } : await loadBoard(ctx.db, auction, procurement);
  const tail = await offerLogTailOf(ctx.db, auction, projectionAudience(audience), { limit: OFFER_LOG_STATE_SIZE });
  return stateFor(board, audience, {
    offerLog: tail.entries,
    offerLogHasOlder: tail.hasOlder,
    present: 0,
    cancel: await cancelInfoOf(ctx.db, auction),
    announcements: await lastAnnouncementsOf(ctx.db, auction.id),
    now: ctx.clock.now(),
  });
}

function cachedState(ctx: AppContext, io: RealtimeServer, found: Found): Promise<AuctionRoomState> {
  const key = cacheKeyOf(found);
  if (key === null) return buildState(ctx, found);
  let cache = stateCaches.get(io);
  if (!cache) stateCaches.set(io, (cache = new Map()));
  const now = performance.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < STATE_CACHE_MS) return hit.state;
  if (cache.size >= STATE_CACHE_MAX) {
    for (const [k, entry] of cache) if (now - entry.at >= STATE_CACHE_MS) cache.delete(k);
    // Still full: the oldest go (a Map keeps insertion order).
    for (const k of cache.keys()) {
      if (cache.size < STATE_CACHE_MAX) break;
      cache.delete(k);
    }
  }
  const state = buildState(ctx, found);
  cache.set(key, { at: now, state });
  state.catch(() => cache.delete(key));
  return state;
}

/**
 * The room's state for one audience (docs/rules/auction-bidding.md#what-each-audience-sees, docs/rules/auction-bidding.md#contract): JOIN_AUCTION's ack and GET …/room. A
 * vendor's state holds nothing about any other vendor but 'Other Vendor' rows, their amounts (OPEN
 * auctions) and the participant counts. The log is the last OFFER_LOG_STATE_SIZE offers the
 * audience sees (offerLogHasOlder; GET_OFFER_LOG_PAGE pages the older ones), so a join costs the
 * same at 10 offers and at 10,000. Presence and the server time are read for each caller; a join
 * passes the presence its announcement read after it entered the room (one read for both).
 */
export async function roomState(ctx: AppContext, io: RealtimeServer, found: Found, presence?: Promise<AuctionPresence>): Promise<AuctionRoomState> {
  const read = presence?.catch(() => presenceOf(io, ctx.db, found.auction.id)) ?? presenceOf(io, ctx.db, found.auction.id);
  const [state, { present }] = await Promise.all([cachedState(ctx, io, found), read]);
  return { ...state, serverNow: ctx.clock.now().toISOString(), participants: { ...state.participants, present } };
}

/** GET_OFFER_LOG_PAGE: the offers before `beforeSequence` that the audience sees, projected as in its state. */
export async function offerLogPage(ctx: AppContext, found: Found, input: z.output<typeof offerLogPageSchema>): Promise<AuctionOfferLogPage> {
  const board = { auction: found.auction };
  const audience = projectionAudience(found.audience);
  const { entries, hasOlder } = await offerLogTailOf(ctx.db, found.auction, audience, { before: input.beforeSequence, limit: input.limit });
  const offers = entries.map((entry) => offerFor(board, entry, audience)).filter((offer) => offer !== null);
  return { auctionId: found.auction.id, offers, hasOlder };
}
