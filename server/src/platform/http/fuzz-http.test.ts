import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { createAccount, signIn } from '../../testing/factories';
import { forgetAttempts } from '../../testing/rate-limits';
import { startTestApp, type TestApp } from '../../testing/test-app';
import {
  answerProblem,
  arbitraryOf,
  bodyArbitrary,
  bodyOf,
  DEFAULT_FUZZ_SEED,
  hostileParam,
  hostileValue,
  ONE_MEGABYTE,
  RAW_BODIES,
  writeWatcher,
} from '../../testing/fuzz.testing';
import { createTenant, idsForParam, type Tenant } from '../../testing/tenant-fixture.testing';

// Fuzzing (decisions 143-144): every HTTP endpoint of the running app (enumerated from its routes, never listed by
// hand) fuzzed with malformed, oversized and hostile payloads: path parameters, query strings and JSON
// bodies derived from the domain schema the route itself parses with (learned by watching `parse`),
// raw bodies that are not JSON and wrong content types. Every answer must be below 500 and every 4xx
// the envelope; a refused request must leave every table as it was (0 partial writes).

// Which domain schema parsed which input: the routes import `parse` from here, so each call is seen.
const seen = vi.hoisted(() => ({ parses: [] as Array<{ schema: unknown; input: unknown }> }));
vi.mock('./http-errors', async (importOriginal) => {
  const original = await importOriginal<typeof import('./http-errors')>();
  return {
    ...original,
    parse: (schema: Parameters<typeof original.parse>[0], input: unknown) => {
      seen.parses.push({ schema, input });
      return original.parse(schema, input);
    },
  };
});

/** Fuzz cases per route (raw bodies come on top); FUZZ_RUNS=… for a longer run. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? DEFAULT_FUZZ_SEED);
const PROBE = '__probe';

interface Learned {
  method: string;
  url: string;
  params: string[];
  token: string | undefined;
  caller: string;
  body?: z.ZodType;
  query?: z.ZodType;
}

let t: TestApp;
let tenant: Tenant;
let callers: Array<[string, string | undefined]>;

beforeAll(async () => {
  t = await startTestApp({ captureLog: true });
  await forgetAttempts(t);
  tenant = await createTenant(t);
  const admin = await createAccount(t, { role: 'super_admin' });
  const adminToken = (await signIn(t, admin.email)).access_token;
  callers = [
    ['buyer', tenant.buyer.token],
    ['vendor', tenant.vendors[0]!.token],
    ['negotiation vendor', tenant.negotiationVendor.token],
    ['spectator', tenant.spectator.token],
    ['super admin', adminToken],
    ['anonymous', undefined],
  ];
  await forgetAttempts(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const paramsOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** The address with each parameter replaced (URL-encoded) and the wildcard of static routes filled. */
function address(url: string, values: Record<string, string>, query?: string): string {
  const path = url.replace(/:(\w+)/g, (_all, name: string) => encodeURIComponent(values[name] ?? '')).replace('*', encodeURIComponent(values['*'] ?? 'x'));
  return query ? `${path}?${query}` : path;
}

/** A query string of any value: text as is, arrays as repeated keys, objects as JSON; bounded so the address stays an address. */
function queryString(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return `q=${encodeURIComponent(String(value))}`;
  const search = new URLSearchParams();
  const text = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)).slice(0, 4000);
  for (const [key, v] of Object.entries(value)) {
    if (Array.isArray(v)) for (const each of v.slice(0, 20)) search.append(key, text(each));
    else search.append(key, v === ONE_MEGABYTE ? 'x'.repeat(4000) : text(v));
  }
  return search.toString();
}

async function send(method: string, url: string, token: string | undefined, body?: { json?: unknown; raw?: string; contentType?: string }) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | undefined;
  if (body?.raw !== undefined) {
    payload = body.raw;
    headers['content-type'] = body.contentType ?? 'application/json';
  } else if (body && 'json' in body) {
    payload = JSON.stringify(body.json) ?? 'null';
    headers['content-type'] = 'application/json';
  }
  const answer = await t.app.http.inject({ method: method as 'GET', url, headers, ...(payload === undefined ? {} : { payload }) });
  return { status: answer.statusCode, body: bodyOf(answer.body) };
}

/**
 * Calls the route as the buyer, and as every other caller when the buyer is refused or finds nothing;
 * keeps the caller who gets deepest (past the role check, most inputs parsed, found) and the schemas
 * its handler parses with.
 */
async function learn(route: { method: string; url: string }): Promise<Learned> {
  const params = paramsOf(route.url);
  const values = Object.fromEntries(params.map((p) => [p, idsForParam(route.url, p, tenant.ids)[0] ?? '00000000-0000-4000-8000-000000000000']));
  let best: { learned: Learned; score: number } | undefined;
  for (const [caller, token] of callers) {
    seen.parses.length = 0;
    const answer = await send(route.method, address(route.url, values, `${PROBE}=1`), token, route.method === 'GET' ? undefined : { json: { [PROBE]: true } });
    const learned: Learned = { ...route, params, token, caller };
    for (const { schema, input } of seen.parses) {
      const record = (input ?? {}) as Record<string, unknown>;
      if (record[PROBE] === true) learned.body = schema as z.ZodType;
      else if (record[PROBE] === '1') learned.query = schema as z.ZodType;
    }
    const refused = answer.status === 401 || answer.status === 403;
    const score = (refused ? 0 : 100) + (answer.status === 404 ? 0 : 10) + seen.parses.length;
    if (!best || score > best.score) best = { learned, score };
    if (!refused && answer.status !== 404) break;
  }
  return best!.learned;
}

interface Tally {
  requests: number;
  byClass: Record<string, number>;
  serverErrors: number;
  partialWrites: number;
  failures: string[];
}

describe('fuzzing every HTTP endpoint', () => {
  it('sees a write when one happens (the partial-write detector is not blind)', async () => {
    const watcher = await writeWatcher(t.app.ctx.db);
    expect(await watcher.changes()).toEqual([]);
    const answer = await t.call('POST', '/api/secured/tips/dismissed', { token: tenant.buyer.token, body: { tipId: 'fuzz-control' } });
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
    await t.app.ctx.db.execute(sql`update companies set company_pic_name = company_pic_name || '.' where id = ${tenant.buyer.companyId}`);
    expect(await watcher.changes()).toContain('companies');
  });

  it('never answers 5xx, always the envelope on 4xx, and never writes on a refusal', async () => {
    const started = Date.now();
    const routes = t.app.routes.filter((r) => r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(140);
    const tally: Tally = { requests: 0, byClass: {}, serverErrors: 0, partialWrites: 0, failures: [] };
    const watcher = await writeWatcher(t.app.ctx.db);
    let logMark = t.logLines.length;

    const check = async (label: string, method: string, url: string, token: string | undefined, body?: { json?: unknown; raw?: string; contentType?: string }) => {
      const answer = await send(method, url, token, body);
      tally.requests += 1;
      const cls = `${Math.floor(answer.status / 100)}xx`;
      tally.byClass[cls] = (tally.byClass[cls] ?? 0) + 1;
      const changed = await watcher.changes();
      const sent = body?.raw !== undefined ? `raw(${body.contentType}) ${body.raw.slice(0, 120)}` : JSON.stringify(body?.json)?.slice(0, 300);
      const problem = answerProblem(answer.status, answer.body);
      if (answer.status >= 500) tally.serverErrors += 1;
      if (problem) {
        const logs = t.logLines.slice(logMark).filter((l) => l.includes('"level":50')).map((l) => l.slice(0, 600));
        tally.failures.push(`[seed ${FUZZ_SEED}] ${method} ${url.slice(0, 200)} (${label}) body=${sent}: ${problem} ${JSON.stringify(answer.body)?.slice(0, 200)} ${logs.join(' | ')}`);
      }
      if (answer.status >= 400 && changed.length) {
        tally.partialWrites += 1;
        tally.failures.push(`[seed ${FUZZ_SEED}] partial write: ${method} ${url.slice(0, 200)} (${label}) answered ${answer.status} but changed ${changed.join(', ')}; body=${sent}`);
      }
      logMark = t.logLines.length;
    };

    const learned: Learned[] = [];
    for (const route of routes) learned.push(await learn(route));
    const learnedMs = Date.now() - started;

    let routeIndex = 0;
    for (const route of learned) {
      routeIndex += 1;
      const named = (p: string) => idsForParam(route.url, p, tenant.ids);
      const paramArb = fc.record(
        Object.fromEntries(
          [...route.params, ...(route.url.includes('*') ? ['*'] : [])].map((p) => {
            const ids = named(p);
            return [p, ids.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...ids) }, { weight: 2, arbitrary: hostileParam }) : hostileParam];
          }),
        ),
      );
      const queryArb = route.query ? fc.oneof(arbitraryOf(route.query, tenant.ids), fc.dictionary(fc.constantFrom('page', 'limit', 'keyword', 'status', 'sort', 'before', 'lang', 'year'), hostileValue, { maxKeys: 3 })) : fc.option(fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 2 }), { nil: undefined });
      const bodyArb = route.method === 'GET' ? fc.constant(undefined) : bodyArbitrary(route.body, tenant.ids);
      const cases = fc.sample(fc.record({ params: paramArb, query: queryArb, body: bodyArb }), { seed: FUZZ_SEED + routeIndex, numRuns: RUNS });
      for (const c of cases) {
        const query = c.query === undefined ? undefined : queryString(c.query);
        await check(c.body?.label ?? 'query/params', route.method, address(route.url, c.params as Record<string, string>, query), route.token, c.body);
      }
      if (route.method !== 'GET') {
        // A few raw bodies per route, rotating, so every raw body meets many routes; all of them on the first.
        const raws = routeIndex === 1 ? RAW_BODIES : [0, 1, 2].map((k) => RAW_BODIES[(routeIndex * 3 + k) % RAW_BODIES.length]!);
        const values = Object.fromEntries(route.params.map((p) => [p, named(p)[0] ?? 'x']));
        for (const raw of raws) await check(raw.label, route.method, address(route.url, values), route.token, { raw: raw.payload, contentType: raw.contentType });
      }
    }

    const withBody = learned.filter((r) => r.body).length;
    const withQuery = learned.filter((r) => r.query).length;
    console.log(
      [
        `fuzz-http: seed ${FUZZ_SEED}, ${RUNS} cases per route, ${routes.length} routes (${withBody} with a learned body schema, ${withQuery} with a learned query schema)`,
        `fuzz-http: requests sent ${tally.requests}, answers ${JSON.stringify(tally.byClass)}, 5xx ${tally.serverErrors}, partial writes ${tally.partialWrites}, bad envelopes ${tally.failures.length - tally.serverErrors - tally.partialWrites}, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        `fuzz-http: route callers: ${[...new Set(learned.map((r) => r.caller))].map((c) => `${c} ${learned.filter((r) => r.caller === c).length}`).join(', ')}; learning took ${learnedMs} ms`,
      ].join('\n'),
    );
    expect(tally.failures).toEqual([]);
  }, 600_000);
});
