import { eq } from 'drizzle-orm';
import { accounts } from '../db/schema/auth';
import { procurementItems, procurements, procurementVendors } from '../db/schema/procurement';
import { refreshSearchVector } from '../features/procurement/list/procurement-search';
import { createAccount, signIn } from './factories';
import type { TestApp } from './test-app';

let counter = 0;
const next = () => (counter += 1);

/** A signed-in buyer of a fresh onboarded company: the tenant of most procurement tests. */
export async function buyerSession(t: TestApp) {
  const account = await createAccount(t, { role: 'buyer_auction', onboardedCompany: true });
  const [row] = await t.app.ctx.db.select({ companyId: accounts.companyId }).from(accounts).where(eq(accounts.id, account.id));
  const { access_token } = await signIn(t, account.email);
  return { token: access_token, accountId: account.id, companyId: row!.companyId!, email: account.email };
}

type ProcurementValues = Partial<typeof procurements.$inferInsert>;

/** A procurement written straight to the database (DRAFT, reverse auction, total price, IDR). */
export async function insertProcurement(t: TestApp, companyId: string, values: ProcurementValues = {}) {
  const [row] = await t.app.ctx.db
    .insert(procurements)
    .values({
      companyId,
      procurementName: `Pengadaan Laptop ${next()}`,
      negotiationType: 'REVERSE_AUCTION',
      evaluationMethod: 'LEAST_COST_SYSTEM',
      winnerType: 'SINGLE_WINNER',
      biddingType: 'TOTAL_PRICE',
      currencyType: 'SINGLE_CURRENCY',
      currency: 'IDR',
      ...values,
    })
    .returning();
  await refreshSearchVector(t.app.ctx.db, row!.id);
  return row!;
}

export async function insertItem(t: TestApp, procurementId: string, values: Partial<typeof procurementItems.$inferInsert> = {}) {
  const n = next();
  const [row] = await t.app.ctx.db
    .insert(procurementItems)
    .values({
      procurementId,
      itemCode: `ITM-${n}`,
      itemName: `Laptop 14 inci ${n}`,
      prNumber: `PR-${n}`,
      prLine: '1',
      quantity: '10.00',
      minCapableQty: '10.00',
      uom: 'Unit',
      pricePerUnit: '15000000.00',
      subTotal: '150000000.00',
      ...values,
    })
    .returning();
  await refreshSearchVector(t.app.ctx.db, procurementId);
  return row!;
}

export async function insertVendor(t: TestApp, procurementId: string, values: Partial<typeof procurementVendors.$inferInsert> = {}) {
  const n = next();
  const [row] = await t.app.ctx.db
    .insert(procurementVendors)
    .values({
      procurementId,
      name: `PT Vendor Sejahtera ${n}`,
      email: `vendor${n}.${Date.now().toString(36)}@vendor.co.id`,
      phonePrefix: '+62',
      phone: '62812345678',
      city: 'Jakarta',
      picVendor: 'Andi Wijaya',
      ...values,
    })
    .returning();
  return row!;
}
