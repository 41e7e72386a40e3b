import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procurementItemImages, procurements, procurementVendorItems } from '../../../db/schema/procurement';
import { storedFiles } from '../../../db/schema/files';
import { insertItem, insertProcurement, insertVendor } from '../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { buyerWithProcurement } from './procurement-vendor.testing';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const VENDOR = '/api/secured/procurement-vendor';

async function setup() {
  const buyer = await buyerWithProcurement(t, { winnerType: 'MULTI_WINNER', biddingType: 'TOTAL_PRICE_BY_UNIT' });
  const laptop = await insertItem(t, buyer.procurement.id, { itemName: 'Laptop', quantity: '10.00', minCapableQty: '4.00', pricePerUnit: '1000.00', subTotal: '10000.00' });
  const mouse = await insertItem(t, buyer.procurement.id, { itemName: 'Mouse', quantity: '50.00', minCapableQty: '50.00' });
  const vendor = await insertVendor(t, buyer.procurement.id);
  return { ...buyer, laptop, mouse, vendor };
}

const add = (token: string, vendorId: string, body: unknown) => t.call('POST', `${VENDOR}/${vendorId}/items`, { token, body });

describe('attaching items to a vendor', () => {
  it('attaches items with the capable qty, the needed qty when left out, and lists them', async () => {
    const { token, procurement, laptop, mouse, vendor } = await setup();
    const answer = await add(token, vendor.id, {
      procurementId: procurement.id,
      items: [{ procurementItemId: laptop.id, capableQty: '6' }, { procurementItemId: mouse.id }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(2);
    expect(answer.body.data[0]).toEqual({
      _id: expect.any(String),
      procurementVendorId: vendor.id,
      procurementItemId: laptop.id,
      item: { itemCode: laptop.itemCode, itemName: 'Laptop', prLine: '1', quantity: '10.00', uom: 'Unit', images: [], subTotal: '6000.00' },
      capableQty: '6.00',
      technicalScore: null,
      priceScore: null,
      totalScore: null,
      lastPrice: null,
      indicatorPrice: null,
      saving: null,
      promiseProcurementVendorItemId: null,
    });
    expect(answer.body.data[1]).toMatchObject({ procurementItemId: mouse.id, capableQty: '50.00' });
    const listed = await t.call('GET', `${VENDOR}/${vendor.id}/items`, { token });
    expect(listed.body.data).toEqual(answer.body.data);
  });

  it('counts the attached items on the vendor list and the vendor', async () => {
    const { token, procurement, laptop, mouse, vendor } = await setup();
    const other = await insertVendor(t, procurement.id, { email: 'other@vendor.co.id' });
    await add(token, vendor.id, { procurementId: procurement.id, items: [{ procurementItemId: laptop.id }, { procurementItemId: mouse.id }] });
    const list = await t.call('GET', `${VENDOR}?procurementId=${procurement.id}&page=1&limit=10`, { token });
    const counts = Object.fromEntries(list.body.data.filteredData.map((row: { _id: string; itemCount: number }) => [row._id, row.itemCount]));
    expect(counts).toEqual({ [vendor.id]: 2, [other.id]: 0 });
    expect((await t.call('GET', `${VENDOR}/${vendor.id}`, { token })).body.data.itemCount).toBe(2);
  });

  it('offers in the picker only the items not attached yet', async () => {
    const { token, procurement, laptop, mouse, vendor } = await setup();
    const before = await t.call('GET', `${VENDOR}/${vendor.id}/available-items`, { token });
    expect(before.body.data.map((i: { _id: string }) => i._id)).toEqual([laptop.id, mouse.id]);
    expect(before.body.data[0]).toEqual({
      _id: laptop.id,
      itemCode: laptop.itemCode,
      itemName: 'Laptop',
      prNumber: laptop.prNumber,
      prLine: '1',
      quantity: '10.00',
      minCapableQty: '4.00',
      uom: 'Unit',
      images: [],
    });
    await add(token, vendor.id, { procurementId: procurement.id, items: [{ procurementItemId: laptop.id }] });
    const after = await t.call('GET', `${VENDOR}/${vendor.id}/available-items`, { token });
    expect(after.body.data.map((i: { _id: string }) => i._id)).toEqual([mouse.id]);
  });

  it('links item images in slot order', async () => {
    const { token, companyId, laptop, vendor } = await setup();
    const files = await t.app.ctx.db
      .insert(storedFiles)
      .values(
        [2, 1].map((n) => ({ companyId, purpose: 'itemImage', originalName: `${n}.png`, mimeType: 'image/png', sizeBytes: 1, content: Buffer.from([n]) })),
      )
      .returning();
    const images = await t.app.ctx.db
      .insert(procurementItemImages)
      .values([
        { procurementItemId: laptop.id, fileId: files[0]!.id, orderNumber: 2 },
        { procurementItemId: laptop.id, fileId: files[1]!.id, orderNumber: 1 },
      ])
      .returning();
    const answer = await t.call('GET', `${VENDOR}/${vendor.id}/available-items`, { token });
    expect(answer.body.data[0].images).toEqual([
      { url: `/api/secured/procurement-item/images/${images[1]!.id}` },
      { url: `/api/secured/procurement-item/images/${images[0]!.id}` },
    ]);
    const image = await t.call('GET', answer.body.data[0].images[0].url, { token });
    expect(image.status).toBe(200);
  });

  it('keeps the capable qty between the minimal capable qty and the needed qty, row by row', async () => {
    const { token, procurement, laptop, mouse, vendor } = await setup();
    const answer = await add(token, vendor.id, {
      procurementId: procurement.id,
      items: [
        { procurementItemId: laptop.id, capableQty: '10.01' },
        { procurementItemId: mouse.id, capableQty: '49' },
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { param: 'items.0.capableQty', msg: 'Vendor capable qty cannot be more than the needed qty (10.00)' },
      { param: 'items.1.capableQty', msg: 'Vendor capable qty must be at least the minimal capable qty (50.00)' },
    ]);
    expect(await t.app.ctx.db.select().from(procurementVendorItems).where(eq(procurementVendorItems.procurementVendorId, vendor.id))).toEqual([]);
  });

  it('refuses an item of another procurement (even the same company’s) and an item already attached', async () => {
    const { token, companyId, procurement, laptop, vendor } = await setup();
    const foreignItem = await insertItem(t, (await insertProcurement(t, companyId)).id);
    await add(token, vendor.id, { procurementId: procurement.id, items: [{ procurementItemId: laptop.id }] });
    const answer = await add(token, vendor.id, {
      procurementId: procurement.id,
      items: [{ procurementItemId: foreignItem.id }, { procurementItemId: laptop.id }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { param: 'items.0.procurementItemId', msg: 'This item is not part of the procurement' },
      { param: 'items.1.procurementItemId', msg: 'This item has already been added to the vendor' },
    ]);
  });

  it('says "No Items Selected!" for an empty list', async () => {
    const { token, procurement, vendor } = await setup();
    const answer = await add(token, vendor.id, { procurementId: procurement.id, items: [] });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ param: 'items', msg: 'No Items Selected!' }]);
  });
});

describe('detaching items from vendors', () => {
  it('removes the chosen vendor items', async () => {
    const { token, procurement, laptop, mouse, vendor } = await setup();
    const attached = (await add(token, vendor.id, { procurementId: procurement.id, items: [{ procurementItemId: laptop.id }, { procurementItemId: mouse.id }] })).body
      .data;
    const answer = await t.call('DELETE', '/api/secured/procurement-vendor-item/many', { token, body: { procurementVendorItemIds: [attached[0]._id] } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ deletedIds: [attached[0]._id] });
    const left = await t.call('GET', `${VENDOR}/${vendor.id}/items`, { token });
    expect(left.body.data.map((i: { procurementItemId: string }) => i.procurementItemId)).toEqual([mouse.id]);
  });

  it('says "No Items Selected!" for an empty list and 404 for an unknown id', async () => {
    const { token } = await setup();
    const empty = await t.call('DELETE', '/api/secured/procurement-vendor-item/many', { token, body: { procurementVendorItemIds: [] } });
    expect(empty.body.errors).toEqual([{ param: 'procurementVendorItemIds', msg: 'No Items Selected!' }]);
    const unknown = await t.call('DELETE', '/api/secured/procurement-vendor-item/many', {
      token,
      body: { procurementVendorItemIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('vendor items only while DRAFT', () => {
  it.each(['OPEN', 'CLOSED', 'CANCELED'] as const)('refuses attaching and detaching with 409 when %s, and still lists', async (status) => {
    const { token, procurement, laptop, mouse, vendor } = await setup();
    const attached = (await add(token, vendor.id, { procurementId: procurement.id, items: [{ procurementItemId: laptop.id }] })).body.data;
    await t.app.ctx.db.update(procurements).set({ status }).where(eq(procurements.id, procurement.id));
    const attach = await add(token, vendor.id, { procurementId: procurement.id, items: [{ procurementItemId: mouse.id }] });
    const detach = await t.call('DELETE', '/api/secured/procurement-vendor-item/many', { token, body: { procurementVendorItemIds: [attached[0]._id] } });
    for (const answer of [attach, detach]) {
      expect(answer.status).toBe(409);
      expect(answer.body.errors).toEqual([{ param: null, msg: 'Items and vendors can be changed only while the procurement is DRAFT' }]);
    }
    expect((await t.call('GET', `${VENDOR}/${vendor.id}/items`, { token })).body.data).toHaveLength(1);
  });
});
