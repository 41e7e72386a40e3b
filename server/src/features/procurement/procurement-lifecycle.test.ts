import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/company';
import { procurements } from '../../db/schema/procurement';
import { auctions } from '../../db/schema/auction';
import { buyerSession, insertItem, insertProcurement, insertVendor } from '../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { insertAuction, PERIOD } from './procurement.testing';

let t: TestApp;
let buyer: Awaited<ReturnType<typeof buyerSession>>;
let companyCode: string;
beforeAll(async () => {
  t = await startTestApp();
  buyer = await buyerSession(t);
  const [company] = await t.app.ctx.db.select({ code: companies.companyCode }).from(companies).where(eq(companies.id, buyer.companyId));
  companyCode = company!.code;
});
afterAll(async () => {
  await t.close();
});

const call = (method: string, path: string, body?: unknown) => t.call(method, path, { token: buyer.token, body });
const submit = (id: string) => call('POST', `/api/secured/procurement/${id}/submit`);
const refused = (status: number, msg: string) => ({ status, body: { errors: [{ param: null, msg }] } });

/** A draft that passes every submit rule: the period, one item and two vendors. */
async function readyDraft(values: Parameters<typeof insertProcurement>[2] = {}, vendorValues: Parameters<typeof insertVendor>[2] = {}) {
  const row = await insertProcurement(t, buyer.companyId, { ...PERIOD, ...values });
  await insertItem(t, row.id);
  await insertVendor(t, row.id, vendorValues);
  await insertVendor(t, row.id, vendorValues);
  return row;
}

const meritPoint = { evaluationMethod: 'MERIT_POINT', administrationValue: '20.00', technicalValue: '30.00', priceValue: '50.00' };

describe('submit', () => {
  it('opens the draft with the next number PRC-{company}-{yyyy}-{00001} and the status card', async () => {
    const first = await readyDraft();
    const answer = await submit(first.id);
    const year = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Jakarta', year: 'numeric' }).format(t.clock.now());
    expect(answer).toEqual({ status: 200, body: { data: { _id: first.id, procurementNumber: `PRC-${companyCode}-${year}-00001` } } });
    const second = await readyDraft();
    expect((await submit(second.id)).body.data.procurementNumber).toBe(`PRC-${companyCode}-${year}-00002`);

    const detail = (await call('GET', `/api/secured/procurement/${first.id}`)).body.data;
    expect(detail).toMatchObject({ status: 'OPEN', statusInfo: { status: 'OPEN', userName: 'Test User', cancelReason: null } });
    expect(detail.next.map((move: { action: string }) => move.action)).toEqual(['CANCEL', 'END']);
    const hits = await call('GET', `/api/secured/procurement/search?keyword=${encodeURIComponent(`PRC-${companyCode}-${year}-00002`)}`);
    expect(hits.body.data[0].procurementId).toBe(second.id);
  });

  it('answers 409 on a second submit', async () => {
    const row = await readyDraft();
    expect((await submit(row.id)).status).toBe(200);
    expect(await submit(row.id)).toEqual(refused(409, 'Only a draft procurement can be submitted'));
  });

  it('refuses merit point without a scoring', async () => {
    const row = await readyDraft({ evaluationMethod: 'MERIT_POINT' });
    expect(await submit(row.id)).toEqual(refused(422, 'Please define auction evaluation scoring'));
  });

  it('refuses merit point while a listed vendor lacks its administration or technical score', async () => {
    const row = await readyDraft(meritPoint, { administrationPassed: true, technicalScore: '80.00' });
    await insertVendor(t, row.id, { administrationPassed: true, technicalScore: null });
    expect(await submit(row.id)).toEqual(refused(422, "You haven't complete to give score (administration or technical) on listed vendor."));
    const scored = await readyDraft(meritPoint, { administrationPassed: false, technicalScore: '0.00' });
    expect((await submit(scored.id)).status).toBe(200);
  });

  it('needs two vendors for an auction and one for a negotiation', async () => {
    const auction = await insertProcurement(t, buyer.companyId, PERIOD);
    await insertItem(t, auction.id);
    await insertVendor(t, auction.id);
    expect(await submit(auction.id)).toEqual(refused(422, 'Please invite at least 2 vendors before submitting'));
    const negotiation = await insertProcurement(t, buyer.companyId, { ...PERIOD, negotiationType: 'NEGOTIATION' });
    await insertItem(t, negotiation.id);
    expect(await submit(negotiation.id)).toEqual(refused(422, 'Please invite at least 1 vendor before submitting a negotiation'));
    await insertVendor(t, negotiation.id);
    expect((await submit(negotiation.id)).status).toBe(200);
  });

  it('needs an item', async () => {
    const row = await insertProcurement(t, buyer.companyId, PERIOD);
    await insertVendor(t, row.id);
    await insertVendor(t, row.id);
    expect(await submit(row.id)).toEqual(refused(422, 'Please add at least 1 item before submitting'));
  });

  it('needs the procurement period, ending in the future', async () => {
    const noPeriod = await readyDraft({ startDate: null, endDate: null });
    expect(await submit(noPeriod.id)).toEqual(refused(422, 'Please set the procurement start and end date'));
    const past = await readyDraft({ startDate: new Date('2020-01-01T00:00:00Z'), endDate: new Date('2020-01-31T00:00:00Z') });
    expect(await submit(past.id)).toEqual(refused(422, 'The procurement end date has already passed'));
    expect((await t.app.ctx.db.select().from(procurements).where(eq(procurements.id, past.id)))[0]).toMatchObject({ status: 'DRAFT', procurementNumber: null });
  });

  it('gives every one of several simultaneous submits its own number', async () => {
    const drafts = await Promise.all([readyDraft(), readyDraft(), readyDraft()]);
    const answers = await Promise.all(drafts.map((d) => submit(d.id)));
    const numbers = answers.map((a) => a.body.data.procurementNumber);
    expect(new Set(numbers).size).toBe(3);
  });
});

describe('cancel', () => {
  it('cancels an open procurement with its reason, shown on the status card', async () => {
    const row = await insertProcurement(t, buyer.companyId, { status: 'OPEN' });
    const answer = await call('POST', `/api/secured/procurement/${row.id}/cancel`, { reason: ' Budget moved to Q3 ' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'CANCELED', next: [], cancelReason: 'Budget moved to Q3', statusInfo: { status: 'CANCELED', cancelReason: 'Budget moved to Q3', userName: 'Test User' } });
  });

  it('requires a reason', async () => {
    const row = await insertProcurement(t, buyer.companyId, { status: 'OPEN' });
    const answer = await call('POST', `/api/secured/procurement/${row.id}/cancel`, { reason: '  ' });
    expect(answer).toEqual({ status: 400, body: { errors: [{ param: 'reason', msg: 'Please input the reason' }] } });
  });

  it('answers 409 outside OPEN, for a procurement from a promise procurement, and while sessions are live', async () => {
    const reason = { reason: 'No longer needed' };
    for (const status of ['DRAFT', 'CLOSED', 'CANCELED'] as const) {
      const row = await insertProcurement(t, buyer.companyId, { status });
      expect(await call('POST', `/api/secured/procurement/${row.id}/cancel`, reason)).toEqual(refused(409, 'Only an open procurement can be canceled'));
    }
    const promised = await insertProcurement(t, buyer.companyId, { status: 'OPEN', promiseProcurementId: 'PRM-2026-0042' });
    expect(await call('POST', `/api/secured/procurement/${promised.id}/cancel`, reason)).toEqual(
      refused(409, 'This procurement comes from an external procurement and cannot be canceled here'),
    );
    const live = await insertProcurement(t, buyer.companyId, { status: 'OPEN' });
    await insertAuction(t, live.id, 'ON_GOING');
    expect(await call('POST', `/api/secured/procurement/${live.id}/cancel`, reason)).toEqual(
      refused(409, 'Please stop or cancel the scheduled and running auction sessions first'),
    );
  });
});

describe('end (close)', () => {
  it('previews the winner and the draft sessions the close removes', async () => {
    const row = await insertProcurement(t, buyer.companyId, { status: 'OPEN' });
    await insertVendor(t, row.id, { name: 'PT Mahal', indicatorPrice: '1000.00', lastPrice: '950.00' });
    const cheap = await insertVendor(t, row.id, { name: 'PT Hemat', indicatorPrice: '1000.00', lastPrice: '900.00' });
    await insertAuction(t, row.id, 'DRAFT');
    await insertAuction(t, row.id, 'DRAFT');
    await insertAuction(t, row.id, 'DONE');
    const preview = await call('GET', `/api/secured/procurement/${row.id}/close-preview`);
    expect(preview).toEqual({
      status: 200,
      body: { data: { winner: { _id: cheap.id, name: 'PT Hemat' }, draftAuctionSessions: 2, draftNegotiationBatches: 0, liveAuctionSessions: 0 } },
    });
  });

  it('names no winner before any offer', async () => {
    const row = await insertProcurement(t, buyer.companyId, { status: 'OPEN' });
    await insertVendor(t, row.id);
    expect((await call('GET', `/api/secured/procurement/${row.id}/close-preview`)).body.data.winner).toBeNull();
  });

  it('ranks merit point by total score for the winner', async () => {
    const row = await insertProcurement(t, buyer.companyId, { status: 'OPEN', ...meritPoint });
    await insertVendor(t, row.id, { name: 'Cheap', indicatorPrice: '1000.00', lastPrice: '800.00', administrationPassed: true, technicalScore: '10.00' });
    const good = await insertVendor(t, row.id, { name: 'Good', indicatorPrice: '1000.00', lastPrice: '850.00', administrationPassed: true, technicalScore: '100.00' });
    expect((await call('GET', `/api/secured/procurement/${row.id}/close-preview`)).body.data.winner).toEqual({ _id: good.id, name: 'Good' });
  });

  it('closes an open procurement, removing its draft sessions and keeping the others', async () => {
    const row = await insertProcurement(t, buyer.companyId, { status: 'OPEN' });
    await insertAuction(t, row.id, 'DRAFT');
    const done = await insertAuction(t, row.id, 'DONE');
    const answer = await call('POST', `/api/secured/procurement/${row.id}/close`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'CLOSED', hasDoneSession: true, statusInfo: { status: 'CLOSED' } });
    const left = await t.app.ctx.db.select({ id: auctions.id }).from(auctions).where(eq(auctions.procurementId, row.id));
    expect(left).toEqual([{ id: done.id }]);
  });

  it('answers 409 outside OPEN and while a session is scheduled or running', async () => {
    for (const status of ['DRAFT', 'CLOSED', 'CANCELED'] as const) {
      const row = await insertProcurement(t, buyer.companyId, { status });
      expect(await call('POST', `/api/secured/procurement/${row.id}/close`)).toEqual(refused(409, 'Only an open procurement can be ended'));
    }
    const row = await insertProcurement(t, buyer.companyId, { status: 'OPEN' });
    const draft = await insertAuction(t, row.id, 'DRAFT');
    await insertAuction(t, row.id, 'NOT_STARTED');
    expect((await call('GET', `/api/secured/procurement/${row.id}/close-preview`)).body.data.liveAuctionSessions).toBe(1);
    expect(await call('POST', `/api/secured/procurement/${row.id}/close`)).toEqual(
      refused(409, 'Please stop or cancel the scheduled and running auction sessions first'),
    );
    // Refused as a whole: the draft session is still there.
    expect(await t.app.ctx.db.select({ id: auctions.id }).from(auctions).where(eq(auctions.id, draft.id))).toHaveLength(1);
  });
});
