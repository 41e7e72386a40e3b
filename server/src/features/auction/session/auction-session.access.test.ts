import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { isErrorEnvelope } from '@procura/domain/common/errors';
import { auctionInvitations } from '../../../db/schema/auction';
import { createAccount, signIn } from '../../../testing/factories';
import { buyerSession } from '../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { BASE, insertSession, limitedTimeForm, openProcurement } from '../auction-session.testing';

let t: TestApp;
let owner: Awaited<ReturnType<typeof buyerSession>>;
let stranger: Awaited<ReturnType<typeof buyerSession>>;
let fixture: {
  procurementId: string;
  vendorIds: string[];
  draftId: string;
  stoppedId: string;
  /** Sessions created for real: invitations to resend, one to cancel, one running to stop. */
  liveId: string;
  invitationId: string;
  attendingId: string;
  toCancelId: string;
  runningId: string;
};

/** A procurement of the owner with a session created for real (NOT_STARTED, invited). */
async function liveSessionOf(companyId: string, token: string) {
  const { procurement, vendorIds } = await openProcurement(t, companyId);
  const answer = await t.call('POST', BASE, { token, body: limitedTimeForm(procurement.id, vendorIds, t, { status: 'NOT_STARTED' }) });
  const invitations = await t.app.ctx.db.select().from(auctionInvitations).where(eq(auctionInvitations.auctionId, answer.body.data._id));
  // Resends are allowed at once (no mail in the last 10 s); the second vendor will attend.
  await t.app.ctx.db.update(auctionInvitations).set({ lastMailedAt: null }).where(eq(auctionInvitations.auctionId, answer.body.data._id));
  await t.app.ctx.db.update(auctionInvitations).set({ status: 'ATTEND' }).where(eq(auctionInvitations.id, invitations[1]!.id));
  return { auctionId: answer.body.data._id as string, procurementId: procurement.id, invitationId: invitations[0]!.id, attendingId: invitations[1]!.id };
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await buyerSession(t);
  stranger = await buyerSession(t);
  const { procurement, vendorIds } = await openProcurement(t, owner.companyId);
  const draft = await t.call('POST', BASE, { token: owner.token, body: limitedTimeForm(procurement.id, vendorIds, t) });
  const stopped = await insertSession(t, procurement.id, { stoppedManually: true });
  const live = await liveSessionOf(owner.companyId, owner.token);
  const toCancel = await liveSessionOf(owner.companyId, owner.token);
  const running = await insertSession(t, live.procurementId, { status: 'ON_GOING', startTime: new Date(), endTime: new Date(Date.now() + 3_600_000) });
  fixture = {
    procurementId: procurement.id,
    vendorIds,
    draftId: draft.body.data._id,
    stoppedId: stopped.id,
    liveId: live.auctionId,
    invitationId: live.invitationId,
    attendingId: live.attendingId,
    toCancelId: toCancel.auctionId,
    runningId: running.id,
  };
});
afterAll(async () => {
  await t.close();
});

const MEGABYTE_TEXT = 'a'.repeat(1_000_000);

/** Every endpoint, aimed at the owner's procurement and sessions. */
function endpoints(): Array<{ method: string; path: string; body?: unknown }> {
  const { procurementId, vendorIds, draftId, stoppedId, liveId, invitationId, attendingId, toCancelId, runningId } = fixture;
  return [
    { method: 'GET', path: `${BASE}?procurementId=${procurementId}` },
    { method: 'GET', path: `${BASE}/validate-create-session/${procurementId}` },
    { method: 'GET', path: `${BASE}/last-session/${procurementId}` },
    { method: 'PATCH', path: `${BASE}/${stoppedId}/stop-reason`, body: { reason: 'Gangguan jaringan' } },
    { method: 'POST', path: BASE, body: limitedTimeForm(procurementId, vendorIds, t) },
    { method: 'GET', path: `${BASE}/${draftId}` },
    { method: 'PATCH', path: `${BASE}/${draftId}`, body: limitedTimeForm(procurementId, vendorIds, t) },
    { method: 'DELETE', path: BASE, body: { procurementId, auctionIds: [draftId] } },
    // The live session's calls (features/auction).
    { method: 'POST', path: `${BASE}/get-status`, body: { auctionId: liveId } },
    { method: 'POST', path: `${BASE}/${liveId}/resend-invitation/${invitationId}`, body: { email: 'pic.baru@vendor.co.id', picVendor: 'Pic Baru' } },
    { method: 'POST', path: `${BASE}/${liveId}/resend-join-auction/${attendingId}` },
    { method: 'POST', path: `${BASE}/change-status`, body: { auctionId: toCancelId, status: 'cancel', cancelReason: '<p>Jadwal berubah</p>' } },
    { method: 'POST', path: `${BASE}/stop-auction`, body: { auctionId: runningId } },
  ];
}

describe('auction sessions: who may call them', () => {
  it("answers 404 to another company's buyer on every endpoint, changing nothing", async () => {
    for (const { method, path, body } of endpoints()) {
      const answer = await t.call(method, path, { token: stranger.token, body });
      expect(answer, `${method} ${path}`).toEqual({ status: 404, body: { errors: [{ param: null, msg: 'Data not found' }] } });
    }
    // The owner still sees the draft, the stop reason is still missing, and nothing was added.
    const list = await t.call('GET', `${BASE}?procurementId=${fixture.procurementId}`, { token: owner.token });
    expect(list.body.data.total).toBe(2);
    const last = await t.call('GET', `${BASE}/last-session/${fixture.procurementId}`, { token: owner.token });
    expect(last.body.data.needsStopReason).toBe(true);
    // The live sessions did not move, and no mail went out.
    for (const [auctionId, status] of [[fixture.toCancelId, 'NOT_STARTED'], [fixture.runningId, 'ON_GOING']] as const) {
      expect((await t.call('POST', `${BASE}/get-status`, { token: owner.token, body: { auctionId } })).body.data.status).toBe(status);
    }
    expect(await t.mailsTo('pic.baru@vendor.co.id')).toEqual([]);
  });

  it('answers 401 without a token, 403 to other roles and to a buyer who has not onboarded', async () => {
    const vendor = await createAccount(t, { role: 'seller_auction' });
    const vendorToken = (await signIn(t, vendor.email)).access_token;
    const newcomer = await createAccount(t, { role: 'buyer_auction' });
    const newcomerToken = (await signIn(t, newcomer.email)).access_token;
    for (const { method, path, body } of endpoints()) {
      expect((await t.call(method, path, { body })).status, `${method} ${path} anonymous`).toBe(401);
      expect(await t.call(method, path, { token: vendorToken, body }), `${method} ${path} vendor`).toEqual({
        status: 403,
        body: { errors: [{ param: null, msg: 'You are not allowed to do this' }] },
      });
      expect(await t.call(method, path, { token: newcomerToken, body }), `${method} ${path} not onboarded`).toEqual({
        status: 403,
        body: { errors: [{ param: null, msg: 'Please complete your company onboarding first' }] },
      });
    }
  });

  it('lets the owner use every endpoint', async () => {
    for (const { method, path, body } of endpoints()) {
      expect((await t.call(method, path, { token: owner.token, body })).status, `${method} ${path}`).toBe(200);
    }
  });
});

describe('auction sessions: bad input never reaches a 500', () => {
  // A procurement of its own: the access tests above change theirs.
  let draftId: string;
  let stoppedId: string;
  let procurementId: string;
  let vendorIds: string[];
  beforeAll(async () => {
    ({ procurement: { id: procurementId }, vendorIds } = await openProcurement(t, owner.companyId));
    const draft = await t.call('POST', BASE, { token: owner.token, body: limitedTimeForm(procurementId, vendorIds, t) });
    draftId = draft.body.data._id;
    stoppedId = (await insertSession(t, procurementId, { stoppedManually: true })).id;
  });
  const call = (method: string, path: string, options: { body?: unknown; rawBody?: string } = {}) => t.call(method, path, { ...options, token: owner.token });

  it('answers 400 for malformed ids in the address', async () => {
    for (const [method, path] of [
      ['GET', `${BASE}/validate-create-session/not-a-uuid`],
      ['GET', `${BASE}/last-session/123`],
      ['GET', `${BASE}/not-a-uuid`],
      ['PATCH', `${BASE}/not-a-uuid`],
      ['PATCH', `${BASE}/%27%20or%201=1/stop-reason`],
      ['GET', `${BASE}?procurementId=nope`],
      ['POST', `${BASE}/not-a-uuid/resend-invitation/${draftId}`],
      ['POST', `${BASE}/${draftId}/resend-join-auction/42`],
    ] as const) {
      const answer = await call(method, path, method === 'GET' ? {} : { body: {} });
      expect(answer.status, path).toBe(400);
      expect(answer.body.errors[0].msg, path).toBe('Id is not valid');
    }
    const repeated = await call('GET', `${BASE}?procurementId=${procurementId}&procurementId=${procurementId}`);
    expect(repeated.status).toBe(400);
  });

  it('answers a huge or broken address with the envelope', async () => {
    for (const path of [`${BASE}/${MEGABYTE_TEXT.slice(0, 5000)}`, `${BASE}/%E0%A4%A`, `${BASE}?query=${MEGABYTE_TEXT}`]) {
      const answer = await call('GET', path);
      expect(answer.status, path.slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(answer.status, path.slice(0, 60)).toBeLessThan(500);
      expect(isErrorEnvelope(answer.body)).toBe(true);
    }
  });

  it('names 1 MB fields, wrong types and unknown fields of the form', async () => {
    const answer = await call('POST', BASE, {
      body: limitedTimeForm(procurementId, vendorIds, t, {
        auctionType: MEGABYTE_TEXT,
        auctionModel: 42,
        startTime: 20260312,
        initialPrice: [1],
        minimalDecrement: { amount: 1 },
        vendorIds: 'all',
        clientCurrentTime: true,
        winner: 'me',
      }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { param: 'clientCurrentTime', msg: 'Time must be a date and time with its time zone' },
      { param: 'auctionType', msg: 'Auction type must be Open or Closed (sealed)' },
      { param: 'auctionModel', msg: 'Auction model must be Real Time or Simulation' },
      { param: 'startTime', msg: 'Time must be a date and time with its time zone' },
      { param: 'initialPrice', msg: 'Initial price must be an amount above 0 of at most 15 digits and 2 decimals' },
      { param: 'minimalDecrement', msg: 'Minimal decrement must be an amount of at most 15 digits and 2 decimals, not negative' },
      { param: 'vendorIds', msg: 'Please select at least 2 vendors to create an auction' },
      { param: 'winner', msg: 'Unknown field' },
    ]);
    // The body limit (2 MB) lets one 1 MB field at a time reach validation.
    for (const [param, msg] of [
      ['startTime', 'Time must be a date and time with its time zone'],
      ['endTime', 'Time must be a date and time with its time zone'],
      ['clientCurrentTime', 'Time must be a date and time with its time zone'],
      ['duration', 'Duration must be minutes above 0 with at most 2 decimals'],
      ['initialPrice', 'Initial price must be an amount above 0 of at most 15 digits and 2 decimals'],
      ['maxSessionExtension', 'Max session extension must be a positive whole number'],
    ] as const) {
      const huge = await call('POST', BASE, { body: limitedTimeForm(procurementId, vendorIds, t, { [param]: MEGABYTE_TEXT }) });
      expect(huge, param).toEqual({ status: 400, body: { errors: [{ param, msg }] } });
    }
  });

  it('checks the whole form even when the procurement id is missing or malformed', async () => {
    for (const sent of [undefined, 'nope', 12, MEGABYTE_TEXT]) {
      const body = { ...limitedTimeForm('x', vendorIds, t), procurementId: sent, vendorIds: ['bad', vendorIds[0]] };
      const answer = await call('POST', BASE, { body });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([
        { param: 'procurementId', msg: sent === undefined ? 'Procurement id is required' : 'Id is not valid' },
        { param: 'vendorIds.0', msg: 'Id is not valid' },
      ]);
    }
  });

  it('refuses bodies that are not JSON objects', async () => {
    for (const [method, path] of [
      ['POST', BASE],
      ['PATCH', `${BASE}/${draftId}`],
      ['PATCH', `${BASE}/${stoppedId}/stop-reason`],
      ['DELETE', BASE],
      ['POST', `${BASE}/get-status`],
      ['POST', `${BASE}/change-status`],
      ['POST', `${BASE}/stop-auction`],
      ['POST', `${BASE}/${draftId}/resend-invitation/${draftId}`],
    ] as const) {
      for (const rawBody of ['[]', '"DRAFT"', '42', '[{"procurementId":"x"}]']) {
        const answer = await call(method, path, { rawBody });
        expect(answer, `${method} ${path} ${rawBody}`).toEqual({ status: 400, body: { errors: [{ param: null, msg: 'The request must be a JSON object' }] } });
      }
      const broken = await call(method, path, { rawBody: '{"procurementId":' });
      expect(broken.status).toBe(400);
      expect(isErrorEnvelope(broken.body)).toBe(true);
    }
  });

  it('names 1 MB fields and unknown fields of the live session calls', async () => {
    const cancel = await call('POST', `${BASE}/change-status`, { body: { auctionId: draftId, status: MEGABYTE_TEXT, cancelReason: MEGABYTE_TEXT, by: 'me' } });
    expect(cancel).toEqual({
      status: 400,
      body: {
        errors: [
          { param: 'status', msg: 'Status is not valid' },
          { param: 'cancelReason', msg: 'The cancel reason must be at most 5,000 characters' },
          { param: 'by', msg: 'Unknown field' },
        ],
      },
    });
    const resend = await call('POST', `${BASE}/${draftId}/resend-invitation/${draftId}`, { body: { email: MEGABYTE_TEXT, picVendor: MEGABYTE_TEXT } });
    expect(resend).toEqual({
      status: 400,
      body: {
        errors: [
          { param: 'email', msg: 'Please input a valid email address' },
          { param: 'picVendor', msg: 'Please use letters, spaces and dots only' },
        ],
      },
    });
    expect((await call('POST', `${BASE}/get-status`, { body: { auctionId: MEGABYTE_TEXT } })).body).toEqual({ errors: [{ param: 'auctionId', msg: 'Id is not valid' }] });
  });

  it('names bad stop reasons and delete bodies', async () => {
    const reason = await call('PATCH', `${BASE}/${stoppedId}/stop-reason`, { body: { reason: MEGABYTE_TEXT, stopReason: 'x' } });
    expect(reason.body).toEqual({
      errors: [
        { param: 'reason', msg: 'Reason must be at most 500 characters' },
        { param: 'stopReason', msg: 'Unknown field' },
      ],
    });
    expect((await call('PATCH', `${BASE}/${stoppedId}/stop-reason`, { body: { reason: ['a'] } })).body).toEqual({
      errors: [{ param: 'reason', msg: 'Please input the reason' }],
    });
    const removal = await call('DELETE', BASE, { body: { procurementId: 'x', auctionIds: [draftId, draftId, 'y'], all: true } });
    expect(removal.status).toBe(400);
    expect(removal.body.errors).toEqual([
      { param: 'procurementId', msg: 'Id is not valid' },
      { param: 'auctionIds.2', msg: 'Id is not valid' },
      { param: 'auctionIds', msg: 'The same row is selected twice' },
      { param: 'all', msg: 'Unknown field' },
    ]);
    const tooMany = await call('DELETE', BASE, { body: { procurementId: procurementId, auctionIds: Array.from({ length: 1001 }, () => crypto.randomUUID()) } });
    expect(tooMany.body).toEqual({ errors: [{ param: 'auctionIds', msg: 'Too many rows selected at once' }] });
  });
});
