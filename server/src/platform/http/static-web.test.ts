import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER } from '@procura/domain/common/csp-nonce';
import { isErrorEnvelope } from '@procura/domain/common/errors';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { DEFAULT_POLICY } from './content-security-policy';
import { registerWebApp } from './static-web';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-web-'));
const app = Fastify();
let t: TestApp;

// As Vite writes it with html.cspNonce.
const INDEX_HTML = `<!doctype html><title>Procura</title><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">
<script type="module" crossorigin src="/assets/app-1234.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>`;

beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  await registerWebApp(app, dist);
  t = await startTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await app.close();
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The directives of a policy by name: `{ 'style-src': ["'self'", "'nonce-…'"] }`. */
function directives(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries((policy ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
}

describe('serving the built web app', () => {
  it('answers the landing page at / and any page address with index.html', async () => {
    for (const url of ['/', '/initiation/form/123', '/buyer-login?err=1', '/index.html']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body).toContain('<title>Procura</title>');
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets for a year and answers a missing one or an unknown API path with 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/old-9999.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/nothing' })).json()).toEqual({ errors: [{ param: null, msg: 'Not found' }] });
  });
});

describe('the Content-Security-Policy of the page', () => {
  it('gives every answer of the page a nonce of its own, in the policy and in the page', async () => {
    const nonces = [];
    for (const url of ['/', '/initiation/form/123', '/index.html']) {
      const answer = await app.inject({ method: 'GET', url });
      const policy = directives(answer.headers['content-security-policy'] as string);
      const nonce = /^'nonce-([A-Za-z0-9+/]{22}==)'$/.exec(policy['style-src']?.find((v) => v.startsWith("'nonce-")) ?? '')?.[1];
      expect(nonce, url).toBeDefined();
      expect(answer.body).not.toContain(CSP_NONCE_PLACEHOLDER);
      expect(answer.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(answer.body).toContain(`src="/assets/app-1234.js" nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('lets only the app’s own files run and style it, and no other site frame it', async () => {
    const policy = directives((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['style-src']).not.toContain("'unsafe-inline'");
    expect(policy['style-src']?.[0]).toBe("'self'");
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
  });
});

describe('the whole server with a built web app', () => {
  // A catch-all route for the files would take an API address whose parameter is too long for its route.
  it('answers an over-long API parameter with 400 in the envelope, as without the web app', async () => {
    const answer = await t.call('GET', `/api/masters/${'x'.repeat(101)}`);
    expect(answer.status).toBe(400);
    expect(isErrorEnvelope(answer.body)).toBe(true);
  });

  it('still serves the pages, the assets and the API', async () => {
    expect((await t.call('GET', '/initiation/form/123')).body).toContain('<title>Procura</title>');
    expect((await t.call('GET', '/assets/app-1234.js')).status).toBe(200);
    expect((await t.call('GET', '/api/masters/en')).status).toBe(200);
  });

  it('gives the page its own policy and every other answer one that loads and runs nothing', async () => {
    const page = await fetch(`${t.url}/buyer-login`);
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self'; style-src 'self' 'nonce-/);
    for (const url of ['/api/masters/en', '/api/nothing', '/assets/app-1234.js', `/api/masters/${'x'.repeat(101)}`]) {
      expect((await fetch(`${t.url}${url}`)).headers.get('content-security-policy'), url).toBe(DEFAULT_POLICY);
    }
    expect(DEFAULT_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
