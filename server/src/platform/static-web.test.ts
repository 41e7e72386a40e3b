import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorEnvelope } from '@procura/domain/common/errors';
import { startTestApp, type TestApp } from '../testing/test-app';
import { registerWebApp } from './static-web';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-web-'));
const app = Fastify();
let t: TestApp;

beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Procura</title>');
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

describe('serving the built web app', () => {
  it('answers the landing page at / and any page address with index.html', async () => {
    for (const url of ['/', '/initiation/form/123', '/buyer-login?err=1']) {
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
});
