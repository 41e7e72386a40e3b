import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { auctionInvitations } from '../../../db/schema/auction';
import type { AppContext } from '../../../platform/context';
import type { RealtimeServer } from '../../../platform/realtime/realtime';
import { buyerRoom, vendorsRoom } from './auction.rooms';

export interface AuctionPresence {
  /** Participants (ATTEND vendors) in the room now, each counted once however many tabs it has. */
  present: number;
  /** Their invitations (for the buyer only). */
  invitationIds: string[];
}

/**
 * Who is in a session's room now, on every node: the vendors' room is asked through the adapter
 * (`fetchSockets` reaches every node with Redis), and each socket's account is matched with the
 * ATTEND invitations. Nothing is remembered in one process.
 */
export async function presenceOf(io: RealtimeServer, db: Executor, auctionId: string): Promise<AuctionPresence> {
  const sockets = await io.in(vendorsRoom(auctionId)).fetchSockets();
  const accounts = new Set(sockets.map((s) => s.data.user?.id).filter((id): id is string => !!id));
  if (accounts.size === 0) return { present: 0, invitationIds: [] };
  const attending = await db
    .select({ id: auctionInvitations.id, accountId: auctionInvitations.accountId })
    .from(auctionInvitations)
    .where(and(eq(auctionInvitations.auctionId, auctionId), eq(auctionInvitations.status, 'ATTEND')));
  const invitationIds = attending.filter((i) => accounts.has(i.accountId)).map((i) => i.id);
  return { present: invitationIds.length, invitationIds };
}

// Per node and session: an announcement running, whether another change came meanwhile, and
// those waiting for the read of that next one.
interface Announcing {
  again: boolean;
  next: { promise: Promise<AuctionPresence>; resolve(p: AuctionPresence): void; reject(e: unknown): void } | null;
}
const announcing = new WeakMap<object, Map<string, Announcing>>();

function deferred(): NonNullable<Announcing['next']> {
  let resolve!: (p: AuctionPresence) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<AuctionPresence>((ok, fail) => ((resolve = ok), (reject = fail)));
  // A caller that only announces does not wait: its refusal is logged below, never unhandled.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/**
 * Tells a session's rooms who is in it now: the buyer gets the invitation ids, the vendors only
 * the count. Called after every join, leave and disconnect, and after an attendance change. Calls
 * that come while one is running make one more after it, not one each (a burst of joins costs two
 * presence reads, not one per join); the last announcement always follows the last change.
 * Returns the presence of the first read that starts after the call (a join answers with it: its
 * state needs no read of its own).
 */
export function announcePresence(io: RealtimeServer, ctx: AppContext, auctionId: string): Promise<AuctionPresence> {
  let running = announcing.get(io);
  if (!running) announcing.set(io, (running = new Map()));
  const pending = running;
  const current = pending.get(auctionId);
  if (current) {
    current.again = true;
    current.next ??= deferred();
    return current.next.promise;
  }
  const entry: Announcing = { again: false, next: null };
  pending.set(auctionId, entry);
  const run = (done: NonNullable<Announcing['next']>) => {
    presenceOf(io, ctx.db, auctionId)
      .then((presence) => {
        done.resolve(presence);
        const { present, invitationIds } = presence;
        ctx.broadcast.emit(buyerRoom(auctionId), 'PRESENCE', { auctionId, present, invitationIds });
        ctx.broadcast.emit(vendorsRoom(auctionId), 'PRESENCE', { auctionId, present });
      })
      .catch((error: unknown) => {
        done.reject(error);
        ctx.log.warn({ err: error }, 'auction presence failed');
      })
      .finally(() => {
        if (entry.again) {
          const next = entry.next ?? deferred();
          entry.again = false;
          entry.next = null;
          run(next);
        } else pending.delete(auctionId);
      });
  };
  const first = deferred();
  run(first);
  return first.promise;
}
