import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';

// For a test of one migration on a database written before it: the migrations one by one, by file.
const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

/** Runs one migration file, statement by statement. */
export async function runMigration(db: PGlite, file: string): Promise<void> {
  const text = fs.readFileSync(path.join(MIGRATIONS, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await db.exec(statement);
}

/** Runs every migration that comes before `file`, in order. */
export async function runMigrationsBefore(db: PGlite, file: string): Promise<void> {
  const before = fs.readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql') && f < file).sort();
  for (const earlier of before) await runMigration(db, earlier);
}
