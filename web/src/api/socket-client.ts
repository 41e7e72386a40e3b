import type { ClientToServerEvents, ServerToClientEvents } from '@procura/domain/realtime/realtime.events';
import { io, type Socket } from 'socket.io-client';
import { readAccessToken } from './token-storage';

/** The realtime connection, typed by domain's event maps: a renamed event fails to compile. */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | null = null;

/** The one socket of this tab (same origin), opened on first use; it sends the current access token. */
export function getSocket(): AppSocket {
  socket ??= io({
    autoConnect: true,
    auth: (send) => send({ token: readAccessToken() }),
  });
  return socket;
}

export function closeSocket(): void {
  socket?.disconnect();
  socket = null;
}
