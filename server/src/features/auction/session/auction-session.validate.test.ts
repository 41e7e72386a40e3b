import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerSession, insertProcurement } from '../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { BASE, HOUR, insertSession, limitedTimeForm, openProcurement } from '../auction-session.testing';

let t: TestApp;
let buyer: Awaited<ReturnType<typeof buyerSession>>;
beforeAll(async () => {
  t = await startTestApp();
  buyer = await buyerSession(t);
});
afterAll(async () => {
  await t.close();
});

const validate = (procurementId: string) => t.call('GET', `${BASE}/validate-create-session/${procurementId}`, { token: buyer.token });
const lastSession = (procurementId: string) => t.call('GET', `${BASE}/last-session/${procurementId}`, { token: buyer.token });
const giveReason = (auctionId: string, reason: unknown) => t.call('PATCH', `${BASE}/${auctionId}/stop-reason`, { token: buyer.token, body: { reason } });
const refusal = (msg: string) => ({ status: 200, body: { data: msg } });

describe('the create-session check', () => {
  it('answers true for an open auction procurement with no session in the way', async () => {
    const { procurement } = await openProcurement(t, buyer.companyId);
    expect(await validate(procurement.id)).toEqual({ status: 200, body: { data: true } });
    // Drafts and finished sessions do not stand in the way.
    await insertSession(t, procurement.id, { status: 'DRAFT' });
    await insertSession(t, procurement.id, { status: 'DONE', stoppedManually: true, stopReason: 'Harga tidak wajar' });
    expect(await validate(procurement.id)).toEqual({ status: 200, body: { data: true } });
  });

  it('asks to submit a draft procurement first', async () => {
    const draft = await insertProcurement(t, buyer.companyId);
    expect(await validate(draft.id)).toEqual(refusal('Please submit the procurement before creating an auction session'));
  });

  it('refuses a negotiation-type procurement', async () => {
    const { procurement } = await openProcurement(t, buyer.companyId, { negotiationType: 'NEGOTIATION' });
    expect(await validate(procurement.id)).toEqual(refusal('A negotiation procurement has no auction sessions'));
  });

  it('refuses a closed, canceled or pending procurement', async () => {
    for (const status of ['CLOSED', 'CANCELED'] as const) {
      const { procurement } = await openProcurement(t, buyer.companyId, { status });
      expect(await validate(procurement.id)).toEqual(refusal('This procurement has ended, so no new auction session can be added'));
    }
    const { procurement } = await openProcurement(t, buyer.companyId, { status: 'PENDING_APPROVAL' });
    expect(await validate(procurement.id)).toEqual(refusal('Auction sessions can be added only while the procurement is Open'));
  });

  it('refuses while a session is on going', async () => {
    const { procurement } = await openProcurement(t, buyer.companyId);
    await insertSession(t, procurement.id, { status: 'ON_GOING' });
    expect(await validate(procurement.id)).toEqual(refusal('A new auction session cannot be added while the previous one is in progress'));
  });

  it('asks for the stop reason of a last session stopped by hand, then lets the buyer go on', async () => {
    const { procurement, vendorIds } = await openProcurement(t, buyer.companyId);
    await insertSession(t, procurement.id, { status: 'DONE' });
    const stopped = await insertSession(t, procurement.id, { status: 'DONE', stoppedManually: true });
    // A draft saved later is not the last session that ran.
    await insertSession(t, procurement.id, { status: 'DRAFT', startTime: new Date(t.clock.now().getTime() + 5 * HOUR) });

    expect(await validate(procurement.id)).toEqual(refusal('Please give the reason the last session was stopped before creating a new one'));
    expect(await lastSession(procurement.id)).toEqual({
      status: 200,
      body: { data: { auctionId: stopped.id, stoppedManually: true, needsStopReason: true } },
    });

    expect(await giveReason(stopped.id, '   ')).toEqual({ status: 400, body: { errors: [{ param: 'reason', msg: 'Please input the reason' }] } });
    expect(await giveReason(stopped.id, 'x'.repeat(501))).toEqual({
      status: 400,
      body: { errors: [{ param: 'reason', msg: 'Reason must be at most 500 characters' }] },
    });
    const recorded = { status: 200, body: { data: { auctionId: stopped.id, stoppedManually: true, needsStopReason: false } } };
    expect(await giveReason(stopped.id, '  Vendor mengalami gangguan jaringan  ')).toEqual(recorded);
    // A double click is fine; a different reason afterwards is not.
    expect(await giveReason(stopped.id, 'Vendor mengalami gangguan jaringan')).toEqual(recorded);
    expect(await giveReason(stopped.id, 'Alasan lain')).toEqual({
      status: 409,
      body: { errors: [{ param: null, msg: 'The stop reason of this session has already been recorded' }] },
    });

    expect(await lastSession(procurement.id)).toEqual(recorded);
    expect(await validate(procurement.id)).toEqual({ status: 200, body: { data: true } });
    const created = await t.call('POST', BASE, { token: buyer.token, body: limitedTimeForm(procurement.id, vendorIds, t) });
    expect(created.status).toBe(200);
  });

  it('refuses a stop reason for a session that was not stopped by hand', async () => {
    const { procurement } = await openProcurement(t, buyer.companyId);
    const done = await insertSession(t, procurement.id, { status: 'DONE' });
    expect(await giveReason(done.id, 'Tidak perlu')).toEqual({ status: 409, body: { errors: [{ param: null, msg: 'This session was not stopped by hand' }] } });
    expect(await lastSession(procurement.id)).toEqual({ status: 200, body: { data: { auctionId: done.id, stoppedManually: false, needsStopReason: false } } });
  });

  it('answers null as the last session while only drafts exist', async () => {
    const { procurement } = await openProcurement(t, buyer.companyId);
    expect(await lastSession(procurement.id)).toEqual({ status: 200, body: { data: null } });
    await insertSession(t, procurement.id, { status: 'DRAFT' });
    expect(await lastSession(procurement.id)).toEqual({ status: 200, body: { data: null } });
  });

  // Moves the shared clock: keep it last. 11 minutes keeps the 15-minute access token alive.
  it('refuses once the procurement has ended by the server clock, for the check, a new draft and an edit', async () => {
    const now = t.clock.now().getTime();
    const { procurement, vendorIds } = await openProcurement(t, buyer.companyId, { endDate: new Date(now + 10 * 60_000) });
    const window = { startTime: new Date(now + 2 * 60_000).toISOString(), endTime: new Date(now + 8 * 60_000).toISOString() };
    const draft = await t.call('POST', BASE, { token: buyer.token, body: limitedTimeForm(procurement.id, vendorIds, t, window) });
    expect(draft.status).toBe(200);
    expect(await validate(procurement.id)).toEqual({ status: 200, body: { data: true } });

    t.clock.advance(11 * 60_000);
    const ended = 'This procurement has ended, so no new auction session can be added';
    expect(await validate(procurement.id)).toEqual(refusal(ended));
    const form = limitedTimeForm(procurement.id, vendorIds, t, { startTime: procurement.startDate!.toISOString() });
    expect(await t.call('POST', BASE, { token: buyer.token, body: { ...form, endTime: procurement.endDate!.toISOString() } })).toEqual({
      status: 422,
      body: { errors: [{ param: null, msg: ended }] },
    });
    const edit = await t.call('PATCH', `${BASE}/${draft.body.data._id}`, {
      token: buyer.token,
      body: { ...form, endTime: procurement.endDate!.toISOString() },
    });
    expect(edit.body).toEqual({ errors: [{ param: null, msg: ended }] });
    // Drafts of an ended procurement can still be cleared away.
    const removed = await t.call('DELETE', BASE, { token: buyer.token, body: { procurementId: procurement.id, auctionIds: [draft.body.data._id] } });
    expect(removed).toEqual({ status: 200, body: { data: { auctionIds: [draft.body.data._id] } } });
  });
});
