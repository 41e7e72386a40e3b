import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

// Migration 0013 on a database seeded before it: the CLOSE auction type's labels.
const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');
const LABEL_MIGRATION = '0013_auction_type_closed_label.sql';

async function run(db: PGlite, file: string) {
  const text = fs.readFileSync(path.join(migrations, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await db.exec(statement);
}

const db = new PGlite();
afterAll(async () => {
  await db.close();
});

describe('the migration that names the CLOSE auction type Closed (sealed)', () => {
  it('renames the labels still as first seeded and keeps the ones the super admin edited', async () => {
    const before = fs.readdirSync(migrations).filter((f) => f.endsWith('.sql') && f < LABEL_MIGRATION).sort();
    for (const file of before) await run(db, file);
    await db.exec(`
      insert into master_values (list, code, label_en, label_id, sort_order) values
        ('auctionTypes', 'OPEN', 'Open', 'Terbuka', 1),
        ('auctionTypes', 'CLOSE', 'Close', 'Lelang Tertutup', 2),
        ('currencies', 'CLOSE', 'Close', 'Tertutup', 1)`);

    await run(db, LABEL_MIGRATION);

    const rows = (await db.query<{ list: string; code: string; label_en: string; label_id: string }>('select list, code, label_en, label_id from master_values order by id')).rows;
    expect(rows.map((r) => `${r.list}:${r.code}:${r.label_en}:${r.label_id}`)).toEqual([
      'auctionTypes:OPEN:Open:Terbuka',
      'auctionTypes:CLOSE:Closed (sealed):Lelang Tertutup',
      'currencies:CLOSE:Close:Tertutup',
    ]);
  });
});
