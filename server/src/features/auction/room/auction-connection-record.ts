import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { CONNECTION_STALE_MS, CONNECTION_TOUCH_MS } from '@procura/domain/auction/room/auction-connections.rules';
import { auctionConnections } from '../../../db/schema/auction-connections';
import type { AppContext } from '../../../platform/context';
import type { RealtimeServer } from '../../../platform/realtime/realtime';

// The connection record's writer (docs/rules/auction-bidding.md#connection-record, decision 212).
// Each node watches its own sockets entering and leaving a vendor's own room of a session (the
// adapter's join-room and leave-room: JOIN_AUCTION, LEAVE_AUCTION, a disconnect, the node's
// shutdown) and measures each socket's round trip on engine.io's heartbeat (the server's ping to the
// client's pong). Nothing is written on the offer's path: the events are queued in memory and written
// every CONNECTION_TOUCH_MS in a few statements, which also touch the node's open rows (`lastSeenAt`).
// A node that crashed stops touching; its open rows end at their last touch (read as such at once,
// and closed so by the next node that starts or sweeps).

const VENDOR_ROOM = /^auction:([^:]+):vendor:([^:]+)$/;

interface Open {
  auctionId: string;
  accountId: string;
  socketId: string;
  joinedAt: Date;
  leftAt: Date | null;
}

export interface ConnectionRecorder {
  readonly nodeId: string;
  /** Writes what is queued and touches this node's open rows (the timer calls it; tests call it). */
  flush(): Promise<void>;
  /** Closes stale open rows of any node at their last touch (at start and every CONNECTION_STALE_MS). */
  sweep(): Promise<void>;
  /** The node stops: the last events are written (sockets already told to leave). */
  stop(): Promise<void>;
  /** A crash, for tests: the timers stop and nothing more is written. */
  abandon(): void;
}

const recorders = new WeakMap<object, ConnectionRecorder>();

/** The recorder of an app's realtime server (tests flush it). */
export function connectionRecorderOf(io: RealtimeServer): ConnectionRecorder {
  const recorder = recorders.get(io);
  if (!recorder) throw new Error('no connection recorder on this server');
  return recorder;
}

const keyOf = (socketId: string, auctionId: string) => `${socketId}|${auctionId}`;

// A measured connection's heartbeat, keyed by engine.io's socket: its two listeners are the same
// functions for every connection (`this` is that socket), so a vendor's socket holds no closure of ours.
interface Heartbeat {
  socketId: string;
  pingAt: number | null;
  record(socketId: string, rttMs: number): void;
}
const heartbeats = new WeakMap<object, Heartbeat>();

function onPacketCreate(this: object, packet: { type: string }): void {
  const beat = packet.type === 'ping' ? heartbeats.get(this) : undefined;
  if (beat) beat.pingAt = performance.now();
}

function onPacket(this: object, packet: { type: string }): void {
  const beat = packet.type === 'pong' ? heartbeats.get(this) : undefined;
  if (!beat || beat.pingAt === null) return;
  beat.record(beat.socketId, Math.round(performance.now() - beat.pingAt));
  beat.pingAt = null;
}

/** Starts recording this node's vendor sockets in session rooms. */
export function recordConnections(io: RealtimeServer, ctx: AppContext): ConnectionRecorder {
  const nodeId = randomUUID();
  let opens: Open[] = [];
  let closes: Array<{ socketId: string; auctionId: string; leftAt: string }> = [];
  const rtts = new Map<string, number>();
  const openKeys = new Set<string>();
  let stopped = false;
  let writing: Promise<void> = Promise.resolve();
  let lastSweep = 0;

  const record = (socketId: string, rttMs: number) => {
    if (!stopped) rtts.set(socketId, rttMs);
  };
  const measure = (socketId: string) => {
    const conn = io.of('/').sockets.get(socketId)?.conn;
    if (!conn || heartbeats.has(conn)) return;
    heartbeats.set(conn, { socketId, pingAt: null, record });
    conn.on('packetCreate', onPacketCreate);
    conn.on('packet', onPacket);
  };

  const adapter = io.of('/').adapter;
  adapter.on('join-room', (room: string, socketId: string) => {
    const match = VENDOR_ROOM.exec(room);
    if (!match || stopped) return;
    const key = keyOf(socketId, match[1]!);
    if (openKeys.has(key)) return;
    openKeys.add(key);
    opens.push({ auctionId: match[1]!, accountId: match[2]!, socketId, joinedAt: ctx.clock.now(), leftAt: null });
    measure(socketId);
  });
  adapter.on('leave-room', (room: string, socketId: string) => {
    const match = VENDOR_ROOM.exec(room);
    if (!match || stopped) return;
    const key = keyOf(socketId, match[1]!);
    if (!openKeys.delete(key)) return;
    const now = ctx.clock.now();
    const queued = opens.find((o) => o.socketId === socketId && o.auctionId === match[1] && o.leftAt === null);
    if (queued) queued.leftAt = now;
    else closes.push({ socketId, auctionId: match[1]!, leftAt: now.toISOString() });
  });

  const write = async () => {
    const now = ctx.clock.now();
    const [newOpens, newCloses, newRtts] = [opens, closes, new Map(rtts)];
    opens = [];
    closes = [];
    rtts.clear();
    try {
      if (newOpens.length > 0) {
        await ctx.db.insert(auctionConnections).values(
          newOpens.map((o) => ({ auctionId: o.auctionId, accountId: o.accountId, nodeId, socketId: o.socketId, joinedAt: o.joinedAt, leftAt: o.leftAt, lastSeenAt: o.leftAt ?? now, rttMs: newRtts.get(o.socketId) ?? null })),
        );
      }
      if (newCloses.length > 0) {
        await ctx.db.execute(sql`
          update auction_connections c set left_at = x.left_at::timestamptz, last_seen_at = x.left_at::timestamptz
          from jsonb_to_recordset(${JSON.stringify(newCloses.map((c) => ({ socket_id: c.socketId, auction_id: c.auctionId, left_at: c.leftAt })))}::jsonb)
            as x(socket_id text, auction_id text, left_at text)
          where c.node_id = ${nodeId} and c.socket_id = x.socket_id and c.auction_id = x.auction_id::uuid and c.left_at is null`);
      }
      if (newRtts.size > 0) {
        await ctx.db.execute(sql`
          update auction_connections c set rtt_ms = x.rtt_ms
          from jsonb_to_recordset(${JSON.stringify([...newRtts].map(([socketId, rtt]) => ({ socket_id: socketId, rtt_ms: rtt })))}::jsonb) as x(socket_id text, rtt_ms int)
          where c.node_id = ${nodeId} and c.socket_id = x.socket_id and c.left_at is null`);
      }
      if (openKeys.size > 0) {
        await ctx.db.update(auctionConnections).set({ lastSeenAt: now }).where(and(eq(auctionConnections.nodeId, nodeId), isNull(auctionConnections.leftAt)));
      }
    } catch (error) {
      // The database was away: the events wait for the next write (a touch missed is only a touch).
      opens = [...newOpens, ...opens];
      closes = [...newCloses, ...closes];
      for (const [socketId, rtt] of newRtts) if (!rtts.has(socketId)) rtts.set(socketId, rtt);
      ctx.log.warn({ err: error }, 'connection record write failed');
    }
    if (now.getTime() - lastSweep >= CONNECTION_STALE_MS) await sweep();
  };

  const sweep = async () => {
    const now = ctx.clock.now();
    lastSweep = now.getTime();
    try {
      await ctx.db
        .update(auctionConnections)
        .set({ leftAt: sql`${auctionConnections.lastSeenAt}` })
        .where(and(isNull(auctionConnections.leftAt), lt(auctionConnections.lastSeenAt, new Date(now.getTime() - CONNECTION_STALE_MS))));
    } catch (error) {
      ctx.log.warn({ err: error }, 'connection record sweep failed');
    }
  };

  const flush = () => (writing = writing.then(write));
  const timer = setInterval(() => {
    if (!stopped) void flush();
  }, CONNECTION_TOUCH_MS);
  timer.unref();

  const recorder: ConnectionRecorder = {
    nodeId,
    flush,
    sweep: () => (writing = writing.then(sweep)),
    async stop() {
      if (stopped) return;
      clearInterval(timer);
      await flush();
      stopped = true;
    },
    abandon() {
      clearInterval(timer);
      stopped = true;
      opens = [];
      closes = [];
      openKeys.clear();
    },
  };
  recorders.set(io, recorder);
  return recorder;
}
