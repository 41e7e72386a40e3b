import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procurements } from '../../db/schema/procurement';
import { buyerSession, insertItem, insertProcurement, insertVendor } from '../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { newInitiation, PERIOD } from './procurement.testing';

let t: TestApp;
let owner: Awaited<ReturnType<typeof buyerSession>>;
let intruder: Awaited<ReturnType<typeof buyerSession>>;
beforeAll(async () => {
  t = await startTestApp();
  owner = await buyerSession(t);
  intruder = await buyerSession(t);
});
afterAll(async () => {
  await t.close();
});

/** A procurement of the owner in the state where the call would succeed for the owner. */
async function ownerProcurement(kind: 'draft' | 'ready' | 'merit' | 'open') {
  if (kind === 'open') return insertProcurement(t, owner.companyId, { status: 'OPEN' });
  if (kind === 'merit') return insertProcurement(t, owner.companyId, { evaluationMethod: 'MERIT_POINT' });
  const row = await insertProcurement(t, owner.companyId, PERIOD);
  if (kind === 'ready') {
    await insertItem(t, row.id);
    await insertVendor(t, row.id);
    await insertVendor(t, row.id);
  }
  return row;
}

const ENDPOINTS: Array<{ name: string; kind: 'draft' | 'ready' | 'merit' | 'open'; method: string; path: (id: string) => string; body?: (id: string) => unknown }> = [
  { name: 'detail', kind: 'draft', method: 'GET', path: (id) => `/api/secured/procurement/${id}` },
  { name: 'update', kind: 'draft', method: 'PATCH', path: (id) => `/api/secured/procurement/${id}`, body: () => newInitiation() },
  { name: 'scoring', kind: 'merit', method: 'PATCH', path: (id) => `/api/secured/procurement/${id}/evaluation-score`, body: () => ({ administrationValue: 20, technicalValue: 30, priceValue: 50 }) },
  { name: 'submit', kind: 'ready', method: 'POST', path: (id) => `/api/secured/procurement/${id}/submit` },
  { name: 'cancel', kind: 'open', method: 'POST', path: (id) => `/api/secured/procurement/${id}/cancel`, body: () => ({ reason: 'Not needed' }) },
  { name: 'close preview', kind: 'open', method: 'GET', path: (id) => `/api/secured/procurement/${id}/close-preview` },
  { name: 'close', kind: 'open', method: 'POST', path: (id) => `/api/secured/procurement/${id}/close` },
  { name: 'bulk delete', kind: 'draft', method: 'DELETE', path: () => '/api/secured/procurement', body: (id) => ({ procurementIds: [id] }) },
];

describe('tenancy: another company sees nothing of a procurement', () => {
  for (const endpoint of ENDPOINTS) {
    it(`answers 404 to ${endpoint.method} ${endpoint.name} with another company's id, and leaves the row as it was`, async () => {
      const row = await ownerProcurement(endpoint.kind);
      const request = { body: endpoint.body?.(row.id) };
      const [before] = await t.app.ctx.db.select().from(procurements).where(eq(procurements.id, row.id));

      const foreign = await t.call(endpoint.method, endpoint.path(row.id), { ...request, token: intruder.token });
      expect(foreign).toEqual({ status: 404, body: { errors: [{ param: null, msg: 'Data not found' }] } });
      const [after] = await t.app.ctx.db.select().from(procurements).where(eq(procurements.id, row.id));
      expect(after).toEqual(before);

      // The same call by the owner succeeds: the 404 came from the tenant check, not the state.
      expect((await t.call(endpoint.method, endpoint.path(row.id), { ...request, token: owner.token })).status).toBe(200);
    });
  }

  it('never lists, finds or reindexes another company rows', async () => {
    const row = await insertProcurement(t, owner.companyId, { procurementName: 'Rahasia Perusahaan Pemilik' });
    const list = await t.call('GET', '/api/secured/procurement?limit=-1', { token: intruder.token });
    expect(list.body.data.filteredData.map((r: { _id: string }) => r._id)).not.toContain(row.id);
    const filtered = await t.call('GET', '/api/secured/procurement?query=rahasia', { token: intruder.token });
    expect(filtered.body.data).toEqual({ filteredData: [], total: 0 });
    const hits = await t.call('GET', '/api/secured/procurement/search?keyword=rahasia', { token: intruder.token });
    expect(hits.body.data).toEqual([]);
    const rebuilt = await t.call('POST', '/api/secured/procurement/rebuild-index', { token: intruder.token });
    expect(rebuilt.body.data.rebuilt).toBe(list.body.data.total);
    expect((await t.call('GET', '/api/secured/procurement/search?keyword=rahasia', { token: owner.token })).body.data).toHaveLength(1);
  });
});
