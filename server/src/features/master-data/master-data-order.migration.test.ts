import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { runMigration, runMigrationsBefore } from '../../testing/migration-steps';

// Migration 0005 on a database written before it: lists with shared places and removed values.
const ORDER_MIGRATION = '0005_master_values_unique_order.sql';

const db = new PGlite();
afterAll(async () => {
  await db.close();
});

describe('the migration that makes places unique', () => {
  it('numbers each list 1, 2, 3… in its shown order and takes the places of removed values', async () => {
    await runMigrationsBefore(db, ORDER_MIGRATION);
    await db.exec(`
      insert into master_values (id, list, code, label_en, label_id, sort_order, removed_at) values
        (1, 'currencies', 'IDR', 'Rupiah', 'Rupiah', 1, null),
        (2, 'currencies', 'USD', 'Dollar', 'Dolar', 1, null),
        (3, 'currencies', 'EUR', 'Euro', 'Euro', 1, null),
        (4, 'currencies', 'JPY', 'Yen', 'Yen', 0, now()),
        (5, 'currencies', 'SGD', 'Singapore Dollar', 'Dolar Singapura', 7, null),
        (6, 'auctionTypes', 'CLOSE', 'Close', 'Tertutup', 2, null),
        (7, 'auctionTypes', 'OPEN', 'Open', 'Terbuka', 2, null)`);

    await runMigration(db, ORDER_MIGRATION);

    const rows = (await db.query<{ list: string; code: string; sort_order: number | null }>('select list, code, sort_order from master_values order by id')).rows;
    expect(rows.map((r) => `${r.list}:${r.code}:${r.sort_order}`)).toEqual([
      'currencies:IDR:1',
      'currencies:USD:2',
      'currencies:EUR:3',
      'currencies:JPY:null',
      'currencies:SGD:4',
      'auctionTypes:CLOSE:1',
      'auctionTypes:OPEN:2',
    ]);
    await expect(db.exec(`update master_values set sort_order = 1 where code = 'USD'`)).rejects.toThrow(/master_values_list_order_uq/);
  });
});
