import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../db/client';

// A new in-memory PGlite runs initdb and then every migration: about 5 s of one core on a loaded CI
// machine, and the server suite opens well over a hundred of them. The suite's global setup makes one
// migrated database and keeps its data folder as a file; each test database starts from a copy of it
// (about 1 s), then runs the migrator as openDatabase does (nothing pending: it only checks).

/** Where the global setup leaves the template's file for the test processes it starts. */
const TEMPLATE_VARIABLE = 'PROCURA_TEST_PGLITE_TEMPLATE';

/**
 * vitest globalSetup: writes the migrated template once per run (not on PostgreSQL: DATABASE_URL),
 * before the test processes start, which inherit the variable naming it.
 */
export default async function setup(): Promise<() => void> {
  if (process.env.DATABASE_URL) return () => undefined;
  const dir = mkdtempSync(join(tmpdir(), 'procura-pglite-template-'));
  const file = join(dir, 'migrated.tar');
  const database = await openDatabase({});
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env[TEMPLATE_VARIABLE] = file;
  return () => {
    delete process.env[TEMPLATE_VARIABLE];
    rmSync(dir, { recursive: true, force: true });
  };
}

/** The template's file, when this run's global setup made one (not under the fault config, a bench script or PostgreSQL). */
export function pgliteTemplate(): string | undefined {
  const file = process.env[TEMPLATE_VARIABLE];
  return file && existsSync(file) ? file : undefined;
}

/** A fresh in-memory PGlite holding the template's data: what openDatabase({}) answers, without initdb. */
export function openFromTemplate(file: string): Promise<Database> {
  return openDatabase({ pgliteData: new Blob([readFileSync(file)]) });
}
