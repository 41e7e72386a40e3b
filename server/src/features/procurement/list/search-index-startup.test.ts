import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procurements } from '../../../db/schema/procurement';
import { buyerSession, insertProcurement } from '../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { ensureSearchIndex } from './search-index-startup';

let t: TestApp;
let buyer: Awaited<ReturnType<typeof buyerSession>>;

beforeAll(async () => {
  t = await startTestApp();
  buyer = await buyerSession(t);
});
afterAll(async () => {
  await t.close();
});

async function searchHits(keyword: string): Promise<number> {
  const answer = await t.call('GET', `/api/secured/procurement/search?keyword=${keyword}`, { token: buyer.token });
  return (answer.body.data as unknown[]).length;
}

describe('search index at start-up', () => {
  it('records the formula on the first start and then leaves a current index alone', async () => {
    await insertProcurement(t, buyer.companyId, { procurementName: 'Pengadaan Meja Rapat' });
    expect(await ensureSearchIndex(t.app.ctx.db)).toEqual({ cause: 'formula', rebuilt: 1 });
    expect(await ensureSearchIndex(t.app.ctx.db)).toEqual({ cause: 'none', rebuilt: 0 });
  });

  it('fills in the text of a procurement written outside the app, so the search finds it', async () => {
    const row = await insertProcurement(t, buyer.companyId, { procurementName: 'Pengadaan Proyektor Aula' });
    await t.app.ctx.db.update(procurements).set({ searchVector: sql`''::tsvector` }).where(eq(procurements.id, row.id));
    expect(await searchHits('proyektor')).toBe(0);

    expect(await ensureSearchIndex(t.app.ctx.db)).toEqual({ cause: 'missing', rebuilt: 1 });
    expect(await searchHits('proyektor')).toBe(1);
  });

  it('recomputes every text when they were computed by another formula', async () => {
    await t.app.ctx.db.execute(sql.raw(`comment on column procurements.search_vector is 'search text 0000000000000000'`));
    const [stale] = await t.app.ctx.db.select().from(procurements).limit(1);
    await t.app.ctx.db.update(procurements).set({ searchVector: sql`to_tsvector('simple', 'usang')` }).where(eq(procurements.id, stale!.id));

    expect(await ensureSearchIndex(t.app.ctx.db)).toEqual({ cause: 'formula', rebuilt: 2 });
    expect(await searchHits('usang')).toBe(0);
    expect(await ensureSearchIndex(t.app.ctx.db)).toEqual({ cause: 'none', rebuilt: 0 });
  });
});
