import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterValues } from '../../db/schema/platform';
import { createAccount, signIn } from '../../testing/factories';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

// The fixed enumerations of docs/rules/reference-data.md#enumerations, in the order the lists show them.
const EXPECTED_CODES: Record<string, string[]> = {
  evaluationMethods: ['PASSING_GRADE', 'LEAST_COST_SYSTEM', 'MERIT_POINT'],
  currencies: ['IDR', 'USD'],
  currencyTypes: ['SINGLE_CURRENCY', 'MULTI_CURRENCY'],
  biddingTypes: ['TOTAL_PRICE', 'TOTAL_PRICE_BY_UNIT', 'UNIT_PRICE'],
  procurementBiddingTypes: ['TOTAL_PRICE', 'TOTAL_PRICE_BY_UNIT', 'UNIT_PRICE'],
  negotiationTypes: ['REVERSE_AUCTION', 'FORWARD_AUCTION', 'NEGOTIATION'],
  winnerTypes: ['SINGLE_WINNER', 'MULTI_WINNER'],
  auctionTypes: ['OPEN', 'CLOSE'],
  auctionModels: ['REALTIME', 'SIMULATION'],
  periodTypes: ['INJURY_TIME', 'LIMITED_TIME'],
  references: ['SEARCH_ENGINE', 'SOCIAL_MEDIA', 'SALES_STAFF', 'SALES_AGENT'],
  phonePrefix: ['+62'],
  companyTypes: ['PT', 'CV'],
  negotiationMedias: ['ONLINE', 'OFFLINE'],
  attendanceStatuses: ['ATTEND', 'NOT_CONFIRMED', 'NOT_ATTEND'],
  documentTypes: ['LETTER_OF_ATTOURNEY'],
};

type Item = { code: string; label: { en: string; id: string }; active: boolean; order: number };
type LocalItem = { code: string; label: string };
const labelOf = (list: LocalItem[] | undefined, code: string) => list?.find((i) => i.code === code)?.label;

describe('master data', () => {
  it('serves every list of the specification with its exact codes, without signing in', async () => {
    const answer = await t.call<{ data: Record<string, Item[]> }>('GET', '/api/masters');
    expect(answer.status).toBe(200);
    const lists = answer.body.data;
    expect(Object.keys(lists).sort()).toEqual(Object.keys(EXPECTED_CODES).sort());
    for (const [name, codes] of Object.entries(EXPECTED_CODES)) {
      expect(lists[name]!.map((i) => i.code), name).toEqual(codes);
      for (const item of lists[name]!) {
        expect(item.active).toBe(true);
        expect(item.label.en.length).toBeGreaterThan(0);
        expect(item.label.id.length).toBeGreaterThan(0);
      }
      expect(lists[name]!.map((i) => i.order)).toEqual(codes.map((_, index) => index + 1));
    }
  });

  it('names the bulk price and the spelled-as-is letter of attorney as the spec does', async () => {
    const lists = (await t.call<{ data: Record<string, Item[]> }>('GET', '/api/masters')).body.data;
    expect(lists.biddingTypes!.find((i) => i.code === 'TOTAL_PRICE')?.label).toEqual({ en: 'Total Bulk Price', id: 'Harga Total Borongan' });
    expect(lists.procurementBiddingTypes!.find((i) => i.code === 'TOTAL_PRICE')?.label).toEqual({ en: 'Total Price', id: 'Harga Total' });
    expect(lists.documentTypes!.map((i) => i.code)).toEqual(['LETTER_OF_ATTOURNEY']);
    expect(lists.phonePrefix!.map((i) => i.label.en)).toEqual(['+62']);
  });

  it('gives Indonesian labels at /api/masters/id and English ones at /api/masters/en', async () => {
    const id = await t.call<{ data: Record<string, LocalItem[]> }>('GET', '/api/masters/id');
    const en = await t.call<{ data: Record<string, LocalItem[]> }>('GET', '/api/masters/en');
    expect(id.status).toBe(200);
    expect(en.status).toBe(200);
    for (const [name, codes] of Object.entries(EXPECTED_CODES)) {
      expect(id.body.data[name]!.map((i) => i.code), name).toEqual(codes);
      expect(en.body.data[name]!.map((i) => i.code), name).toEqual(codes);
      for (const item of id.body.data[name]!) expect(Object.keys(item).sort()).toEqual(['code', 'label']);
    }
    expect(labelOf(id.body.data.currencies, 'IDR')).toBe('Rupiah Indonesia');
    expect(labelOf(en.body.data.currencies, 'IDR')).toBe('Indonesian Rupiah');
    expect(labelOf(id.body.data.negotiationTypes, 'REVERSE_AUCTION')).toBe('Lelang Terbalik');
    expect(labelOf(id.body.data.negotiationMedias, 'ONLINE')).toBe('Daring');
    expect(labelOf(id.body.data.attendanceStatuses, 'NOT_ATTEND')).toBe('Tidak Hadir');
    expect(labelOf(id.body.data.references, 'SALES_STAFF')).toBe('Staf Penjualan');
    expect(labelOf(id.body.data.companyTypes, 'PT')).toBe('PT (Perseroan Terbatas)');
  });

  it('refuses a language other than en and id', async () => {
    const answer = await t.call('GET', '/api/masters/fr');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errors: [{ param: 'lang', msg: 'Language must be en or id' }] });
  });

  it('keeps the lists when the app starts again on the same database', async () => {
    // buildApp seeds the lists on every start; a second seed must not duplicate or fail.
    const { buildApp } = await import('../../app');
    const again = await buildApp({ config: t.app.ctx.config, db: t.app.ctx.db, changes: t.app.ctx.changes, clock: t.clock });
    try {
      const lists = (await t.call<{ data: Record<string, Item[]> }>('GET', '/api/masters')).body.data;
      expect(lists.currencies!.map((i) => i.code)).toEqual(['IDR', 'USD']);
    } finally {
      await again.close();
    }
  });
});

describe('master data served from memory', () => {
  const get = (path: string, etag?: string) => fetch(`${t.url}${path}`, { headers: etag ? { 'if-none-match': etag } : {} });

  it('gives a strong ETag and answers 304 without a body when the browser already has it', async () => {
    for (const path of ['/api/masters', '/api/masters/en', '/api/masters/id']) {
      const first = await get(path);
      const etag = first.headers.get('etag')!;
      expect(etag, path).toMatch(/^"[\w-]{32}"$/);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(((await first.json()) as { data: unknown }).data).toBeTruthy();

      const again = await get(path, etag);
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      // A list of tags, or the weak form of this one, matches as well; another tag does not.
      expect((await get(path, `"other", W/${etag}`)).status).toBe(304);
      expect((await get(path, '"other"')).status).toBe(200);
    }
    const tags = await Promise.all(['/api/masters', '/api/masters/en', '/api/masters/id'].map(async (p) => (await get(p)).headers.get('etag')));
    expect(new Set(tags).size).toBe(3);
  });

  it('keeps answering from memory what the database says until a write is announced, then reads it again', async () => {
    const before = await get('/api/masters/en');
    const etag = before.headers.get('etag')!;
    // Changed behind the app's back (no change feed): the cached answer stands, proof it is not re-read.
    await t.app.ctx.db
      .update(masterValues)
      .set({ labelEn: 'Open (unannounced)' })
      .where(and(eq(masterValues.list, 'auctionTypes'), eq(masterValues.code, 'OPEN')));
    expect((await get('/api/masters/en', etag)).status).toBe(304);

    // A write through the super admin's API is announced: the next read has the new content and tag.
    const admin = await createAccount(t, { role: 'super_admin' });
    const token = (await signIn(t, admin.email)).access_token;
    const edit = await t.call('PUT', '/api/secured/master-data/auctionTypes/OPEN', { token, body: { labelEn: 'Open Auction', labelId: 'Lelang Terbuka', active: true } });
    expect(edit.status).toBe(200);
    const after = await get('/api/masters/en', etag);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const lists = ((await after.json()) as { data: Record<string, LocalItem[]> }).data;
    expect(labelOf(lists.auctionTypes, 'OPEN')).toBe('Open Auction');
    expect(labelOf((await t.call<{ data: Record<string, LocalItem[]> }>('GET', '/api/masters/id')).body.data.auctionTypes, 'OPEN')).toBe('Lelang Terbuka');
  });
});
