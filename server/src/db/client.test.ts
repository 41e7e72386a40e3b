import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from './client';
import { addressOf, openTestDatabase } from '../testing/test-database';

// PostgreSQL may end a connection while a transaction holds it between two queries (a restart, a
// failover): the transaction fails, the process lives on, and the pool serves the next query on a
// fresh connection. Before, the client's unheard 'error' event crashed the node.
const env = loadConfig();

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe.skipIf(!env.DATABASE_URL)('a connection PostgreSQL ends inside a transaction', () => {
  let database: Database;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await openTestDatabase(env.DATABASE_URL);
    admin = new pg.Client({ connectionString: await addressOf(database, env.DATABASE_URL!) });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await database.close();
  });

  it('fails that transaction only; the next query is answered', async () => {
    const transaction = database.db.transaction(async (tx) => {
      const [{ pid }] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`)) as [{ pid: number }];
      await admin.query('select pg_terminate_backend($1)', [pid]);
      // Idle between two queries while the server ends the connection: the client hears it now.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect(rowsOf<{ one: number }>(await database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });
});
