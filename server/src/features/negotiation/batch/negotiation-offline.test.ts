import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiations } from '../../../db/schema/negotiation';
import { buyerSession } from '../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { type Buyer, NEG, ok, ongoingBatch } from '../negotiation.testing';

let t: TestApp;
let buyer: Buyer;

beforeAll(async () => {
  t = await startTestApp();
  buyer = await buyerSession(t);
});
afterAll(async () => t.close());

const PRICE = '/api/secured/negotiation-item/submit-price';
const LOG = '/api/secured/negotiation-log';
const post = (path: string, body: unknown) => t.call('POST', path, { token: buyer.token, body });
const get = (path: string) => t.call('GET', path, { token: buyer.token });
const itemsOf = async (negotiationId: string) => ok<{ _id: string; lastPrice: string | null }[]>(await get(`/api/secured/negotiation-item/find-by-negotiation/${negotiationId}`));
const one = (param: string | null, msg: string) => ({ errors: [{ param, msg }] });

/** The first vendor's offline negotiation: 2 items of 10 units, last total 290,000,000.00 (14,000,000.00 quoted, 15,000,000.00 estimated). */
async function offline(biddingType: 'TOTAL_PRICE' | 'TOTAL_PRICE_BY_UNIT' | 'UNIT_PRICE' = 'TOTAL_PRICE') {
  const batch = await ongoingBatch(t, buyer, 'OFFLINE', { biddingType });
  const first = batch.negotiations.find((n) => n.vendorId === batch.vendorIds[0])!;
  const second = batch.negotiations.find((n) => n.vendorId === batch.vendorIds[1])!;
  return { ...batch, negotiationId: first._id, otherId: second._id, items: await itemsOf(first._id) };
}

describe('offline final prices', () => {
  it('refuses a zero or empty price with the spec message', async () => {
    const { negotiationId, items } = await offline();
    const answer = await post(PRICE, { negotiation: negotiationId, items: [{ _id: items[0]!._id, finalPrice: '13,000,000' }, { _id: items[1]!._id, finalPrice: '0' }] });
    expect(answer).toEqual({ status: 400, body: one('items.1.finalPrice', "Couldn't send 0 offer") });
  });

  for (const biddingType of ['TOTAL_PRICE', 'TOTAL_PRICE_BY_UNIT'] as const) {
    it(`${biddingType}: asks a total strictly below the vendor's last price, then stores prices, total and saving`, async () => {
      const { negotiationId, items } = await offline(biddingType);
      const priced = (first: string, second: string) => post(PRICE, { negotiation: negotiationId, items: [{ _id: items[0]!._id, finalPrice: first }, { _id: items[1]!._id, finalPrice: second }] });
      expect((await priced('14000000', '15000000')).body).toEqual(one('items', "Final price must be lower than vendor's last price"));
      // One item dearer than before, the total still lower: accepted.
      const stored = ok(await priced('14,100,000.00', '14,800,000'));
      expect(stored.map((i: { finalPrice: string; newSubtotal: string; subTotal: string }) => [i.finalPrice, i.newSubtotal, i.subTotal])).toEqual([
        ['14100000.00', '141000000.00', '140000000.00'],
        ['14800000.00', '148000000.00', '150000000.00'],
      ]);
      expect(ok(await get(`${NEG}/${negotiationId}`))).toMatchObject({ status: 'ON_GOING', lastPrice: '290000000.00', finalPrice: '289000000.00', saving: '0.34' });
    });
  }

  it('UNIT_PRICE: no total check, each unit price below its last auction price when there is one', async () => {
    const { negotiationId, otherId, items } = await offline('UNIT_PRICE');
    expect(items).toHaveLength(1);
    expect((await post(PRICE, { negotiation: negotiationId, items: [{ _id: items[0]!._id, finalPrice: '14000000' }] })).body).toEqual(
      one('items.0.finalPrice', 'Final price must be lower than last auction price'),
    );
    ok(await post(PRICE, { negotiation: negotiationId, items: [{ _id: items[0]!._id, finalPrice: '13999999.99' }] }));
    // The second vendor has no last price on the item: anything above 0 goes, even above the estimate.
    const [otherItem] = await itemsOf(otherId);
    expect(otherItem!.lastPrice).toBeNull();
    expect(ok(await post(PRICE, { negotiation: otherId, items: [{ _id: otherItem!._id, finalPrice: '20000000' }] }))[0].finalPrice).toBe('20000000.00');
  });

  it('keeps the capable quantity within the item and asks every item once', async () => {
    const { negotiationId, otherId, items } = await offline();
    const base = [{ _id: items[0]!._id, finalPrice: '13000000' }, { _id: items[1]!._id, finalPrice: '14000000' }];
    expect((await post(PRICE, { negotiation: negotiationId, items: [base[0], { ...base[1], capableQty: '11' }] })).body).toEqual(
      one('items.1.capableQty', 'Your input must be above or equal to 10.00 and below or equal to 10.00'),
    );
    expect((await post(PRICE, { negotiation: negotiationId, items: [base[0]] })).body).toEqual(one('items', 'Offer every item of this negotiation once'));
    expect((await post(PRICE, { negotiation: negotiationId, items: [base[0], base[0]] })).body).toEqual(one('items', 'Offer every item of this negotiation once'));
    const [foreign] = await itemsOf(otherId);
    expect((await post(PRICE, { negotiation: negotiationId, items: [base[0], { ...base[1], _id: foreign!._id }] })).body).toEqual(
      one('items', 'Offer every item of this negotiation once'),
    );
    expect((await post(PRICE, { negotiation: negotiationId, items: [] })).status).toBe(400);
    expect(ok(await post(PRICE, { negotiation: negotiationId, items: [base[0], { ...base[1], capableQty: '10' }] }))[1].capableQty).toBe('10.00');
  });

  it('acts only on an offline negotiation on going in an on-going batch', async () => {
    const { negotiationId, items } = await offline();
    const body = { negotiation: negotiationId, items: items.map((i) => ({ _id: i._id, finalPrice: '1000' })) };
    await t.app.ctx.db.update(negotiations).set({ status: 'DONE' }).where(eq(negotiations.id, negotiationId));
    expect((await post(PRICE, body)).body).toEqual(one(null, 'Final prices can be entered only while the negotiation and its session are on going'));
    const online = await ongoingBatch(t, buyer, 'ONLINE');
    const onlineItems = await itemsOf(online.negotiationIds[0]!);
    expect((await post(PRICE, { negotiation: online.negotiationIds[0], items: onlineItems.map((i) => ({ _id: i._id, finalPrice: '1000' })) })).body).toEqual(
      one(null, 'Final prices and logs are entered only for offline negotiations'),
    );
  });
});

describe('negotiation log', () => {
  it('adds, updates, lists (under both paths) and deletes rows; zero becomes empty', async () => {
    const { negotiationId } = await offline();
    const saved = ok(await post(`${LOG}/create-or-update`, { negotiationId, logs: [{ buyerOffer: '250,000,000', vendorOffer: '0' }, { buyerOffer: null, vendorOffer: '300000000' }] }));
    expect(saved.map((l: { buyerOffer: string | null; vendorOffer: string | null }) => [l.buyerOffer, l.vendorOffer])).toEqual([
      ['250000000.00', null],
      [null, '300000000.00'],
    ]);
    const updated = ok(await post(`${LOG}/create-or-update`, { negotiationId, logs: [{ _id: saved[0]._id, buyerOffer: '260000000', vendorOffer: '310000000' }] }));
    expect(updated).toHaveLength(2);
    expect(updated[0]).toMatchObject({ _id: saved[0]._id, buyerOffer: '260000000.00', vendorOffer: '310000000.00' });
    const bni = await get(`${LOG}/bni-log-per-negotiation/${negotiationId}`);
    expect(bni).toEqual({ status: 200, body: { data: updated } });
    expect(await get(`${LOG}/log-per-negotiation/${negotiationId}`)).toEqual(bni);
    const deleted = await t.call('DELETE', `${LOG}/delete`, { token: buyer.token, body: { logIds: [saved[1]._id] } });
    expect(deleted).toEqual({ status: 200, body: { data: { message: 'Success delete log(s)' } } });
    expect(ok(await get(`${LOG}/log-per-negotiation/${negotiationId}`)).map((l: { _id: string }) => l._id)).toEqual([saved[0]._id]);
  });

  it('keeps the buyer at or below the final price and the vendor at or above', async () => {
    const { negotiationId, items } = await offline();
    ok(await post(PRICE, { negotiation: negotiationId, items: [{ _id: items[0]!._id, finalPrice: '13900000' }, { _id: items[1]!._id, finalPrice: '15000000' }] }));
    // Final: 289,000,000.00.
    const save = (logs: unknown[]) => post(`${LOG}/create-or-update`, { negotiationId, logs });
    expect((await save([{ buyerOffer: '289000000.01', vendorOffer: '288999999.99' }])).body).toEqual({
      errors: [
        { param: 'logs.0.buyerOffer', msg: 'Value must be equal or lower than negotiation final' },
        { param: 'logs.0.vendorOffer', msg: 'Value must be equal or higher than negotiation final' },
      ],
    });
    expect(ok(await save([{ buyerOffer: '289000000', vendorOffer: '289000000' }, { buyerOffer: '0', vendorOffer: null }]))).toHaveLength(2);
    expect(ok(await get(`${LOG}/log-per-negotiation/${negotiationId}`))).toHaveLength(2);
  });

  it('refuses logs of another negotiation, unknown ids, online or canceled negotiations', async () => {
    const { negotiationId, otherId } = await offline();
    const [other] = ok(await post(`${LOG}/create-or-update`, { negotiationId: otherId, logs: [{ buyerOffer: '1', vendorOffer: '2' }] }));
    expect((await post(`${LOG}/create-or-update`, { negotiationId, logs: [{ _id: other._id, buyerOffer: '1' }] })).body).toEqual(one(null, 'Log not found'));
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.call('DELETE', `${LOG}/delete`, { token: buyer.token, body: { logIds: [other._id, unknown] } })).status).toBe(404);
    expect(ok(await get(`${LOG}/log-per-negotiation/${otherId}`))).toHaveLength(1);
    await t.app.ctx.db.update(negotiations).set({ status: 'CANCELED' }).where(eq(negotiations.id, otherId));
    expect((await t.call('DELETE', `${LOG}/delete`, { token: buyer.token, body: { logIds: [other._id] } })).body).toEqual(
      one(null, 'Logs can be edited only while the negotiation is on going or done'),
    );
    const online = await ongoingBatch(t, buyer, 'ONLINE');
    expect((await post(`${LOG}/create-or-update`, { negotiationId: online.negotiationIds[0], logs: [] })).status).toBe(409);
  });
});
