import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { AUTH_SLOW_DOWNS } from '../features/auth/auth.limits';
import { createAccount, DEFAULT_PASSWORD } from '../testing/factories';
import { ManualClock } from './clock';
import { slowDownWaitMs } from './security/rate-limit';

// Two nodes on one PostgreSQL database and one Redis: what one node knows, the other knows too.
const env = loadConfig();
// Its own Redis channels: the nodes of other test files running meanwhile never answer this file's fetchSockets.
const channelPrefix = `test-${randomUUID()}`;
const clusterAvailable = !!env.DATABASE_URL && !!env.REDIS_URL;

interface Node {
  app: App;
  url: string;
  database: Database;
}

const dbName = `procura_cluster_${randomBytes(5).toString('hex')}`;
const nodes: Node[] = [];
// One clock for both nodes, as synchronised servers have; tests move it instead of sleeping.
const clock = new ManualClock();

async function adminQuery(query: string) {
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  await client.query(query);
  await client.end();
}

async function startNode(): Promise<Node> {
  const url = new URL(env.DATABASE_URL!);
  url.pathname = `/${dbName}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', REDIS_URL: env.REDIS_URL, REDIS_CHANNEL_PREFIX: channelPrefix });
  const app = await buildApp({ config, db: database.db, changes: database.changes, clock });
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.http.server.address() as AddressInfo;
  return { app, database, url: `http://127.0.0.1:${port}` };
}

describe.skipIf(!clusterAvailable)('several nodes', () => {
  beforeAll(async () => {
    await adminQuery(`create database ${dbName}`);
    // Started together: migrations wait for each other on the advisory lock.
    nodes.push(...(await Promise.all([startNode(), startNode()])));
  });
  afterAll(async () => {
    for (const node of nodes) {
      await node.app.close();
      await node.database.close();
    }
    await adminQuery(`drop database if exists ${dbName} with (force)`);
  });

  it('accepts on one node the session signed in on the other', async () => {
    const [a, b] = nodes as [Node, Node];
    const account = await createAccount({ app: a.app });
    const login = await fetch(`${a.url}/api/authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const { access_token, refresh_token } = ((await login.json()) as { data: { access_token: string; refresh_token: string } }).data;
    const profile = await fetch(`${b.url}/api/secured/account/my-profile`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(profile.status).toBe(200);
    const refreshed = await fetch(`${b.url}/api/authentication/refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: refresh_token }),
    });
    expect(refreshed.status).toBe(200);
  });

  it('slows down sign-in for an e-mail on one node after wrong passwords sent to the other', async () => {
    const [a, b] = nodes as [Node, Node];
    const account = await createAccount({ app: a.app });
    const login = (node: Node, password: string) =>
      fetch(`${node.url}/api/authentication/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password }),
      });
    for (let failure = 1; failure <= 9; failure += 1) {
      clock.advance(slowDownWaitMs(AUTH_SLOW_DOWNS.loginPerEmail, failure - 1));
      expect((await login(failure % 2 ? a : b, `Wrong${failure}word`)).status).toBe(400);
    }
    // 16 seconds to wait after the ninth failure, on either node.
    expect((await login(a, DEFAULT_PASSWORD)).status).toBe(429);
    expect((await login(b, DEFAULT_PASSWORD)).status).toBe(429);
    clock.advance(slowDownWaitMs(AUTH_SLOW_DOWNS.loginPerEmail, 9));
    expect((await login(b, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it('delivers a broadcast from one node to a browser connected to the other', async () => {
    const [a, b] = nodes as [Node, Node];
    const socket = connect(b.url, { transports: ['websocket'] });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const received = new Promise<{ serverNow: string }>((resolve) => socket.once('pong', resolve));
    // The Redis subscription of a new node settles at its own pace on a loaded machine: broadcast
    // from the other node until it arrives, rather than guessing how long to wait.
    const broadcast = setInterval(() => a.app.io.emit('pong', { serverNow: '2026-01-01T00:00:00.000Z' }), 200);
    try {
      expect((await received).serverNow).toBe('2026-01-01T00:00:00.000Z');
    } finally {
      clearInterval(broadcast);
      socket.close();
    }
  });
});
