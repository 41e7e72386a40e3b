import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { accessTokenExpiry, type AuthUser } from '../security/access-tokens';
import type { Clock } from '../clock';
import { attachDispatcher, onSignal } from './realtime-commands';
import { drainCommands } from './realtime-drain';
import { requestResync, RESYNC_EVENT, watchRedis } from './realtime-resync';
import { SOCKET_SESSION_TIMEOUT, useClock, type RealtimeServer } from './realtime-socket';

export { signInExpired, SOCKET_SESSION_TIMEOUT, type RealtimeServer, type RealtimeSocket, type SocketData } from './realtime-socket';

// Running commands (an offer's transaction) get this long to finish and answer before sockets close.
const DRAIN_TIMEOUT_MS = 5_000;
const ACK_FLUSH_MS = 50;

/** The room of every socket of one sign-in (its refresh-token family): a revocation closes them all. */
export const signInRoom = (sessionId: string) => `sign-in:${sessionId}`;

/** The disconnect reason of sockets closed because this node stops: nothing is announced then. */
export const SHUTTING_DOWN = 'server shutting down';

/** A refusal at connect: `message` for the client's connect_error, `data` in the HTTP envelope. */
function refusal(): Error & { data: unknown } {
  const error = new Error(SOCKET_SESSION_TIMEOUT) as Error & { data: unknown };
  error.data = { status: 401, errors: [{ param: null, msg: SOCKET_SESSION_TIMEOUT }] };
  return error;
}

/**
 * The handshake's `auth.token`: absent (or null, or empty) keeps the socket anonymous (the sign-in
 * page's ping and the demo room need no account); a token must be a valid access token of a live
 * sign-in, checked like the HTTP guard does, or the connection is refused with 'Session Timeout'.
 * The token is checked at connect; a later logout or revocation closes the socket (signInRoom), and
 * its reconnect is then refused. Its expiry is kept: commands after it are refused (signInExpired).
 */
async function authenticateHandshake(auth: unknown, verify: VerifyToken): Promise<{ user: AuthUser; expiresAt: number | null } | null> {
  const token = auth && typeof auth === 'object' ? (auth as { token?: unknown }).token : undefined;
  if (token === undefined || token === null || token === '') return null;
  if (typeof token !== 'string') throw refusal();
  try {
    const user = await verify(token);
    return { user, expiresAt: accessTokenExpiry(token) };
  } catch {
    throw refusal();
  }
}

function forgetToken(auth: unknown): void {
  if (auth && typeof auth === 'object' && 'token' in auth) delete (auth as { token?: unknown }).token;
}

/** Checks an access token as the HTTP guard does (signature, expiry, a sign-in not revoked). */
export type VerifyToken = (token: string) => Promise<AuthUser>;

/**
 * Socket.IO on the HTTP server. With REDIS_URL, rooms and broadcasts are shared by every node
 * through the Redis adapter; without it one process holds them (the single-node default).
 */
export function createRealtime(
  httpServer: HttpServer,
  clock: Clock,
  verify: VerifyToken,
  redis?: { url: string; channelPrefix: string; log?: FastifyBaseLogger },
): { io: RealtimeServer; close(): Promise<void> } {
  const io: RealtimeServer = new Server(httpServer, { serveClient: false, cors: { origin: false } });
  useClock(io, clock);
  const redisClients: Redis[] = [];
  if (redis) {
    const pub = new Redis(redis.url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    redisClients.push(pub, sub);
    // Redis away and back: the node lives on, and every node's clients get their full state again (realtime-resync.ts).
    watchRedis({ pub, sub }, redis.log, () => {
      requestResync(io);
      io.serverSideEmit(RESYNC_EVENT);
    });
    io.adapter(createAdapter(pub, sub, { key: redis.channelPrefix }));
    io.on(RESYNC_EVENT, () => requestResync(io));
  }

  io.use((socket, next) => {
    authenticateHandshake(socket.handshake.auth, verify)
      .then((signedIn) => {
        socket.data.user = signedIn?.user ?? null;
        socket.data.tokenExpiresAt = signedIn?.expiresAt ?? null;
        // Read once: the socket keeps its caller and expiry, not the token (about 0.3 KB a socket, and a
        // token that fetchSockets would otherwise carry to every node through Redis).
        forgetToken(socket.handshake.auth);
        next();
      })
      .catch((error: unknown) => next(error instanceof Error ? error : refusal()));
  });

  // The sign-in page's ping/pong (docs/rules/realtime-and-platform.md#realtime-connection); it also tells the browser the server time.
  onSignal(io, 'ping', (socket) => socket.emit('pong', { serverNow: clock.now().toISOString() }));

  io.on('connection', (socket) => {
    if (socket.data.user) void socket.join(signInRoom(socket.data.user.sessionId));
    // The commands every feature registered for this server (realtime-commands.ts), with the text guard first.
    attachDispatcher(socket);
  });

  return {
    io,
    async close() {
      await drainCommands(io, DRAIN_TIMEOUT_MS);
      // io.close() discards what a connection has not written yet: the last acks go out first.
      await new Promise((resolve) => setTimeout(resolve, ACK_FLUSH_MS));
      // Closing disconnects every socket with the reason 'server shutting down' (SHUTTING_DOWN).
      await new Promise<void>((resolve) => void io.close(() => resolve()));
      await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
