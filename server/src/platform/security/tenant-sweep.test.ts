import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { offer } from '../../features/auction/auction-bidding.testing';
import { connectAs, type Client } from '../../features/negotiation/negotiation-online.testing';
import { forgetAttempts } from '../../testing/rate-limits';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { arbitraryOf, bodyOf, DEFAULT_FUZZ_SEED, rowWatcher } from '../../testing/fuzz.testing';
import { createTenant, idsForParam, type Tenant } from '../../testing/tenant-fixture.testing';

// The tenant sweep (decision 145): every HTTP endpoint of the running app called with company A's
// ids (in path parameters and in body fields) by company B's buyer, B's auction vendor, B's
// negotiation vendor and B's spectator; A's second vendor on A's first vendor's invitation; and every
// socket room and command with A's ids. Counted as a leak: an answer holding any of A's ids, names or
// e-mails that the caller did not send itself, and any row written that refers to A's data.

const seen = vi.hoisted(() => ({ parses: [] as Array<{ schema: unknown; input: unknown }> }));
vi.mock('../http/http-errors', async (importOriginal) => {
  const original = await importOriginal<typeof import('../http/http-errors')>();
  return {
    ...original,
    parse: (schema: Parameters<typeof original.parse>[0], input: unknown) => {
      seen.parses.push({ schema, input });
      return original.parse(schema, input);
    },
  };
});

const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? DEFAULT_FUZZ_SEED);
const PROBE = '__probe';
const ONLY = process.env.FUZZ_ROUTES ? new RegExp(process.env.FUZZ_ROUTES) : undefined;

let t: TestApp;
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  t = await startTestApp();
  await forgetAttempts(t);
  a = await createTenant(t);
  b = await createTenant(t);
  await forgetAttempts(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const paramsOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
const address = (url: string, values: Record<string, string>) => url.replace(/:(\w+)/g, (_all, name: string) => encodeURIComponent(values[name] ?? 'x')).replace('*', 'x');

async function send(method: string, url: string, token: string | undefined, json?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const answer = await t.app.http.inject({ method: method as 'GET', url, headers, ...(json === undefined ? {} : { payload: JSON.stringify(json) }) });
  return { status: answer.statusCode, text: answer.body, body: bodyOf(answer.body) };
}

/** A's text in `text`, less what the caller sent itself (an id echoed back is not a leak; a name or an e-mail is). */
function leakedMarkers(text: string, sent: string): string[] {
  return a.markers.filter((m) => text.includes(m) && !sent.includes(m));
}

/** The schema the route's handler parses its body with, as B's buyer calls it on B's own rows (A's stay untouched). */
async function bodySchemaOf(method: string, url: string): Promise<z.ZodType | undefined> {
  seen.parses.length = 0;
  await send(method, url, b.buyer.token, { [PROBE]: true });
  return seen.parses.find((p) => (p.input as Record<string, unknown> | undefined)?.[PROBE] === true)?.schema as z.ZodType | undefined;
}

interface Sweep {
  requests: number;
  refused: Record<number, number>;
  answered2xx: number;
  crossReads: string[];
  crossWrites: string[];
  serverErrors: string[];
}

describe('the tenant sweep', () => {
  it("gives no caller of another tenant a read or a write of company A's data, on any endpoint", async () => {
    const started = Date.now();
    // Left out: the API documentation (static, no data), the development outbox (every mail of the
    // server, by design: it is not registered in production, config.devOutbox; docs/decisions.md) and
    // the journeys' test support (NODE_ENV=test only, decision 159).
    const testOnly = (url: string) => url.startsWith('/api/docs') || url.endsWith('/dev/outbox') || url.startsWith('/api/test-support');
    const routes = t.app.routes.filter((r) => r.method !== 'HEAD' && !testOnly(r.url));
    expect(t.app.routes.length).toBeGreaterThan(140);
    // FUZZ_ROUTES=<regex> narrows a run to some routes, to reproduce a failure quickly.
    if (ONLY) routes.splice(0, routes.length, ...routes.filter((r) => ONLY.test(`${r.method} ${r.url}`)));
    const attackers: Array<[string, string]> = [
      ["company B's buyer", b.buyer.token],
      ["company B's auction vendor", b.vendors[0]!.token],
      ["company B's negotiation vendor", b.negotiationVendor.token],
      ["company B's spectator", b.spectator.token],
    ];
    const ownRows = [a.buyer.accountId, a.buyer.companyId, a.spectator.accountId, ...a.vendors.map((v) => v.accountId), ...a.ids.any];
    const watcher = await rowWatcher(t.app.ctx.db);
    const sweep: Sweep = { requests: 0, refused: {}, answered2xx: 0, crossReads: [], crossWrites: [], serverErrors: [] };
    let ownerReads = 0;
    let paramRoutes = 0;

    const attempt = async (who: string, token: string, method: string, url: string, json?: unknown) => {
      const answer = await send(method, url, token, json);
      sweep.requests += 1;
      const sent = `${url} ${JSON.stringify(json) ?? ''}`;
      const what = `${who}: ${method} ${url} ${JSON.stringify(json)?.slice(0, 200) ?? ''} -> ${answer.status}`;
      if (answer.status >= 500) sweep.serverErrors.push(`${what} ${answer.text.slice(0, 200)}`);
      else if (answer.status >= 400) sweep.refused[answer.status] = (sweep.refused[answer.status] ?? 0) + 1;
      else sweep.answered2xx += 1;
      const leaked = leakedMarkers(answer.text, sent);
      if (leaked.length) sweep.crossReads.push(`${what} holds ${leaked.join(', ')}: ${answer.text.slice(0, 300)}`);
      const written = await watcher.rowsChangedReferring(ownRows);
      if (written.length) sweep.crossWrites.push(`${what} wrote ${written.join(' | ').slice(0, 400)}`);
    };

    for (const [index, route] of routes.entries()) {
      const params = paramsOf(route.url);
      // Every id of A a parameter may take (zipped, not multiplied), or one call without parameters.
      const choices = params.map((p) => idsForParam(route.url, p, a.ids));
      const variants = Math.max(1, ...choices.map((c) => c.length));
      if (params.length) paramRoutes += 1;
      const urls = Array.from({ length: variants }, (_, i) => address(route.url, Object.fromEntries(params.map((p, k) => [p, choices[k]![i % Math.max(1, choices[k]!.length)] ?? 'x']))));
      const ownUrl = address(route.url, Object.fromEntries(params.map((p) => [p, idsForParam(route.url, p, b.ids)[0] ?? 'x'])));
      const schema = route.method === 'GET' ? undefined : await bodySchemaOf(route.method, ownUrl);
      await watcher.rowsChangedReferring(ownRows);
      // Bodies shaped like the route's own, every id field holding one of A's ids.
      const bodies = route.method === 'GET' ? [undefined] : schema ? fc.sample(arbitraryOf(schema, { byName: a.ids.byName, any: a.ids.any }), { seed: FUZZ_SEED + index, numRuns: 2 }) : [{}];
      if (route.method === 'GET' && params.length) {
        // The owner's own call: a 200 shows the ids were A's real rows, so the refusals below mean something.
        if ((await send('GET', urls[0]!, a.buyer.token)).status === 200) ownerReads += 1;
        await watcher.rowsChangedReferring(ownRows);
      }
      for (const [who, token] of attackers) {
        for (const url of urls) for (const body of bodies) await attempt(who, token, route.method, url, body);
      }
    }

    // A's second vendor on A's first vendor's own objects: its invitation, its attendance.
    const second = a.vendors[1]!;
    const first = a.vendors[0]!;
    const firstOnly = [first.email, first.name, first.invitationId];
    const vendorCalls: Array<[string, string, unknown?]> = [
      ['GET', `/api/secured/auction-invitation/${first.invitationId}`],
      ['GET', `/api/auction-invitation/${first.invitationId}`],
      ['POST', '/api/secured/auction/attend-auction', { auctionInvitationId: first.invitationId, isAttending: false, reasonNotAttend: 'Tidak bisa hadir' }],
    ];
    for (const [method, url, json] of vendorCalls) {
      const answer = await send(method, url, second.token, json);
      sweep.requests += 1;
      if (answer.status >= 500) sweep.serverErrors.push(`A's vendor 2: ${method} ${url} -> ${answer.status}`);
      if (answer.status < 400) sweep.answered2xx += 1;
      else sweep.refused[answer.status] = (sweep.refused[answer.status] ?? 0) + 1;
      const leaked = firstOnly.filter((m) => answer.text.includes(m) && !`${url} ${JSON.stringify(json)}`.includes(m));
      if (leaked.length || answer.status < 400) sweep.crossReads.push(`A's vendor 2: ${method} ${url} -> ${answer.status} ${answer.text.slice(0, 300)}`);
      const written = await watcher.rowsChangedReferring([first.invitationId, first.accountId, first.procurementVendorId]);
      if (written.length) sweep.crossWrites.push(`A's vendor 2: ${method} ${url} wrote ${written.join(' | ').slice(0, 400)}`);
    }

    console.log(
      [
        `tenant-sweep (HTTP): seed ${FUZZ_SEED}, ${routes.length} routes (${paramRoutes} with path parameters, ${ownerReads} of whose reads answer A's owner 200), ${attackers.length} foreign callers + A's second vendor`,
        `tenant-sweep (HTTP): requests sent ${sweep.requests}, refused ${JSON.stringify(sweep.refused)}, answered 2xx (own data only) ${sweep.answered2xx}, 5xx ${sweep.serverErrors.length}, cross-tenant reads ${sweep.crossReads.length}, cross-tenant writes ${sweep.crossWrites.length}, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      ].join('\n'),
    );
    expect({ serverErrors: sweep.serverErrors, crossReads: sweep.crossReads, crossWrites: sweep.crossWrites }).toEqual({ serverErrors: [], crossReads: [], crossWrites: [] });
    if (!ONLY) expect(ownerReads).toBeGreaterThan(20);
  }, 600_000);

  it("refuses A's rooms and commands to every foreign socket, which hears nothing of A", async () => {
    const opened: Client[] = [];
    const watcher = await rowWatcher(t.app.ctx.db);
    const ownRows = [a.buyer.accountId, a.buyer.companyId, ...a.vendors.map((v) => v.accountId), ...a.ids.any];
    const callers: Array<[string, string]> = [
      ["company B's buyer", b.buyer.token],
      ["company B's auction vendor", b.vendors[0]!.token],
      ["company B's negotiation vendor", b.negotiationVendor.token],
      ["company B's spectator", b.spectator.token],
      ["A's vendor 2 (on vendor 1's offer)", a.vendors[1]!.token],
    ];
    const offerId = a.auction.offerIds[0]!;
    const commands = (who: string): Array<[string, unknown]> => [
      ...(who.startsWith("A's") ? [] : ([
        ['JOIN_AUCTION', { auctionId: a.auction.auctionId }],
        ['JOIN_NEGOTIATION', { negotiationId: a.negotiation.negotiationId }],
        ['JOIN_CHAT_ROOM', { roomId: a.negotiation.negotiationId }],
        ['NEW_MESSAGE', { roomId: a.negotiation.negotiationId, message: 'halo dari luar' }],
        ['MAKE_OFFER', { auctionId: a.auction.auctionId, idempotencyKey: crypto.randomUUID(), totalOffer: '1000000' }],
        ['DISQUALIFY_OFFER', { auctionId: a.auction.auctionId, offerId, reason: 'Tidak sah' }],
      ] as Array<[string, unknown]>)),
      ['REQUEST_DISQUALIFICATION', { auctionId: a.auction.auctionId, offerId, reason: 'Salah ketik' }],
    ];
    let sent = 0;
    const refusedAll: string[] = [];
    const crossReads: string[] = [];
    const crossWrites: string[] = [];
    const heard: Array<{ who: string; events: Array<{ event: string; payload: unknown }> }> = [];
    for (const [who, token] of callers) {
      const socket = await connectAs(t.url, token);
      opened.push(socket);
      const events: Array<{ event: string; payload: unknown }> = [];
      socket.onAny((event: string, payload: unknown) => events.push({ event, payload }));
      heard.push({ who, events });
      for (const [event, payload] of commands(who)) {
        const ack = (await (socket.timeout(10_000) as unknown as { emitWithAck(e: string, p: unknown): Promise<unknown> }).emitWithAck(event, payload)) as { data?: unknown; errors?: unknown };
        sent += 1;
        if (!ack.errors) refusedAll.push(`${who}: ${event} was accepted: ${JSON.stringify(ack).slice(0, 300)}`);
        const leaked = leakedMarkers(JSON.stringify(ack), JSON.stringify(payload));
        if (leaked.length) crossReads.push(`${who}: ${event} ack holds ${leaked.join(', ')}`);
        const written = await watcher.rowsChangedReferring(ownRows);
        if (written.length) crossWrites.push(`${who}: ${event} wrote ${written.join(' | ').slice(0, 300)}`);
      }
    }
    // A's auction and negotiation go on: a new offer and a chat line, which no foreign socket may hear.
    expect((await offer(t, a.vendors[0]!.token, a.auction.auctionId, { totalOffer: '280,000,000' })).status).toBe(200);
    const chat = await connectAs(t.url, a.buyer.token);
    opened.push(chat);
    await chat.timeout(5_000).emitWithAck('JOIN_CHAT_ROOM', { roomId: a.negotiation.negotiationId });
    await chat.timeout(5_000).emitWithAck('NEW_MESSAGE', { roomId: a.negotiation.negotiationId, message: `Rahasia ${a.tag}` });
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const { who, events } of heard) {
      const leaked = leakedMarkers(JSON.stringify(events), '');
      if (leaked.length) crossReads.push(`${who} heard ${leaked.join(', ')}: ${JSON.stringify(events).slice(0, 300)}`);
    }
    for (const socket of opened) socket.close();
    console.log(`tenant-sweep (sockets): commands sent ${sent} by ${callers.length} foreign callers, accepted ${refusedAll.length}, cross-tenant reads ${crossReads.length}, cross-tenant writes ${crossWrites.length}, events heard of A 0 expected`);
    expect(refusedAll).toEqual([]);
    expect(crossReads).toEqual([]);
    expect(crossWrites).toEqual([]);
  }, 120_000);
});
