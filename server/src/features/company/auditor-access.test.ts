import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_REQUEST_WAIT_SECONDS } from '@procura/domain/auth/auth.rules';
import { AUDITOR_MSG } from '@procura/domain/company/auditor.messages';
import { AUDITOR_WRITE_EXCEPTIONS } from '../../platform/security/auditor-guard';
import { bodyOf, writeWatcher } from '../../testing/fuzz.testing';
import { forgetAttempts } from '../../testing/rate-limits';
import { createTenant, idsForParam, type Tenant } from '../../testing/tenant-fixture.testing';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { connectAs, type Client } from '../negotiation/negotiation-online.testing';
import { invitedAuditor } from './auditors.testing';

// An auditor reads what a buyer of its company reads and changes nothing (docs/decisions.md 244):
// every read of the company answers it as it answers the owner, every write of every route answers
// 403 without writing a row, and its socket joins rooms but sends no command that acts.

const READ_ONLY = { errors: [{ param: null, msg: AUDITOR_MSG.readOnly }] };
// Left out: the API documentation, the development outbox and the journeys' test support (as the tenant sweep).
const testOnly = (url: string) => url.startsWith('/api/docs') || url.endsWith('/dev/outbox') || url.startsWith('/api/test-support');

let t: TestApp;
let a: Tenant;
let b: Tenant;
let auditor: Awaited<ReturnType<typeof invitedAuditor>>;

beforeAll(async () => {
  t = await startTestApp();
  await forgetAttempts(t);
  a = await createTenant(t);
  b = await createTenant(t);
  auditor = await invitedAuditor(t, a.buyer.token);
  await forgetAttempts(t);
}, 120_000);
afterAll(() => t?.close());

const address = (url: string, tenant: Tenant) =>
  url.replace(/:(\w+)/g, (_all, name: string) => encodeURIComponent(idsForParam(url, name, tenant.ids)[0] ?? 'x')).replace('*', 'x');

async function send(method: string, url: string, token: string, json?: unknown) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (json !== undefined) headers['content-type'] = 'application/json';
  const answer = await t.app.http.inject({ method: method as 'GET', url, headers, ...(json === undefined ? {} : { payload: JSON.stringify(json) }) });
  return { status: answer.statusCode, body: bodyOf(answer.body) };
}

const get = (url: string, token = auditor.token) => t.call('GET', url, { token });

describe("an auditor's reads", () => {
  it("reads the company's procurements, a session, its ledger and its check, connections and objections; another company's session is unknown", async () => {
    const { auctionId, procurementId } = a.auction;
    const list = await get('/api/secured/procurement?limit=-1');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body.data)).toContain(procurementId);
    expect((await get(`/api/secured/procurement/${procurementId}`)).status).toBe(200);
    expect((await get(`/api/secured/auction/${auctionId}`)).status).toBe(200);
    const ledger = await get(`/api/secured/auction/${auctionId}/ledger`);
    expect(ledger.status).toBe(200);
    expect(ledger.body).toEqual((await get(`/api/secured/auction/${auctionId}/ledger`, a.buyer.token)).body);
    const verify = await get(`/api/secured/auction/${auctionId}/ledger/verify`);
    expect(verify.status).toBe(200);
    expect(verify.body.data.valid).toBe(true);
    expect((await get(`/api/secured/auction/${auctionId}/connections`)).status).toBe(200);
    expect((await get(`/api/secured/auction/${auctionId}/objections`)).status).toBe(200);
    expect((await get(`/api/secured/negotiation/${a.negotiation.negotiationId}/ledger`)).status).toBe(200);
    expect((await get(`/api/secured/auction/${b.auction.auctionId}`)).status).toBe(404);
    expect((await get(`/api/secured/auction/${b.auction.auctionId}/ledger`)).status).toBe(404);
    expect((await get(`/api/secured/procurement/${b.auction.procurementId}`)).status).toBe(404);
  });

  it('answers every read of the API with the ids of its company as it answers the owner, writing nothing', async () => {
    // The owner's own list of auditors is the one read an auditor does not share.
    const routes = t.app.routes.filter((r) => r.method === 'GET' && !testOnly(r.url) && r.url !== '/api/secured/company/auditors');
    expect(routes.length).toBeGreaterThan(60);
    const differences: string[] = [];
    const watcher = await writeWatcher(t.app.ctx.db);
    let ownerReads = 0;
    for (const route of routes) {
      const url = address(route.url, a);
      const owner = await send('GET', url, a.buyer.token);
      await watcher.changes();
      const audited = await send('GET', url, auditor.token);
      if (owner.status === 200) ownerReads += 1;
      if ((owner.status === 200) !== (audited.status === 200)) differences.push(`GET ${url}: owner ${owner.status}, auditor ${audited.status} ${JSON.stringify(audited.body).slice(0, 200)}`);
      const written = await watcher.changes();
      if (written.length) differences.push(`GET ${url} by the auditor wrote ${written.join(', ')}`);
    }
    console.log(`auditor reads: ${routes.length} GET routes, ${ownerReads} answer the owner 200`);
    expect(differences).toEqual([]);
    expect(ownerReads).toBeGreaterThan(40);
  }, 300_000);
});

describe("an auditor's writes", () => {
  it('answers every write of every route 403 with one message, before reading anything, and writes nothing', async () => {
    const exceptions = new Set(AUDITOR_WRITE_EXCEPTIONS);
    const routes = t.app.routes.filter((r) => !['GET', 'HEAD'].includes(r.method) && !testOnly(r.url) && !exceptions.has(`${r.method} ${r.url}`));
    expect(routes.length).toBeGreaterThan(60);
    const watcher = await writeWatcher(t.app.ctx.db);
    await watcher.changes();
    const failures: string[] = [];
    for (const route of routes) {
      const url = address(route.url, a);
      const answer = await send(route.method, url, auditor.token, {});
      if (answer.status !== 403 || JSON.stringify(answer.body) !== JSON.stringify(READ_ONLY)) failures.push(`${route.method} ${url}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      const written = await watcher.changes();
      if (written.length) failures.push(`${route.method} ${url} wrote ${written.join(', ')}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('keeps its own sign-in: refresh and sign-out are not refused', async () => {
    const signedIn = await t.call('POST', '/api/authentication/login', { body: { email: auditor.email, password: await codeFor(auditor.email) } });
    expect(signedIn.status).toBe(200);
    const { access_token, refresh_token } = signedIn.body.data as { access_token: string; refresh_token: string };
    const refreshed = await t.call('POST', '/api/authentication/refresh-token', { token: access_token, body: { refreshToken: refresh_token } });
    expect(refreshed.status).toBe(200);
    const out = await t.call('POST', '/api/authentication/logout', { token: refreshed.body.data.access_token, body: { refreshToken: refreshed.body.data.refresh_token } });
    expect(out.status).toBe(200);
    // Anything else of the public routes with its token is a write too.
    expect(await t.call('POST', '/api/authentication/change-password', { token: auditor.token, body: {} })).toEqual({ status: 403, body: READ_ONLY });
  });
});

/** A fresh sign-in code of an account, asked for with the auditor's token (request-otp is one of its exceptions). */
async function codeFor(email: string): Promise<string> {
  await forgetAttempts(t);
  // The sign-in that invitedAuditor made asked for a code a moment ago: the wait between two requests passes.
  t.clock.advance((OTP_REQUEST_WAIT_SECONDS + 1) * 1000);
  const asked = await t.call('POST', '/api/authentication/request-otp', { token: auditor.token, body: { email } });
  expect(asked.status).toBe(200);
  const [mail] = await t.mailsTo(email);
  return /sign-in code: ([A-Z0-9]{4}) /.exec(mail!.subject)![1]!;
}

describe("an auditor's socket", () => {
  let socket: Client;
  beforeAll(async () => {
    socket = await connectAs(t.url, auditor.token);
  });
  afterAll(() => socket?.close());
  const send = (event: string, payload: unknown) => (socket.timeout(10_000) as unknown as { emitWithAck(e: string, p: unknown): Promise<{ data?: any; errors?: unknown }> }).emitWithAck(event, payload);

  it("joins its company's auction and negotiation rooms as the buyer sees them, and no other company's", async () => {
    const joined = await send('JOIN_AUCTION', { auctionId: a.auction.auctionId });
    expect(joined.errors).toBeUndefined();
    const negotiation = await send('JOIN_NEGOTIATION', { negotiationId: a.negotiation.negotiationId });
    expect(negotiation.data).toMatchObject({ viewer: 'buyer', turn: { canOffer: false, canDeal: false, canNotDeal: false } });
    const chat = await send('JOIN_CHAT_ROOM', { roomId: a.negotiation.negotiationId });
    expect(chat.data).toMatchObject({ canWrite: false });
    expect((await send('JOIN_AUCTION', { auctionId: b.auction.auctionId })).errors).toBeDefined();
  });

  it('refuses every command that acts with the same message, and writes nothing', async () => {
    const watcher = await writeWatcher(t.app.ctx.db);
    await watcher.changes();
    const { auctionId } = a.auction;
    const offerId = a.auction.offerIds[0]!;
    const commands: Array<[string, unknown]> = [
      ['MAKE_OFFER', { auctionId, idempotencyKey: crypto.randomUUID(), totalOffer: '1000000' }],
      ['DISQUALIFY_OFFER', { auctionId, offerId, reason: 'Tidak sah' }],
      ['REQUEST_DISQUALIFICATION', { auctionId, offerId, reason: 'Salah ketik' }],
      ['DECLINE_DISQUALIFICATION', { auctionId, offerId }],
      ['PAUSE_AUCTION', { auctionId, reason: 'Gangguan listrik' }],
      ['RESUME_AUCTION', { auctionId }],
      ['MAKE_ANNOUNCEMENT', { auctionId, message: 'Pengumuman' }],
      ['SET_PROXY_FLOOR', { auctionId, floor: '1000000' }],
      ['REMOVE_PROXY_FLOOR', { auctionId }],
      ['NEW_MESSAGE', { roomId: a.negotiation.negotiationId, message: 'halo' }],
      ['SUBMIT_DEMO_OFFER', { price: 1000 }],
      ['JOIN_DEMO_ROOM', { username: 'Auditor' }],
    ];
    for (const [event, payload] of commands) expect(await send(event, payload), event).toEqual(READ_ONLY);
    expect(await watcher.changes()).toEqual([]);
  });
});
