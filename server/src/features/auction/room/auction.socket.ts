import { and, eq } from 'drizzle-orm';
import { checkClientTimeSchema, declineDisqualificationSchema, disqualificationSchema, joinAuctionSchema, makeOfferCommandSchema, offerLogPageSchema } from '@procura/domain/auction/auction.schemas';
import { LIVE_AUCTION_STATUSES } from '@procura/domain/auction/session/auction-status.rules';
import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { CLOCK_SKEW_WARNING_MS } from '@procura/domain/common/time.schemas';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { REALTIME_LIMIT_MSG } from '@procura/domain/realtime/realtime-limits.messages';
import { auctionInvitations } from '../../../db/schema/auction';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { SHUTTING_DOWN, type RealtimeServer, type RealtimeSocket } from '../../../platform/realtime/realtime';
import { onCommand, onDisconnect, onPublicCommand } from '../../../platform/realtime/realtime-commands';
import { onResync } from '../../../platform/realtime/realtime-resync';
import { requireAudience, type InvitationRow } from './auction-access';
import { announcePresence } from './auction-presence';
import { declineDisqualification, disqualifyOffer, requestDisqualification } from '../bidding/auction-disqualification.service';
import { makeOffer } from '../bidding/auction-offer.service';
import { announcementCommandSchema, pauseAuctionCommandSchema, resumeAuctionCommandSchema } from '@procura/domain/auction/session/auction-pause.schemas';
import { makeAnnouncement } from '../pause/auction-announcement.service';
import { removeProxyFloorCommandSchema, setProxyFloorCommandSchema } from '@procura/domain/auction/bidding/proxy.schemas';
import { removeProxyFloor, setProxyFloor } from '../proxy/auction-proxy-floor.service';
import { pauseAuction, resumeAuction } from '../pause/auction-pause.service';
import { offerLogPage, roomState } from './auction-room.service';
import { holdSocketPlace } from './auction-socket-cap';
import { buyerRoom, vendorRoom, vendorsRoom } from './auction.rooms';

/** The session ids of the auction rooms among a socket's rooms (its buyer or vendors room). */
function auctionsOf(rooms: ReadonlySet<string>): string[] {
  const ids = new Set<string>();
  for (const room of rooms) {
    const match = /^auction:([^:]+):(buyer|vendors)$/.exec(room);
    if (match) ids.add(match[1]!);
  }
  return [...ids];
}

/**
 * The first entry of an ATTEND vendor into a live session's room marks it JOINED, once: a
 * conditional update, so two tabs (or two nodes) entering together tell the buyer once.
 */
async function markJoined(ctx: AppContext, invitation: InvitationRow): Promise<void> {
  if (invitation.status !== 'ATTEND' || invitation.joinedStatus === 'JOINED') return;
  const now = ctx.clock.now();
  const [updated] = await ctx.db
    .update(auctionInvitations)
    .set({ joinedStatus: 'JOINED', joinedAt: now, updatedAt: now })
    .where(and(eq(auctionInvitations.id, invitation.id), eq(auctionInvitations.joinedStatus, 'NOT_JOINED')))
    .returning({ id: auctionInvitations.id, status: auctionInvitations.status });
  if (updated) {
    ctx.broadcast.emit(buyerRoom(invitation.auctionId), 'ATTENDANCE_CHANGED', {
      auctionId: invitation.auctionId,
      invitationId: updated.id,
      status: updated.status,
      joinedStatus: 'JOINED',
    });
  }
}

/**
 * After Redis was away, this node's sockets in auction rooms may have missed what other nodes
 * announced: each gets its audience's full state (AUCTION_STATE), computed once per session and caller.
 */
async function resyncAuctionRooms(io: RealtimeServer, ctx: AppContext): Promise<void> {
  const states = new Map<string, Promise<AuctionRoomState>>();
  for (const socket of io.of('/').sockets.values()) {
    const user = socket.data.user;
    if (!user) continue;
    for (const auctionId of auctionsOf(socket.rooms)) {
      const key = `${auctionId}:${user.id}`;
      if (!states.has(key)) states.set(key, requireAudience(ctx.db, user, auctionId).then((found) => roomState(ctx, io, found)));
      try {
        socket.emit('AUCTION_STATE', await states.get(key)!);
      } catch (error) {
        ctx.log.warn({ err: error, auctionId }, 'auction resync failed');
      }
    }
  }
}

// A join of a socket to a session while its previous one is still running answers with that
// one's state: a burst from one socket costs one join, not one per command. Kept per socket only
// while a join runs (a WeakMap: nothing stays with a socket that is gone).
const joiningBySocket = new WeakMap<RealtimeSocket, Map<string, Promise<AuctionRoomState>>>();

function joinCoalesced(socket: RealtimeSocket, auctionId: string, join: () => Promise<AuctionRoomState>): Promise<AuctionRoomState> {
  let joining = joiningBySocket.get(socket);
  const running = joining?.get(auctionId);
  if (running) return running;
  if (!joining) joiningBySocket.set(socket, (joining = new Map()));
  const started = join().finally(() => {
    joining.delete(auctionId);
    if (joining.size === 0 && joiningBySocket.get(socket) === joining) joiningBySocket.delete(socket);
  });
  joining.set(auctionId, started);
  return started;
}

/**
 * The auction room's commands (docs/rules/auction-bidding.md#contract), registered once for the server: JOIN_AUCTION
 * after the access check (buyer of the company: the buyer's room; an invited vendor: the vendors' room and its own),
 * LEAVE_AUCTION, MAKE_OFFER, REQUEST_DISQUALIFICATION, DISQUALIFY_OFFER, DECLINE_DISQUALIFICATION, CHECK_CLIENT_TIME; presence after every
 * join, leave and disconnect.
 */
export function registerAuctionSocket(io: RealtimeServer, ctx: AppContext): void {
  onResync(io, () => resyncAuctionRooms(io, ctx));

  const joinOnce = async (socket: RealtimeSocket, auctionId: string, user: AuthUser): Promise<AuctionRoomState> => {
    // The cap first, from the role alone: a socket past it is refused before any database work.
    const release = await holdSocketPlace(io, socket, auctionId, user);
    if (!release) throw AppError.field(HTTP.tooManyRequests, null, REALTIME_LIMIT_MSG.tooManySockets);
    let found: Awaited<ReturnType<typeof requireAudience>>;
    try {
      found = await requireAudience(ctx.db, user, auctionId);
      if (found.audience.kind === 'buyer') {
        await socket.join(buyerRoom(auctionId));
      } else {
        await socket.join([vendorsRoom(auctionId), vendorRoom(auctionId, user.id)]);
        if ((LIVE_AUCTION_STATUSES as readonly string[]).includes(found.auction.status)) await markJoined(ctx, found.audience.invitation);
      }
    } finally {
      release();
    }
    return roomState(ctx, io, found, announcePresence(io, ctx, auctionId));
  };
  onCommand(io, ctx.log, 'JOIN_AUCTION', joinAuctionSchema, ({ auctionId }, user, socket) => joinCoalesced(socket, auctionId, () => joinOnce(socket, auctionId, user)), { limit: 'join' });

  // Older offers of the log than the state carries, page by page (the state holds the last ones).
  onCommand(io, ctx.log, 'GET_OFFER_LOG_PAGE', offerLogPageSchema, async (input, user) => offerLogPage(ctx, await requireAudience(ctx.db, user, input.auctionId), input), { limit: 'room' });

  onCommand(io, ctx.log, 'LEAVE_AUCTION', joinAuctionSchema, async ({ auctionId }, user, socket) => {
    if (auctionsOf(socket.rooms).includes(auctionId)) {
      await Promise.all([socket.leave(buyerRoom(auctionId)), socket.leave(vendorsRoom(auctionId)), socket.leave(vendorRoom(auctionId, user.id))]);
      announcePresence(io, ctx, auctionId);
    }
    return { auctionId };
  }, { limit: 'room' });

  onCommand(io, ctx.log, 'MAKE_OFFER', makeOfferCommandSchema, ({ auctionId, ...offer }, user) => makeOffer(ctx, user, auctionId, offer), { limit: 'offer' });
  onCommand(io, ctx.log, 'REQUEST_DISQUALIFICATION', disqualificationSchema, (input, user) => requestDisqualification(ctx, user, input), { limit: 'room' });
  onCommand(io, ctx.log, 'DISQUALIFY_OFFER', disqualificationSchema, (input, user) => disqualifyOffer(ctx, user, input), { limit: 'room' });
  onCommand(io, ctx.log, 'DECLINE_DISQUALIFICATION', declineDisqualificationSchema, (input, user) => declineDisqualification(ctx, user, input), { limit: 'room' });
  // The buyer's pause, resume and announcements (decision 189): the same services as POST …/pause, …/resume, …/announcements.
  onCommand(io, ctx.log, 'PAUSE_AUCTION', pauseAuctionCommandSchema, ({ auctionId, reason }, user) => pauseAuction(ctx, user, auctionId, reason), { limit: 'room' });
  onCommand(io, ctx.log, 'RESUME_AUCTION', resumeAuctionCommandSchema, ({ auctionId }, user) => resumeAuction(ctx, user, auctionId), { limit: 'room' });
  onCommand(io, ctx.log, 'MAKE_ANNOUNCEMENT', announcementCommandSchema, ({ auctionId, message }, user) => makeAnnouncement(ctx, user, auctionId, message), { limit: 'room' });
  // A vendor's proxy floor (decision 193): the same services as PUT and DELETE …/proxy; the ack reaches that vendor alone.
  onCommand(io, ctx.log, 'SET_PROXY_FLOOR', setProxyFloorCommandSchema, ({ auctionId, floor }, user) => setProxyFloor(ctx, user, auctionId, floor), { limit: 'room' });
  onCommand(io, ctx.log, 'REMOVE_PROXY_FLOOR', removeProxyFloorCommandSchema, ({ auctionId }, user) => removeProxyFloor(ctx, user, auctionId), { limit: 'room' });

  // The clock check needs no account: it compares clocks only.
  onPublicCommand(io, ctx.log, 'CHECK_CLIENT_TIME', checkClientTimeSchema, ({ clientTime }) => {
    const serverNow = ctx.clock.now();
    const offsetMs = new Date(clientTime).getTime() - serverNow.getTime();
    return { serverNow: serverNow.toISOString(), offsetMs, clockWrong: Math.abs(offsetMs) > CLOCK_SKEW_WARNING_MS };
  }, { limit: 'room' });

  // The others are told once the socket is gone (out of the rooms it was in).
  onDisconnect(io, (_socket, reason, rooms) => {
    // A node that stops says nothing: its Redis connection is closing, and the browsers join again elsewhere.
    if (reason === SHUTTING_DOWN) return;
    for (const auctionId of auctionsOf(rooms)) announcePresence(io, ctx, auctionId);
  });
}
