import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { procurementItems, procurements } from '../../../db/schema/procurement';
import { createAccount, signIn } from '../../../testing/factories';
import { buyerSession, insertItem } from '../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { draftProcurement, itemBody } from './procurement-item.testing';

let t: TestApp;
let buyer: Awaited<ReturnType<typeof buyerSession>>;
beforeAll(async () => {
  t = await startTestApp();
  buyer = await buyerSession(t);
});
afterAll(async () => {
  await t.close();
});

const ITEMS = '/api/secured/procurement-item';
const post = (body: unknown, token = buyer.token) => t.call('POST', ITEMS, { token, body });
const patch = (id: string, body: unknown) => t.call('PATCH', `${ITEMS}/${id}`, { token: buyer.token, body });

async function openProcurement() {
  const procurement = await draftProcurement(t, buyer.companyId);
  const item = await insertItem(t, procurement.id);
  await t.app.ctx.db.update(procurements).set({ status: 'OPEN' }).where(eq(procurements.id, procurement.id));
  return { procurement, item };
}

async function itemCount(procurementId: string) {
  return (await t.app.ctx.db.select().from(procurementItems).where(eq(procurementItems.procurementId, procurementId))).length;
}

describe('adding an item', () => {
  it('stores the item of a draft and answers its view, amounts as 2-decimal strings', async () => {
    const procurement = await draftProcurement(t, buyer.companyId);
    const answer = await post(itemBody(procurement.id, { itemCode: 'LPT-14', itemName: 'Laptop 14 inci', prLine: 10 }));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      procurementId: procurement.id,
      itemCode: 'LPT-14',
      itemName: 'Laptop 14 inci',
      prLine: '10',
      quantity: '10.00',
      minCapableQty: '10.00',
      uom: 'Unit',
      pricePerUnit: '1500000.50',
      subTotal: '15000005.00',
      specification: '<p>Core i5, RAM 16 GB, SSD 512 GB</p>',
      images: [],
    });
    const detail = await t.call('GET', `${ITEMS}/${answer.body.data._id}`, { token: buyer.token });
    expect(detail.body.data).toEqual(answer.body.data);
  });

  it('puts the item name and code into the procurement search text in the same transaction', async () => {
    const procurement = await draftProcurement(t, buyer.companyId);
    await post(itemBody(procurement.id, { itemCode: 'PRN-77', itemName: 'Printer Laser' }));
    const [row] = await queryRows<{ v: string }>(t.app.ctx.db, sql`select search_vector::text as v from procurements where id = ${procurement.id}`);
    expect(row!.v).toContain("'printer'");
    expect(row!.v).toContain("'prn'");
  });

  it('says "Please fulfilled the given input" beside every missing field', async () => {
    const procurement = await draftProcurement(t, buyer.companyId);
    const answer = await post({ procurementId: procurement.id, specification: '<p></p>' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((e: { param: string }) => e.param)).toEqual([
      'itemCode', 'itemName', 'prNumber', 'prLine', 'quantity', 'minCapableQty', 'uom', 'pricePerUnit', 'subTotal', 'specification',
    ]);
    expect(new Set(answer.body.errors.map((e: { msg: string }) => e.msg))).toEqual(new Set(['Please fulfilled the given input']));
  });

  it('refuses a subtotal that is not needed qty times price per unit', async () => {
    const procurement = await draftProcurement(t, buyer.companyId);
    const answer = await post(itemBody(procurement.id, { subTotal: '15,000,000.00' }));
    expect(answer).toEqual({ status: 400, body: { errors: [{ param: 'subTotal', msg: 'Subtotal must equal needed qty times price per unit' }] } });
    expect(await itemCount(procurement.id)).toBe(0);
  });

  it('refuses a minimal capable qty above the needed qty', async () => {
    const procurement = await draftProcurement(t, buyer.companyId);
    const answer = await post(itemBody(procurement.id, { minCapableQty: '10.01' }));
    expect(answer.body.errors).toEqual([{ param: 'minCapableQty', msg: 'Minimal capable qty must be equal or lower than needed qty' }]);
  });

  it('lets a multi-winner procurement ask for less than the needed qty', async () => {
    const procurement = await draftProcurement(t, buyer.companyId, { winnerType: 'MULTI_WINNER' });
    const answer = await post(itemBody(procurement.id, { minCapableQty: '4.5' }));
    expect(answer.status).toBe(200);
    expect(answer.body.data.minCapableQty).toBe('4.50');
  });

  it('locks the minimal capable qty to the needed qty for a single winner', async () => {
    const procurement = await draftProcurement(t, buyer.companyId, { winnerType: 'SINGLE_WINNER', biddingType: 'TOTAL_PRICE' });
    const lower = await post(itemBody(procurement.id, { minCapableQty: '4' }));
    expect(lower).toEqual({
      status: 400,
      body: { errors: [{ param: 'minCapableQty', msg: 'Minimal capable qty must equal needed qty for a single winner procurement' }] },
    });
    expect((await post(itemBody(procurement.id, { minCapableQty: '10.00' }))).status).toBe(200);
  });

  it('accepts letters and spaces only as the UOM', async () => {
    const procurement = await draftProcurement(t, buyer.companyId);
    expect((await post(itemBody(procurement.id, { uom: 'Kotak Besar' }))).status).toBe(200);
    for (const uom of ['m2', 'pcs.', 'Box-1']) {
      expect((await post(itemBody(procurement.id, { uom }))).body.errors).toEqual([{ param: 'uom', msg: 'UOM may contain only letters and spaces' }]);
    }
  });

  it('refuses a negative quantity and unknown fields', async () => {
    const procurement = await draftProcurement(t, buyer.companyId);
    const negative = await post(itemBody(procurement.id, { quantity: '-1', minCapableQty: '1' }));
    expect(negative.body.errors).toContainEqual({ param: 'quantity', msg: 'Needed qty must be a number above 0 with at most 2 decimals' });
    const unknown = await post(itemBody(procurement.id, { colour: 'red' }));
    expect(unknown.body.errors).toEqual([{ param: 'colour', msg: 'Unknown field' }]);
  });

  it('answers 404 for a procurement that does not exist', async () => {
    const answer = await post(itemBody('0d4f3c7e-9a51-4c55-8f1e-2b7c3f9d8e10'));
    expect(answer).toEqual({ status: 404, body: { errors: [{ param: null, msg: 'Data not found' }] } });
  });

  it('is for onboarded buyers only', async () => {
    const procurement = await draftProcurement(t, buyer.companyId);
    const vendor = await createAccount(t, { role: 'seller_auction' });
    const vendorToken = (await signIn(t, vendor.email)).access_token;
    expect((await post(itemBody(procurement.id), vendorToken)).status).toBe(403);
    const newcomer = await createAccount(t, { role: 'buyer_auction' });
    const newcomerToken = (await signIn(t, newcomer.email)).access_token;
    expect((await post(itemBody(procurement.id), newcomerToken)).body).toEqual({
      errors: [{ param: null, msg: 'Please complete your company onboarding first' }],
    });
    expect((await t.call('GET', `${ITEMS}?procurementId=${procurement.id}`)).status).toBe(401);
  });
});

describe('rich text specification', () => {
  it('keeps basic formatting, links and tables', async () => {
    const procurement = await draftProcurement(t, buyer.companyId);
    const html =
      '<h2>Spesifikasi</h2><p><strong>Core i5</strong>, <em>RAM</em> <u>16 GB</u> <s>8 GB</s></p><ul><li>SSD</li></ul><ol><li>Satu</li></ol>' +
      '<blockquote>Garansi resmi</blockquote><table><tbody><tr><td colspan="2">Berat</td></tr></tbody></table>' +
      '<p><a href="https://vendor.co.id/spec">Detail</a> <a href="mailto:sales@vendor.co.id">Mail</a></p>';
    const answer = await post(itemBody(procurement.id, { specification: html }));
    const stored: string = answer.body.data.specification;
    for (const kept of ['<h2>', '<strong>Core i5</strong>', '<em>', '<u>', '<s>', '<ul><li>SSD</li></ul>', '<ol>', '<blockquote>', '<td colspan="2">']) {
      expect(stored).toContain(kept);
    }
    expect(stored).toContain('<a href="https://vendor.co.id/spec" target="_blank" rel="noopener noreferrer">Detail</a>');
    expect(stored).toContain('href="mailto:sales@vendor.co.id"');
  });

  it('removes scripts, styles, event handlers and javascript: links before storing', async () => {
    const procurement = await draftProcurement(t, buyer.companyId);
    const html =
      '<p onclick="steal()">Laptop<script>alert(1)</script></p><style>p{display:none}</style>' +
      '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">klik</a><iframe src="https://evil.example"></iframe>' +
      '<p><a href="JaVaScRiPt:alert(4)">dua</a><span style="color:red">merah</span></p>';
    const answer = await post(itemBody(procurement.id, { specification: html }));
    expect(answer.status).toBe(200);
    const stored: string = answer.body.data.specification;
    expect(stored).not.toMatch(/script|alert|onerror|onclick|style|<img|iframe|javascript/i);
    expect(stored).toContain('<p>Laptop</p>');
    expect(stored).toContain('klik');
    const [row] = await t.app.ctx.db.select().from(procurementItems).where(eq(procurementItems.id, answer.body.data._id));
    expect(row!.specification).toBe(stored);
  });

  it('refuses a specification that says nothing once sanitised', async () => {
    const procurement = await draftProcurement(t, buyer.companyId);
    const answer = await post(itemBody(procurement.id, { specification: '<script>alert(1)</script>' }));
    expect(answer.body.errors).toEqual([{ param: 'specification', msg: 'Please fulfilled the given input' }]);
  });
});

describe('editing an item', () => {
  it('saves every field again with the same rules', async () => {
    const procurement = await draftProcurement(t, buyer.companyId);
    const created = (await post(itemBody(procurement.id))).body.data;
    const answer = await patch(created._id, itemBody(procurement.id, { itemName: 'Laptop 16 inci', quantity: 3, minCapableQty: 2, pricePerUnit: 100, subTotal: 300 }));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ _id: created._id, itemName: 'Laptop 16 inci', quantity: '3.00', minCapableQty: '2.00', subTotal: '300.00' });
    expect((await patch(created._id, itemBody(procurement.id, { subTotal: 1 }))).body.errors).toEqual([
      { param: 'subTotal', msg: 'Subtotal must equal needed qty times price per unit' },
    ]);
  });

  it('answers 404 when the item is named with another procurement of the company', async () => {
    const first = await draftProcurement(t, buyer.companyId);
    const second = await draftProcurement(t, buyer.companyId);
    const item = await insertItem(t, first.id);
    expect((await patch(item.id, itemBody(second.id))).status).toBe(404);
  });

  it('answers 404 for an item that does not exist and 400 for a malformed id', async () => {
    const procurement = await draftProcurement(t, buyer.companyId);
    expect((await patch('0d4f3c7e-9a51-4c55-8f1e-2b7c3f9d8e10', itemBody(procurement.id))).status).toBe(404);
    expect((await t.call('GET', `${ITEMS}/not-an-id`, { token: buyer.token })).body).toEqual({ errors: [{ param: 'id', msg: 'Id is not valid' }] });
  });
});

describe('items change only while the procurement is DRAFT', () => {
  it('answers 409 to adding an item to an OPEN procurement', async () => {
    const { procurement } = await openProcurement();
    const answer = await post(itemBody(procurement.id));
    expect(answer).toEqual({
      status: 409,
      body: { errors: [{ param: null, msg: 'Items and vendors can be changed only while the procurement is DRAFT' }] },
    });
    expect(await itemCount(procurement.id)).toBe(1);
  });

  it('answers 409 to editing an item of an OPEN procurement', async () => {
    const { procurement, item } = await openProcurement();
    expect((await patch(item.id, itemBody(procurement.id))).status).toBe(409);
  });

  it('answers 409 to deleting items of an OPEN procurement', async () => {
    const { procurement, item } = await openProcurement();
    const answer = await t.call('DELETE', ITEMS, { token: buyer.token, body: { procurementId: procurement.id, procurementItemIds: [item.id] } });
    expect(answer.status).toBe(409);
    expect(await itemCount(procurement.id)).toBe(1);
  });

  it('still shows the items of an OPEN procurement', async () => {
    const { procurement, item } = await openProcurement();
    expect((await t.call('GET', `${ITEMS}/${item.id}`, { token: buyer.token })).status).toBe(200);
    expect((await t.call('GET', `${ITEMS}?procurementId=${procurement.id}`, { token: buyer.token })).body.data.total).toBe(1);
  });
});

describe('deleting items', () => {
  it('deletes the chosen items and refreshes the search text', async () => {
    const procurement = await draftProcurement(t, buyer.companyId);
    const keep = await insertItem(t, procurement.id, { itemName: 'Monitor' });
    const gone = await insertItem(t, procurement.id, { itemName: 'Proyektor' });
    const answer = await t.call('DELETE', ITEMS, { token: buyer.token, body: { procurementId: procurement.id, procurementItemIds: [gone.id] } });
    expect(answer).toEqual({ status: 200, body: { data: { deleted: 1 } } });
    const rows = await t.app.ctx.db.select().from(procurementItems).where(eq(procurementItems.procurementId, procurement.id));
    expect(rows.map((r) => r.id)).toEqual([keep.id]);
    const [vector] = await queryRows<{ v: string }>(t.app.ctx.db, sql`select search_vector::text as v from procurements where id = ${procurement.id}`);
    expect(vector!.v).not.toContain('proyektor');
  });

  it('deletes nothing when one id is not an item of that procurement', async () => {
    const procurement = await draftProcurement(t, buyer.companyId);
    const other = await draftProcurement(t, buyer.companyId);
    const mine = await insertItem(t, procurement.id);
    const elsewhere = await insertItem(t, other.id);
    const answer = await t.call('DELETE', ITEMS, { token: buyer.token, body: { procurementId: procurement.id, procurementItemIds: [mine.id, elsewhere.id] } });
    expect(answer).toEqual({ status: 404, body: { errors: [{ param: null, msg: 'Data not found' }] } });
    expect(await itemCount(procurement.id)).toBe(1);
    expect(await itemCount(other.id)).toBe(1);
  });

  it('says "No Items Selected!" when nothing is chosen', async () => {
    const procurement = await draftProcurement(t, buyer.companyId);
    const answer = await t.call('DELETE', ITEMS, { token: buyer.token, body: { procurementId: procurement.id, procurementItemIds: [] } });
    expect(answer.body.errors).toEqual([{ param: 'procurementItemIds', msg: 'No Items Selected!' }]);
  });
});
