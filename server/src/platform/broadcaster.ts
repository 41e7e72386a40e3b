import type { ServerToClientEvents } from '@procura/domain/realtime/realtime.events';
import type { RealtimeServer } from './realtime';

/**
 * How services and the scheduler tell browsers about a committed change: one emit to a room per
 * audience, reaching every node through the Redis adapter when there is one. Call it after commit.
 */
export interface Broadcaster {
  emit<E extends keyof ServerToClientEvents>(room: string | string[], event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
}

export function ioBroadcaster(io: RealtimeServer): Broadcaster {
  return {
    emit(room, event, ...args) {
      io.to(room).emit(event, ...args);
    },
  };
}
