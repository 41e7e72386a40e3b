import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { runMigration, runMigrationsBefore } from '../../testing/migration-steps';

// Migration 0013 on a database seeded before it: the CLOSE auction type's labels.
const LABEL_MIGRATION = '0013_auction_type_closed_label.sql';

const db = new PGlite();
afterAll(async () => {
  await db.close();
});

describe('the migration that names the CLOSE auction type Closed (sealed)', () => {
  it('renames the labels still as first seeded and keeps the ones the super admin edited', async () => {
    await runMigrationsBefore(db, LABEL_MIGRATION);
    await db.exec(`
      insert into master_values (list, code, label_en, label_id, sort_order) values
        ('auctionTypes', 'OPEN', 'Open', 'Terbuka', 1),
        ('auctionTypes', 'CLOSE', 'Close', 'Lelang Tertutup', 2),
        ('currencies', 'CLOSE', 'Close', 'Tertutup', 1)`);

    await runMigration(db, LABEL_MIGRATION);

    const rows = (await db.query<{ list: string; code: string; label_en: string; label_id: string }>('select list, code, label_en, label_id from master_values order by id')).rows;
    expect(rows.map((r) => `${r.list}:${r.code}:${r.label_en}:${r.label_id}`)).toEqual([
      'auctionTypes:OPEN:Open:Terbuka',
      'auctionTypes:CLOSE:Closed (sealed):Lelang Tertutup',
      'currencies:CLOSE:Close:Tertutup',
    ]);
  });
});
