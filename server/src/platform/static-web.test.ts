import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './static-web';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-web-'));
const app = Fastify();

beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Procura</title>');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  await registerWebApp(app, dist);
});
afterAll(async () => {
  await app.close();
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
