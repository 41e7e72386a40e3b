import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiationBatches, negotiations } from '../../../db/schema/negotiation';
import { procurementVendorItems, procurementVendors } from '../../../db/schema/procurement';
import { createAccount } from '../../../testing/factories';
import { insertVendor } from '../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { invitedSession, vendorToken } from '../../auction/auction-invitation.testing';

// The spec's read paths for outside clients (docs/rules/procurement.md#spec-api-paths-for-outside-clients).

let t: TestApp;
let own: Awaited<ReturnType<typeof invitedSession>>;
let other: Awaited<ReturnType<typeof invitedSession>>;
/** A vendor of `own`'s procurement linked only by a negotiation. */
let negotiating: { vendorId: string; accountId: string; token: string };
/** An account with the e-mail of a vendor of `own`'s procurement that was never invited. */
let uninvited: { vendorId: string; token: string };

const NOT_FOUND = { errors: [{ param: null, msg: 'Data not found' }] };
const BAD_ID = (param: string) => ({ errors: [{ param, msg: 'Id is not valid' }] });
const OWN_VENDOR_KEYS = ['_id', 'city', 'email', 'indicatorPrice', 'lastPrice', 'name', 'phone', 'phonePrefix', 'picVendor', 'procurementId', 'status'];
const OWN_ITEM_KEYS = ['_id', 'capableQty', 'indicatorPrice', 'item', 'lastPrice', 'procurementItemId', 'procurementVendorId'];

const participant = (id: string) => `/api/procurement-vendor/participant/${id}`;
const simulation = (id: string) => `/api/procurement-vendor/simulation/participant/${id}`;
const byAccount = (id: string) => `/api/secured/procurement-vendor/find-by-account/${id}`;
const byVendor = (id: string) => `/api/secured/procurement-vendor-item/${id}/by-vendor`;
const FIND_ITEMS = '/api/secured/procurement-vendor-item/find-by-vendor-and-item';
const itemsOf = (id: string) => `/api/secured/procurement-item/${id}/find-by-procurement`;

/** Everything that would name another vendor of `own`'s procurement than `vendorId`. */
async function othersOf(vendorId: string): Promise<string[]> {
  const rows = await t.app.ctx.db.select().from(procurementVendors).where(eq(procurementVendors.procurementId, own.procurement.id));
  const accounts = own.vendors.filter((v) => v.procurementVendorId !== vendorId).map((v) => v.accountId);
  return [...rows.filter((r) => r.id !== vendorId).flatMap((r) => [r.id, r.name, r.email]), ...accounts, negotiating.accountId].filter((s) => s !== undefined);
}

async function expectNothingOfOthers(body: unknown, vendorId: string) {
  const text = JSON.stringify(body);
  for (const secret of await othersOf(vendorId)) expect(text, secret).not.toContain(secret);
}

beforeAll(async () => {
  t = await startTestApp();
  own = await invitedSession(t);
  other = await invitedSession(t);
  const db = t.app.ctx.db;
  const [a, b] = own.vendors;
  // The buyer's evaluation of A, which A never reads; A offers both items, B the first.
  await db.update(procurementVendors).set({ administrationPassed: true, technicalScore: '87.50', indicatorPrice: '310000000.00' }).where(eq(procurementVendors.id, a!.procurementVendorId));
  await db.insert(procurementVendorItems).values([
    { procurementVendorId: a!.procurementVendorId, procurementItemId: own.itemIds[0]!, capableQty: '10.00', indicatorPrice: '140000000.00' },
    { procurementVendorId: a!.procurementVendorId, procurementItemId: own.itemIds[1]!, capableQty: null, technicalScore: '70.00' },
    { procurementVendorId: b!.procurementVendorId, procurementItemId: own.itemIds[0]!, capableQty: '5.00' },
  ]);

  const negotiated = await insertVendor(t, own.procurement.id, { name: 'PT Negosiasi Only', email: `nego.${Date.now().toString(36)}@vendor.co.id` });
  const account = await createAccount(t, { role: 'seller_auction', email: negotiated.email, password: null });
  const [batch] = await db.insert(negotiationBatches).values({ procurementId: own.procurement.id, name: 'Batch 1', status: 'ON_GOING', negotiationType: 'ONLINE' }).returning();
  await db.insert(negotiations).values({ batchId: batch!.id, procurementVendorId: negotiated.id, vendorAccountId: account.id, status: 'NOT_STARTED' });
  negotiating = { vendorId: negotiated.id, accountId: account.id, token: await vendorToken(t, negotiated.email) };

  const notInvited = await insertVendor(t, own.procurement.id, { name: 'PT Belum Diundang', email: `later.${Date.now().toString(36)}@vendor.co.id` });
  await createAccount(t, { role: 'seller_auction', email: notInvited.email, password: null });
  uninvited = { vendorId: notInvited.id, token: await vendorToken(t, notInvited.email) };
});
afterAll(() => t.close());

describe('GET /api/procurement-vendor/participant/{procurementId} and …/simulation/participant/{procurementId}', () => {
  it("gives the buyer every vendor of its procurement in the buyer's view, on both paths", async () => {
    const answer = await t.call('GET', participant(own.procurement.id), { token: own.buyer.token });
    expect(answer.status).toBe(200);
    const rows = answer.body.data as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(7);
    const a = rows.find((r) => r._id === own.vendors[0]!.procurementVendorId)!;
    expect(a).toMatchObject({ name: own.vendors[0]!.name, email: own.vendors[0]!.email, administrationPassed: true, technicalScore: '87.50', itemCount: 2 });
    expect(await t.call('GET', simulation(own.procurement.id), { token: own.buyer.token })).toEqual(answer);
  });

  it('gives a vendor its own row only, without the evaluation or any other vendor', async () => {
    const a = own.vendors[0]!;
    for (const path of [participant(own.procurement.id), simulation(own.procurement.id)]) {
      const answer = await t.call('GET', path, { token: a.token });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toHaveLength(1);
      expect(Object.keys(answer.body.data[0]).sort()).toEqual(OWN_VENDOR_KEYS);
      expect(answer.body.data[0]).toMatchObject({ _id: a.procurementVendorId, name: a.name, email: a.email, indicatorPrice: '310000000.00' });
      await expectNothingOfOthers(answer.body, a.procurementVendorId);
    }
    const nego = await t.call('GET', participant(own.procurement.id), { token: negotiating.token });
    expect(nego.body.data.map((r: { _id: string }) => r._id)).toEqual([negotiating.vendorId]);
  });

  it('answers 404 to another company, to a vendor of another procurement and to a vendor not yet invited', async () => {
    for (const token of [other.buyer.token, other.vendors[0]!.token, uninvited.token]) {
      for (const path of [participant(own.procurement.id), simulation(own.procurement.id)]) {
        expect(await t.call('GET', path, { token })).toEqual({ status: 404, body: NOT_FOUND });
      }
    }
    expect(await t.call('GET', participant(randomUUID()), { token: own.buyer.token })).toEqual({ status: 404, body: NOT_FOUND });
  });

  it('needs a token and a well-formed id', async () => {
    expect((await t.call('GET', participant(own.procurement.id))).status).toBe(401);
    expect((await t.call('GET', simulation(own.procurement.id))).status).toBe(401);
    expect(await t.call('GET', participant('not-a-uuid'), { token: own.buyer.token })).toEqual({ status: 400, body: BAD_ID('procurementId') });
  });
});

describe('GET /api/procurement-vendor/public/{procurementVendorId}', () => {
  it("gives the buyer and the vendor itself the row's company name and ids, nothing more", async () => {
    const a = own.vendors[0]!;
    const expected = { status: 200, body: { data: { _id: a.procurementVendorId, procurementId: own.procurement.id, name: a.name } } };
    expect(await t.call('GET', `/api/procurement-vendor/public/${a.procurementVendorId}`, { token: own.buyer.token })).toEqual(expected);
    expect(await t.call('GET', `/api/procurement-vendor/public/${a.procurementVendorId}`, { token: a.token })).toEqual(expected);
  });

  it('answers another vendor of the procurement 404, needs a token and a well-formed id', async () => {
    const [a, b] = own.vendors;
    expect(await t.call('GET', `/api/procurement-vendor/public/${a!.procurementVendorId}`, { token: b!.token })).toEqual({ status: 404, body: NOT_FOUND });
    expect((await t.call('GET', `/api/procurement-vendor/public/${a!.procurementVendorId}`)).status).toBe(401);
    expect(await t.call('GET', `/api/procurement-vendor/public/${randomUUID()}`, { token: own.buyer.token })).toEqual({ status: 404, body: NOT_FOUND });
    expect(await t.call('GET', '/api/procurement-vendor/public/1%20or%201=1', { token: own.buyer.token })).toEqual({ status: 400, body: BAD_ID('procurementVendorId') });
  });
});

describe('GET /api/secured/procurement-vendor/find-by-account/{accountId}', () => {
  it('gives a vendor the rows of its own account only', async () => {
    const a = own.vendors[0]!;
    const answer = await t.call('GET', byAccount(a.accountId), { token: a.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((r: { _id: string }) => r._id)).toEqual([a.procurementVendorId]);
    expect(Object.keys(answer.body.data[0]).sort()).toEqual(OWN_VENDOR_KEYS);
    await expectNothingOfOthers(answer.body, a.procurementVendorId);
    expect((await t.call('GET', byAccount(negotiating.accountId), { token: negotiating.token })).body.data.map((r: { _id: string }) => r._id)).toEqual([negotiating.vendorId]);
    expect(await t.call('GET', byAccount(own.vendors[1]!.accountId), { token: a.token })).toEqual({ status: 404, body: NOT_FOUND });
  });

  it("gives the buyer that account's rows in its company's procurements, and another company 404", async () => {
    const a = own.vendors[0]!;
    const answer = await t.call('GET', byAccount(a.accountId), { token: own.buyer.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(1);
    expect(answer.body.data[0]).toMatchObject({ _id: a.procurementVendorId, procurementId: own.procurement.id, technicalScore: '87.50', itemCount: 2 });
    expect(await t.call('GET', byAccount(a.accountId), { token: other.buyer.token })).toEqual({ status: 404, body: NOT_FOUND });
    expect(await t.call('GET', byAccount(randomUUID()), { token: own.buyer.token })).toEqual({ status: 404, body: NOT_FOUND });
  });

  it('needs a token and a well-formed id', async () => {
    expect((await t.call('GET', byAccount(own.vendors[0]!.accountId))).status).toBe(401);
    expect(await t.call('GET', byAccount('abc'), { token: own.buyer.token })).toEqual({ status: 400, body: BAD_ID('accountId') });
  });
});

describe('GET /api/secured/procurement-vendor-item/{vendorId}/by-vendor and POST …/find-by-vendor-and-item', () => {
  it("gives the buyer the Vendor Item dialog's rows", async () => {
    const a = own.vendors[0]!;
    const all = await t.call('GET', byVendor(a.procurementVendorId), { token: own.buyer.token });
    expect(all.status).toBe(200);
    expect(all.body.data.map((r: { procurementItemId: string }) => r.procurementItemId)).toEqual(own.itemIds);
    expect(all.body.data[0]).toMatchObject({ procurementVendorId: a.procurementVendorId, capableQty: '10.00', item: { subTotal: expect.any(String) } });
    const found = await t.call('POST', FIND_ITEMS, { token: own.buyer.token, body: { procVendorId: a.procurementVendorId, itemIds: [own.itemIds[1]] } });
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual([all.body.data[1]]);
  });

  it("gives a vendor its own items without the buyer's price, scores or other vendors", async () => {
    const a = own.vendors[0]!;
    const all = await t.call('GET', byVendor(a.procurementVendorId), { token: a.token });
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(2);
    expect(Object.keys(all.body.data[0]).sort()).toEqual(OWN_ITEM_KEYS);
    expect(Object.keys(all.body.data[0].item).sort()).toEqual(['itemCode', 'itemName', 'minCapableQty', 'prLine', 'quantity', 'uom']);
    expect(all.body.data[0]).toMatchObject({ procurementItemId: own.itemIds[0], capableQty: '10.00', indicatorPrice: '140000000.00' });
    // The buyer's estimate: price per unit and subtotal of the factory's item.
    expect(JSON.stringify(all.body)).not.toMatch(/"15000000\.00"|"150000000\.00"/);
    await expectNothingOfOthers(all.body, a.procurementVendorId);

    const found = await t.call('POST', FIND_ITEMS, { token: a.token, body: { procVendorId: a.procurementVendorId, itemIds: [own.itemIds[0], randomUUID()] } });
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual([all.body.data[0]]);
  });

  it("answers 404 to another vendor's row, to another company and to a vendor not yet invited", async () => {
    const b = own.vendors[1]!;
    const body = { procVendorId: b.procurementVendorId, itemIds: [own.itemIds[0]] };
    for (const token of [own.vendors[0]!.token, other.buyer.token, other.vendors[0]!.token]) {
      expect(await t.call('GET', byVendor(b.procurementVendorId), { token })).toEqual({ status: 404, body: NOT_FOUND });
      expect(await t.call('POST', FIND_ITEMS, { token, body })).toEqual({ status: 404, body: NOT_FOUND });
    }
    expect(await t.call('GET', byVendor(uninvited.vendorId), { token: uninvited.token })).toEqual({ status: 404, body: NOT_FOUND });
  });

  it('needs a token and valid input', async () => {
    const a = own.vendors[0]!;
    expect((await t.call('GET', byVendor(a.procurementVendorId))).status).toBe(401);
    expect((await t.call('POST', FIND_ITEMS, { body: { procVendorId: a.procurementVendorId, itemIds: [own.itemIds[0]] } })).status).toBe(401);
    expect(await t.call('GET', byVendor('x'), { token: a.token })).toEqual({ status: 400, body: BAD_ID('vendorId') });
    const bad = await t.call('POST', FIND_ITEMS, { token: a.token, body: { procVendorId: 'x', itemIds: [] } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { param: 'procVendorId', msg: 'Id is not valid' },
        { param: 'itemIds', msg: 'No Items Selected!' },
      ]),
    );
    expect((await t.call('POST', FIND_ITEMS, { token: a.token, body: { procVendorId: a.procurementVendorId, itemIds: ['nope'] } })).status).toBe(400);
  });
});

describe('GET /api/secured/procurement-item/{procurementId}/find-by-procurement', () => {
  it('gives the buyer every item of its procurement', async () => {
    const answer = await t.call('GET', itemsOf(own.procurement.id), { token: own.buyer.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.total).toBe(2);
    expect(answer.body.data.filteredData.map((i: { _id: string }) => i._id).sort()).toEqual([...own.itemIds].sort());
    expect(answer.body.data.filteredData[0]).toMatchObject({ procurementId: own.procurement.id, itemCode: expect.any(String), pricePerUnit: expect.any(String), quantity: '10.00' });
    expect(answer.body.data.grandTotal).toEqual(expect.any(String));
  });

  it('answers 404 to another company, 403 to a vendor, 401 without a token and 400 for a malformed id', async () => {
    expect(await t.call('GET', itemsOf(own.procurement.id), { token: other.buyer.token })).toEqual({ status: 404, body: NOT_FOUND });
    expect((await t.call('GET', itemsOf(own.procurement.id), { token: own.vendors[0]!.token })).status).toBe(403);
    expect((await t.call('GET', itemsOf(own.procurement.id))).status).toBe(401);
    expect(await t.call('GET', itemsOf('123'), { token: own.buyer.token })).toEqual({ status: 400, body: BAD_ID('procurementId') });
  });
});
