import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_MSG } from '@procura/domain/dashboard/dashboard.messages';
import { potentialSaving } from '@procura/domain/dashboard/dashboard.schemas';
import { auctions } from '../../db/schema/auction';
import { negotiationBatches } from '../../db/schema/negotiation';
import { procurementItems, procurements, procurementVendors } from '../../db/schema/procurement';
import { createAccount, signIn } from '../../testing/factories';
import { buyerSession, insertItem, insertProcurement, insertVendor } from '../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let buyer: Awaited<ReturnType<typeof buyerSession>>;
let other: Awaited<ReturnType<typeof buyerSession>>;
let auctionNumber = 0;

const MONTHS = (entries: Record<number, string>) => Array.from({ length: 12 }, (_, i) => entries[i + 1] ?? '0.00');

async function addAuction(procurementId: string, status: 'DRAFT' | 'NOT_STARTED' | 'ON_GOING' | 'DONE' | 'CANCELED') {
  auctionNumber += 1;
  const start = new Date('2025-03-01T03:00:00Z');
  await t.app.ctx.db.insert(auctions).values({
    procurementId,
    auctionNumber: `AUC-DASH-${Date.now().toString(36)}-${auctionNumber}`,
    status,
    auctionType: 'OPEN',
    auctionModel: 'REALTIME',
    periodType: 'LIMITED_TIME',
    startTime: start,
    endTime: new Date(start.getTime() + 3_600_000),
    duration: '60',
    initialPrice: '100000000.00',
  });
}

async function addBatch(procurementId: string, status: 'DRAFT' | 'ON_GOING' | 'DONE' | 'CANCELED') {
  await t.app.ctx.db.insert(negotiationBatches).values({ procurementId, name: 'Batch', status, negotiationType: 'ONLINE' });
}

/**
 * A company with, in 2025 (Jakarta months): January, an OPEN procurement (budget 150,000,000.00 +
 * 50,000,000.50, winner's last price 180,000,000.00 among 190,000,000.00 and a vendor failed on
 * administration at 100.00); March, a CLOSED one (budget 150,000,000.00, no last price yet: in no
 * series) whose creation is 31 March 20:00 UTC = 1 April 03:00 in Jakarta, so April; a DRAFT and a
 * CANCELED one (never in the series); and one priced in 2024.
 */
async function seedCompany(companyId: string) {
  const january = await insertProcurement(t, companyId, { status: 'OPEN', createdAt: new Date('2025-01-10T02:00:00Z') });
  await insertItem(t, january.id);
  await insertItem(t, january.id, { subTotal: '50000000.50' });
  await insertVendor(t, january.id, { lastPrice: '190000000.00' });
  await insertVendor(t, january.id, { lastPrice: '180000000.00' });
  await insertVendor(t, january.id, { lastPrice: '100.00', administrationPassed: false });
  const april = await insertProcurement(t, companyId, { status: 'CLOSED', createdAt: new Date('2025-03-31T20:00:00Z') });
  await insertItem(t, april.id);
  await insertVendor(t, april.id);
  const draft = await insertProcurement(t, companyId, { status: 'DRAFT', createdAt: new Date('2025-05-05T02:00:00Z') });
  await insertItem(t, draft.id);
  const canceled = await insertProcurement(t, companyId, { status: 'CANCELED', createdAt: new Date('2025-05-05T02:00:00Z') });
  await insertItem(t, canceled.id);
  await insertVendor(t, canceled.id, { lastPrice: '1.00' });
  const older = await insertProcurement(t, companyId, { status: 'CLOSED', createdAt: new Date('2024-12-31T17:30:00Z') }); // 1 Jan 2025 in Jakarta
  await insertItem(t, older.id, { subTotal: '7.25' });
  await insertVendor(t, older.id, { lastPrice: '7.00' });
  const lastYear = await insertProcurement(t, companyId, { status: 'CLOSED', createdAt: new Date('2024-06-01T02:00:00Z') });
  await insertItem(t, lastYear.id, { subTotal: '999.00' });
  await insertVendor(t, lastYear.id, { lastPrice: '990.00' });

  for (const status of ['DRAFT', 'NOT_STARTED', 'NOT_STARTED', 'ON_GOING', 'DONE', 'CANCELED'] as const) await addAuction(january.id, status);
  for (const status of ['DRAFT', 'ON_GOING', 'DONE', 'CANCELED'] as const) await addBatch(april.id, status);
}

beforeAll(async () => {
  t = await startTestApp();
  buyer = await buyerSession(t);
  other = await buyerSession(t);
  await seedCompany(buyer.companyId);
  // The other company has more of everything: none of it may show in the buyer's answers.
  await seedCompany(other.companyId);
  const extra = await insertProcurement(t, other.companyId, { status: 'OPEN', createdAt: new Date('2025-01-11T02:00:00Z') });
  await insertItem(t, extra.id);
  await addAuction(extra.id, 'ON_GOING');
  await addBatch(extra.id, 'ON_GOING');
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, token = buyer.token) => t.call('GET', `/api/secured/dashboard/${path}`, { token });

describe('dashboard counters', () => {
  it.each([
    ['total-initiation', 6],
    ['new-auction', 2],
    ['on-going-auction', 1],
    ['negotiation', 1],
  ])('%s counts the buyer company only: %i', async (path, total) => {
    const answer = await get(path);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { total } });
  });

  it('counts the other company its own', async () => {
    expect((await get('total-initiation', other.token)).body.data.total).toBe(7);
    expect((await get('on-going-auction', other.token)).body.data.total).toBe(2);
    expect((await get('negotiation', other.token)).body.data.total).toBe(2);
  });

  it('answers a company without data with zeros and empty series', async () => {
    const empty = await buyerSession(t);
    for (const path of ['total-initiation', 'new-auction', 'on-going-auction', 'negotiation']) {
      expect((await get(path, empty.token)).body.data.total).toBe(0);
    }
    expect((await get('estimated-budget?year=2025', empty.token)).body.data.months).toEqual(MONTHS({}));
  });
});

describe('dashboard monthly series', () => {
  it('sums the items of submitted procurements with a final price by their Jakarta month', async () => {
    const answer = await get('estimated-budget?year=2025');
    expect(answer.status).toBe(200);
    // April's procurement has no final price yet: its 150,000,000.00 is not in the budget (decision 163).
    expect(answer.body.data).toEqual({ year: 2025, months: MONTHS({ 1: '200000007.75' }) });
  });

  it("sums each procurement's winning last price by the same months", async () => {
    const answer = await get('final-price?year=2025');
    expect(answer.body.data).toEqual({ year: 2025, months: MONTHS({ 1: '180000007.00' }) });
  });

  it('answers another year its own months', async () => {
    expect((await get('estimated-budget?year=2024')).body.data.months).toEqual(MONTHS({ 6: '999.00' }));
    expect((await get('final-price?year=2024')).body.data.months).toEqual(MONTHS({ 6: '990.00' }));
  });

  it('defaults to the current year in Jakarta', async () => {
    const year = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Jakarta', year: 'numeric' }).format(t.clock.now()));
    expect((await get('estimated-budget')).body.data.year).toBe(year);
    expect((await get('final-price?year=')).body.data.year).toBe(year);
  });

  it.each(['abc', '1999', '20250', '2025.0', '2025&year=2026'])('refuses year=%s with a 400 envelope', async (year) => {
    for (const path of ['estimated-budget', 'final-price']) {
      const answer = await get(`${path}?year=${year}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ errors: [{ param: 'year', msg: DASHBOARD_MSG.yearInvalid }] });
    }
  });
});

describe('dashboard potential saving against one baseline', () => {
  const year = async (token: string) => {
    const budget = (await get('estimated-budget?year=2025', token)).body.data.months as string[];
    const final = (await get('final-price?year=2025', token)).body.data.months as string[];
    return { budget, final, saving: potentialSaving(budget, final) };
  };

  it("counts only procurements with a final price, each with its estimate minus its final price, in its month's bars", async () => {
    const company = await buyerSession(t);
    const db = t.app.ctx.db;
    // August: an estimate of 500.00 and vendors with no price yet.
    const august = await insertProcurement(t, company.companyId, { status: 'OPEN', createdAt: new Date('2025-08-05T02:00:00Z') });
    await insertItem(t, august.id, { subTotal: '500.00' });
    const first = await insertVendor(t, august.id);
    const second = await insertVendor(t, august.id);
    expect(await year(company.token)).toEqual({ budget: MONTHS({}), final: MONTHS({}), saving: '0.00' });

    // A price of 0.00 is no price.
    await db.update(procurementVendors).set({ lastPrice: '0.00' }).where(eq(procurementVendors.id, first.id));
    expect((await year(company.token)).saving).toBe('0.00');

    // The final price (the lowest of the vendors' last prices) makes it count: 500.00 - 420.00.
    await db.update(procurementVendors).set({ lastPrice: '450.00' }).where(eq(procurementVendors.id, first.id));
    await db.update(procurementVendors).set({ lastPrice: '420.00' }).where(eq(procurementVendors.id, second.id));
    expect(await year(company.token)).toEqual({ budget: MONTHS({ 8: '500.00' }), final: MONTHS({ 8: '420.00' }), saving: '80.00' });

    // Another procurement of the same month without a price changes nothing…
    const unpriced = await insertProcurement(t, company.companyId, { status: 'OPEN', createdAt: new Date('2025-08-20T02:00:00Z') });
    await insertItem(t, unpriced.id, { subTotal: '1000000.00' });
    await insertVendor(t, unpriced.id);
    // …nor a priced one without an estimate (there is nothing to save against).
    const noEstimate = await insertProcurement(t, company.companyId, { status: 'CLOSED', createdAt: new Date('2025-08-21T02:00:00Z') });
    await insertItem(t, noEstimate.id, { subTotal: '0.00' });
    await insertVendor(t, noEstimate.id, { lastPrice: '300.00' });
    expect(await year(company.token)).toEqual({ budget: MONTHS({ 8: '500.00' }), final: MONTHS({ 8: '420.00' }), saving: '80.00' });

    // A second priced procurement, in October, over its estimate: the year's saving is the sum of both.
    const october = await insertProcurement(t, company.companyId, { status: 'CLOSED', createdAt: new Date('2025-10-01T02:00:00Z') });
    await insertItem(t, october.id, { subTotal: '100.00' });
    await insertVendor(t, october.id, { lastPrice: '130.00' });
    expect(await year(company.token)).toEqual({
      budget: MONTHS({ 8: '500.00', 10: '100.00' }),
      final: MONTHS({ 8: '420.00', 10: '130.00' }),
      saving: '50.00',
    });
  });

  it("gives the seeded company's year only its priced procurements: January's 200,000,007.75 - 180,000,007.00", async () => {
    expect((await year(buyer.token)).saving).toBe('20000000.75');
  });
});

describe('dashboard series follow every write', () => {
  it('moves with item, vendor and status changes, in the same transaction as the write', async () => {
    const company = await buyerSession(t);
    const row = await insertProcurement(t, company.companyId, { status: 'DRAFT', createdAt: new Date('2025-07-10T02:00:00Z') });
    const item = await insertItem(t, row.id, { subTotal: '100.00' });
    await insertItem(t, row.id, { subTotal: '50.00' });
    const vendor = await insertVendor(t, row.id, { lastPrice: '120.00' });
    const july = async (path: string) => (await get(`${path}?year=2025`, company.token)).body.data.months[6];
    expect(await july('estimated-budget')).toBe('0.00'); // a draft does not count

    const db = t.app.ctx.db;
    await db.update(procurements).set({ status: 'OPEN' }).where(eq(procurements.id, row.id));
    expect(await july('estimated-budget')).toBe('150.00');
    expect(await july('final-price')).toBe('120.00');

    await db.update(procurementItems).set({ subTotal: '70.00' }).where(eq(procurementItems.id, item.id));
    await db.update(procurementVendors).set({ lastPrice: '110.00' }).where(eq(procurementVendors.id, vendor.id));
    expect(await july('estimated-budget')).toBe('120.00');
    expect(await july('final-price')).toBe('110.00');

    // In a forward auction the buyer sells: the highest price wins.
    await insertVendor(t, row.id, { lastPrice: '130.00' });
    expect(await july('final-price')).toBe('110.00');
    await db.update(procurements).set({ negotiationType: 'FORWARD_AUCTION' }).where(eq(procurements.id, row.id));
    expect(await july('final-price')).toBe('130.00');

    await db.delete(procurementItems).where(eq(procurementItems.id, item.id));
    expect(await july('estimated-budget')).toBe('50.00');
    await db.update(procurements).set({ status: 'CANCELED' }).where(eq(procurements.id, row.id));
    expect(await july('estimated-budget')).toBe('0.00');
    expect(await july('final-price')).toBe('0.00');
    await db.delete(procurements).where(eq(procurements.id, row.id));
    expect((await get('total-initiation', company.token)).body.data.total).toBe(0);
  });
});

describe('dashboard access', () => {
  it('refuses a vendor and a signed-out caller', async () => {
    const vendor = await createAccount(t, { role: 'seller_auction' });
    const { access_token } = await signIn(t, vendor.email);
    expect((await get('total-initiation', access_token)).status).toBe(403);
    expect((await t.call('GET', '/api/secured/dashboard/final-price')).status).toBe(401);
  });

  it('answers a buyer without a company with the onboarding message', async () => {
    const account = await createAccount(t, { role: 'buyer_auction' });
    const { access_token } = await signIn(t, account.email);
    expect((await get('negotiation', access_token)).status).toBe(403);
  });
});

describe('last login', () => {
  it('is the sign-in before the current one, not the current one nor a token refresh', async () => {
    const account = await createAccount(t, { role: 'buyer_auction' });
    const first = await signIn(t, account.email);
    expect((await get('last-login', first.access_token)).body.data).toEqual({ lastLogin: null });

    t.clock.advance(60_000);
    const second = await signIn(t, account.email);
    const seen = (await get('last-login', second.access_token)).body.data.lastLogin as string;
    expect(seen).not.toBeNull();
    // The refresh of the first sign-in makes a later token in the same family: still the first sign-in's start.
    t.clock.advance(60_000);
    await t.call('POST', '/api/authentication/refresh-token', { body: { refresh_token: first.refresh_token } });
    expect((await get('last-login', second.access_token)).body.data.lastLogin).toBe(seen);
  });
});
