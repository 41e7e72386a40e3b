import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import type { Database, Db } from '../db/client';
import { addressOf, openTestDatabase } from '../testing/test-database';
import { createPostgresChangeFeed, type ChangeFeed } from './change-feed';

// Two nodes' feeds on one PostgreSQL database: what one writes, the other hears on commit.
const env = loadConfig();

/** Resolves at the next change the feed tells about `master-data`. */
const nextChange = (feed: ChangeFeed) =>
  new Promise<void>((resolve) => {
    void feed.subscribe('master-data', function once() {
      resolve();
    });
  });

describe.skipIf(!env.DATABASE_URL)('the change feed on PostgreSQL', () => {
  let database: Database;
  let url: string;
  let other: ChangeFeed;

  beforeAll(async () => {
    database = await openTestDatabase(env.DATABASE_URL);
    url = await addressOf(database, env.DATABASE_URL!);
    other = createPostgresChangeFeed(database.db, url);
  });
  afterAll(async () => {
    await other.close();
    await database.close();
  });

  it('tells another node after commit, never for a transaction that rolled back, and this node at once', async () => {
    const heardThere: string[] = [];
    const heardHere: string[] = [];
    await other.subscribe('master-data', () => heardThere.push('change'));
    await database.changes.subscribe('master-data', () => heardHere.push('change'));
    expect(other.hearing).toBe(true);

    await expect(
      database.changes.transaction('master-data', async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(heardHere).toEqual([]);

    const arrived = nextChange(other);
    await database.changes.transaction('master-data', async (tx) => tx.execute(sql`select 1`));
    expect(heardHere).toEqual(['change']); // told at commit, its own echo skipped
    await arrived;
    // Notifications arrive in commit order: had the rolled-back one been sent, it would be here too.
    expect(heardThere).toEqual(['change']);
  });

  it('tells subscribers when its connection is lost and again once it listens anew, not hearing in between', async () => {
    const told = vi.fn();
    await other.subscribe('master-data', told);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`);
    await admin.end();

    await vi.waitFor(() => expect(told).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await vi.waitFor(() => expect(other.hearing).toBe(true), { timeout: 5000 });
    expect(told).toHaveBeenCalledTimes(2);

    // And it hears writes again.
    const arrived = nextChange(other);
    await database.changes.transaction('master-data', async (tx) => tx.execute(sql`select 1`));
    await arrived;
  });
});

describe('a node that cannot reach PostgreSQL to listen', () => {
  it('is not hearing, so caches keep nothing, and closes cleanly', async () => {
    const feed = createPostgresChangeFeed({} as Db, 'postgres://nobody@127.0.0.1:1/none');
    await feed.subscribe('master-data', () => undefined);
    expect(feed.hearing).toBe(false);
    await feed.close();
  });
});
