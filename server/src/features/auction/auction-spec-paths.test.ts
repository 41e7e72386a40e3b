import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerSession } from '../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { offer, runningSession } from './auction-bidding.testing';
import { invitedSession } from './auction-invitation.testing';
import { BASE, limitedTimeForm, openProcurement } from './auction-session.testing';

// The spec's auction paths for outside clients (docs/rules/auction.md#spec-api-paths-for-outside-clients):
// the owner's answer, another tenant's 404, no token 401, a vendor's answer holding no other vendor, bad input.

const NOT_FOUND = { errors: [{ param: null, msg: 'Data not found' }] };
const BAD_ID = (param: string) => ({ errors: [{ param, msg: 'Id is not valid' }] });
const M = 1_000_000;

let t: TestApp;
let made: Awaited<ReturnType<typeof runningSession>>;
let other: Awaited<ReturnType<typeof invitedSession>>;
let stranger: Awaited<ReturnType<typeof buyerSession>>;
let draft: { procurementId: string; vendorIds: string[]; auctionId: string };

/** What vendor `index` of `made` must never read: every other vendor's name, e-mail and ids. */
function othersOf(index: number): string[] {
  return made.vendors.filter((_, i) => i !== index).flatMap((v) => [v.name, v.email, v.procurementVendorId, v.accountId, v.invitationId]);
}
const leaked = (body: unknown, index: number) => othersOf(index).filter((marker) => JSON.stringify(body).includes(marker));

beforeAll(async () => {
  t = await startTestApp();
  // A running UNIT_PRICE session with 3 attending vendors; A prices both items, B both, C only the first.
  made = await runningSession(t, { procurement: { biddingType: 'UNIT_PRICE' }, vendors: 3 });
  const [i1, i2] = made.itemIds as [string, string];
  const priced = (entries: Array<[string, number]>) => ({ offerItems: entries.map(([auctionItemId, price]) => ({ auctionItemId, unitOffer: String(price) })) });
  for (const [vendor, body] of [
    [0, priced([[i1, 13 * M], [i2, 13 * M]])],
    [1, priced([[i1, 12 * M], [i2, 12 * M]])],
    [2, priced([[i1, 11 * M]])],
  ] as const) {
    t.clock.advance(1000);
    const answer = await offer(t, made.vendors[vendor]!.token, made.auction.id, body);
    if (answer.status !== 200) throw new Error(`offer refused: ${JSON.stringify(answer.body)}`);
  }
  other = await invitedSession(t, { vendors: 1 });
  stranger = await buyerSession(t);
  // A draft of another procurement of the same buyer, saved through the spec's save-as-draft.
  const { procurement, vendorIds } = await openProcurement(t, made.buyer.companyId);
  const saved = await t.call('POST', `${BASE}/save-as-draft`, { token: made.buyer.token, body: limitedTimeForm(procurement.id, vendorIds, t, { status: 'NOT_STARTED' }) });
  if (saved.status !== 200) throw new Error(`save-as-draft refused: ${JSON.stringify(saved.body)}`);
  draft = { procurementId: procurement.id, vendorIds, auctionId: saved.body.data._id as string };
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/secured/auction/save-as-draft', () => {
  it('saves a new draft whatever status the object carries, and saves the draft its _id names again from the object GET answers', async () => {
    const first = await t.call('GET', `${BASE}/${draft.auctionId}`, { token: made.buyer.token });
    expect(first.body.data).toMatchObject({ _id: draft.auctionId, status: 'DRAFT', procurementId: draft.procurementId, initialPrice: '1500000000.00', vendorIds: draft.vendorIds.slice(0, 2) });
    const edited = { ...first.body.data, initialPrice: '1,400,000,000', status: 'NOT_STARTED' };
    const saved = await t.call('POST', `${BASE}/save-as-draft`, { token: made.buyer.token, body: edited });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ _id: draft.auctionId, status: 'DRAFT', initialPrice: '1400000000.00', auctionNumber: first.body.data.auctionNumber });
  });

  it("answers 404 for another company's draft, 409 for a session created for real, 401 without a token, 403 to a vendor", async () => {
    const form = (await t.call('GET', `${BASE}/${draft.auctionId}`, { token: made.buyer.token })).body.data;
    expect(await t.call('POST', `${BASE}/save-as-draft`, { token: stranger.token, body: form })).toEqual({ status: 404, body: NOT_FOUND });
    const created = { ...form, _id: made.auction.id, procurementId: made.procurement.id, vendorIds: made.vendors.map((v) => v.procurementVendorId) };
    expect(await t.call('POST', `${BASE}/save-as-draft`, { token: made.buyer.token, body: created })).toEqual({
      status: 409,
      body: { errors: [{ param: null, msg: 'Only a draft auction session can be changed' }] },
    });
    expect((await t.call('POST', `${BASE}/save-as-draft`, { body: form })).status).toBe(401);
    expect((await t.call('POST', `${BASE}/save-as-draft`, { token: made.vendors[0]!.token, body: form })).status).toBe(403);
  });

  it("refuses the form's bad input with its messages, and a malformed _id", async () => {
    const body = limitedTimeForm(draft.procurementId, draft.vendorIds.slice(0, 1), t);
    expect(await t.call('POST', `${BASE}/save-as-draft`, { token: made.buyer.token, body })).toEqual({
      status: 400,
      body: { errors: [{ param: 'vendorIds', msg: 'Please select at least 2 vendors to create an auction' }] },
    });
    const malformed = await t.call('POST', `${BASE}/save-as-draft`, { token: made.buyer.token, body: { ...limitedTimeForm(draft.procurementId, draft.vendorIds, t), _id: 'abc' } });
    expect(malformed).toEqual({ status: 400, body: BAD_ID('_id') });
    expect((await t.call('POST', `${BASE}/save-as-draft`, { token: made.buyer.token, body: [] })).status).toBe(400);
  });
});

describe('POST /api/secured/auction-vendor', () => {
  const path = '/api/secured/auction-vendor';

  it("replaces a draft's vendors with vendors of its procurement, at least 2", async () => {
    const answer = await t.call('POST', path, { token: made.buyer.token, body: { auction: draft.auctionId, vendorIds: [draft.vendorIds[2], draft.vendorIds[0]] } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ _id: draft.auctionId, status: 'DRAFT', vendorIds: [draft.vendorIds[0], draft.vendorIds[2]] });
    expect((await t.call('GET', `${BASE}/${draft.auctionId}`, { token: made.buyer.token })).body.data.vendorIds).toEqual([draft.vendorIds[0], draft.vendorIds[2]]);
  });

  it('refuses one vendor, another procurement\'s vendor, a session created for real and a malformed id', async () => {
    const post = (body: unknown) => t.call('POST', path, { token: made.buyer.token, body });
    expect(await post({ auction: draft.auctionId, vendorIds: [draft.vendorIds[0]] })).toEqual({
      status: 400,
      body: { errors: [{ param: 'vendorIds', msg: 'Please select at least 2 vendors to create an auction' }] },
    });
    expect(await post({ auction: draft.auctionId, vendorIds: [draft.vendorIds[0], made.vendors[0]!.procurementVendorId] })).toEqual({
      status: 400,
      body: { errors: [{ param: 'vendorIds', msg: 'Some selected vendors are not invited to this procurement' }] },
    });
    const live = made.vendors.map((v) => v.procurementVendorId).slice(0, 2);
    expect((await post({ auction: made.auction.id, vendorIds: live })).status).toBe(409);
    expect(await post({ auction: 'abc', vendorIds: live })).toEqual({ status: 400, body: BAD_ID('auction') });
  });

  it("answers 404 to another company's buyer, 401 without a token, 403 to a vendor", async () => {
    const body = { auction: draft.auctionId, vendorIds: draft.vendorIds.slice(0, 2) };
    expect(await t.call('POST', path, { token: stranger.token, body })).toEqual({ status: 404, body: NOT_FOUND });
    expect((await t.call('POST', path, { body })).status).toBe(401);
    expect((await t.call('POST', path, { token: made.vendors[0]!.token, body })).status).toBe(403);
  });
});

describe('GET /api/auction/{auctionId} (public)', () => {
  it('shows anyone the status and schedule of a session created for real, and nothing of its procurement, vendors or prices', async () => {
    const answer = await t.call('GET', `/api/auction/${made.auction.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      _id: made.auction.id,
      auctionNumber: made.auction.auctionNumber,
      status: 'ON_GOING',
      auctionType: 'OPEN',
      auctionModel: 'REALTIME',
      periodType: 'LIMITED_TIME',
      startTime: expect.any(String),
      endTime: expect.any(String),
      serverNow: expect.any(String),
    });
    const text = JSON.stringify(answer.body);
    for (const marker of [made.procurement.id, '300000000', '13000000', ...othersOf(-1)]) expect(text).not.toContain(marker);
  });

  it('answers 404 for a draft and an unknown id, 400 for a malformed one', async () => {
    expect(await t.call('GET', `/api/auction/${draft.auctionId}`)).toEqual({ status: 404, body: NOT_FOUND });
    expect(await t.call('GET', `/api/auction/${crypto.randomUUID()}`)).toEqual({ status: 404, body: NOT_FOUND });
    expect(await t.call('GET', '/api/auction/abc')).toEqual({ status: 400, body: BAD_ID('auctionId') });
  });
});

describe('GET /api/secured/auction/v2/{auctionId}', () => {
  const path = () => `${BASE}/v2/${made.auction.id}`;

  it('gives the buyer the session with its initialPrice and vendors, and an invited vendor the same terms without the other vendors', async () => {
    const buyer = await t.call('GET', path(), { token: made.buyer.token });
    expect(buyer.body.data).toEqual((await t.call('GET', `${BASE}/${made.auction.id}`, { token: made.buyer.token })).body.data);
    expect(buyer.body.data.initialPrice).toBe('300000000.00');
    expect([...buyer.body.data.vendorIds].sort()).toEqual(made.vendors.map((v) => v.procurementVendorId).sort());
    const vendor = await t.call('GET', path(), { token: made.vendors[0]!.token });
    expect(vendor.status).toBe(200);
    const { vendorIds: _vendorIds, ...terms } = buyer.body.data;
    expect(vendor.body.data).toEqual(terms);
    expect(leaked(vendor.body, 0)).toEqual([]);
  });

  it("answers 404 to another company's buyer and another session's vendor, 401 without a token, 400 for a malformed id", async () => {
    for (const token of [stranger.token, other.vendors[0]!.token]) expect(await t.call('GET', path(), { token })).toEqual({ status: 404, body: NOT_FOUND });
    expect((await t.call('GET', path())).status).toBe(401);
    expect(await t.call('GET', `${BASE}/v2/abc`, { token: made.buyer.token })).toEqual({ status: 400, body: BAD_ID('auctionId') });
  });
});

describe('GET /api/auction-vendor/find-by-auction/{auctionId}', () => {
  const path = () => `/api/auction-vendor/find-by-auction/${made.auction.id}`;

  it("counts the participants (the room's 'of N') for the buyer and a vendor, naming nobody", async () => {
    const expected = { auctionId: made.auction.id, total: 3, present: 0 };
    expect((await t.call('GET', path(), { token: made.buyer.token })).body.data).toEqual(expected);
    const vendor = await t.call('GET', path(), { token: made.vendors[1]!.token });
    expect(vendor.body.data).toEqual(expected);
    expect(leaked(vendor.body, 1)).toEqual([]);
  });

  it("answers 404 to another company's buyer and another session's vendor, 401 without a token, 400 for a malformed id", async () => {
    for (const token of [stranger.token, other.vendors[0]!.token]) expect(await t.call('GET', path(), { token })).toEqual({ status: 404, body: NOT_FOUND });
    expect((await t.call('GET', path())).status).toBe(401);
    expect(await t.call('GET', '/api/auction-vendor/find-by-auction/abc', { token: made.buyer.token })).toEqual({ status: 400, body: BAD_ID('auctionId') });
  });
});

describe('GET /api/secured/auction-item/{auctionId}/find-by-auction', () => {
  const path = (query = '') => `/api/secured/auction-item/${made.auction.id}/find-by-auction${query}`;

  it("lists the session's items, with the calling vendor's own capable quantities, searched and paged", async () => {
    const vendor = await t.call('GET', path(), { token: made.vendors[0]!.token });
    expect(vendor.status).toBe(200);
    expect(vendor.body.data.total).toBe(2);
    expect(vendor.body.data.filteredData.map((i: { procurementItemId: string }) => i.procurementItemId)).toEqual(made.itemIds);
    expect(vendor.body.data.filteredData[0]).toMatchObject({ quantity: '10.00', minCapableQty: '10.00', uom: 'Unit', capableQty: '10.00' });
    expect(leaked(vendor.body, 0)).toEqual([]);
    const buyer = await t.call('GET', path('?limit=1&page=2'), { token: made.buyer.token });
    expect(buyer.body.data).toMatchObject({ total: 2, filteredData: [{ procurementItemId: made.itemIds[1], capableQty: null }] });
    const code = vendor.body.data.filteredData[1].itemCode as string;
    const searched = await t.call('GET', path(`?query=${encodeURIComponent(code.toLowerCase())}`), { token: made.buyer.token });
    expect(searched.body.data.filteredData.map((i: { itemCode: string }) => i.itemCode)).toEqual([code]);
  });

  it("answers 404 to another company's buyer and another session's vendor, 401 without a token, 400 for bad input", async () => {
    for (const token of [stranger.token, other.vendors[0]!.token]) expect(await t.call('GET', path(), { token })).toEqual({ status: 404, body: NOT_FOUND });
    expect((await t.call('GET', path())).status).toBe(401);
    expect(await t.call('GET', '/api/secured/auction-item/abc/find-by-auction', { token: made.buyer.token })).toEqual({ status: 400, body: BAD_ID('auctionId') });
    expect((await t.call('GET', path('?limit=0'), { token: made.buyer.token })).status).toBe(400);
  });
});

describe('GET /api/procurement-vendor/participant/by-auction/{auctionId}', () => {
  const path = () => `/api/procurement-vendor/participant/by-auction/${made.auction.id}`;

  it('lists the buyer every invited vendor with its attendance', async () => {
    const answer = await t.call('GET', path(), { token: made.buyer.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.total).toBe(3);
    expect(new Set(answer.body.data.filteredData.map((r: { vendorName: string; status: string }) => `${r.vendorName} ${r.status}`))).toEqual(new Set(made.vendors.map((v) => `${v.name} ATTEND`)));
  });

  it("answers 404 to the session's own vendor, another company's buyer and another session's vendor, 401 without a token, 400 for a malformed id", async () => {
    for (const token of [made.vendors[0]!.token, stranger.token, other.vendors[0]!.token]) expect(await t.call('GET', path(), { token })).toEqual({ status: 404, body: NOT_FOUND });
    expect((await t.call('GET', path())).status).toBe(401);
    expect(await t.call('GET', '/api/procurement-vendor/participant/by-auction/abc', { token: made.buyer.token })).toEqual({ status: 400, body: BAD_ID('auctionId') });
  });
});

describe('GET /api/secured/auction-session/auction-vendor-offer-items/{procurementId}/{itemId}', () => {
  const path = (itemId: string, query = '') => `/api/secured/auction-session/auction-vendor-offer-items/${made.procurement.id}/${itemId}${query}`;

  it("lists every offer that priced the item, with its unit price, as its procurement's log does", async () => {
    const first = await t.call('GET', path(made.itemIds[0]!), { token: made.buyer.token });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ procurementId: made.procurement.id, item: { procurementItemId: made.itemIds[0], quantity: '10.00', uom: 'Unit' }, total: 3 });
    expect(first.body.data.filteredData.map((r: { vendorId: string; unitOffer: string }) => [r.vendorId, r.unitOffer])).toEqual([
      [made.vendors[0]!.procurementVendorId, '13000000.00'],
      [made.vendors[1]!.procurementVendorId, '12000000.00'],
      [made.vendors[2]!.procurementVendorId, '11000000.00'],
    ]);
    const whole = await t.call('GET', `/api/secured/auction-session/auction-vendor-offers/${made.procurement.id}`, { token: made.buyer.token });
    const { unitOffer: _unit, ...asLogged } = first.body.data.filteredData[0];
    expect(whole.body.data.filteredData[0]).toEqual(asLogged);
    // C never priced the second item; the filters of the procurement's log apply.
    expect((await t.call('GET', path(made.itemIds[1]!), { token: made.buyer.token })).body.data.total).toBe(2);
    const one = await t.call('GET', path(made.itemIds[0]!, `?vendorId=${made.vendors[1]!.procurementVendorId}&includeAllSession=false`), { token: made.buyer.token });
    expect(one.body.data.filteredData.map((r: { unitOffer: string }) => r.unitOffer)).toEqual(['12000000.00']);
  });

  it("answers 404 for another company or another procurement's item, 401 without a token, 403 to a vendor, 400 for bad input", async () => {
    expect(await t.call('GET', path(made.itemIds[0]!), { token: stranger.token })).toEqual({ status: 404, body: NOT_FOUND });
    expect(await t.call('GET', path(other.itemIds[0]!), { token: made.buyer.token })).toEqual({ status: 404, body: NOT_FOUND });
    expect((await t.call('GET', path(made.itemIds[0]!))).status).toBe(401);
    expect((await t.call('GET', path(made.itemIds[0]!), { token: made.vendors[0]!.token })).status).toBe(403);
    expect(await t.call('GET', path('abc'), { token: made.buyer.token })).toEqual({ status: 400, body: BAD_ID('itemId') });
    expect(await t.call('GET', path(made.itemIds[0]!, '?includeAllSession=maybe'), { token: made.buyer.token })).toEqual({
      status: 400,
      body: { errors: [{ param: 'includeAllSession', msg: 'includeAllSession must be true or false' }] },
    });
  });
});
