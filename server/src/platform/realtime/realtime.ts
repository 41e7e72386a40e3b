import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server, type DefaultEventsMap, type Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@procura/domain/realtime/realtime.events';
import { accessTokenExpiry, type AuthUser } from '../security/access-tokens';
import { systemClock, type Clock } from '../clock';
import { findForbiddenText } from '../http/input-guard';
import { drainCommands } from './realtime-drain';
import { requestResync, RESYNC_EVENT, watchRedis } from './realtime-resync';

// Running commands (an offer's transaction) get this long to finish and answer before sockets close.
const DRAIN_TIMEOUT_MS = 5_000;
const ACK_FLUSH_MS = 50;

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

/** The room of every socket of one sign-in (its refresh-token family): a revocation closes them all. */
export const signInRoom = (sessionId: string) => `sign-in:${sessionId}`;

/** The disconnect reason of sockets closed because this node stops: nothing is announced then. */
export const SHUTTING_DOWN = 'server shutting down';

/** The connect_error message of a refused token: the web refreshes its token and connects again. */
export const SOCKET_SESSION_TIMEOUT = 'Session Timeout';

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

// The clock of each realtime server (the app's: tests move it), for the token expiry of its sockets.
const clocks = new WeakMap<object, Clock>();

/**
 * Whether the access token a signed-in socket connected with has expired, by the server's clock.
 * A socket is only as good as its sign-in: its commands are then refused with 'Session Timeout'
 * (realtime-commands.ts) and the client refreshes its token and connects again. Ending the sign-in
 * itself (logout, revocation) closes the socket at once (signInRoom).
 */
export function signInExpired(socket: RealtimeSocket): boolean {
  const expiresAt = socket.data.tokenExpiresAt;
  if (!socket.data.user || expiresAt === undefined || expiresAt === null) return false;
  return (clocks.get(socket.nsp.server) ?? systemClock).now().getTime() >= expiresAt;
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
  clocks.set(io, clock);
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
        next();
      })
      .catch((error: unknown) => next(error instanceof Error ? error : refusal()));
  });

  io.on('connection', (socket) => {
    if (socket.data.user) void socket.join(signInRoom(socket.data.user.sessionId));
    // Socket payloads obey the request guard's text rule: a refused command is answered, never handled.
    socket.use((packet, next) => {
      const args = packet.slice(1);
      const found = args.filter((a) => typeof a !== 'function').map((a) => findForbiddenText(a)).find((f) => f !== null);
      if (!found) return next();
      const ack = args.at(-1);
      if (typeof ack === 'function') (ack as (answer: unknown) => void)({ errors: [found] });
    });
    // The sign-in page's ping/pong (docs/rules/realtime-and-platform.md#realtime-connection); it also tells the browser the server time.
    socket.on('ping', () => socket.emit('pong', { serverNow: clock.now().toISOString() }));
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
