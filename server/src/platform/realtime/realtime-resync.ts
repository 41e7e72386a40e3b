import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

// Redis away and back (a restart, a failover). Redis pub/sub keeps nothing for an absent subscriber,
// so whatever the nodes announced to each other meanwhile is lost: a client may have missed offers
// made on another node. When a node's Redis connections are back it asks every node (itself too,
// and again when its own subscriber is back) to send its local sockets their full state; features
// register what that is for their rooms (the auction rooms: AUCTION_STATE, docs/realtime.md).

type Resync = () => Promise<void>;

/** The event between nodes (Socket.IO serverSideEmit): send your sockets their state. */
export const RESYNC_EVENT = 'procura:resync';
// Several connections come back together (publisher, subscriber, other nodes): one resync after the last.
const SETTLE_MS = 500;

interface ResyncState {
  listeners: Set<Resync>;
  timer?: NodeJS.Timeout;
}

// Keyed by the Socket.IO server: several apps in one process (tests, benches) resync apart.
const states = new WeakMap<object, ResyncState>();

function stateOf(io: object): ResyncState {
  let state = states.get(io);
  if (!state) {
    state = { listeners: new Set() };
    states.set(io, state);
  }
  return state;
}

/** Registers what a resync sends to this node's sockets (each listener catches its own failures). */
export function onResync(io: object, listener: Resync): void {
  stateOf(io).listeners.add(listener);
}

/** Runs every listener once, shortly after the last request. */
export function requestResync(io: object): void {
  const state = stateOf(io);
  clearTimeout(state.timer);
  state.timer = setTimeout(() => {
    for (const listener of state.listeners) void listener();
  }, SETTLE_MS);
  state.timer.unref();
}

/**
 * Keeps the node alive and whole while Redis is away: an error is logged once per loss (ioredis
 * reconnects by itself), a publish refused meanwhile is dropped instead of ending the process as an
 * unhandled rejection (the Redis adapter never waits for its publishes), and when a connection is
 * back `back()` runs.
 */
export function watchRedis(clients: { pub: Redis; sub: Redis }, log: FastifyBaseLogger | undefined, back: () => void): void {
  const publish = clients.pub.publish.bind(clients.pub) as (...args: unknown[]) => Promise<number>;
  (clients.pub as unknown as { publish: (...args: unknown[]) => Promise<number> }).publish = (...args) => {
    const published = publish(...args);
    published.catch(() => undefined);
    return published;
  };
  for (const [name, client] of Object.entries(clients)) {
    let lost = false;
    client.on('error', (error: Error) => {
      if (lost) return;
      lost = true;
      log?.warn({ err: error }, `Redis ${name} connection lost: other nodes' broadcasts are not heard until it is back`);
    });
    client.on('close', () => {
      lost = true;
    });
    client.on('ready', () => {
      if (!lost) return;
      lost = false;
      log?.warn(`Redis ${name} connection back: every node resynchronises its clients`);
      back();
    });
  }
}
