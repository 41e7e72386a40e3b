import { readsAsBuyer } from '@procura/domain/auth/auth.rules';
import { MAX_SOCKETS_PER_ACCOUNT_IN_SESSION } from '@procura/domain/realtime/realtime-limits.messages';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { RealtimeServer, RealtimeSocket } from '../../../platform/realtime/realtime';
import { buyerRoom, vendorRoom } from './auction.rooms';

// Joins of an account to a session that are between the count and the room on this node: two
// tabs joining at once each see the other's place taken, so the cap holds on one node exactly.
const reserved = new WeakMap<object, Map<string, number>>();

/**
 * The room that holds every socket of this caller in the session (a vendor's own; the buyers' room,
 * filtered), known from the role alone: the place is held before the access check reads anything,
 * so a join past the cap is refused without database work. A caller the check then refuses has no
 * socket in that room, and its place is released with the answer.
 */
function accountRoomOf(auctionId: string, user: AuthUser): string {
  // A company's auditor joins the buyers' room (docs/decisions.md 244).
  return readsAsBuyer(user) ? buyerRoom(auctionId) : vendorRoom(auctionId, user.id);
}

/**
 * Holds a place for this socket among its account's sockets in the session, at most
 * MAX_SOCKETS_PER_ACCOUNT_IN_SESSION: the sockets already in the room are counted on every node
 * (`fetchSockets`, through the Redis adapter like presence; this node's alone when the others do not
 * answer), those joining now on this node.
 * A socket already in the room always has its place (a join again after a reconnect of the page).
 * Returns a release for after the join, or null when the cap is met (the join is refused; no
 * older socket is closed: the vendor chooses which tab to close).
 */
export async function holdSocketPlace(
  io: RealtimeServer,
  socket: RealtimeSocket,
  auctionId: string,
  user: AuthUser,
): Promise<(() => void) | null> {
  const room = accountRoomOf(auctionId, user);
  if (socket.rooms.has(room)) return () => undefined;
  let pending = reserved.get(io);
  if (!pending) reserved.set(io, (pending = new Map()));
  const key = `${auctionId}:${user.id}`;
  pending.set(key, (pending.get(key) ?? 0) + 1);
  const release = () => {
    const left = (pending.get(key) ?? 1) - 1;
    if (left > 0) pending.set(key, left);
    else pending.delete(key);
  };
  try {
    // Another node that does not answer (Redis away) must not keep a vendor out: this node's sockets are counted then.
    const inRoom = await io
      .in(room)
      .fetchSockets()
      .catch(() => io.local.in(room).fetchSockets());
    const others = inRoom.filter((s) => s.id !== socket.id && s.data.user?.id === user.id).length;
    // This join's own reservation is in `pending`.
    if (others + (pending.get(key) ?? 1) > MAX_SOCKETS_PER_ACCOUNT_IN_SESSION) {
      release();
      return null;
    }
    return release;
  } catch (error) {
    release();
    throw error;
  }
}
