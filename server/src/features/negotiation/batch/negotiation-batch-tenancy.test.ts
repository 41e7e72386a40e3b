import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiationBatches, negotiationItems, negotiationLogs, negotiations } from '../../../db/schema/negotiation';
import { buyerSession } from '../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { DAY } from '../../auction/auction-session.testing';
import { BATCH, batchSchedule, type Buyer, draftBatch, NEG, negotiationProcurement, ok, ongoingBatch, scheduledNegotiation } from '../negotiation.testing';

// Every batch, schedule and offline endpoint answers another company's buyer 404 as if the object
// did not exist, changes nothing, and refuses a vendor's token (buyers only).

let t: TestApp;
let owner: Buyer;
let intruder: Buyer;
let vendorToken: string;
const ids = { procurement: '', draft: '', item: '', vendor: '', online: '', onlineBatch: '', offline: '', offlineItem: '', log: '' };

beforeAll(async () => {
  t = await startTestApp();
  owner = await buyerSession(t);
  intruder = await buyerSession(t);
  const { procurement, itemIds, vendorIds } = await negotiationProcurement(t, owner);
  Object.assign(ids, { procurement: procurement.id, item: itemIds[0], vendor: vendorIds[0] });
  ids.draft = await draftBatch(t, owner, procurement.id, [vendorIds[0]!]);
  const online = await scheduledNegotiation(t, owner);
  vendorToken = online.vendorToken;
  ids.onlineBatch = online.batchId;
  ids.online = online.negotiationIds[1]!;
  const offline = await ongoingBatch(t, owner, 'OFFLINE');
  ids.offline = offline.negotiationIds[0]!;
  ids.offlineItem = ok(await t.call('GET', `/api/secured/negotiation-item/find-by-negotiation/${ids.offline}`, { token: owner.token }))[0]._id;
  ids.log = ok(await t.call('POST', '/api/secured/negotiation-log/create-or-update', { token: owner.token, body: { negotiationId: ids.offline, logs: [{ buyerOffer: '1' }] } }))[0]._id;
});
afterAll(async () => t.close());

const DATA = 'Data not found';
const BATCH_404 = 'Negotiation batch not found';
const NEG_404 = 'Negotiation not found';

interface Endpoint {
  name: string;
  method: string;
  path: () => string;
  body?: () => unknown;
  notFound: string;
  /** Reads: the owner's same call succeeds, so the 404 came from the tenant check. */
  read?: boolean;
}

const ENDPOINTS: Endpoint[] = [
  { name: 'validate-create-session', method: 'GET', path: () => `${BATCH}/validate-create-session/${ids.procurement}`, notFound: DATA },
  { name: 'offered-vendors', method: 'GET', path: () => `${BATCH}/offered-vendors/${ids.procurement}`, notFound: DATA, read: true },
  { name: 'start-negotiation', method: 'POST', path: () => `${BATCH}/start-negotiation`, body: () => ({ procurementId: ids.procurement }), notFound: DATA },
  { name: 'by-procurement', method: 'GET', path: () => `${BATCH}/${ids.procurement}/by-procurement`, notFound: DATA, read: true },
  { name: 'batch', method: 'GET', path: () => `${BATCH}/${ids.draft}`, notFound: BATCH_404, read: true },
  { name: 'update-info', method: 'POST', path: () => `${BATCH}/update-info`, body: () => ({ negotiationBatch: ids.draft, negotiationType: 'OFFLINE', ...batchSchedule(t) }), notFound: BATCH_404 },
  { name: 'get-status', method: 'POST', path: () => `${BATCH}/get-status`, body: () => ({ negotiationBatch: ids.draft }), notFound: BATCH_404, read: true },
  { name: 'change-status', method: 'POST', path: () => `${BATCH}/change-status`, body: () => ({ negotiationBatch: ids.onlineBatch, status: 'CANCELED', cancelReason: 'x' }), notFound: BATCH_404 },
  { name: 'delete', method: 'DELETE', path: () => `${BATCH}/`, body: () => ({ negotiationBatchId: ids.draft }), notFound: BATCH_404 },
  { name: 'batch items', method: 'GET', path: () => `/api/secured/negotiation-batch-item/find-by-negotiation-batch/${ids.draft}`, notFound: BATCH_404, read: true },
  { name: 'save items', method: 'POST', path: () => '/api/secured/negotiation-batch-item/save-as-draft', body: () => ({ negotiationBatch: ids.draft, itemIds: [ids.item] }), notFound: BATCH_404 },
  { name: 'save vendors', method: 'POST', path: () => `${NEG}/save-as-draft`, body: () => ({ negotiationBatch: ids.draft, vendorIds: [ids.vendor] }), notFound: BATCH_404 },
  { name: 'find-by-batch', method: 'GET', path: () => `${NEG}/find-by-batch/${ids.onlineBatch}`, notFound: BATCH_404, read: true },
  { name: 'negotiation', method: 'GET', path: () => `${NEG}/${ids.online}`, notFound: NEG_404, read: true },
  { name: 'negotiation items', method: 'GET', path: () => `/api/secured/negotiation-item/find-by-negotiation/${ids.online}`, notFound: NEG_404, read: true },
  {
    name: 'submit-schedule',
    method: 'POST',
    path: () => `${NEG}/submit-schedule`,
    body: () => ({ negotiation: ids.online, startDate: new Date(t.clock.now().getTime() + DAY).toISOString(), picName: 'Budi', picEmail: 'budi.tenancy@vendor.co.id' }),
    notFound: NEG_404,
  },
  {
    name: 'submit-price',
    method: 'POST',
    path: () => '/api/secured/negotiation-item/submit-price',
    body: () => ({ negotiation: ids.offline, items: [{ _id: ids.offlineItem, finalPrice: '1' }] }),
    notFound: NEG_404,
  },
  { name: 'save logs', method: 'POST', path: () => '/api/secured/negotiation-log/create-or-update', body: () => ({ negotiationId: ids.offline, logs: [{ buyerOffer: '5' }] }), notFound: NEG_404 },
  { name: 'bni logs', method: 'GET', path: () => `/api/secured/negotiation-log/bni-log-per-negotiation/${ids.offline}`, notFound: NEG_404, read: true },
  { name: 'logs', method: 'GET', path: () => `/api/secured/negotiation-log/log-per-negotiation/${ids.offline}`, notFound: NEG_404, read: true },
  { name: 'delete logs', method: 'DELETE', path: () => '/api/secured/negotiation-log/delete', body: () => ({ logIds: [ids.log] }), notFound: 'Log not found' },
];

async function snapshot() {
  const db = t.app.ctx.db;
  return {
    batches: await db.select().from(negotiationBatches),
    negotiations: await db.select().from(negotiations),
    items: await db.select().from(negotiationItems),
    logs: await db.select().from(negotiationLogs),
  };
}

describe('tenancy: another company sees nothing of a negotiation', () => {
  for (const endpoint of ENDPOINTS) {
    it(`answers 404 to ${endpoint.method} ${endpoint.name} for another company's buyer, 403 to a vendor, and changes nothing`, async () => {
      const before = await snapshot();
      const request = { body: endpoint.body?.() };
      const foreign = await t.call(endpoint.method, endpoint.path(), { ...request, token: intruder.token });
      expect(foreign).toEqual({ status: 404, body: { errors: [{ param: null, msg: endpoint.notFound }] } });
      const vendor = await t.call(endpoint.method, endpoint.path(), { ...request, token: vendorToken });
      expect(vendor.status).toBe(403);
      expect(await snapshot()).toEqual(before);
      if (endpoint.read) expect((await t.call(endpoint.method, endpoint.path(), { ...request, token: owner.token })).status).toBe(200);
    });
  }

  it('answers 401 without a token', async () => {
    expect((await t.call('GET', `${BATCH}/${ids.draft}`)).status).toBe(401);
  });

  it('answers 400 with the envelope, never 500, to malformed ids and bodies', async () => {
    expect((await t.call('GET', `${BATCH}/not-a-uuid`, { token: owner.token })).status).toBe(400);
    expect((await t.call('POST', `${BATCH}/change-status`, { token: owner.token, body: { negotiationBatch: ids.draft, status: 'DRAFT', extra: 1 } })).status).toBe(400);
    expect((await t.call('POST', '/api/secured/negotiation-item/submit-price', { token: owner.token, body: [] })).status).toBe(400);
  });
});
