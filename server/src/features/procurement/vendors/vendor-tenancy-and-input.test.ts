import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procurementVendorItems, procurementVendors } from '../../../db/schema/procurement';
import { createAccount, signIn } from '../../../testing/factories';
import { insertItem, insertVendor } from '../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { meritPointSetup, vendorBody } from './procurement-vendor.testing';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const VENDOR = '/api/secured/procurement-vendor';

interface Ids {
  procurementId: string;
  vendorId: string;
  itemId: string;
  vendorItemId: string;
}

/** Every call of this feature, aimed at the given ids. */
function everyCall(ids: Ids): Array<[string, string, unknown?]> {
  const { procurementId, vendorId, itemId, vendorItemId } = ids;
  return [
    ['GET', `${VENDOR}?procurementId=${procurementId}`],
    ['GET', `${VENDOR}/${vendorId}`],
    ['POST', VENDOR, vendorBody(procurementId)],
    ['PATCH', `${VENDOR}/${vendorId}`, vendorBody(procurementId)],
    ['DELETE', VENDOR, { procurementId, procurementVendorIds: [vendorId] }],
    ['GET', `${VENDOR}/${vendorId}/items`],
    ['GET', `${VENDOR}/${vendorId}/available-items`],
    ['POST', `${VENDOR}/${vendorId}/items`, { procurementId, items: [{ procurementItemId: itemId }] }],
    ['DELETE', '/api/secured/procurement-vendor-item/many', { procurementVendorItemIds: [vendorItemId] }],
    ['PATCH', `${VENDOR}/${vendorId}/administration-score`, { procurementId, passed: true }],
    ['PATCH', `${VENDOR}/${vendorId}/technical-score`, { procurementId, score: 80 }],
    ['PATCH', `${VENDOR}/${vendorId}/item-technical-scores`, { procurementId, scores: [{ procurementVendorItemId: vendorItemId, score: 80 }] }],
    ['GET', `${VENDOR}/${vendorId}/unit-prices`],
    ['GET', `/api/secured/procurement/${procurementId}/evaluation`],
    ['GET', `/api/secured/procurement/${procurementId}/evaluation/by-item`],
    ['GET', `/api/secured/procurement/${procurementId}/evaluation/by-vendor`],
    ['GET', `/api/secured/procurement/${procurementId}/evaluation/export`],
  ];
}

async function companyWithData(values: Parameters<typeof meritPointSetup>[1] = {}) {
  const setup = await meritPointSetup(t, values);
  const [vendorItem] = await t.app.ctx.db
    .insert(procurementVendorItems)
    .values({ procurementVendorId: setup.vendors[0].id, procurementItemId: setup.item.id, capableQty: '10.00' })
    .returning();
  const ids: Ids = { procurementId: setup.procurement.id, vendorId: setup.vendors[0].id, itemId: setup.item.id, vendorItemId: vendorItem!.id };
  return { ...setup, ids };
}

describe('tenancy', () => {
  it('answers 404 "Data not found" on every call with another company’s ids, and changes nothing', async () => {
    const victim = await companyWithData();
    const intruder = await companyWithData();
    const before = await t.app.ctx.db.select().from(procurementVendors).where(eq(procurementVendors.procurementId, victim.procurement.id));
    for (const [method, path, body] of everyCall(victim.ids)) {
      const answer = await t.call(method, path, { token: intruder.token, body });
      expect({ method, path, status: answer.status, body: answer.body }).toEqual({
        method,
        path,
        status: 404,
        body: { errors: [{ param: null, msg: 'Data not found' }] },
      });
    }
    const after = await t.app.ctx.db.select().from(procurementVendors).where(eq(procurementVendors.procurementId, victim.procurement.id));
    expect(after).toEqual(before);
    expect(await t.app.ctx.db.select().from(procurementVendorItems).where(eq(procurementVendorItems.id, victim.ids.vendorItemId))).toHaveLength(1);
  });

  it('answers 404 when the intruder mixes its own procurement with another company’s vendor or vendor item', async () => {
    const victim = await companyWithData({ biddingType: 'UNIT_PRICE' });
    const intruder = await companyWithData({ biddingType: 'UNIT_PRICE' });
    const own = intruder.ids.procurementId;
    const mixed: Array<[string, string, unknown]> = [
      ['PATCH', `${VENDOR}/${victim.ids.vendorId}`, vendorBody(own)],
      ['DELETE', VENDOR, { procurementId: own, procurementVendorIds: [victim.ids.vendorId] }],
      ['PATCH', `${VENDOR}/${victim.ids.vendorId}/administration-score`, { procurementId: own, passed: false }],
      ['PATCH', `${VENDOR}/${intruder.ids.vendorId}/item-technical-scores`, { procurementId: own, scores: [{ procurementVendorItemId: victim.ids.vendorItemId, score: 1 }] }],
      ['DELETE', '/api/secured/procurement-vendor-item/many', { procurementVendorItemIds: [intruder.ids.vendorItemId, victim.ids.vendorItemId] }],
    ];
    for (const [method, path, body] of mixed) {
      const answer = await t.call(method, path, { token: intruder.token, body });
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    }
    // Another company's item cannot be attached to one's own vendor either.
    const attach = await t.call('POST', `${VENDOR}/${intruder.ids.vendorId}/items`, {
      token: intruder.token,
      body: { procurementId: own, items: [{ procurementItemId: victim.ids.itemId }] },
    });
    expect(attach.body.errors).toEqual([{ param: 'items.0.procurementItemId', msg: 'This item is not part of the procurement' }]);
  });

  it('lets only an onboarded buyer in: 401 without a token, 403 for a vendor or a buyer without a company', async () => {
    const owner = await companyWithData();
    const seller = await createAccount(t, { role: 'seller_auction' });
    const buyerWithoutCompany = await createAccount(t, { role: 'buyer_auction' });
    const sellerToken = (await signIn(t, seller.email)).access_token;
    const newcomerToken = (await signIn(t, buyerWithoutCompany.email)).access_token;
    for (const [method, path, body] of everyCall(owner.ids)) {
      expect((await t.call(method, path, { body })).status).toBe(401);
      expect((await t.call(method, path, { token: sellerToken, body })).status).toBe(403);
      const newcomer = await t.call(method, path, { token: newcomerToken, body });
      expect(newcomer.status).toBe(403);
      expect(newcomer.body.errors).toEqual([{ param: null, msg: 'Please complete your company onboarding first' }]);
    }
  });
});

describe('bad input', () => {
  const expectEnvelope = (answer: { status: number; body: unknown }) => {
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errors: expect.arrayContaining([{ param: expect.toSatisfy((p) => p === null || typeof p === 'string'), msg: expect.any(String) }]) });
  };

  it('refuses 1 MB fields with the field’s length message', async () => {
    const { token, ids } = await companyWithData();
    const huge = 'x'.repeat(1_000_000);
    const answer = await t.call('POST', VENDOR, {
      token,
      body: vendorBody(ids.procurementId, { name: huge, city: 'k'.repeat(101), picVendor: 'p'.repeat(101), email: `${'e'.repeat(300)}@a.id` }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { param: 'name', msg: 'Company name must be at most 150 characters' },
      { param: 'email', msg: 'Please input a valid email address' },
      { param: 'city', msg: 'Vendor city must be at most 100 characters' },
      { param: 'picVendor', msg: 'PIC vendor must be at most 100 characters' },
    ]);
    // Beyond the 2 MB body limit the request as a whole is refused, still in the envelope.
    const tooLarge = await t.call('POST', VENDOR, { token, body: vendorBody(ids.procurementId, { name: huge, city: huge, picVendor: huge }) });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.errors).toEqual([{ param: null, msg: 'The request is too large' }]);
    const score = await t.call('PATCH', `${VENDOR}/${ids.vendorId}/technical-score`, { token, body: { procurementId: ids.procurementId, score: '9'.repeat(1_000_000) } });
    expect(score.body.errors).toEqual([{ param: 'score', msg: 'Technical score must be a number from 0 to 100 with at most 2 decimals' }]);
  });

  it('refuses wrong types, unknown fields, arrays and malformed JSON with the envelope', async () => {
    const { token, ids } = await companyWithData();
    const cases: Array<[string, string, unknown]> = [
      ['PATCH', `${VENDOR}/${ids.vendorId}/administration-score`, { procurementId: ids.procurementId, passed: 'true' }],
      ['PATCH', `${VENDOR}/${ids.vendorId}/technical-score`, { procurementId: ids.procurementId, score: { value: 80 } }],
      ['PATCH', `${VENDOR}/${ids.vendorId}/technical-score`, { procurementId: ids.procurementId, score: 80, bonus: 5 }],
      ['PATCH', `${VENDOR}/${ids.vendorId}/item-technical-scores`, { procurementId: ids.procurementId, scores: 'all' }],
      ['DELETE', VENDOR, { procurementId: ids.procurementId, procurementVendorIds: ids.vendorId }],
      ['DELETE', '/api/secured/procurement-vendor-item/many', { procurementVendorItemIds: ['not-an-id'] }],
      ['POST', `${VENDOR}/${ids.vendorId}/items`, { procurementId: ids.procurementId, items: [{ procurementItemId: ids.itemId, capableQty: [1] }] }],
      ['POST', VENDOR, [vendorBody(ids.procurementId)]],
      ['POST', VENDOR, vendorBody(ids.procurementId, { phone: 62812345678, procurementId: 12 })],
    ];
    for (const [method, path, body] of cases) expectEnvelope(await t.call(method, path, { token, body }));

    const unknown = await t.call('PATCH', `${VENDOR}/${ids.vendorId}/technical-score`, { token, body: { procurementId: ids.procurementId, score: 80, bonus: 5 } });
    expect(unknown.body.errors).toEqual([{ param: 'bonus', msg: 'Unknown field' }]);
    const array = await t.call('POST', VENDOR, { token, body: [vendorBody(ids.procurementId)] });
    expect(array.body.errors).toEqual([{ param: null, msg: 'The request must be a JSON object' }]);
    expectEnvelope(await t.call('POST', VENDOR, { token, rawBody: '{"name": ' }));
  });

  it('refuses malformed ids in paths and queries, repeated query fields and over-long searches', async () => {
    const { token, ids } = await companyWithData();
    for (const path of [
      `${VENDOR}/abc`,
      `${VENDOR}/abc/items`,
      `${VENDOR}/abc/unit-prices`,
      `${VENDOR}/${ids.vendorId}'--/available-items`,
      '/api/secured/procurement/abc/evaluation',
      '/api/secured/procurement/abc/evaluation/export',
      `${VENDOR}?procurementId=abc`,
      `${VENDOR}?procurementId=${ids.procurementId}&procurementId=${ids.procurementId}`,
      `${VENDOR}?procurementId=${ids.procurementId}&query=${'x'.repeat(201)}`,
      `${VENDOR}?procurementId=${ids.procurementId}&limit=0`,
      `${VENDOR}?procurementId=${ids.procurementId}&page=-1`,
      `${VENDOR}?procurementId=${ids.procurementId}&sort=name`,
    ]) {
      expectEnvelope(await t.call('GET', path, { token }));
    }
    expect((await t.call('GET', `${VENDOR}/abc`, { token })).body.errors).toEqual([{ param: 'id', msg: 'Id is not valid' }]);
    const patch = await t.call('PATCH', `${VENDOR}/abc/technical-score`, { token, body: { procurementId: ids.procurementId, score: 1 } });
    expectEnvelope(patch);
  });

  it('answers 404 for well-formed ids that do not exist', async () => {
    const { token, ids } = await companyWithData({ biddingType: 'UNIT_PRICE' });
    const nobody = '00000000-0000-4000-8000-000000000000';
    for (const [method, path, body] of everyCall({ procurementId: nobody, vendorId: nobody, itemId: nobody, vendorItemId: nobody })) {
      expect({ path, status: (await t.call(method, path, { token, body })).status }).toEqual({ path, status: 404 });
    }
    // The vendor item exists, but under another vendor: still not found.
    const other = await insertVendor(t, ids.procurementId);
    await insertItem(t, ids.procurementId);
    const answer = await t.call('PATCH', `${VENDOR}/${other.id}/item-technical-scores`, {
      token,
      body: { procurementId: ids.procurementId, scores: [{ procurementVendorItemId: ids.vendorItemId, score: 1 }] },
    });
    expect(answer.status).toBe(404);
  });
});
