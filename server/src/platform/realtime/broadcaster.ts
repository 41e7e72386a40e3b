import type { ServerToClientEvents } from '@procura/domain/realtime/realtime.events';
import { signInRoom, type RealtimeServer } from './realtime';

/**
 * How services and the scheduler tell browsers about a committed change: one emit to a room per
 * audience, reaching every node through the Redis adapter when there is one. Call it after commit.
 */
export interface Broadcaster {
  emit<E extends keyof ServerToClientEvents>(room: string | string[], event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /** Closes the sockets of revoked sign-ins on every node: their reconnect is refused ('Session Timeout'). */
  endSignIns(sessionIds: string[]): void;
}

export function ioBroadcaster(io: RealtimeServer): Broadcaster {
  return {
    emit(room, event, ...args) {
      io.to(room).emit(event, ...args);
    },
    endSignIns(sessionIds) {
      if (sessionIds.length > 0) io.in(sessionIds.map(signInRoom)).disconnectSockets(true);
    },
  };
}
