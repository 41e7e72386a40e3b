import type { DefaultEventsMap, Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@procura/domain/realtime/realtime.events';
import type { AuthUser } from '../security/access-tokens';
import { systemClock, type Clock } from '../clock';

// What one connection is: the types, its sign-in, and whether that sign-in has expired. Apart from
// realtime.ts (which creates the server) so that the command dispatcher can read it without a cycle.

/**
 * What the server keeps with each connection. The Redis adapter shows it to every node through
 * `fetchSockets()`, so presence is computed from it, never from one process's memory.
 */
export interface SocketData {
  /** The signed-in caller from the handshake's access token; null for an anonymous socket. */
  user: AuthUser | null;
  /** When the handshake's access token expires (ms since the epoch): later commands answer 'Session Timeout'. */
  tokenExpiresAt?: number | null;
  /** The demo room's name of this connection, while it is in the room. */
  demoUsername?: string;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, DefaultEventsMap, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, DefaultEventsMap, SocketData>;

/** The connect_error message of a refused token, and the answer to a command after the token expired. */
export const SOCKET_SESSION_TIMEOUT = 'Session Timeout';

// The clock of each realtime server (the app's: tests move it), for the token expiry of its sockets.
const clocks = new WeakMap<object, Clock>();

/** The clock a realtime server reads (the app's), set when it is created. */
export function useClock(io: object, clock: Clock): void {
  clocks.set(io, clock);
}

/** The clock of a realtime server (the system's when none was set). */
export function clockOf(io: object): Clock {
  return clocks.get(io) ?? systemClock;
}

/**
 * Whether the access token a signed-in socket connected with has expired, by the server's clock.
 * A socket is only as good as its sign-in: its commands are then refused with 'Session Timeout'
 * (realtime-commands.ts) and the client refreshes its token and connects again. Ending the sign-in
 * itself (logout, revocation) closes the socket at once (signInRoom).
 */
export function signInExpired(socket: RealtimeSocket): boolean {
  const expiresAt = socket.data.tokenExpiresAt;
  if (!socket.data.user || expiresAt === undefined || expiresAt === null) return false;
  return clockOf(socket.nsp.server).now().getTime() >= expiresAt;
}
