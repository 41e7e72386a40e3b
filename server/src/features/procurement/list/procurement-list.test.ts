import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procurements } from '../../../db/schema/procurement';
import { createAccount, signIn } from '../../../testing/factories';
import { buyerSession, insertItem, insertProcurement } from '../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let buyer: Awaited<ReturnType<typeof buyerSession>>;
const ids: Record<string, string> = {};

// Created one day apart in Jakarta time, oldest first.
const ROWS = [
  { key: 'laptop', procurementName: 'Pengadaan Laptop Kantor', createdAt: '2026-03-01T17:30:00Z', status: 'DRAFT' as const, biddingType: 'TOTAL_PRICE' }, // 2 March in Jakarta
  { key: 'genset', procurementName: 'Sewa Genset Gudang', createdAt: '2026-03-02T10:00:00Z', status: 'OPEN' as const, biddingType: 'UNIT_PRICE', procurementNumber: 'PRC-LST-2026-00001' },
  { key: 'kertas', procurementName: 'Kertas A4 & Alat Tulis (ATK)', createdAt: '2026-03-03T16:59:59Z', status: 'OPEN' as const, biddingType: 'TOTAL_PRICE', procurementNumber: 'PRC-LST-2026-00002' }, // 3 March, 23:59:59 Jakarta
  { key: 'server', procurementName: "Server Rak 'Dell' 2U", createdAt: '2026-03-03T17:00:00Z', status: 'CLOSED' as const, biddingType: 'TOTAL_PRICE' }, // 4 March 00:00 Jakarta
  { key: 'kursi', procurementName: 'Kursi Kerja Ergonomis', createdAt: '2026-03-05T03:00:00Z', status: 'CANCELED' as const, biddingType: 'TOTAL_PRICE_BY_UNIT' },
];

beforeAll(async () => {
  t = await startTestApp();
  buyer = await buyerSession(t);
  for (const { key, createdAt, ...values } of ROWS) {
    const row = await insertProcurement(t, buyer.companyId, { ...values, createdAt: new Date(createdAt) });
    ids[key] = row.id;
  }
  await insertItem(t, ids.kursi!, { itemName: 'Kursi Jaring Hitam', itemCode: 'KRS-09' });
  // Another company's procurement with the same words: never listed.
  const other = await buyerSession(t);
  await insertProcurement(t, other.companyId, { procurementName: 'Pengadaan Laptop Kantor', createdAt: new Date('2026-03-02T00:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

async function list(params: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const answer = await t.call('GET', `/api/secured/procurement${qs ? `?${qs}` : ''}`, { token: buyer.token });
  expect(answer.status).toBe(200);
  const keys = answer.body.data.filteredData.map((row: { _id: string }) => Object.keys(ids).find((k) => ids[k] === row._id));
  return { keys, total: answer.body.data.total as number, rows: answer.body.data.filteredData };
}

describe('initiation list', () => {
  it('lists the company rows newest first with the spec columns, never another company', async () => {
    const { keys, total, rows } = await list();
    expect(keys).toEqual(['kursi', 'server', 'kertas', 'genset', 'laptop']);
    expect(total).toBe(5);
    expect(rows[3]).toEqual({
      _id: ids.genset,
      procurementNumber: 'PRC-LST-2026-00001',
      procurementName: 'Sewa Genset Gudang',
      createdAt: '2026-03-02T10:00:00.000Z',
      biddingType: 'UNIT_PRICE',
      status: 'OPEN',
    });
  });

  it('pages with page and limit, and -1 or All for every row', async () => {
    expect(await list({ page: 2, limit: 2 })).toMatchObject({ keys: ['kertas', 'genset'], total: 5 });
    expect(await list({ page: 9, limit: 2 })).toMatchObject({ keys: [], total: 5 });
    expect((await list({ limit: -1 })).keys).toHaveLength(5);
    expect((await list({ limit: 'All' })).keys).toHaveLength(5);
  });

  it('filters by status and bidding type', async () => {
    expect(await list({ status: 'OPEN' })).toMatchObject({ keys: ['kertas', 'genset'], total: 2 });
    expect(await list({ status: 'OPEN', biddingType: 'UNIT_PRICE' })).toMatchObject({ keys: ['genset'], total: 1 });
    expect(await list({ status: '', biddingType: '' })).toMatchObject({ total: 5 });
  });

  it('filters by post date in Jakarta days, both ends included', async () => {
    expect((await list({ postDateFrom: '2026-03-02', postDateTo: '2026-03-02' })).keys).toEqual(['genset', 'laptop']);
    expect((await list({ postDateFrom: '2026-03-03', postDateTo: '2026-03-03' })).keys).toEqual(['kertas']);
    expect((await list({ postDateFrom: '2026-03-04' })).keys).toEqual(['kursi', 'server']);
    expect((await list({ postDateTo: '2026-03-01' })).keys).toEqual([]);
  });

  it('searches the name, number and item words by prefix, all words required', async () => {
    expect((await list({ query: 'lapt' })).keys).toEqual(['laptop']);
    expect((await list({ query: 'PENGADAAN kan' })).keys).toEqual(['laptop']);
    expect((await list({ query: 'pengadaan gudang' })).keys).toEqual([]);
    expect((await list({ query: 'PRC-LST-2026' })).keys).toEqual(['kertas', 'genset']);
    expect((await list({ query: '00002' })).keys).toEqual(['kertas']);
    expect((await list({ query: 'krs-09' })).keys).toEqual(['kursi']);
    expect((await list({ query: 'jaring', status: 'CANCELED' })).keys).toEqual(['kursi']);
  });

  it('reads odd search text as words and never fails', async () => {
    expect((await list({ query: "'Dell'" })).keys).toEqual(['server']);
    expect((await list({ query: 'A4 & Alat' })).keys).toEqual(['kertas']);
    expect((await list({ query: '(ATK)' })).keys).toEqual(['kertas']);
    for (const query of ["'", '"', '&', '|', '!', ':', '()', "a' | 'b", '!laptop', 'laptop:*', '\\', '%', '<->', "x'):*|!('y"]) {
      const answer = await t.call('GET', `/api/secured/procurement?query=${encodeURIComponent(query)}`, { token: buyer.token });
      expect(answer.status).toBe(200);
      const hits = await t.call('GET', `/api/secured/procurement/search?keyword=${encodeURIComponent(`x ${query}`)}`, { token: buyer.token });
      expect(hits.status).toBe(200);
    }
    // A NUL cannot be stored or searched: refused before any query runs.
    expect((await t.call('GET', `/api/secured/procurement?query=${encodeURIComponent('\u0000')}`, { token: buyer.token })).status).toBe(400);
    // Only punctuation: no words to search, so nothing is filtered out.
    expect((await list({ query: '&|!' })).total).toBe(5);
  });

  it('answers 400 in the envelope for bad filters, unknown fields, repeated fields and long text', async () => {
    const bad = await t.call('GET', '/api/secured/procurement?page=0&limit=abc&status=ARCHIVED&postDateFrom=01/03/2026&sort=name', { token: buyer.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { param: string }) => e.param)).toEqual(['page', 'limit', 'postDateFrom', 'status', 'sort']);
    expect((await t.call('GET', '/api/secured/procurement?status=OPEN&status=DRAFT', { token: buyer.token })).status).toBe(400);
    const long = await t.call('GET', `/api/secured/procurement?query=${'a'.repeat(10_000)}`, { token: buyer.token });
    expect(long).toEqual({ status: 400, body: { errors: [{ param: 'query', msg: 'Search text must be at most 200 characters' }] } });
    const huge = await t.call('GET', `/api/secured/procurement?query=${'a'.repeat(1_000_000)}`, { token: buyer.token });
    // Node refuses a 1 MB address before Fastify reads it; the app still answers in the envelope.
    expect(huge).toEqual({ status: 431, body: { errors: [{ param: null, msg: 'The request is too large' }] } });
  });
});

describe('search box', () => {
  it('answers hits with the spec fields, a hit on the number or name before a hit on an item', async () => {
    await insertItem(t, ids.laptop!, { itemName: 'Tas Kursi Laptop', itemCode: 'TAS-01' });
    const answer = await t.call('GET', '/api/secured/procurement/search?keyword=kursi', { token: buyer.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { procurementId: ids.kursi, procurementName: 'Kursi Kerja Ergonomis', procurementNumber: null, createdAt: '2026-03-05T03:00:00.000Z', biddingType: 'TOTAL_PRICE_BY_UNIT', status: 'CANCELED' },
      expect.objectContaining({ procurementId: ids.laptop }),
    ]);
  });

  it('answers at most 20 hits', async () => {
    const other = await buyerSession(t);
    for (let i = 0; i < 25; i += 1) await insertProcurement(t, other.companyId, { procurementName: `Bulk Order ${i}` });
    const answer = await t.call('GET', '/api/secured/procurement/search?keyword=bulk', { token: other.token });
    expect(answer.body.data).toHaveLength(20);
  });

  it('needs a keyword and survives odd ones', async () => {
    expect(await t.call('GET', '/api/secured/procurement/search', { token: buyer.token })).toEqual({
      status: 400,
      body: { errors: [{ param: 'keyword', msg: 'Keyword is required' }] },
    });
    expect(await t.call('GET', `/api/secured/procurement/search?keyword=${encodeURIComponent("'&|!:()")}`, { token: buyer.token })).toEqual({ status: 200, body: { data: [] } });
    expect((await t.call('GET', `/api/secured/procurement/search?keyword=${'x'.repeat(201)}`, { token: buyer.token })).status).toBe(400);
  });
});

describe('rebuild index', () => {
  it('recomputes the search text of the company procurements only', async () => {
    const mine = await t.call('POST', '/api/secured/procurement/rebuild-index', { token: buyer.token });
    expect(mine).toEqual({ status: 200, body: { data: { rebuilt: 5 } } });
    expect((await list({ query: 'tas' })).keys).toEqual(['laptop']);
  });

  it("lets the super admin recompute every company's search text", async () => {
    const admin = await createAccount(t, { role: 'super_admin' });
    const { access_token } = await signIn(t, admin.email);
    const [all] = await t.app.ctx.db.select({ total: count() }).from(procurements);
    const answer = await t.call('POST', '/api/secured/procurement/rebuild-index', { token: access_token });
    expect(answer).toEqual({ status: 200, body: { data: { rebuilt: all!.total } } });
    expect(all!.total).toBeGreaterThan(ROWS.length);
  });

  it('refuses vendors', async () => {
    const vendor = await createAccount(t, { role: 'seller_auction' });
    const { access_token } = await signIn(t, vendor.email);
    expect((await t.call('POST', '/api/secured/procurement/rebuild-index', { token: access_token })).status).toBe(403);
  });
});
