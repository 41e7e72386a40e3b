import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callKey, callsNotServed, specCalls } from '../../testing/spec-calls';
import { startTestApp, type TestApp } from '../../testing/test-app';

// Every call section 7 of the three spec documents lists is routed and in docs/openapi.json, except those
// docs/decisions.md records as not served (docs/rules/realtime-and-platform.md#api-contract). Read from the documents each run,
// so a call the spec adds, or a route that goes, fails here.

const OPENAPI_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/openapi.json');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("the spec's calls", () => {
  const calls = specCalls();
  const notServed = callsNotServed();

  it('are read from all three documents', () => {
    expect(new Set(calls.map((c) => c.document)).size).toBe(3);
    expect(calls.length).toBeGreaterThan(100);
    expect(calls.map((c) => c.key)).toContain('POST /api/secured/negotiation-batch/start-negotiation');
    expect(calls.map((c) => c.key)).toContain('GET /api/secured/auction-session/auction-vendor-offer-items/{}/{}');
  });

  it('are each routed and documented, or recorded as not served', () => {
    const routed = new Set(t.app.routes.map((r) => callKey(r.method, r.url)));
    const documented = new Set(
      Object.entries<Record<string, unknown>>(JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')).paths).flatMap(([url, methods]) => Object.keys(methods).map((m) => callKey(m.toUpperCase(), url))),
    );
    const missing = calls.filter((c) => !notServed.has(c.key) && !(routed.has(c.key) && documented.has(c.key)));
    expect(missing.map((c) => `${c.key} (${c.document}${routed.has(c.key) ? ', not in docs/openapi.json' : ''})`)).toEqual([]);
  });

  it('records as not served only calls the spec lists, none of them routed', () => {
    const listed = new Set(calls.map((c) => c.key));
    const routed = new Set(t.app.routes.map((r) => callKey(r.method, r.url)));
    for (const key of notServed) {
      expect(listed.has(key), key).toBe(true);
      expect(routed.has(key), key).toBe(false);
    }
  });
});
