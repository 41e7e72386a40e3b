import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { runMigration, runMigrationsBefore } from '../../testing/migration-steps';

// Migration 0015 on a database written before it: the CHECK on the procurement's status.
const CHECK_MIGRATION = '0015_procurement_status_check.sql';

const db = new PGlite();
afterAll(async () => {
  await db.close();
});

const insertProcurement = (status: string) =>
  db.query(
    `insert into procurements (company_id, procurement_name, status, negotiation_type, evaluation_method, winner_type, bidding_type, currency_type)
     select id, 'Laptop', $1, 'REVERSE_AUCTION', 'LEAST_COST_SYSTEM', 'SINGLE_WINNER', 'TOTAL_PRICE', 'SINGLE_CURRENCY' from companies`,
    [status],
  );

describe('the migration that checks the procurement status', () => {
  it('keeps the stored statuses and refuses an unknown one afterwards', async () => {
    await runMigrationsBefore(db, CHECK_MIGRATION);
    await db.exec(`
      insert into companies (company_type, company_code, company_name, company_pic_name, company_email, company_phone_prefix, company_phone)
      values ('BUYER', 'C1', 'PT Satu', 'Andi', 'andi@example.com', '+62', '81234567')`);
    for (const status of ['DRAFT', 'OPEN', 'CLOSED', 'CANCELED', 'PENDING_APPROVAL']) await insertProcurement(status);

    await runMigration(db, CHECK_MIGRATION);

    expect((await db.query<{ n: number }>('select count(*)::int as n from procurements')).rows[0]!.n).toBe(5);
    await expect(insertProcurement('ARCHIVED')).rejects.toThrow(/procurements_status_check/);
    await expect(db.exec(`update procurements set status = 'open' where status = 'OPEN'`)).rejects.toThrow(/procurements_status_check/);
  });
});
