import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiationItems, negotiations } from '../../../db/schema/negotiation';
import { buyerSession } from '../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { recordBroadcasts } from '../../auction/auction.testing';
import { DAY, HOUR, insertSession, openProcurement } from '../../auction/auction-session.testing';
import {
  BATCH,
  batchSchedule,
  type Buyer,
  draftBatch,
  NEG,
  negotiationProcurement,
  ok,
  ongoingBatch,
  reverseProcurementWithDoneAuction,
  scheduledNegotiation,
} from '../negotiation.testing';

let t: TestApp;
let buyer: Buyer;

beforeAll(async () => {
  t = await startTestApp();
  buyer = await buyerSession(t);
});
afterAll(async () => t.close());

const post = (path: string, body: unknown) => t.call('POST', path, { token: buyer.token, body });
const get = (path: string) => t.call('GET', path, { token: buyer.token });
const change = (negotiationBatch: string, status: string, cancelReason?: string) => post(`${BATCH}/change-status`, { negotiationBatch, status, cancelReason });
const refusal = (status: string) => ({ errors: [{ param: null, msg: `This negotiation session cannot move to ${status} now` }] });

describe('validate-create-session', () => {
  it('answers true for an open procurement with vendors to negotiate with', async () => {
    const { procurement } = await negotiationProcurement(t, buyer);
    expect(await get(`${BATCH}/validate-create-session/${procurement.id}`)).toEqual({ status: 200, body: { data: true } });
  });

  it('answers the reason otherwise', async () => {
    const reason = async (procurementId: string) => (await get(`${BATCH}/validate-create-session/${procurementId}`)).body;
    const one = (msg: string) => ({ errors: [{ param: null, msg }] });
    const draft = await negotiationProcurement(t, buyer, { status: 'DRAFT' });
    expect(await reason(draft.procurement.id)).toEqual(one('Negotiation sessions can only be created for an open procurement'));
    const ended = await negotiationProcurement(t, buyer, { endDate: new Date(t.clock.now().getTime() - HOUR) });
    expect(await reason(ended.procurement.id)).toEqual(one('The procurement has passed its end date'));
    const auctioned = await negotiationProcurement(t, buyer);
    await insertSession(t, auctioned.procurement.id, { status: 'NOT_STARTED', startTime: new Date(t.clock.now().getTime() + HOUR), endTime: new Date(t.clock.now().getTime() + 2 * HOUR) });
    expect(await reason(auctioned.procurement.id)).toEqual(one('An auction session of this procurement is not finished yet'));
    const reverse = await openProcurement(t, buyer.companyId);
    expect(await reason(reverse.procurement.id)).toEqual(one('No vendor can be offered a negotiation yet'));
    const ongoing = await ongoingBatch(t, buyer);
    expect(await reason(ongoing.procurement.id)).toEqual(one('A negotiation session of this procurement is still on going'));
    const start = await post(`${BATCH}/start-negotiation`, { procurementId: ongoing.procurement.id });
    expect(start).toEqual({ status: 400, body: one('A negotiation session of this procurement is still on going') });
  });
});

describe('a draft batch', () => {
  it('is created named by its place, with every item (total price) and the schedule to the minute', async () => {
    const { procurement, itemIds } = await negotiationProcurement(t, buyer);
    const start = new Date(t.clock.now().getTime() + HOUR + 42_123);
    const created = ok(await post(`${BATCH}/start-negotiation`, { procurementId: procurement.id, negotiationType: 'OFFLINE', startDate: start.toISOString() }));
    expect(created).toEqual({ _id: expect.any(String), status: 'DRAFT' });
    const view = ok(await get(`${BATCH}/${created._id}`));
    expect(view).toMatchObject({ name: 'Negotiation 1', status: 'DRAFT', negotiationType: 'OFFLINE', procurementItemIds: itemIds, procurementVendorIds: [], negotiationCount: 0 });
    expect(new Date(view.startDate).getUTCSeconds()).toBe(0);
    expect(view.endDate).toBeNull();
    const second = ok(await post(`${BATCH}/start-negotiation`, { procurementId: procurement.id }));
    expect(ok(await get(`${BATCH}/${second._id}`)).name).toBe('Negotiation 2');
    expect(ok(await get(`${BATCH}/${procurement.id}/by-procurement`)).map((b: { _id: string }) => b._id)).toEqual([second._id, created._id]);
  });

  it('holds only the first item for unit-price bidding', async () => {
    const { procurement, itemIds } = await negotiationProcurement(t, buyer, { biddingType: 'UNIT_PRICE' });
    const { _id } = ok(await post(`${BATCH}/start-negotiation`, { procurementId: procurement.id }));
    expect(ok(await get(`${BATCH}/${_id}`)).procurementItemIds).toEqual([itemIds[0]]);
    expect(ok(await get(`/api/secured/negotiation-batch-item/find-by-negotiation-batch/${_id}`))).toEqual([
      expect.objectContaining({ _id: itemIds[0], procurementItemId: itemIds[0], quantity: '10.00', pricePerUnit: '15000000.00' }),
    ]);
  });

  it('refuses a schedule outside the procurement period with the range message', async () => {
    const now = t.clock.now().getTime();
    const { procurement } = await negotiationProcurement(t, buyer, { startDate: new Date('2026-03-01T01:00:00Z'), endDate: new Date(now + 30 * DAY) });
    const outside = await post(`${BATCH}/start-negotiation`, { procurementId: procurement.id, startDate: '2026-02-01T01:00:00Z' });
    expect(outside.status).toBe(400);
    expect(outside.body.errors[0]).toEqual({ param: 'startDate', msg: expect.stringMatching(/^Please input start date between 01 March 2026 08:00 and \d{2} \w+ \d{4} \d{2}:\d{2}$/) });
    const openEnded = await negotiationProcurement(t, buyer, { startDate: new Date('2026-03-01T01:00:00Z'), endDate: null });
    const below = await post(`${BATCH}/start-negotiation`, { procurementId: openEnded.procurement.id, startDate: '2026-02-01T01:00:00Z' });
    expect(below.body).toEqual({ errors: [{ param: 'startDate', msg: 'Please input start date above 01 March 2026 08:00' }] });
    const wrongEnd = await post(`${BATCH}/start-negotiation`, { procurementId: procurement.id, ...batchSchedule(t), endDate: new Date(now).toISOString() });
    expect(wrongEnd.body.errors[0].param).toBe('endDate');
  });

  it('edits info, items and vendors while a draft, and checks each belongs to the procurement', async () => {
    const { procurement, itemIds, vendorIds } = await negotiationProcurement(t, buyer);
    const other = await negotiationProcurement(t, buyer);
    const batchId = await draftBatch(t, buyer, procurement.id, []);
    const info = ok(await post(`${BATCH}/update-info`, { negotiationBatch: batchId, negotiationType: 'OFFLINE', ...batchSchedule(t) }));
    expect(info.negotiationType).toBe('OFFLINE');
    expect(ok(await post('/api/secured/negotiation-batch-item/save-as-draft', { negotiationBatch: batchId, itemIds: [itemIds[1]] }))).toEqual([itemIds[1]]);
    expect((await post('/api/secured/negotiation-batch-item/save-as-draft', { negotiationBatch: batchId, itemIds: [other.itemIds[0]] })).body).toEqual({
      errors: [{ param: 'itemIds', msg: 'This item is not part of the procurement' }],
    });
    expect(ok(await post(`${NEG}/save-as-draft`, { negotiationBatch: batchId, vendorIds: [vendorIds[2], vendorIds[0]] }))).toEqual([vendorIds[2], vendorIds[0]]);
    expect((await post(`${NEG}/save-as-draft`, { negotiationBatch: batchId, vendorIds: [other.vendorIds[0]] })).body).toEqual({
      errors: [{ param: 'vendorIds', msg: 'This vendor cannot be offered a negotiation' }],
    });
    expect((await post(`${NEG}/save-as-draft`, { negotiationBatch: batchId, vendorIds: [] })).body).toEqual({ errors: [{ param: 'vendorIds', msg: 'Please select vendors' }] });
    const view = ok(await get(`${BATCH}/${batchId}`));
    expect(view.procurementItemIds).toEqual([itemIds[1]]);
    expect([...view.procurementVendorIds].sort()).toEqual([vendorIds[0], vendorIds[2]].sort());
    expect(ok(await get(`${NEG}/find-by-batch/${batchId}`))).toEqual([]);
    expect(ok(await get(`${BATCH}/offered-vendors/${procurement.id}`)).map((v: { _id: string }) => v._id).sort()).toEqual([...vendorIds].sort());
  });

  it('offers an auctioned procurement only to the vendors of its last DONE session', async () => {
    const { procurement, vendorIds } = await reverseProcurementWithDoneAuction(t, buyer);
    const batchId = await draftBatch(t, buyer, procurement.id, []);
    expect((await post(`${NEG}/save-as-draft`, { negotiationBatch: batchId, vendorIds: [vendorIds[2]] })).status).toBe(400);
    // Best last price first: the second vendor (280,000,000.00), then the first (290,000,000.00).
    expect(ok(await get(`${BATCH}/offered-vendors/${procurement.id}`)).map((v: { _id: string; lastPrice: string }) => [v._id, v.lastPrice])).toEqual([
      [vendorIds[1], '280000000.00'],
      [vendorIds[0], '290000000.00'],
    ]);
    ok(await post(`${NEG}/save-as-draft`, { negotiationBatch: batchId, vendorIds: [vendorIds[0], vendorIds[1]] }));
  });
});

describe('batch moves', () => {
  it('lists the moves of each status from the one table', async () => {
    const { procurement } = await negotiationProcurement(t, buyer);
    const batchId = await draftBatch(t, buyer, procurement.id, []);
    expect(ok(await post(`${BATCH}/get-status`, { negotiationBatch: batchId }))).toEqual({
      status: 'DRAFT',
      next: [
        { status: 'DELETE', label: { en: 'Delete', id: 'Hapus' } },
        { status: 'DRAFT', label: { en: 'Save as Draft', id: 'Simpan sebagai Draf' } },
        { status: 'ON_GOING', label: { en: 'Create Session', id: 'Buat Sesi' } },
      ],
    });
    const ongoing = await ongoingBatch(t, buyer);
    expect(ok(await post(`${BATCH}/get-status`, { negotiationBatch: ongoing.batchId }))).toEqual({
      status: 'ON_GOING',
      next: [
        { status: 'CANCELED', label: { en: 'Cancel Session', id: 'Batalkan Sesi' }, needsReason: true },
        { status: 'DONE', label: { en: 'End Session', id: 'Akhiri Sesi' } },
      ],
    });
  });

  it('saves a draft, and asks type, schedule, items and vendors before Create Session', async () => {
    const { procurement, vendorIds } = await negotiationProcurement(t, buyer);
    const { _id } = ok(await post(`${BATCH}/start-negotiation`, { procurementId: procurement.id }));
    expect(ok(await change(_id, 'DRAFT'))).toMatchObject({ status: 'DRAFT', message: 'Negotiation is successfully saved as draft' });
    expect((await change(_id, 'ON_GOING')).body).toEqual({
      errors: [
        { param: 'negotiationType', msg: 'Please select negotiation type' },
        { param: 'startDate', msg: 'Please select schedule date' },
        { param: 'vendorIds', msg: 'Please select vendors' },
      ],
    });
    ok(await post(`${NEG}/save-as-draft`, { negotiationBatch: _id, vendorIds: [vendorIds[0]] }));
    ok(await post(`${BATCH}/update-info`, { negotiationBatch: _id, negotiationType: 'ONLINE', ...batchSchedule(t) }));
    const created = ok(await change(_id, 'ON_GOING'));
    expect(created).toMatchObject({ status: 'ON_GOING', message: 'Negotiation Session has been Created', negotiationIds: [expect.any(String)] });
    // Once created, the draft's edits are refused.
    expect((await post(`${BATCH}/update-info`, { negotiationBatch: _id, negotiationType: 'OFFLINE' })).body).toEqual({
      errors: [{ param: null, msg: 'Only a draft negotiation session can be changed' }],
    });
    expect((await post(`${NEG}/save-as-draft`, { negotiationBatch: _id, vendorIds: [vendorIds[1]] })).status).toBe(409);
  });

  it('creates ONLINE negotiations NOT_SCHEDULED with prices from the quotation, else the estimate', async () => {
    const { batchId, negotiations: rows, vendorIds } = await ongoingBatch(t, buyer, 'ONLINE');
    expect(rows.map((r) => r.status)).toEqual(['NOT_SCHEDULED', 'NOT_SCHEDULED']);
    const first = rows.find((r) => r.vendorId === vendorIds[0])!;
    const view = ok(await get(`${NEG}/${first._id}`));
    expect(view).toMatchObject({ negotiationBatchId: batchId, negotiationType: 'ONLINE', status: 'NOT_SCHEDULED', biddingType: 'TOTAL_PRICE', lastPrice: '290000000.00', finalPrice: null, saving: null });
    const items = ok(await get(`/api/secured/negotiation-item/find-by-negotiation/${first._id}`));
    expect(items.map((i: { lastPrice: string | null; initialPrice: string; subTotal: string }) => [i.lastPrice, i.initialPrice, i.subTotal])).toEqual([
      ['14000000.00', '14000000.00', '140000000.00'],
      [null, '15000000.00', '150000000.00'],
    ]);
    expect(ok(await get(`${BATCH}/${batchId}`)).negotiationCount).toBe(2);
  });

  it('makes one draft of a procurement ON_GOING at a time', async () => {
    const { procurement, vendorIds } = await negotiationProcurement(t, buyer);
    const first = await draftBatch(t, buyer, procurement.id, [vendorIds[0]!]);
    const second = await draftBatch(t, buyer, procurement.id, [vendorIds[1]!]);
    const [a, b] = await Promise.all([change(first, 'ON_GOING'), change(second, 'ON_GOING')]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    expect([a, b].find((x) => x.status === 400)!.body).toEqual({ errors: [{ param: null, msg: 'A negotiation session of this procurement is still on going' }] });
  });

  it('creates OFFLINE negotiations ON_GOING at once', async () => {
    const { negotiations: rows } = await ongoingBatch(t, buyer, 'OFFLINE');
    expect(rows.map((r) => r.status)).toEqual(['ON_GOING', 'ON_GOING']);
  });

  it('starts an auctioned vendor from its last auction prices and total', async () => {
    const { procurement, vendorIds } = await reverseProcurementWithDoneAuction(t, buyer);
    const batchId = await draftBatch(t, buyer, procurement.id, [vendorIds[0]!]);
    const { negotiationIds } = ok(await change(batchId, 'ON_GOING'));
    const [row] = await t.app.ctx.db.select().from(negotiations).where(eq(negotiations.id, negotiationIds[0]));
    expect(row!.lastPrice).toBe('290000000.00');
    const items = await t.app.ctx.db.select().from(negotiationItems).where(eq(negotiationItems.negotiationId, negotiationIds[0]));
    expect(items.map((i) => i.initialPrice)).toEqual(['14500000.00', '14500000.00']);
  });

  it('refuses every move the table does not allow', async () => {
    const { procurement } = await negotiationProcurement(t, buyer);
    const draftId = await draftBatch(t, buyer, procurement.id, []);
    expect((await change(draftId, 'DONE')).body).toEqual(refusal('DONE'));
    expect((await change(draftId, 'CANCELED', 'Harga tidak cocok')).body).toEqual(refusal('CANCELED'));
    ok(await change(draftId, 'DELETE'));
    const { batchId } = await ongoingBatch(t, buyer, 'OFFLINE');
    for (const status of ['DRAFT', 'ON_GOING', 'DELETE']) expect(await change(batchId, status)).toEqual({ status: 409, body: refusal(status) });
    expect((await t.call('DELETE', `${BATCH}/`, { token: buyer.token, body: { negotiationBatchId: batchId } })).status).toBe(409);
    expect((await change(batchId, 'CANCELED')).body).toEqual({ errors: [{ param: 'cancelReason', msg: 'Please input the cancel reason' }] });
    expect((await change(batchId, 'CANCELED', '<script>alert(1)</script>')).body).toEqual({ errors: [{ param: 'cancelReason', msg: 'Please input the cancel reason' }] });
    expect((await change(batchId, 'NOPE')).status).toBe(400);
  });

  it('deletes a draft', async () => {
    const { procurement } = await negotiationProcurement(t, buyer);
    const batchId = await draftBatch(t, buyer, procurement.id, []);
    expect(await t.call('DELETE', `${BATCH}/`, { token: buyer.token, body: { negotiationBatchId: batchId } })).toEqual({
      status: 200,
      body: { data: { message: 'Negotiation is successfully deleted' } },
    });
    expect((await get(`${BATCH}/${batchId}`)).status).toBe(404);
  });

  it('cancels a batch with its unfinished negotiations, and tells their rooms after commit', async () => {
    const { batchId, negotiationIds, negotiationId } = await scheduledNegotiation(t, buyer);
    const broadcasts = recordBroadcasts(t);
    const answer = ok(await change(batchId, 'CANCELED', '<p>Harga <b>tidak</b> cocok</p><script>alert(1)</script>'));
    expect(answer).toMatchObject({ status: 'CANCELED', next: [], message: 'Negotiation session is successfully canceled' });
    const batch = ok(await get(`${BATCH}/${batchId}`));
    expect(batch).toMatchObject({ status: 'CANCELED', canceledBy: 'Test User', canceledAt: expect.any(String) });
    expect(batch.cancelReason).not.toContain('script');
    expect(batch.cancelReason).toContain('<b>tidak</b>');
    const rows = ok(await get(`${NEG}/find-by-batch/${batchId}`));
    expect(rows.map((r: { status: string }) => r.status)).toEqual(['CANCELED', 'CANCELED']);
    expect(rows[0].cancelReason).toBe(batch.cancelReason);
    const events = broadcasts.mock.calls.filter(([, event]) => event === 'NEGOTIATION_STATUS');
    expect(events.map(([room]) => room).sort()).toEqual(negotiationIds.map((id) => `negotiation:${id}`).sort());
    expect(events.find(([room]) => room === `negotiation:${negotiationId}`)![2]).toMatchObject({
      negotiationId,
      status: 'CANCELED',
      canceledBy: 'Test User',
      cancelReason: batch.cancelReason,
    });
    broadcasts.mockRestore();
    // Each negotiation's chain records the cancel with the reason's text.
    const ledger = (await t.call('GET', `${NEG}/${negotiationId}/ledger`, { token: buyer.token })).body.data;
    expect(ledger.entries.map((e: { kind: string; payload: unknown }) => [e.kind, e.payload])).toEqual([['CANCEL', { reason: 'Harga tidak cocok' }]]);
    expect((await t.call('GET', `${NEG}/${negotiationId}/ledger/verify`, { token: buyer.token })).body.data).toMatchObject({ valid: true });
    expect((await change(batchId, 'DONE')).status).toBe(409);
  });

  it('ends only when no negotiation is scheduled or running; the unscheduled vendors are canceled', async () => {
    const { batchId, negotiationId, negotiationIds } = await scheduledNegotiation(t, buyer);
    expect((await change(batchId, 'DONE')).body).toEqual({ errors: [{ param: null, msg: 'End or cancel the scheduled negotiations of this session first' }] });
    await t.app.ctx.db.update(negotiations).set({ status: 'DONE' }).where(eq(negotiations.id, negotiationId));
    const broadcasts = recordBroadcasts(t);
    expect(ok(await change(batchId, 'DONE'))).toMatchObject({ status: 'DONE', next: [], message: 'Negotiation is successfully ended' });
    const other = negotiationIds.find((id) => id !== negotiationId)!;
    expect(ok(await get(`${NEG}/${other}`))).toMatchObject({ status: 'CANCELED', cancelReason: 'The negotiation session ended before this vendor was scheduled' });
    expect((await t.call('GET', `${NEG}/${other}/ledger`, { token: buyer.token })).body.data.entries.map((e: { kind: string }) => e.kind)).toEqual(['CANCEL']);
    expect(ok(await get(`${NEG}/${negotiationId}`)).status).toBe('DONE');
    expect(broadcasts.mock.calls.filter(([, event]) => event === 'NEGOTIATION_STATUS').map(([room]) => room)).toEqual([`negotiation:${other}`]);
    broadcasts.mockRestore();
    // A new batch may follow the ended one.
    expect(ok(await post(`${BATCH}/start-negotiation`, { procurementId: (await get(`${BATCH}/${batchId}`)).body.data.procurementId }))).toMatchObject({ status: 'DRAFT' });
  });
});

describe('ending the procurement', () => {
  it('counts the draft batches in the close preview and removes them on close', async () => {
    const { procurement, vendorIds } = await negotiationProcurement(t, buyer);
    const draftId = await draftBatch(t, buyer, procurement.id, [vendorIds[0]!]);
    await draftBatch(t, buyer, procurement.id, []);
    expect(ok(await get(`/api/secured/procurement/${procurement.id}/close-preview`)).draftNegotiationBatches).toBe(2);
    ok(await post(`/api/secured/procurement/${procurement.id}/close`, {}));
    expect((await get(`${BATCH}/${draftId}`)).status).toBe(404);
    expect(ok(await get(`${BATCH}/${procurement.id}/by-procurement`))).toEqual([]);
  });
});
