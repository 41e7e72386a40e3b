import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@procura/domain/realtime/realtime.events';
import type { Clock } from './clock';
import { findForbiddenText } from './input-guard';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>;

/**
 * Socket.IO on the HTTP server. With REDIS_URL, rooms and broadcasts are shared by every node
 * through the Redis adapter; without it one process holds them (the single-node default).
 */
export function createRealtime(httpServer: HttpServer, clock: Clock, redisUrl?: string): { io: RealtimeServer; close(): Promise<void> } {
  const io: RealtimeServer = new Server(httpServer, { serveClient: false, cors: { origin: false } });
  const redisClients: Redis[] = [];
  if (redisUrl) {
    const pub = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  io.on('connection', (socket) => {
    // Socket payloads obey the request guard's text rule: a refused command is answered, never handled.
    socket.use((packet, next) => {
      const args = packet.slice(1);
      const found = args.filter((a) => typeof a !== 'function').map((a) => findForbiddenText(a)).find((f) => f !== null);
      if (!found) return next();
      const ack = args.at(-1);
      if (typeof ack === 'function') (ack as (answer: unknown) => void)({ errors: [found] });
    });
    // The sign-in page's ping/pong (spec 1 section 2.4); it also tells the browser the server time.
    socket.on('ping', () => socket.emit('pong', { serverNow: clock.now().toISOString() }));
  });

  return {
    io,
    async close() {
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
