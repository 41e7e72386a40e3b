import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema/files';
import { masterValues } from '../../db/schema/platform';
import { dismissedTips, procurementItemImages, procurementItems, procurements } from '../../db/schema/procurement';
import { createAccount, signIn } from '../../testing/factories';
import { buyerSession, insertItem, insertProcurement, insertVendor } from '../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { newInitiation } from './procurement.testing';

let t: TestApp;
let buyer: Awaited<ReturnType<typeof buyerSession>>;
beforeAll(async () => {
  t = await startTestApp();
  buyer = await buyerSession(t);
});
afterAll(async () => {
  await t.close();
});

const call = (method: string, path: string, body?: unknown) => t.call(method, path, { token: buyer.token, body });
const MISSING_ID = '8a5e8a36-5d1f-4f5b-9b7e-3d8f2f4c1a01';

describe('new initiation', () => {
  it('creates a DRAFT of the buyer company and answers the detail view', async () => {
    const answer = await call('POST', '/api/secured/procurement', newInitiation());
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      procurementName: 'Pengadaan Laptop Kantor 2026',
      procurementNumber: null,
      status: 'DRAFT',
      negotiationType: 'REVERSE_AUCTION',
      evaluationMethod: 'LEAST_COST_SYSTEM',
      evaluationScoring: null,
      currencyType: 'SINGLE_CURRENCY',
      currencyTypeId: 'SINGLE_CURRENCY',
      currency: 'IDR',
      currencyId: 'IDR',
      priceIncludeTax: true,
      startDate: null,
      endDate: null,
      isNegotiation: false,
      promiseProcurementId: null,
      cancelReason: null,
      statusInfo: { status: 'DRAFT', userName: 'Test User', cancelReason: null },
      next: [{ status: 'OPEN', action: 'SUBMIT', label: { en: 'Submit', id: 'Kirim' }, needsReason: false }],
      itemCount: 0,
      vendorCount: 0,
      hasDoneSession: false,
    });
    const [row] = await t.app.ctx.db.select().from(procurements).where(eq(procurements.id, answer.body.data._id));
    expect(row).toMatchObject({ companyId: buyer.companyId, createdBy: buyer.accountId });
    expect(row!.searchVector).toContain('laptop');
  });

  it('answers "Please fulfilled all fields" beside every missing field', async () => {
    const answer = await call('POST', '/api/secured/procurement', { currencyType: 'SINGLE_CURRENCY' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(
      ['procurementName', 'negotiationType', 'evaluationMethod', 'winnerType', 'biddingType', 'currency'].map((param) => ({
        param,
        msg: 'Please fulfilled all fields',
      })),
    );
  });

  it('refuses a currency that is unknown or deactivated, and a deactivated negotiation type, by field', async () => {
    const unknown = await call('POST', '/api/secured/procurement', newInitiation({ currency: 'EUR' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ param: 'currency', msg: 'This option is not available' }]);

    await t.app.ctx.db.update(masterValues).set({ active: false }).where(and(eq(masterValues.list, 'currencies'), eq(masterValues.code, 'USD')));
    await t.app.ctx.db
      .update(masterValues)
      .set({ active: false })
      .where(and(eq(masterValues.list, 'negotiationTypes'), eq(masterValues.code, 'FORWARD_AUCTION')));
    try {
      const inactive = await call('POST', '/api/secured/procurement', newInitiation({ currency: 'USD', negotiationType: 'FORWARD_AUCTION' }));
      expect(inactive.status).toBe(400);
      expect(inactive.body.errors).toEqual([
        { param: 'negotiationType', msg: 'This option is not available' },
        { param: 'currency', msg: 'This option is not available' },
      ]);
    } finally {
      await t.app.ctx.db.update(masterValues).set({ active: true });
    }
  });

  it('answers 400 in the envelope for a 1 MB name, wrong types, unknown fields, an array and bad JSON', async () => {
    const huge = await call('POST', '/api/secured/procurement', newInitiation({ procurementName: 'x'.repeat(1_000_000), priceIncludeTax: 'yes', companyId: buyer.companyId }));
    expect(huge.status).toBe(400);
    expect(huge.body.errors).toEqual([
      { param: 'procurementName', msg: 'Procurement name must be at most 200 characters' },
      { param: 'priceIncludeTax', msg: 'Price Include TAX must be yes or no' },
      { param: 'companyId', msg: 'Unknown field' },
    ]);
    const typed = await call('POST', '/api/secured/procurement', newInitiation({ negotiationType: 7, currency: ['IDR'] }));
    expect(typed.status).toBe(400);
    expect(typed.body.errors.map((e: { param: string }) => e.param)).toEqual(['negotiationType', 'currency']);
    const array = await call('POST', '/api/secured/procurement', [newInitiation()]);
    expect(array).toEqual({ status: 400, body: { errors: [{ param: null, msg: 'The request must be a JSON object' }] } });
    const malformed = await t.call('POST', '/api/secured/procurement', { token: buyer.token, rawBody: '{"procurementName": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toHaveLength(1);
  });

  it('is for onboarded buyers only', async () => {
    const seller = await createAccount(t, { role: 'seller_auction' });
    const sellerToken = (await signIn(t, seller.email)).access_token;
    expect((await t.call('POST', '/api/secured/procurement', { token: sellerToken, body: newInitiation() })).status).toBe(403);
    const newcomer = await createAccount(t, { role: 'buyer_auction' });
    const newcomerToken = (await signIn(t, newcomer.email)).access_token;
    const answer = await t.call('GET', '/api/secured/procurement', { token: newcomerToken });
    expect(answer).toEqual({ status: 403, body: { errors: [{ param: null, msg: 'Please complete your company onboarding first' }] } });
    expect((await t.call('GET', '/api/secured/procurement')).status).toBe(401);
  });
});

describe('procurement detail', () => {
  it('counts items and vendors and tells whether a session is done', async () => {
    const row = await insertProcurement(t, buyer.companyId);
    await insertItem(t, row.id);
    await insertItem(t, row.id);
    await insertVendor(t, row.id);
    const answer = await call('GET', `/api/secured/procurement/${row.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ _id: row.id, itemCount: 2, vendorCount: 1, hasDoneSession: false, statusInfo: { userName: null } });
  });

  it('answers 404 "Data not found" for an unknown id and 400 for a malformed one', async () => {
    expect(await call('GET', `/api/secured/procurement/${MISSING_ID}`)).toEqual({ status: 404, body: { errors: [{ param: null, msg: 'Data not found' }] } });
    expect(await call('GET', '/api/secured/procurement/42')).toEqual({ status: 400, body: { errors: [{ param: 'id', msg: 'Id is not valid' }] } });
    expect((await call('GET', `/api/secured/procurement/${'a'.repeat(5000)}`)).status).toBe(400);
  });
});

describe('procurement info card (PATCH)', () => {
  const period = { startDate: '2030-04-01T08:00:00+07:00', endDate: '2030-04-30T17:00:00+07:00' };

  it('changes the info and the period of a draft and refreshes the search text', async () => {
    const row = await insertProcurement(t, buyer.companyId);
    const answer = await call('PATCH', `/api/secured/procurement/${row.id}`, newInitiation({ procurementName: 'Sewa Genset Gudang', ...period, currencyType: 'MULTI_CURRENCY', currency: null }));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      procurementName: 'Sewa Genset Gudang',
      currencyType: 'MULTI_CURRENCY',
      currency: null,
      startDate: '2030-04-01T01:00:00.000Z',
      endDate: '2030-04-30T10:00:00.000Z',
    });
    const hits = await call('GET', '/api/secured/procurement/search?keyword=genset');
    expect(hits.body.data.map((h: { procurementId: string }) => h.procurementId)).toEqual([row.id]);
  });

  it('needs the end date after the start date', async () => {
    const row = await insertProcurement(t, buyer.companyId);
    const answer = await call('PATCH', `/api/secured/procurement/${row.id}`, newInitiation({ startDate: period.endDate, endDate: period.startDate }));
    expect(answer).toEqual({ status: 400, body: { errors: [{ param: 'endDate', msg: 'Procurement end date must be after its start date' }] } });
  });

  it('keeps a value deactivated after it was chosen, refusing only new choices', async () => {
    const row = await insertProcurement(t, buyer.companyId, { currency: 'USD' });
    await t.app.ctx.db.update(masterValues).set({ active: false }).where(and(eq(masterValues.list, 'currencies'), eq(masterValues.code, 'USD')));
    try {
      expect((await call('PATCH', `/api/secured/procurement/${row.id}`, newInitiation({ currency: 'USD' }))).status).toBe(200);
      const other = await insertProcurement(t, buyer.companyId);
      const refused = await call('PATCH', `/api/secured/procurement/${other.id}`, newInitiation({ currency: 'USD' }));
      expect(refused).toEqual({ status: 400, body: { errors: [{ param: 'currency', msg: 'This option is not available' }] } });
    } finally {
      await t.app.ctx.db.update(masterValues).set({ active: true });
    }
  });

  it('answers 409 once the procurement is no longer a draft', async () => {
    const row = await insertProcurement(t, buyer.companyId, { status: 'OPEN' });
    const answer = await call('PATCH', `/api/secured/procurement/${row.id}`, newInitiation(period));
    expect(answer).toEqual({ status: 409, body: { errors: [{ param: null, msg: 'Only a draft procurement can be changed' }] } });
  });
});

describe('scoring percentage', () => {
  it('stores the three percentages of a merit point draft as 2-decimal strings', async () => {
    const row = await insertProcurement(t, buyer.companyId, { evaluationMethod: 'MERIT_POINT' });
    const answer = await call('PATCH', `/api/secured/procurement/${row.id}/evaluation-score`, { administrationValue: 20, technicalValue: '33.33', priceValue: '46.67' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.evaluationScoring).toEqual({ administrationValue: '20.00', technicalValue: '33.33', priceValue: '46.67' });
  });

  it('refuses a total other than 100 and a percentage out of range, by field', async () => {
    const row = await insertProcurement(t, buyer.companyId, { evaluationMethod: 'MERIT_POINT' });
    const total = await call('PATCH', `/api/secured/procurement/${row.id}/evaluation-score`, { administrationValue: 20, technicalValue: 30, priceValue: 40 });
    expect(total).toEqual({ status: 400, body: { errors: [{ param: null, msg: 'The total of the scoring percentages must be 100' }] } });
    const range = await call('PATCH', `/api/secured/procurement/${row.id}/evaluation-score`, { administrationValue: -1, technicalValue: 1, priceValue: 100 });
    expect(range.body.errors).toEqual([{ param: 'administrationValue', msg: 'Each percentage must be a number from 0 to 100 with at most 2 decimals' }]);
  });

  it('answers 409 outside DRAFT and 422 for another evaluation method', async () => {
    const scoring = { administrationValue: 20, technicalValue: 30, priceValue: 50 };
    const open = await insertProcurement(t, buyer.companyId, { evaluationMethod: 'MERIT_POINT', status: 'OPEN' });
    expect((await call('PATCH', `/api/secured/procurement/${open.id}/evaluation-score`, scoring)).status).toBe(409);
    const leastCost = await insertProcurement(t, buyer.companyId);
    expect(await call('PATCH', `/api/secured/procurement/${leastCost.id}/evaluation-score`, scoring)).toEqual({
      status: 422,
      body: { errors: [{ param: null, msg: 'Scoring percentages are used by merit point evaluation only' }] },
    });
  });
});

describe('bulk delete of drafts', () => {
  it('says "No Items Selected!" for an empty list', async () => {
    expect(await call('DELETE', '/api/secured/procurement', { procurementIds: [] })).toEqual({
      status: 400,
      body: { errors: [{ param: 'procurementIds', msg: 'No Items Selected!' }] },
    });
    expect((await call('DELETE', '/api/secured/procurement', { procurementIds: ['x'] })).status).toBe(400);
  });

  it('deletes the drafts with their items, vendors and image files', async () => {
    const first = await insertProcurement(t, buyer.companyId);
    const second = await insertProcurement(t, buyer.companyId);
    const item = await insertItem(t, first.id);
    await insertVendor(t, first.id);
    const [file] = await t.app.ctx.db
      .insert(storedFiles)
      .values({ companyId: buyer.companyId, purpose: 'procurementItemImage', originalName: 'a.png', mimeType: 'image/png', sizeBytes: 1, content: Buffer.from([1]) })
      .returning();
    await t.app.ctx.db.insert(procurementItemImages).values({ procurementItemId: item.id, fileId: file!.id, orderNumber: 1 });

    const answer = await call('DELETE', '/api/secured/procurement', { procurementIds: [first.id, second.id] });
    expect(answer).toEqual({ status: 200, body: { data: { deleted: 2 } } });
    expect(await t.app.ctx.db.select().from(procurements).where(eq(procurements.id, first.id))).toEqual([]);
    expect(await t.app.ctx.db.select().from(procurementItems).where(eq(procurementItems.procurementId, first.id))).toEqual([]);
    expect(await t.app.ctx.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.id, file!.id))).toEqual([]);
  });

  it('deletes nothing when one of the ids is not a draft (409) or unknown (404)', async () => {
    const draft = await insertProcurement(t, buyer.companyId);
    const open = await insertProcurement(t, buyer.companyId, { status: 'OPEN' });
    expect(await call('DELETE', '/api/secured/procurement', { procurementIds: [draft.id, open.id] })).toEqual({
      status: 409,
      body: { errors: [{ param: null, msg: 'Only draft procurements can be deleted' }] },
    });
    expect((await call('DELETE', '/api/secured/procurement', { procurementIds: [draft.id, MISSING_ID] })).status).toBe(404);
    expect(await t.app.ctx.db.select({ id: procurements.id }).from(procurements).where(eq(procurements.id, draft.id))).toHaveLength(1);
  });
});

describe('dismissed tips', () => {
  it('keeps dismissed tips per account, idempotently', async () => {
    expect(await call('GET', '/api/secured/tips/dismissed')).toEqual({ status: 200, body: { data: [] } });
    expect((await call('POST', '/api/secured/tips/dismissed', { tipKey: 'itemList' })).body.data).toEqual(['itemList']);
    expect((await call('POST', '/api/secured/tips/dismissed', { tipKey: 'itemList' })).body.data).toEqual(['itemList']);
    await call('POST', '/api/secured/tips/dismissed', { tipKey: 'vendorList' });
    expect((await call('GET', '/api/secured/tips/dismissed')).body.data).toEqual(['itemList', 'vendorList']);
    const other = await buyerSession(t);
    expect((await t.call('GET', '/api/secured/tips/dismissed', { token: other.token })).body.data).toEqual([]);
  });

  it('refuses an unbounded or malformed key', async () => {
    for (const tipKey of ['x'.repeat(1_000_000), 'two words', 5, null]) {
      const answer = await call('POST', '/api/secured/tips/dismissed', { tipKey });
      expect(answer).toEqual({ status: 400, body: { errors: [{ param: 'tipKey', msg: 'Tip key must be 1 to 64 letters, digits, dots, dashes or underscores' }] } });
    }
    expect((await call('POST', '/api/secured/tips/dismissed', { tipKey: 'a', extra: 1 })).status).toBe(400);
  });

  it('keeps at most 200 dismissed tips per account', async () => {
    const other = await buyerSession(t);
    await t.app.ctx.db.insert(dismissedTips).values(Array.from({ length: 200 }, (_, i) => ({ accountId: other.accountId, tipKey: `tip${i}` })));
    const refused = await t.call('POST', '/api/secured/tips/dismissed', { token: other.token, body: { tipKey: 'one-more' } });
    expect(refused).toEqual({ status: 422, body: { errors: [{ param: null, msg: 'Too many tips dismissed' }] } });
    // Dismissing one already dismissed still answers the list.
    expect((await t.call('POST', '/api/secured/tips/dismissed', { token: other.token, body: { tipKey: 'tip0' } })).body.data).toHaveLength(200);
  });
});
