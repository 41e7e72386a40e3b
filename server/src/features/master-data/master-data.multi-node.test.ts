import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { createAccount, DEFAULT_PASSWORD } from '../../testing/factories';
import { addressOf, openTestDatabase } from '../../testing/test-database';

// Two nodes (each with its own pool and change feed) on one PostgreSQL database.
const env = loadConfig();

interface Node {
  app: App;
  url: string;
  database: Database;
}

async function startNode(database: Database): Promise<Node> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0' });
  const app = await buildApp({ config, db: database.db, changes: database.changes });
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  return { app, database, url: `http://127.0.0.1:${(app.http.server.address() as AddressInfo).port}` };
}

type Lists = Record<string, Array<{ code: string; label: string }>>;

describe.skipIf(!env.DATABASE_URL)('master data on several nodes', () => {
  let shared: Database;
  let a: Node;
  let b: Node;
  beforeAll(async () => {
    shared = await openTestDatabase(env.DATABASE_URL);
    a = await startNode(shared);
    b = await startNode(await openDatabase({ databaseUrl: await addressOf(shared, env.DATABASE_URL!) }));
  });
  afterAll(async () => {
    await b.app.close();
    await b.database.close();
    await a.app.close();
    await shared.close();
  });

  it('shows on node B, at its next read, a value the super admin added on node A', async () => {
    const read = async () => {
      const answer = await fetch(`${b.url}/api/masters/en`);
      return { etag: answer.headers.get('etag'), lists: ((await answer.json()) as { data: Lists }).data };
    };
    const before = await read();
    expect(before.lists.currencies!.map((i) => i.code)).toEqual(['IDR', 'USD']);
    expect((await read()).etag).toBe(before.etag); // node B now answers from memory

    const admin = await createAccount({ app: a.app }, { role: 'super_admin' });
    const login = await fetch(`${a.url}/api/authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: DEFAULT_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    // Node B's feed tells of the write when PostgreSQL delivers the commit's notification.
    const heardOnB = new Promise<void>((resolve) => void b.database.changes.subscribe('master-data', () => resolve()));
    const added = await fetch(`${a.url}/api/secured/master-data/currencies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ code: 'EUR', labelEn: 'Euro', labelId: 'Euro' }),
    });
    expect(added.status).toBe(200);
    await heardOnB;

    const after = await read();
    expect(after.lists.currencies!.map((i) => i.code)).toEqual(['IDR', 'USD', 'EUR']);
    expect(after.etag).not.toBe(before.etag);
    // Both nodes give the same content the same ETag, so a browser moving between them keeps its copy.
    expect((await fetch(`${a.url}/api/masters/en`)).headers.get('etag')).toBe(after.etag);
  });
});
