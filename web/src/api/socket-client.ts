import type { ClientToServerEvents, ServerToClientEvents } from '@procura/domain/realtime/realtime.events';
import { io, type Socket } from 'socket.io-client';
import { endSession } from './session-timeout';
import { isTokenConnectError } from './socket-auth.rules';
import { refreshAccessToken, RefreshFailedError } from './token-refresh';
import { readAccessToken, readRefreshToken } from './token-storage';

/** The realtime connection, typed by domain's event maps: a renamed event fails to compile. */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | null = null;
let refreshing = false;

/**
 * A handshake refused for the token: refresh it through the HTTP client's refresh path (one
 * exchange across tabs) and connect again; `auth` is a callback, so the new token is what the
 * next handshake sends. A refused refresh ends the session as the HTTP client does.
 */
async function refreshAndReconnect(target: AppSocket): Promise<void> {
  if (refreshing) return;
  const refreshToken = readRefreshToken();
  if (!refreshToken) return;
  refreshing = true;
  try {
    await refreshAccessToken(refreshToken);
    if (socket === target && !target.connected) target.connect();
  } catch (error) {
    endSession(error instanceof RefreshFailedError && error.reason === 'rejected');
  } finally {
    refreshing = false;
  }
}

/** The one socket of this tab (same origin), opened on first use; every handshake sends the current access token. */
export function getSocket(): AppSocket {
  if (socket) return socket;
  const created: AppSocket = io({
    autoConnect: true,
    auth: (send) => send({ token: readAccessToken() }),
  });
  created.on('connect_error', (error) => {
    // Socket.IO does not retry a handshake its middleware refused (socket.active is false then).
    if (!created.active && isTokenConnectError(error as Error & { data?: unknown })) void refreshAndReconnect(created);
  });
  // The server closes the sockets of a sign-in that ended (logout elsewhere, a password change):
  // connecting again sends the current token, and a refused one goes through the refresh above.
  created.on('disconnect', (reason) => {
    if (reason === 'io server disconnect' && socket === created) created.connect();
  });
  socket = created;
  return created;
}

export function closeSocket(): void {
  socket?.disconnect();
  socket = null;
}
