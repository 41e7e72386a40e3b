import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/types';

/** What can change; features hold caches of these and drop them when told. */
export type ChangeTopic = 'master-data';

export type Unsubscribe = () => void;

/** The open transaction a writer works in (what `db.transaction` hands its callback). */
export type WriteTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Tells every node that some data changed, so that what a node keeps in memory is dropped when
 * (and only when) it may be stale. Writers announce inside their transaction; readers subscribe.
 */
export interface ChangeFeed {
  /**
   * Runs `work` in a transaction that announces `topic`. This node's subscribers are told as soon
   * as it commits, the other nodes' when PostgreSQL delivers the notification (on commit, never
   * for a transaction that rolls back).
   */
  transaction<T>(topic: ChangeTopic, work: (tx: WriteTx) => Promise<T>): Promise<T>;
  /**
   * Calls `onChange` whenever `topic` may have changed: a write on any node, or a time during which
   * this node could not hear the others (the listener's connection was lost, then again when it is back).
   * Resolves once this node hears the other nodes (or has tried to).
   */
  subscribe(topic: ChangeTopic, onChange: () => void): Promise<Unsubscribe>;
  /** False while this node may miss another node's writes: a cache must not keep what it reads meanwhile. */
  readonly hearing: boolean;
  /** Where to report a lost or regained listener (the app's logger; nothing until set). */
  logTo(warn: (message: string) => void): void;
  close(): Promise<void>;
}

type Subscribers = Map<ChangeTopic, Set<() => void>>;

function tell(subscribers: Subscribers, topic: ChangeTopic | 'all') {
  const targets = topic === 'all' ? [...subscribers.values()] : [subscribers.get(topic) ?? new Set<() => void>()];
  for (const set of targets) for (const onChange of [...set]) onChange();
}

function addSubscriber(subscribers: Subscribers, topic: ChangeTopic, onChange: () => void): Unsubscribe {
  const set = subscribers.get(topic) ?? new Set();
  subscribers.set(topic, set.add(onChange));
  return () => void set.delete(onChange);
}

/**
 * PGlite: one process owns the database, so every write is made here and heard here at commit.
 */
export function createLocalChangeFeed(db: Db): ChangeFeed {
  const subscribers: Subscribers = new Map();
  return {
    hearing: true,
    logTo: () => undefined,
    async transaction(topic, work) {
      const result = await db.transaction(work);
      tell(subscribers, topic);
      return result;
    },
    async subscribe(topic, onChange) {
      return addSubscriber(subscribers, topic, onChange);
    },
    async close() {
      subscribers.clear();
    },
  };
}

const CHANNEL = 'procura_changes';
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * PostgreSQL: `pg_notify` in the writing transaction (delivered to every listening node on commit),
 * heard on one dedicated connection per node that LISTENs. A lost connection is retried with a
 * growing wait; while it is down the node is not `hearing`, and subscribers are told both when it is
 * lost and when it is back, since notifications sent in between never arrive. No expiry timer: a
 * cache lives until a write or a gap in hearing.
 */
export function createPostgresChangeFeed(db: Db, connectionString: string): ChangeFeed {
  let log: (message: string) => void = () => undefined;
  const subscribers: Subscribers = new Map();
  // This node tells its own subscribers at commit; the echo of its own notification is skipped.
  const nodeId = randomUUID();
  let client: pg.Client | undefined;
  let hearing = false;
  let closed = false;
  let started: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  let listenedBefore = false;

  function lost(which: pg.Client, reason: string) {
    if (client !== which) return; // an older connection's late event
    client = undefined;
    hearing = false;
    which.removeAllListeners('notification');
    which.end().catch(() => undefined);
    tell(subscribers, 'all');
    if (closed) return;
    const wait = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** failures);
    failures += 1;
    log(`change feed: not hearing other nodes (${reason}); listening again in ${wait} ms`);
    retryTimer = setTimeout(() => void listen(), wait);
  }

  async function listen(): Promise<void> {
    if (closed) return;
    const candidate = new pg.Client({ connectionString });
    client = candidate;
    // An unheard 'error' event would end the process; both events mean the same here.
    candidate.on('error', (error) => lost(candidate, error.message));
    candidate.on('end', () => lost(candidate, 'connection ended'));
    candidate.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      const { topic, node } = JSON.parse(message.payload) as { topic: ChangeTopic; node: string };
      if (node !== nodeId) tell(subscribers, topic);
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      lost(candidate, error instanceof Error ? error.message : String(error));
      return;
    }
    if (client !== candidate) return;
    hearing = true;
    failures = 0;
    if (!listenedBefore) {
      listenedBefore = true;
      return;
    }
    log('change feed: hearing other nodes again');
    // Whatever was read while not hearing may have missed a write.
    tell(subscribers, 'all');
  }

  return {
    get hearing() {
      return hearing;
    },
    logTo(warn) {
      log = warn;
    },
    async transaction(topic, work) {
      const result = await db.transaction(async (tx) => {
        const value = await work(tx);
        await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ topic, node: nodeId })})`);
        return value;
      });
      tell(subscribers, topic);
      return result;
    },
    async subscribe(topic, onChange) {
      const unsubscribe = addSubscriber(subscribers, topic, onChange);
      started ??= listen();
      await started;
      return unsubscribe;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      subscribers.clear();
      const last = client;
      client = undefined;
      hearing = false;
      await last?.end().catch(() => undefined);
    },
  };
}
