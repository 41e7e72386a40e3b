import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeOfferSchema } from '@procura/domain/auction/auction.schemas';
import { zodIssuesToErrors } from '@procura/domain/common/errors';
import { createAccount, signIn } from '../../testing/factories';
import { forgetAttempts } from '../../testing/rate-limits';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { API_DOCS_PAGE_POLICY, openApiText } from './api-docs';
import { DEFAULT_POLICY } from './content-security-policy';
import { toJsonSchema } from './openapi';

const OPENAPI_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/openapi.json');
const OFFER_PATH = '/api/secured/auction/{auctionId}/offers';
// Routes that are not part of the public API: the documentation itself, the development outbox and
// what only the journeys may call (NODE_ENV=test).
const UNDOCUMENTED = /^\/(api\/docs|api\/dev|api\/test-support|dev)(\/|$)/;

type Operation = { summary?: string; tags?: string[]; security?: unknown[]; parameters?: Array<{ in: string; name: string; required?: boolean }>; responses?: object; requestBody?: any };
let t: TestApp;
let document: any;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  await forgetAttempts(t);
  const answer = await t.call('GET', '/api/docs/json');
  expect(answer.status).toBe(200);
  document = answer.body;
  token = (await signIn(t, (await createAccount(t, { onboardedCompany: true })).email)).access_token;
});
afterAll(() => t.close());

const operations = (): Array<[string, string, Operation]> =>
  Object.entries<Record<string, Operation>>(document.paths).flatMap(([url, methods]) => Object.entries(methods).map(([method, op]) => [url, method, op] as [string, string, Operation]));

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 whose references all resolve and whose path parameters are all declared', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBeTruthy();
    expect(document.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of new Set(refs)) {
      const pointer = ref.slice(8, -1);
      expect(pointer.startsWith('#/components/schemas/'), pointer).toBe(true);
      expect(document.components.schemas[pointer.split('/').pop()!], pointer).toBeDefined();
    }
    for (const [url, method, op] of operations()) {
      expect(op.responses, `${method} ${url}`).toBeDefined();
      for (const name of url.match(/\{(\w+)\}/g)?.map((p) => p.slice(1, -1)) ?? []) {
        expect(op.parameters?.find((p) => p.in === 'path' && p.name === name)?.required, `${method} ${url} {${name}}`).toBe(true);
      }
    }
  });

  it('lists every route of the API with its area, summary and, inside the secured scope, the bearer token', () => {
    const routes = t.app.routes.filter((r) => r.method !== 'HEAD' && !UNDOCUMENTED.test(r.url));
    expect(routes.length).toBeGreaterThan(140);
    for (const route of routes) {
      const op = document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()] as Operation | undefined;
      expect(op, `${route.method} ${route.url} is not documented: give it doc({ summary, … }) (platform/openapi.ts)`).toBeDefined();
      expect(op!.summary && op!.tags?.length, `${route.method} ${route.url}`).toBeTruthy();
    }
    expect(document.paths['/api/secured/procurement'].get.security).toEqual([{ bearer: [] }]);
    // Outside /api/secured but registered in the authenticated scope: the mark follows the scope.
    expect(document.paths['/api/chat/messages/{roomId}'].get.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/authentication/login'].post.security).toBeUndefined();
    expect(Object.keys(document.paths).filter((url) => UNDOCUMENTED.test(url))).toEqual([]);
  });

  it('describes the auction offer: its body from the domain schema, the envelope answers, the bearer token', () => {
    const offer = document.paths[OFFER_PATH].post as Operation;
    expect(offer.tags).toEqual(['Auction']);
    expect(offer.security).toEqual([{ bearer: [] }]);
    const body = offer.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties).sort()).toEqual(['confirmSlip', 'idempotencyKey', 'offerItems', 'totalOffer']);
    expect(body.required).toEqual(['idempotencyKey']);
    expect(body.additionalProperties).toBe(false);
    expect(Object.keys(body.properties.offerItems.items.properties).sort()).toEqual(['auctionItemId', 'unitOffer']);
    expect(offer.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'auctionId', required: true })]);
    expect(offer.responses).toMatchObject({
      200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/DataEnvelope' } } } },
      default: { content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } },
    });
  });

  it('is the committed docs/openapi.json (npm run openapi writes it)', () => {
    expect(fs.readFileSync(OPENAPI_FILE, 'utf8'), 'docs/openapi.json is stale: run npm run openapi').toBe(openApiText(document));
  });

  it('falls back to a permissive schema where zod cannot describe one, never failing', () => {
    expect(toJsonSchema({} as z.ZodType)).toEqual({ description: expect.any(String) });
    expect(toJsonSchema(z.custom<string>(() => true))).toEqual({});
  });
});

describe('validation is unchanged by the documentation', () => {
  it('answers a bad offer body with the domain schema’s messages: no field stripped, nothing coerced', async () => {
    // Unknown keys stay refused (ajv would have removed them) and a number-like string stays a string error.
    const body = { idempotencyKey: 'short', totalOffer: true, offerItems: [{ auctionItemId: 'nope' }], extra: 1 };
    const answer = await t.call('POST', `/api/secured/auction/${randomUUID()}/offers`, { token, body });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errors: zodIssuesToErrors(makeOfferSchema.safeParse(body).error!.issues) });
    expect(answer.body.errors.map((e: { param: string }) => e.param)).toContain('extra');
  });

  it('still refuses a documented secured route without a token', async () => {
    const answer = await t.call('POST', `/api/secured/auction/${randomUUID()}/offers`, { body: { idempotencyKey: randomUUID() } });
    expect(answer.status).toBe(401);
    expect(answer.body.errors[0].param).toBeNull();
  });
});

describe('Swagger UI at /api/docs', () => {
  it('is served with a policy of its own: its own scripts and styles only, no inline code', async () => {
    const page = await fetch(`${t.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(API_DOCS_PAGE_POLICY);
    const html = await page.text();
    expect(html).toContain('swagger-initializer.js');
    expect(html).not.toMatch(/<script>|<style>|\sstyle=/);
    expect((await fetch(`${t.url}/api/docs/static/swagger-initializer.js`)).status).toBe(200);
  });

  it('leaves every other answer with the default policy', async () => {
    expect((await fetch(`${t.url}/api/time`)).headers.get('content-security-policy')).toBe(DEFAULT_POLICY);
  });
});
