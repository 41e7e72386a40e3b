import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procurementItems } from '../../../db/schema/procurement';
import { buyerSession } from '../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { dataUrl, download, draftProcurement, itemBody, makePng, makeWorkbook, uploadImport } from './procurement-item.testing';

let t: TestApp;
let owner: Awaited<ReturnType<typeof buyerSession>>;
let stranger: Awaited<ReturnType<typeof buyerSession>>;
let procurementId: string;
let item: { _id: string; images: Array<{ _id: string; url: string }> };

const ITEMS = '/api/secured/procurement-item';

beforeAll(async () => {
  t = await startTestApp();
  owner = await buyerSession(t);
  stranger = await buyerSession(t);
  procurementId = (await draftProcurement(t, owner.companyId)).id;
  const created = await t.call('POST', ITEMS, {
    token: owner.token,
    body: itemBody(procurementId, { images: [{ imageBase64: dataUrl('image/png', makePng()), orderNumber: 1 }] }),
  });
  item = created.body.data;
});
afterAll(async () => {
  await t.close();
});

type Call = (token: string) => Promise<{ status: number; body?: unknown }>;

// Every endpoint, called with the first company's ids.
const CALLS: Array<[name: string, call: Call]> = [
  ['GET the list', (token) => t.call('GET', `${ITEMS}?procurementId=${procurementId}`, { token })],
  ['GET an item', (token) => t.call('GET', `${ITEMS}/${item._id}`, { token })],
  ['POST an item', (token) => t.call('POST', ITEMS, { token, body: itemBody(procurementId) })],
  ['PATCH an item', (token) => t.call('PATCH', `${ITEMS}/${item._id}`, { token, body: itemBody(procurementId, { itemName: 'Diganti' }) })],
  ['GET an image', (token) => download(t, token, item.images[0]!.url)],
  ['GET the template', (token) => download(t, token, `${ITEMS}/template?procurementId=${procurementId}`)],
  ['GET the export', (token) => download(t, token, `${ITEMS}/export?procurementId=${procurementId}`)],
  ['POST an import', async (token) => uploadImport(t, token, procurementId, await makeWorkbook([['X-1', 'Kursi', 'PR-1', 1, 2, 2, 'Unit', 100, 'Kayu jati']]))],
  ['DELETE items', (token) => t.call('DELETE', ITEMS, { token, body: { procurementId, procurementItemIds: [item._id] } })],
];

describe('another company', () => {
  it.each(CALLS)('gets 404 from %s with the first company ids', async (_name, call) => {
    const answer = await call(stranger.token);
    expect(answer.status).toBe(404);
  });

  it.each(CALLS)('does not stop the owner: %s', async (_name, call) => {
    // Runs after the strangers' calls; the owner's DELETE comes last in the table, so it runs
    // last here too and the item is there for every call before it.
    const answer = await call(owner.token);
    expect(answer.status).toBe(200);
  });

  it('left the first company untouched by the strangers', async () => {
    const rows = await t.app.ctx.db.select().from(procurementItems).where(eq(procurementItems.procurementId, procurementId));
    // Owner: one created in beforeAll, one POSTed, one imported; the DELETE removed the first.
    expect(rows.map((row) => row.itemName).sort()).toEqual(['Kursi', expect.stringMatching(/^Laptop 14 inci/)]);
  });
});
