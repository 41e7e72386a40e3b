import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createLocalChangeFeed, createPostgresChangeFeed, type ChangeFeed } from '../platform/change-feed';
import { MIGRATIONS_DIR } from '../server-paths';
import { createPgliteFolder } from './pglite-first-start';

import type { Db, Executor } from './types';

export type { Db, Executor, Tx } from './types';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Writes announced to every node using this database (platform/change-feed.ts). */
  changes: ChangeFeed;
  close(): Promise<void>;
}

// Any fixed number: every node takes this lock before migrating, so only one migrates at a time.
const MIGRATION_LOCK_ID = 734_201;

/**
 * Whether the journal holds a migration the database has not applied (drizzle's own test: the newest
 * applied `created_at` against each migration's `when`). Asked first, so a node connected as a role
 * that may not create anything (docs/operations.md: the app's role) starts on a migrated database
 * without running the migrator, which creates its schema and table before anything else.
 */
async function migrationsPending(client: pg.PoolClient): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ when: number }> };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    const { rows } = await client.query<{ last: string | null }>('select max(created_at)::text as last from drizzle.__drizzle_migrations');
    return rows[0]?.last == null || Number(rows[0].last) < newest;
  } catch {
    return true;
  }
}

/**
 * What one statement may cost the app (decision 226): no statement runs past 15 s, none waits more
 * than 3 s for a lock (a session row held by a hung writer: the offers behind it are answered
 * busy, never left hanging), and no transaction sits idle holding its locks past 15 s.
 */
const STATEMENT_BOUNDS = { statement_timeout: 15_000, lock_timeout: 3_000, idle_in_transaction_session_timeout: 15_000 };

/**
 * Applies pending migrations, one node at a time (an advisory lock), on a connection of its own
 * without the app's bounds: a node may wait for another's migration, and a migration may be long.
 */
async function migrateOnce(databaseUrl: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on('error', () => undefined);
  try {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      if (await migrationsPending(lockClient)) await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
      lockClient.release();
    }
  } finally {
    await pool.end();
  }
}

/**
 * Opens the database and applies pending migrations.
 * `pgliteDir` undefined means an in-memory PGlite (tests), started from `pgliteData` (a saved data folder)
 * when given; `databaseUrl` selects PostgreSQL.
 */
export async function openDatabase(options: { databaseUrl?: string; pgliteDir?: string; pgliteData?: Blob }): Promise<Database> {
  if (options.databaseUrl) {
    await migrateOnce(options.databaseUrl);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, ...STATEMENT_BOUNDS });
    // PostgreSQL may end a connection at any time (restart, failover). The pool drops an idle one;
    // a checked-out one between two queries of a transaction emits 'error' on the client itself,
    // and unheard that would crash the process. Its next query fails instead, and the pool discards it.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool) as unknown as Db;
    const changes = createPostgresChangeFeed(db, options.databaseUrl);
    return {
      db,
      kind: 'postgres',
      changes,
      async close() {
        await changes.close();
        await pool.end();
      },
    };
  }

  if (options.pgliteDir) await createPgliteFolder(options.pgliteDir);
  // PGlite has one session; it queues queries itself, and transactions hold it exclusively.
  const client = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite(options.pgliteData ? { loadDataDir: options.pgliteData } : {});
  const pgliteDb = drizzlePglite(client);
  await migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_DIR });
  // PGlite has no autovacuum: fresh planner statistics at every start keep the list's plans
  // (bench/README.md). A stored database only; an in-memory one starts empty.
  if (options.pgliteDir) await client.exec('analyze');
  const db = pgliteDb as unknown as Db;
  const changes = createLocalChangeFeed(db);
  return {
    db,
    kind: 'pglite',
    changes,
    async close() {
      await changes.close();
      await client.close();
    },
  };
}

/** Cheap liveness query for /health/ready. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
