import type { AppContext } from '../../platform/context';
import type { RealtimeServer, SocketData } from '../../platform/realtime/realtime';

/** The one demo room; with the Redis adapter its members may sit on any node. */
export const DEMO_ROOM = 'demo-room';

/** Kept in `socket.data`, which the adapter shows to every node through fetchSockets. */
export function setDemoName(data: SocketData, username: string | undefined): void {
  data.demoUsername = username;
}

/**
 * Whether a name is still in the room through another connection (a second tab, or a browser that
 * reconnected before its old connection timed out). Asked of every node, so nothing is remembered
 * in one process. The toasts announce people, not connections.
 */
async function nameInRoomElsewhere(io: RealtimeServer, username: string, socketId: string): Promise<boolean> {
  const members = await io.in(DEMO_ROOM).fetchSockets();
  return members.some((member) => member.id !== socketId && member.data.demoUsername === username);
}

export type Presence = 'DEMO_USER_JOINED' | 'DEMO_USER_LEFT';

/** Tells the room (but not `socketId`) that a name arrived or left, unless it is still there elsewhere. */
export function announcePresence(io: RealtimeServer, ctx: AppContext, event: Presence, username: string, socketId: string): void {
  nameInRoomElsewhere(io, username, socketId)
    .then((elsewhere) => {
      if (!elsewhere) io.to(DEMO_ROOM).except(socketId).emit(event, { username });
    })
    .catch((error: unknown) => ctx.log.warn({ err: error }, 'demo room presence check failed'));
}
