import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, auctionVendors } from '../../../db/schema/auction';
import { buyerSession } from '../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { BASE, insertSession, limitedTimeForm, openProcurement } from '../auction-session.testing';

let t: TestApp;
let buyer: Awaited<ReturnType<typeof buyerSession>>;
beforeAll(async () => {
  t = await startTestApp();
  buyer = await buyerSession(t);
});
afterAll(async () => {
  await t.close();
});

async function createDrafts(procurementId: string, vendorIds: string[], howMany: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < howMany; i += 1) {
    const answer = await t.call('POST', BASE, { token: buyer.token, body: limitedTimeForm(procurementId, vendorIds, t) });
    expect(answer.status).toBe(200);
    ids.push(answer.body.data._id);
    // Distinct creation times, so "newest first" is not decided by the tie-break alone.
    t.clock.advance(1000);
  }
  return ids;
}

const list = (query: string) => t.call('GET', `${BASE}?${query}`, { token: buyer.token });

describe('the Auction Session section list', () => {
  it('pages the sessions of one procurement, newest first, 5 a page by default', async () => {
    const { procurement, vendorIds } = await openProcurement(t, buyer.companyId);
    const ids = await createDrafts(procurement.id, vendorIds, 7);
    const other = await openProcurement(t, buyer.companyId);
    await createDrafts(other.procurement.id, other.vendorIds, 1);

    const first = await list(`procurementId=${procurement.id}`);
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(7);
    expect(first.body.data.filteredData.map((r: { _id: string }) => r._id)).toEqual([...ids].reverse().slice(0, 5));
    expect(first.body.data.filteredData[0]).toEqual({
      _id: ids[6],
      auctionNumber: expect.stringMatching(/^AUC-.+-\d{4}-\d{5}$/),
      auctionType: 'OPEN',
      startTime: expect.any(String),
      endTime: expect.any(String),
      status: 'DRAFT',
    });

    const second = await list(`procurementId=${procurement.id}&page=2&limit=5`);
    expect(second.body.data.filteredData.map((r: { _id: string }) => r._id)).toEqual([ids[1], ids[0]]);
    const all = await list(`procurementId=${procurement.id}&limit=-1`);
    expect(all.body.data.filteredData).toHaveLength(7);
  });

  it('searches by auction number, reading % and _ as themselves', async () => {
    const { procurement, vendorIds } = await openProcurement(t, buyer.companyId);
    const [id] = await createDrafts(procurement.id, vendorIds, 1);
    const number = (await t.call('GET', `${BASE}/${id}`, { token: buyer.token })).body.data.auctionNumber as string;
    await createDrafts(procurement.id, vendorIds, 1);

    const hit = await list(`procurementId=${procurement.id}&query=${encodeURIComponent(number.toLowerCase())}`);
    expect(hit.body.data).toEqual({ filteredData: [expect.objectContaining({ _id: id, auctionNumber: number })], total: 1 });
    expect((await list(`procurementId=${procurement.id}&query=%25`)).body.data).toEqual({ filteredData: [], total: 0 });
    expect((await list(`procurementId=${procurement.id}&query=_`)).body.data).toEqual({ filteredData: [], total: 0 });
  });

  it('answers an empty page for a procurement without sessions', async () => {
    const { procurement } = await openProcurement(t, buyer.companyId);
    expect(await list(`procurementId=${procurement.id}`)).toEqual({ status: 200, body: { data: { filteredData: [], total: 0 } } });
  });

  it('names bad list parameters', async () => {
    const answer = await list('page=0&limit=1000&query=' + 'x'.repeat(201));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { param: 'procurementId', msg: 'Procurement id is required' },
      { param: 'page', msg: 'Page must be a whole number from 1' },
      { param: 'limit', msg: 'Page size must be All or a whole number from 1 to 100' },
      { param: 'query', msg: 'Search text must be at most 200 characters' },
    ]);
  });
});

describe('deleting sessions', () => {
  const remove = (body: unknown) => t.call('DELETE', BASE, { token: buyer.token, body });

  it('deletes draft sessions with their vendors and items', async () => {
    const { procurement, vendorIds } = await openProcurement(t, buyer.companyId);
    const [a, b, keep] = await createDrafts(procurement.id, vendorIds, 3);
    expect(await remove({ procurementId: procurement.id, auctionIds: [a, b] })).toEqual({ status: 200, body: { data: { auctionIds: [a, b] } } });
    const left = await t.app.ctx.db.select({ id: auctions.id }).from(auctions).where(eq(auctions.procurementId, procurement.id));
    expect(left).toEqual([{ id: keep }]);
    expect(await t.app.ctx.db.select().from(auctionVendors).where(inArray(auctionVendors.auctionId, [a!, b!]))).toEqual([]);
  });

  it('deletes nothing when one of the sessions is not a draft (409)', async () => {
    const { procurement, vendorIds } = await openProcurement(t, buyer.companyId);
    const [draft] = await createDrafts(procurement.id, vendorIds, 1);
    const done = await insertSession(t, procurement.id, { status: 'DONE' });
    expect(await remove({ procurementId: procurement.id, auctionIds: [draft, done.id] })).toEqual({
      status: 409,
      body: { errors: [{ param: null, msg: 'Only draft auction sessions can be deleted' }] },
    });
    expect(await t.app.ctx.db.select().from(auctions).where(eq(auctions.procurementId, procurement.id))).toHaveLength(2);
  });

  it("deletes nothing when a session is another procurement's or unknown (404)", async () => {
    const { procurement, vendorIds } = await openProcurement(t, buyer.companyId);
    const other = await openProcurement(t, buyer.companyId);
    const [mine] = await createDrafts(procurement.id, vendorIds, 1);
    const [theirs] = await createDrafts(other.procurement.id, other.vendorIds, 1);
    const notFound = { status: 404, body: { errors: [{ param: null, msg: 'Data not found' }] } };
    expect(await remove({ procurementId: procurement.id, auctionIds: [mine, theirs] })).toEqual(notFound);
    expect(await remove({ procurementId: procurement.id, auctionIds: [mine, crypto.randomUUID()] })).toEqual(notFound);
    expect(await t.app.ctx.db.select().from(auctions).where(inArray(auctions.id, [mine!, theirs!]))).toHaveLength(2);
  });

  it('says "No Items Selected!" for an empty selection', async () => {
    const { procurement } = await openProcurement(t, buyer.companyId);
    expect(await remove({ procurementId: procurement.id, auctionIds: [] })).toEqual({
      status: 400,
      body: { errors: [{ param: 'auctionIds', msg: 'No Items Selected!' }] },
    });
    expect((await remove({ procurementId: procurement.id })).body.errors).toEqual([{ param: 'auctionIds', msg: 'No Items Selected!' }]);
  });
});
