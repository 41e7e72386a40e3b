import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { openFromTemplate, pgliteTemplate } from './pglite-template';

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(databaseUrl: string | undefined): Promise<Database> {
  if (!databaseUrl) {
    // A copy of the run's migrated template (pglite-template.ts), else a new one.
    const template = pgliteTemplate();
    return template ? openFromTemplate(template) : openDatabase({});
  }
  const name = `procura_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: databaseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** The address of a test database on the PostgreSQL server of `databaseUrl`, to open a second pool (another node) on it. */
export async function addressOf(database: Database, databaseUrl: string): Promise<string> {
  const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: Array<{ name: string }> };
  const url = new URL(databaseUrl);
  url.pathname = `/${result.rows[0]!.name}`;
  return url.toString();
}
