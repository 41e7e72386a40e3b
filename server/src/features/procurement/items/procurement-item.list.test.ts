import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerSession, insertItem } from '../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { draftProcurement } from './procurement-item.testing';

let t: TestApp;
let buyer: Awaited<ReturnType<typeof buyerSession>>;
let procurementId: string;

// Seven items added in this order; subtotals sum to 1,234,567,890.12 + 600 + 5 x 100.
const ROWS = [
  { itemCode: 'B-200', itemName: 'Kertas A4', prNumber: 'PR-002', quantity: '5.00', pricePerUnit: '20.00', subTotal: '100.00' },
  { itemCode: 'a-100', itemName: 'Laptop', prNumber: 'PR-001', quantity: '1.00', pricePerUnit: '1234567890.12', subTotal: '1234567890.12' },
  { itemCode: 'C-300', itemName: 'Pulpen_Biru', prNumber: 'PR-003', quantity: '20.00', pricePerUnit: '5.00', subTotal: '100.00' },
  { itemCode: 'D-400', itemName: 'Stapler', prNumber: 'PR-LAPTOP-9', quantity: '2.00', pricePerUnit: '50.00', subTotal: '100.00' },
  { itemCode: 'E-500', itemName: 'Map 100%', prNumber: 'PR-005', quantity: '4.00', pricePerUnit: '25.00', subTotal: '100.00' },
  { itemCode: 'F-600', itemName: 'Tinta', prNumber: 'PR-006', quantity: '10.00', pricePerUnit: '10.00', subTotal: '100.00' },
  { itemCode: 'G-700', itemName: 'Monitor', prNumber: 'PR-007', quantity: '3.00', pricePerUnit: '200.00', subTotal: '600.00' },
];

beforeAll(async () => {
  t = await startTestApp();
  buyer = await buyerSession(t);
  procurementId = (await draftProcurement(t, buyer.companyId)).id;
  for (const row of ROWS) {
    await insertItem(t, procurementId, { ...row, minCapableQty: row.quantity });
  }
  // Another procurement's items never count.
  await insertItem(t, (await draftProcurement(t, buyer.companyId)).id, { itemName: 'Laptop lain' });
});
afterAll(async () => {
  await t.close();
});

async function list(query: Record<string, string | number> = {}) {
  const search = new URLSearchParams({ procurementId, ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
  const answer = await t.call('GET', `/api/secured/procurement-item?${search}`, { token: buyer.token });
  return answer;
}
const codes = (answer: { body: any }) => answer.body.data.filteredData.map((row: { itemCode: string }) => row.itemCode);

describe('item list', () => {
  it('pages 5 items by default in the order they were added, with the total and the grand total', async () => {
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(codes(answer)).toEqual(['B-200', 'a-100', 'C-300', 'D-400', 'E-500']);
    expect(answer.body.data.total).toBe(7);
    expect(answer.body.data.grandTotal).toBe('1234568990.12');
    expect(answer.body.data.filteredData[1]).toMatchObject({ itemName: 'Laptop', subTotal: '1234567890.12', images: [] });
  });

  it('gives later pages and everything with limit -1', async () => {
    expect(codes(await list({ page: 2 }))).toEqual(['F-600', 'G-700']);
    expect(codes(await list({ page: 3, limit: 3 }))).toEqual(['G-700']);
    expect(codes(await list({ page: 9 }))).toEqual([]);
    expect(codes(await list({ limit: -1 }))).toHaveLength(7);
    expect(codes(await list({ limit: 999999 }))).toHaveLength(7);
  });

  it('searches code, name and PR number without regard to case, keeping the grand total of all items', async () => {
    const answer = await list({ query: 'laptop' });
    expect(codes(answer)).toEqual(['a-100', 'D-400']);
    expect(answer.body.data.total).toBe(2);
    expect(answer.body.data.grandTotal).toBe('1234568990.12');
    expect(codes(await list({ query: 'b-2' }))).toEqual(['B-200']);
    expect((await list({ query: 'pr-00' })).body.data.total).toBe(6);
  });

  it('reads % and _ in the search as themselves', async () => {
    expect(codes(await list({ query: '100%' }))).toEqual(['E-500']);
    expect(codes(await list({ query: 'n_b' }))).toEqual(['C-300']);
    expect(codes(await list({ query: '%' }))).toEqual(['E-500']);
  });

  it('sorts by each sortable column, both ways', async () => {
    expect(codes(await list({ sort: 'itemCode', limit: 3 }))).toEqual(['a-100', 'B-200', 'C-300']);
    expect(codes(await list({ sort: 'itemName', order: 'desc', limit: 2 }))).toEqual(['F-600', 'D-400']);
    expect(codes(await list({ sort: 'prNumber', order: 'DESC', limit: 1 }))).toEqual(['D-400']);
    expect(codes(await list({ sort: 'quantity', limit: 2 }))).toEqual(['a-100', 'D-400']);
    expect(codes(await list({ sort: 'pricePerUnit', order: 'desc', limit: 2 }))).toEqual(['a-100', 'G-700']);
    // Equal subtotals keep the order they were added in.
    expect(codes(await list({ sort: 'subTotal', limit: -1 }))).toEqual(['B-200', 'C-300', 'D-400', 'E-500', 'F-600', 'G-700', 'a-100']);
  });

  it('refuses an unknown sort column, order or page size', async () => {
    expect((await list({ sort: 'specification' })).body.errors).toEqual([
      { param: 'sort', msg: 'Sort must be itemCode, itemName, prNumber, quantity, pricePerUnit or subTotal' },
    ]);
    expect((await list({ order: 'up' })).body.errors).toEqual([{ param: 'order', msg: 'Order must be asc or desc' }]);
    expect((await list({ limit: 0 })).status).toBe(400);
  });

  it('answers a grand total of 0.00 for a procurement without items', async () => {
    const empty = await draftProcurement(t, buyer.companyId);
    const answer = await t.call('GET', `/api/secured/procurement-item?procurementId=${empty.id}`, { token: buyer.token });
    expect(answer.body).toEqual({ data: { filteredData: [], total: 0, grandTotal: '0.00' } });
  });

  it('needs the procurement id', async () => {
    const answer = await t.call('GET', '/api/secured/procurement-item', { token: buyer.token });
    expect(answer.body).toEqual({ errors: [{ param: 'procurementId', msg: 'Procurement id is required' }] });
  });
});
