import type { ServerToClientEvents } from '@procura/domain/realtime/realtime.events';
import { signInRoom, type RealtimeServer } from './realtime';

/**
 * Where an emit goes: a room, several (each socket once), or rooms but the sockets that are also in
 * `except` (one packet encoded once for a whole audience but a few, who hear their own version).
 */
export type BroadcastTarget = string | string[] | { to: string | string[]; except: string | string[] };

/**
 * How services and the scheduler tell browsers about a committed change: one emit to a room per
 * audience, reaching every node through the Redis adapter when there is one. Call it after commit.
 */
export interface Broadcaster {
  emit<E extends keyof ServerToClientEvents>(target: BroadcastTarget, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /** Closes the sockets of revoked sign-ins on every node: their reconnect is refused ('Session Timeout'). */
  endSignIns(sessionIds: string[]): void;
}

export function ioBroadcaster(io: RealtimeServer): Broadcaster {
  return {
    emit(target, event, ...args) {
      const rooms = typeof target === 'string' || Array.isArray(target) ? io.to(target) : io.to(target.to).except(target.except);
      rooms.emit(event, ...args);
    },
    endSignIns(sessionIds) {
      if (sessionIds.length > 0) io.in(sessionIds.map(signInRoom)).disconnectSockets(true);
    },
  };
}
