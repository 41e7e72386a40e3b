import type { ClientToServerEvents, ServerToClientEvents } from '@procura/domain/realtime/realtime.events';
import { io, type Socket } from 'socket.io-client';
import { endSession } from '../auth/session-timeout';
import { isTokenConnectError, withRenewal } from './socket-auth.rules';
import { refreshAccessToken, RefreshFailedError } from '../auth/token-refresh';
import { readAccessToken, readRefreshToken } from '../auth/token-storage';

/** The realtime connection, typed by domain's event maps: a renamed event fails to compile. */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

// How long a renewal waits for the socket to be back before the rooms show their reconnecting notice.
const RECONNECT_TIMEOUT_MS = 10_000;

let socket: AppSocket | null = null;
/** The access token the last handshake sent: a renewal refreshes only when nothing newer is stored. */
let handshakeToken: string | null = null;
let renewal: Promise<boolean> | null = null;
let renewing = false;

/** True while the socket renews its sign-in (token refresh, then connecting again): rooms show no notice for it. */
export function isRenewingSignIn(): boolean {
  return renewing;
}

/** Connects `target` again (with the token stored now); true once connected, false when refused or not back in time. */
function reconnect(target: AppSocket): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (connected: boolean) => {
      window.clearTimeout(timer);
      target.off('connect', onConnect);
      target.off('connect_error', onError);
      resolve(connected);
    };
    const onConnect = () => done(true);
    // Socket.IO retries a transport failure itself (active); a refused handshake is final.
    const onError = () => !target.active && done(false);
    const timer = window.setTimeout(() => done(false), RECONNECT_TIMEOUT_MS);
    target.on('connect', onConnect);
    target.on('connect_error', onError);
    if (target.connected) target.disconnect();
    target.connect();
  });
}

async function renew(target: AppSocket): Promise<boolean> {
  // An HTTP 401 or another tab may already have stored a newer token than the socket's.
  const stored = readAccessToken();
  if (!stored || stored === handshakeToken) {
    const refreshToken = readRefreshToken();
    if (!refreshToken) return false;
    try {
      await refreshAccessToken(refreshToken);
    } catch (error) {
      endSession(error instanceof RefreshFailedError && error.reason === 'rejected');
      return false;
    }
  }
  return socket === target && reconnect(target);
}

/**
 * The socket's sign-in renewed: the token refreshed through the HTTP client's refresh path (one
 * exchange across tabs), then the socket connected again with it (`auth` is a callback, so the
 * handshake sends the new token; the rooms join again on 'connect'). One renewal at a time. A
 * refused refresh ends the session as the HTTP client does. Resolves true once connected again.
 */
export function renewSocket(): Promise<boolean> {
  const target = socket;
  if (!target) return Promise.resolve(false);
  if (!renewal) {
    renewing = true;
    renewal = renew(target).finally(() => {
      renewal = null;
      renewing = false;
    });
  }
  return renewal;
}

/**
 * A command on the tab's socket, answered by its ack. A refusal because the socket's token expired
 * renews the sign-in and sends the same command again (socket-auth.rules withRenewal): an offer
 * keeps its idempotency key, and the page never sees the routine refresh.
 */
export function sendCommand<T>(emit: (socket: AppSocket) => Promise<T>): Promise<T> {
  return withRenewal(() => emit(getSocket()), renewSocket);
}

/** The one socket of this tab (same origin), opened on first use; every handshake sends the current access token. */
export function getSocket(): AppSocket {
  if (socket) return socket;
  const created: AppSocket = io({
    autoConnect: true,
    auth: (send) => {
      handshakeToken = readAccessToken();
      send({ token: handshakeToken });
    },
  });
  created.on('connect_error', (error) => {
    // Socket.IO does not retry a handshake its middleware refused (socket.active is false then).
    if (!created.active && isTokenConnectError(error as Error & { data?: unknown })) void renewSocket();
  });
  // The server closes the sockets of a sign-in that ended (logout elsewhere, a password change):
  // connecting again sends the current token, and a refused one goes through the renewal above.
  created.on('disconnect', (reason) => {
    if (reason === 'io server disconnect' && socket === created && !renewing) created.connect();
  });
  socket = created;
  return created;
}

export function closeSocket(): void {
  socket?.disconnect();
  socket = null;
}
