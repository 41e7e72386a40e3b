import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_SKEW_WARNING_MS } from '@procura/domain/common/time.schemas';
import { yearIn } from '@procura/domain/procurement/document-number.rules';
import { companies } from '../../../db/schema/company';
import { documentCounters } from '../../../db/schema/procurement';
import { auctions } from '../../../db/schema/auction';
import { buyerSession, insertItem, insertProcurement, insertVendor } from '../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { BASE, HOUR, injuryTimeForm, insertSession, limitedTimeForm, openProcurement } from '../auction-session.testing';

let t: TestApp;
let buyer: Awaited<ReturnType<typeof buyerSession>>;
beforeAll(async () => {
  t = await startTestApp();
  buyer = await buyerSession(t);
});
afterAll(async () => {
  await t.close();
});

const create = (body: unknown) => t.call('POST', BASE, { token: buyer.token, body });

describe('creating an auction session as a draft', () => {
  it('numbers the sessions of a company per Jakarta year: AUC-{code}-{yyyy}-00001, then 00002', async () => {
    const [company] = await t.app.ctx.db.select().from(companies).where(eq(companies.id, buyer.companyId));
    const { procurement, vendorIds } = await openProcurement(t, buyer.companyId);
    const other = await openProcurement(t, buyer.companyId);
    const year = yearIn(t.clock.now());

    const first = await create(limitedTimeForm(procurement.id, vendorIds, t));
    expect(first.status).toBe(200);
    expect(first.body.data.auctionNumber).toBe(`AUC-${company!.companyCode}-${year}-00001`);
    // The counter is the company's, not the procurement's.
    const second = await create(limitedTimeForm(other.procurement.id, other.vendorIds, t));
    expect(second.body.data.auctionNumber).toBe(`AUC-${company!.companyCode}-${year}-00002`);

    const [counter] = await t.app.ctx.db.select().from(documentCounters).where(eq(documentCounters.companyId, buyer.companyId));
    expect(counter).toMatchObject({ kind: 'auction', year, last: 2 });
  });

  it('hands out distinct, consecutive numbers to sessions saved at the same moment', async () => {
    const a = await openProcurement(t, buyer.companyId);
    const b = await openProcurement(t, buyer.companyId);
    const answers = await Promise.all(
      [a, b, a, b, a, b].map(({ procurement, vendorIds }) => create(limitedTimeForm(procurement.id, vendorIds, t))),
    );
    expect(answers.map((x) => x.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const sequences = answers.map((x) => Number((x.body.data.auctionNumber as string).split('-').at(-1))).sort((x, y) => x - y);
    expect(sequences).toEqual(Array.from({ length: 6 }, (_, i) => sequences[0]! + i));
  });

  it('answers the whole session: LIMITED_TIME duration computed from start and end', async () => {
    const { procurement, vendorIds } = await openProcurement(t, buyer.companyId);
    const form = limitedTimeForm(procurement.id, vendorIds, t, { injuryTimeBeforeEnd: '5', maxSessionExtension: 2 });
    const answer = await create(form);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      _id: expect.any(String),
      procurementId: procurement.id,
      auctionNumber: expect.stringMatching(/^AUC-/),
      status: 'DRAFT',
      auctionType: 'OPEN',
      auctionModel: 'REALTIME',
      periodType: 'LIMITED_TIME',
      startTime: form.startTime,
      endTime: form.endTime,
      duration: '90.00',
      timeExtension: '0.00',
      // Hidden for limited time, so whatever was sent is not kept.
      injuryTimeBeforeEnd: '0.00',
      maxSessionExtension: 0,
      initialPrice: '1500000000.00',
      minimalDecrement: '1000000.00',
      // The newer rules at their defaults (the form did not send them).
      minimalDecrementPercent: null,
      proxyBidding: true,
      extensionTrigger: 'ANY_OFFER',
      extensionTopRanks: null,
      extensionFrom: 'PLANNED_END',
      tieRule: 'EARLIER_WINS',
      slipWarningPercent: 10,
      maxPauseMinutes: 60,
      stoppedManually: false,
      stopReason: null,
      vendorIds: vendorIds.slice(0, 2),
      itemIds: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      clockSkewMs: null,
    });
    // The form reopens it as it was saved.
    const reopened = await t.call('GET', `${BASE}/${answer.body.data._id}`, { token: buyer.token });
    const { clockSkewMs: _skew, ...saved } = answer.body.data;
    expect(reopened).toEqual({ status: 200, body: { data: saved } });
  });

  it("keeps the newer rules and the percent decrement, and reopens them as saved", async () => {
    const { procurement, vendorIds } = await openProcurement(t, buyer.companyId);
    const rules = {
      proxyBidding: false,
      extensionTrigger: 'TOP_RANKS',
      extensionTopRanks: 2,
      extensionFrom: 'OFFER_TIME',
      tieRule: 'NO_TIE_FOR_FIRST',
      slipWarningPercent: 15,
      maxPauseMinutes: 30,
      minimalDecrementPercent: '1.25',
    };
    const form = { ...injuryTimeForm(procurement.id, vendorIds, t), minimalDecrement: null, ...rules };
    const answer = await create(form);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ ...rules, minimalDecrement: '0.00' });
    const reopened = await t.call('GET', `${BASE}/${answer.body.data._id}`, { token: buyer.token });
    expect(reopened.body.data).toMatchObject(rules);
    // Both kinds of decrement at once, or a bad rule: a 400 with the field named, nothing written.
    const both = await create({ ...form, minimalDecrement: '1000' });
    expect(both).toMatchObject({ status: 400, body: { errors: [{ param: 'minimalDecrementPercent', msg: 'Please give the minimal decrement as an amount or as a percent, not both' }] } });
    const badTie = await create({ ...form, tieRule: 'COIN_TOSS' });
    expect(badTie).toMatchObject({ status: 400, body: { errors: [{ param: 'tieRule' }] } });
    // The stored draft passes the form's checks again when it is created for real, its rules kept.
    const created = await t.call('POST', `${BASE}/change-status`, { token: buyer.token, body: { auctionId: answer.body.data._id, status: 'NOT_STARTED' } });
    expect(created.status).toBe(200);
    expect((await t.call('GET', `${BASE}/${answer.body.data._id}`, { token: buyer.token })).body.data).toMatchObject({ ...rules, status: 'NOT_STARTED' });
  });

  it('ends an INJURY_TIME session at start plus duration and keeps its injury-time fields', async () => {
    const { procurement, vendorIds } = await openProcurement(t, buyer.companyId);
    const form = injuryTimeForm(procurement.id, vendorIds, t);
    const answer = await create(form);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      periodType: 'INJURY_TIME',
      endTime: new Date(new Date(form.startTime).getTime() + 45.5 * 60_000).toISOString(),
      duration: '45.50',
      timeExtension: '2.00',
      injuryTimeBeforeEnd: '5.00',
      maxSessionExtension: 3,
    });
  });

  it('needs at least 2 vendors', async () => {
    const { procurement, vendorIds } = await openProcurement(t, buyer.companyId);
    const answer = await create(limitedTimeForm(procurement.id, vendorIds, t, { vendorIds: [vendorIds[0]] }));
    expect(answer).toEqual({ status: 400, body: { errors: [{ param: 'vendorIds', msg: 'Please select at least 2 vendors to create an auction' }] } });
  });

  it("refuses vendors and items of another procurement, and ids that do not exist, saving nothing", async () => {
    const { procurement, vendorIds } = await openProcurement(t, buyer.companyId, { biddingType: 'UNIT_PRICE' });
    const other = await openProcurement(t, buyer.companyId, { biddingType: 'UNIT_PRICE' });
    const answer = await create(
      limitedTimeForm(procurement.id, vendorIds, t, { vendorIds: [vendorIds[0], other.vendorIds[0]], itemIds: [other.itemIds[0]] }),
    );
    expect(answer).toEqual({
      status: 400,
      body: {
        errors: [
          { param: 'vendorIds', msg: 'Some selected vendors are not invited to this procurement' },
          { param: 'itemIds', msg: 'Some selected items are not in this procurement' },
        ],
      },
    });
    const unknown = await create(limitedTimeForm(procurement.id, vendorIds, t, { vendorIds: [vendorIds[0], crypto.randomUUID()], itemIds: [] }));
    expect(unknown.status).toBe(400);
    expect(await t.app.ctx.db.select().from(auctions).where(eq(auctions.procurementId, procurement.id))).toEqual([]);
  });

  it('needs at least one item of the procurement for UNIT_PRICE bidding, and ignores items otherwise', async () => {
    const unit = await openProcurement(t, buyer.companyId, { biddingType: 'UNIT_PRICE' });
    const missing = await create(limitedTimeForm(unit.procurement.id, unit.vendorIds, t));
    expect(missing).toEqual({ status: 400, body: { errors: [{ param: 'itemIds', msg: 'Please select at least 1 item for a unit price auction' }] } });
    const saved = await create(limitedTimeForm(unit.procurement.id, unit.vendorIds, t, { itemIds: [unit.itemIds[1]] }));
    expect(saved.body.data.itemIds).toEqual([unit.itemIds[1]]);

    const total = await openProcurement(t, buyer.companyId, { biddingType: 'TOTAL_PRICE' });
    const ignored = await create(limitedTimeForm(total.procurement.id, total.vendorIds, t, { itemIds: total.itemIds }));
    expect(ignored.body.data.itemIds).toEqual([]);
  });

  it("keeps start and end within the procurement's dates, named dd-MM-yyyy HH:mm in Jakarta time", async () => {
    // The procurement runs from 10 March 2099 08:00 to 20 March 2099 17:00, Jakarta time.
    const { procurement, vendorIds } = await openProcurement(t, buyer.companyId, {
      startDate: new Date('2099-03-10T01:00:00Z'),
      endDate: new Date('2099-03-20T10:00:00Z'),
    });
    const message = 'Please input auction start and end time between 10/03/2099 08:00 WIB and 20/03/2099 17:00 WIB';
    const early = await create(limitedTimeForm(procurement.id, vendorIds, t, { startTime: '2099-03-10T00:59:00Z', endTime: '2099-03-10T03:00:00Z' }));
    expect(early).toEqual({ status: 400, body: { errors: [{ param: 'startTime', msg: message }] } });
    const late = await create(limitedTimeForm(procurement.id, vendorIds, t, { startTime: '2099-03-20T09:00:00Z', endTime: '2099-03-20T10:01:00Z' }));
    expect(late).toEqual({ status: 400, body: { errors: [{ param: 'endTime', msg: message }] } });
    const edges = await create(limitedTimeForm(procurement.id, vendorIds, t, { startTime: '2099-03-10T08:00:00+07:00', endTime: '2099-03-20T17:00:00+07:00' }));
    expect(edges.status).toBe(200);
  });

  it('refuses a start the server clock has passed', async () => {
    const { procurement, vendorIds } = await openProcurement(t, buyer.companyId);
    const start = t.clock.now().getTime() - 60_000;
    const answer = await create(
      limitedTimeForm(procurement.id, vendorIds, t, { startTime: new Date(start).toISOString(), endTime: new Date(start + HOUR).toISOString() }),
    );
    expect(answer).toEqual({ status: 400, body: { errors: [{ param: 'startTime', msg: 'Start time must be later than the current time' }] } });
  });

  it('refuses decimals beyond 2 places and negatives, naming each field', async () => {
    const { procurement, vendorIds } = await openProcurement(t, buyer.companyId);
    const answer = await create(
      injuryTimeForm(procurement.id, vendorIds, t, {
        duration: '30.125',
        timeExtension: '-1',
        injuryTimeBeforeEnd: '1.001',
        maxSessionExtension: 1.5,
        initialPrice: '-5',
        minimalDecrement: '10.001',
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { param: 'duration', msg: 'Duration must be minutes above 0 with at most 2 decimals' },
      { param: 'timeExtension', msg: 'Minutes must be a number with at most 2 decimals, not negative' },
      { param: 'injuryTimeBeforeEnd', msg: 'Minutes must be a number with at most 2 decimals, not negative' },
      { param: 'maxSessionExtension', msg: 'Max session extension must be a positive whole number' },
      { param: 'initialPrice', msg: 'Initial price must be an amount above 0 of at most 15 digits and 2 decimals' },
      { param: 'minimalDecrement', msg: 'Minimal decrement must be an amount of at most 15 digits and 2 decimals, not negative' },
    ]);
  });

  it('refuses a minimal decrement above the initial price', async () => {
    const { procurement, vendorIds } = await openProcurement(t, buyer.companyId);
    const answer = await create(limitedTimeForm(procurement.id, vendorIds, t, { initialPrice: '1000', minimalDecrement: '1,000.01' }));
    expect(answer).toEqual({ status: 400, body: { errors: [{ param: 'minimalDecrement', msg: 'Minimal decrement cannot exceed the initial price' }] } });
  });

  it('creates the session for real when the status is NOT_STARTED or missing', async () => {
    const { procurement, vendorIds } = await openProcurement(t, buyer.companyId);
    const started = await create(limitedTimeForm(procurement.id, vendorIds, t, { status: 'NOT_STARTED' }));
    expect(started.status).toBe(200);
    expect(started.body.data.status).toBe('NOT_STARTED');
    const other = await openProcurement(t, buyer.companyId);
    const { status: _status, ...withoutStatus } = limitedTimeForm(other.procurement.id, other.vendorIds, t);
    expect((await create(withoutStatus)).body.data.status).toBe('NOT_STARTED');
  });

  it('refuses sessions for a procurement that does not take them, with the create-session check texts', async () => {
    const draft = await insertProcurement(t, buyer.companyId);
    const v1 = await insertVendor(t, draft.id);
    const v2 = await insertVendor(t, draft.id);
    expect(await create(limitedTimeForm(draft.id, [v1.id, v2.id], t))).toEqual({
      status: 422,
      body: { errors: [{ param: null, msg: 'Please submit the procurement before creating an auction session' }] },
    });
    const negotiation = await openProcurement(t, buyer.companyId, { negotiationType: 'NEGOTIATION' });
    expect((await create(limitedTimeForm(negotiation.procurement.id, negotiation.vendorIds, t))).body.errors).toEqual([
      { param: null, msg: 'A negotiation procurement has no auction sessions' },
    ]);
    const stopped = await openProcurement(t, buyer.companyId);
    await insertSession(t, stopped.procurement.id, { stoppedManually: true });
    expect((await create(limitedTimeForm(stopped.procurement.id, stopped.vendorIds, t))).body.errors).toEqual([
      { param: null, msg: 'Please give the reason the last session was stopped before creating a new one' },
    ]);
  });

  it('accepts a browser clock that is off but answers by how much, so the form can warn', async () => {
    const { procurement, vendorIds } = await openProcurement(t, buyer.companyId);
    const behind = new Date(t.clock.now().getTime() - 5 * 60_000).toISOString();
    const answer = await create(limitedTimeForm(procurement.id, vendorIds, t, { clientCurrentTime: behind }));
    expect(answer.status).toBe(200);
    expect(answer.body.data.clockSkewMs).toBeLessThan(-CLOCK_SKEW_WARNING_MS);
    expect(answer.body.data.clockSkewMs).toBeGreaterThan(-6 * 60_000);
    const { clientCurrentTime: _c, ...unsent } = limitedTimeForm(procurement.id, vendorIds, t);
    expect((await create(unsent)).body.data.clockSkewMs).toBeNull();
  });
});

describe('editing a draft session', () => {
  it('saves the form again under the same rules, replacing vendors and items', async () => {
    const { procurement, vendorIds, itemIds } = await openProcurement(t, buyer.companyId, { biddingType: 'UNIT_PRICE' });
    const created = await create(limitedTimeForm(procurement.id, vendorIds, t, { itemIds: [itemIds[0]] }));
    const id = created.body.data._id as string;
    const edit = (body: unknown) => t.call('PATCH', `${BASE}/${id}`, { token: buyer.token, body });

    const changed = await edit(injuryTimeForm(procurement.id, vendorIds, t, { vendorIds: [vendorIds[2], vendorIds[1]], itemIds }));
    expect(changed.status).toBe(200);
    // Same number; vendors and items in list order.
    expect(changed.body.data).toMatchObject({
      _id: id,
      auctionNumber: created.body.data.auctionNumber,
      periodType: 'INJURY_TIME',
      duration: '45.50',
      vendorIds: [vendorIds[1], vendorIds[2]],
      itemIds,
      clockSkewMs: null,
    });

    expect(await edit(limitedTimeForm(procurement.id, vendorIds, t, { vendorIds: [vendorIds[0]], itemIds }))).toEqual({
      status: 400,
      body: { errors: [{ param: 'vendorIds', msg: 'Please select at least 2 vendors to create an auction' }] },
    });
    const other = await openProcurement(t, buyer.companyId);
    expect(await edit(limitedTimeForm(other.procurement.id, vendorIds, t, { itemIds }))).toEqual({
      status: 400,
      body: { errors: [{ param: 'procurementId', msg: 'This session belongs to another procurement' }] },
    });
    // Saved with NOT_STARTED, the edited draft is created for real.
    const started = await edit(limitedTimeForm(procurement.id, vendorIds, t, { itemIds, status: 'NOT_STARTED' }));
    expect(started.body.data).toMatchObject({ _id: id, status: 'NOT_STARTED' });
  });

  it('answers 409 for a session that is no longer a draft', async () => {
    const { procurement, vendorIds } = await openProcurement(t, buyer.companyId);
    const done = await insertSession(t, procurement.id, { status: 'DONE' });
    expect(await t.call('PATCH', `${BASE}/${done.id}`, { token: buyer.token, body: limitedTimeForm(procurement.id, vendorIds, t) })).toEqual({
      status: 409,
      body: { errors: [{ param: null, msg: 'Only a draft auction session can be changed' }] },
    });
  });
});

describe('sessions of unit-price procurements', () => {
  it('keeps the items in the order of the item list', async () => {
    const { procurement, vendorIds, itemIds } = await openProcurement(t, buyer.companyId, { biddingType: 'UNIT_PRICE' });
    const third = await insertItem(t, procurement.id, { createdAt: t.clock.now() });
    const answer = await create(limitedTimeForm(procurement.id, vendorIds, t, { itemIds: [third.id, itemIds[1], itemIds[0]] }));
    expect(answer.body.data.itemIds).toEqual([itemIds[0], itemIds[1], third.id]);
  });
});
