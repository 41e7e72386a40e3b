import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procurements, procurementVendors } from '../../../db/schema/procurement';
import { insertItem, insertProcurement, insertVendor } from '../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { isUniqueViolation } from './unique-violation';
import { buyerWithProcurement, vendorBody } from './procurement-vendor.testing';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const VENDOR = '/api/secured/procurement-vendor';

describe('adding a vendor', () => {
  it('stores the vendor with the phone as prefix plus number and answers its view', async () => {
    const { token, procurement } = await buyerWithProcurement(t);
    const body = vendorBody(procurement.id, { email: 'Tender@SinarTek.co.id', phone: '+62812345678' });
    const answer = await t.call('POST', VENDOR, { token, body });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      _id: expect.any(String),
      procurementId: procurement.id,
      name: body.name,
      email: 'tender@sinartek.co.id',
      phone: '62812345678',
      phonePrefix: '+62',
      city: 'Surabaya',
      picVendor: 'Dewi Lestari',
      administrationPassed: null,
      technicalScore: null,
      priceScore: null,
      totalScore: null,
      indicatorPrice: null,
      lastPrice: null,
      saving: null,
      status: 'ACTIVE',
      itemCount: 0,
    });
    const detail = await t.call('GET', `${VENDOR}/${answer.body.data._id}`, { token });
    expect(detail.body.data).toEqual(answer.body.data);
  });

  it('refuses an e-mail already used by another vendor of the procurement, in any letter case', async () => {
    const { token, procurement } = await buyerWithProcurement(t);
    expect((await t.call('POST', VENDOR, { token, body: vendorBody(procurement.id, { email: 'sales@mitra.co.id' }) })).status).toBe(200);
    const again = await t.call('POST', VENDOR, { token, body: vendorBody(procurement.id, { email: 'SALES@Mitra.co.id' }) });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ errors: [{ param: 'email', msg: 'Email already added to other vendor' }] });
  });

  it('finds a stored e-mail written in capitals too (rows from before the lower-case rule)', async () => {
    const { token, procurement } = await buyerWithProcurement(t);
    await insertVendor(t, procurement.id, { email: 'Legacy@Mitra.co.id' });
    const answer = await t.call('POST', VENDOR, { token, body: vendorBody(procurement.id, { email: 'legacy@mitra.co.id' }) });
    expect(answer.body).toEqual({ errors: [{ param: 'email', msg: 'Email already added to other vendor' }] });
  });

  it('lets two procurements invite the same e-mail', async () => {
    const first = await buyerWithProcurement(t);
    const second = await buyerWithProcurement(t);
    for (const { token, procurement } of [first, second]) {
      expect((await t.call('POST', VENDOR, { token, body: vendorBody(procurement.id, { email: 'same@vendor.co.id' }) })).status).toBe(200);
    }
  });

  it('answers the same message when two adds of one e-mail race (the unique index decides)', async () => {
    const { token, procurement } = await buyerWithProcurement(t);
    const body = vendorBody(procurement.id, { email: 'race@vendor.co.id' });
    const answers = await Promise.all([1, 2, 3].map(() => t.call('POST', VENDOR, { token, body })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    for (const a of answers.filter((x) => x.status === 400)) {
      expect(a.body).toEqual({ errors: [{ param: 'email', msg: 'Email already added to other vendor' }] });
    }
  });

  it('needs an item first for merit point (Add Vendor is disabled there)', async () => {
    const { token, procurement } = await buyerWithProcurement(t, { evaluationMethod: 'MERIT_POINT' });
    const refused = await t.call('POST', VENDOR, { token, body: vendorBody(procurement.id) });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([{ param: null, msg: 'Please add at least 1 item before adding vendors to a Merit Point procurement' }]);
    await insertItem(t, procurement.id);
    expect((await t.call('POST', VENDOR, { token, body: vendorBody(procurement.id) })).status).toBe(200);
  });

  it('explains each bad field', async () => {
    const { token, procurement } = await buyerWithProcurement(t);
    const answer = await t.call('POST', VENDOR, {
      token,
      body: vendorBody(procurement.id, { email: 'nope', phone: '0812345678', phonePrefix: '+65', city: '' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { param: 'email', msg: 'Please input a valid email address' },
      { param: 'phone', msg: 'Phone number must start with the prefix 62' },
      { param: 'phonePrefix', msg: 'Phone prefix must be +62' },
      { param: 'city', msg: 'Vendor city is required' },
    ]);
  });
});

describe('editing a vendor', () => {
  it('updates every field and keeps its own e-mail', async () => {
    const { token, procurement } = await buyerWithProcurement(t);
    const created = (await t.call('POST', VENDOR, { token, body: vendorBody(procurement.id, { email: 'keep@vendor.co.id' }) })).body.data;
    const answer = await t.call('PATCH', `${VENDOR}/${created._id}`, {
      token,
      body: vendorBody(procurement.id, { email: 'KEEP@vendor.co.id', name: 'PT Baru', city: 'Medan' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ _id: created._id, email: 'keep@vendor.co.id', name: 'PT Baru', city: 'Medan' });
  });

  it('refuses another vendor’s e-mail', async () => {
    const { token, procurement } = await buyerWithProcurement(t);
    await t.call('POST', VENDOR, { token, body: vendorBody(procurement.id, { email: 'taken@vendor.co.id' }) });
    const other = (await t.call('POST', VENDOR, { token, body: vendorBody(procurement.id) })).body.data;
    const answer = await t.call('PATCH', `${VENDOR}/${other._id}`, { token, body: vendorBody(procurement.id, { email: 'Taken@Vendor.co.id' }) });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ param: 'email', msg: 'Email already added to other vendor' }]);
  });

  it('answers 404 when the body names another procurement than the vendor’s', async () => {
    const { token, procurement, companyId } = await buyerWithProcurement(t);
    const vendor = await insertVendor(t, procurement.id);
    const other = await insertProcurement(t, companyId);
    const answer = await t.call('PATCH', `${VENDOR}/${vendor.id}`, { token, body: vendorBody(other.id) });
    expect(answer.status).toBe(404);
    expect(answer.body.errors).toEqual([{ param: null, msg: 'Data not found' }]);
  });
});

describe('only while DRAFT', () => {
  it.each(['OPEN', 'CLOSED', 'CANCELED'] as const)('refuses add, edit and delete with 409 when %s', async (status) => {
    const { token, procurement } = await buyerWithProcurement(t);
    const vendor = await insertVendor(t, procurement.id);
    await t.app.ctx.db.update(procurements).set({ status }).where(eq(procurements.id, procurement.id));
    const message = [{ param: null, msg: 'Items and vendors can be changed only while the procurement is DRAFT' }];
    const add = await t.call('POST', VENDOR, { token, body: vendorBody(procurement.id) });
    const edit = await t.call('PATCH', `${VENDOR}/${vendor.id}`, { token, body: vendorBody(procurement.id) });
    const remove = await t.call('DELETE', VENDOR, { token, body: { procurementId: procurement.id, procurementVendorIds: [vendor.id] } });
    for (const answer of [add, edit, remove]) {
      expect(answer.status).toBe(409);
      expect(answer.body.errors).toEqual(message);
    }
    // Reading stays allowed: the read-only dialog.
    expect((await t.call('GET', `${VENDOR}/${vendor.id}`, { token })).status).toBe(200);
  });
});

describe('vendor list', () => {
  it('pages 5 by default in the order vendors were added, with the total', async () => {
    const { token, procurement } = await buyerWithProcurement(t);
    const names: string[] = [];
    for (let i = 1; i <= 7; i += 1) {
      const body = vendorBody(procurement.id, { name: `PT Vendor ${i}` });
      names.push(body.name);
      await t.call('POST', VENDOR, { token, body });
    }
    const first = await t.call('GET', `${VENDOR}?procurementId=${procurement.id}`, { token });
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(7);
    expect(first.body.data.filteredData.map((v: { name: string }) => v.name)).toEqual(names.slice(0, 5));
    const second = await t.call('GET', `${VENDOR}?procurementId=${procurement.id}&page=2&limit=5`, { token });
    expect(second.body.data.filteredData.map((v: { name: string }) => v.name)).toEqual(names.slice(5));
    const all = await t.call('GET', `${VENDOR}?procurementId=${procurement.id}&limit=-1`, { token });
    expect(all.body.data.filteredData).toHaveLength(7);
  });

  it('searches name, e-mail, city and PIC, case-insensitively and with wildcards taken literally', async () => {
    const { token, procurement } = await buyerWithProcurement(t);
    await t.call('POST', VENDOR, { token, body: vendorBody(procurement.id, { name: 'PT Cahaya 100%', city: 'Bandung' }) });
    await t.call('POST', VENDOR, { token, body: vendorBody(procurement.id, { name: 'CV Laut', email: 'laut@samudra.id', picVendor: 'Rina' }) });
    await t.call('POST', VENDOR, { token, body: vendorBody(procurement.id, { name: 'PT Gunung', city: 'Makassar' }) });
    const search = async (query: string) => {
      const answer = await t.call('GET', `${VENDOR}?procurementId=${procurement.id}&query=${encodeURIComponent(query)}`, { token });
      return { names: answer.body.data.filteredData.map((v: { name: string }) => v.name), total: answer.body.data.total };
    };
    expect(await search('bandung')).toEqual({ names: ['PT Cahaya 100%'], total: 1 });
    expect(await search('SAMUDRA')).toEqual({ names: ['CV Laut'], total: 1 });
    expect(await search('rina')).toEqual({ names: ['CV Laut'], total: 1 });
    expect(await search('makassar')).toEqual({ names: ['PT Gunung'], total: 1 });
    expect(await search('100%')).toEqual({ names: ['PT Cahaya 100%'], total: 1 });
    expect(await search('_')).toEqual({ names: [], total: 0 });
  });
});

describe('deleting vendors', () => {
  it('deletes the chosen vendors of the procurement', async () => {
    const { token, procurement } = await buyerWithProcurement(t);
    const [a, b, c] = [await insertVendor(t, procurement.id), await insertVendor(t, procurement.id), await insertVendor(t, procurement.id)];
    const answer = await t.call('DELETE', VENDOR, { token, body: { procurementId: procurement.id, procurementVendorIds: [a.id, c.id] } });
    expect(answer.status).toBe(200);
    expect([...answer.body.data.deletedIds].sort()).toEqual([a.id, c.id].sort());
    const left = await t.app.ctx.db.select({ id: procurementVendors.id }).from(procurementVendors).where(eq(procurementVendors.procurementId, procurement.id));
    expect(left).toEqual([{ id: b.id }]);
  });

  it('says "No Vendors Selected" for an empty list', async () => {
    const { token, procurement } = await buyerWithProcurement(t);
    const answer = await t.call('DELETE', VENDOR, { token, body: { procurementId: procurement.id, procurementVendorIds: [] } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ param: 'procurementVendorIds', msg: 'No Vendors Selected' }]);
  });

  it('deletes nothing when one id is not a vendor of the procurement', async () => {
    const { token, procurement, companyId } = await buyerWithProcurement(t);
    const mine = await insertVendor(t, procurement.id);
    const elsewhere = await insertVendor(t, (await insertProcurement(t, companyId)).id);
    const answer = await t.call('DELETE', VENDOR, { token, body: { procurementId: procurement.id, procurementVendorIds: [mine.id, elsewhere.id] } });
    expect(answer.status).toBe(404);
    const left = await t.app.ctx.db.select().from(procurementVendors).where(eq(procurementVendors.id, mine.id));
    expect(left).toHaveLength(1);
  });
});

describe('unique e-mail index', () => {
  it('is recognised when the database refuses a duplicate, so a lost race gets the e-mail message', async () => {
    const { procurement } = await buyerWithProcurement(t);
    await insertVendor(t, procurement.id, { email: 'dup@vendor.co.id' });
    const error = await insertVendor(t, procurement.id, { email: 'dup@vendor.co.id' }).catch((e: unknown) => e);
    expect(isUniqueViolation(error, 'procurement_vendors_email_uq')).toBe(true);
    expect(isUniqueViolation(error, 'procurement_vendor_items_uq')).toBe(false);
    expect(isUniqueViolation(new Error('other'), 'procurement_vendors_email_uq')).toBe(false);
  });
});
