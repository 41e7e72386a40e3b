import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procurementItems, procurements, procurementVendors } from '../../db/schema/procurement';
import { signIn } from '../../testing/factories';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { DEMO_PASSWORD, seedDemoData } from './demo-data.service';
import { DEMO_NEGOTIATION_NAME, DEMO_PROCUREMENT_NAME } from './demo-procurement';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

describe('demo data', () => {
  it('gives the demo buyer an open auction procurement with the three demo vendors and an open negotiation with two, however often it runs', async () => {
    await seedDemoData(t.app.ctx.db, t.app.ctx.changes);
    await seedDemoData(t.app.ctx.db, t.app.ctx.changes);
    const rows = await t.app.ctx.db.select().from(procurements).where(eq(procurements.procurementName, DEMO_PROCUREMENT_NAME));
    expect(rows).toHaveLength(1);
    const procurement = rows[0]!;
    expect(procurement.status).toBe('OPEN');
    expect(procurement.procurementNumber).toMatch(/^PRC-MJAB-\d{4}-\d{5}$/);
    const vendors = await t.app.ctx.db.select().from(procurementVendors).where(eq(procurementVendors.procurementId, procurement.id));
    expect(vendors.map((v) => v.email).sort()).toEqual(['vendor1@procura.demo', 'vendor2@procura.demo', 'vendor3@procura.demo']);
    expect(await t.app.ctx.db.select().from(procurementItems).where(eq(procurementItems.procurementId, procurement.id))).toHaveLength(2);

    const { access_token } = await signIn(t, 'buyer@procura.demo', DEMO_PASSWORD);
    const check = await t.call('GET', `/api/secured/auction/validate-create-session/${procurement.id}`, { token: access_token });
    expect(check).toEqual({ status: 200, body: { data: true } });

    const negotiations = await t.app.ctx.db.select().from(procurements).where(eq(procurements.procurementName, DEMO_NEGOTIATION_NAME));
    expect(negotiations.map((p) => [p.status, p.negotiationType])).toEqual([['OPEN', 'NEGOTIATION']]);
    const negotiationVendors = await t.app.ctx.db.select().from(procurementVendors).where(eq(procurementVendors.procurementId, negotiations[0]!.id));
    expect(negotiationVendors.map((v) => v.email).sort()).toEqual(['vendor1@procura.demo', 'vendor2@procura.demo']);
  });
});
