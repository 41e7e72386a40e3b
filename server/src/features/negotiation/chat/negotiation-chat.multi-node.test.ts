import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessageView, SpectatorView } from '@procura/domain/negotiation/negotiation.views';
import { buildApp, type App } from '../../../app';
import { loadConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { ManualClock } from '../../../platform/clock';
import { openTestDatabase } from '../../../testing/test-database';
import type { TestApp } from '../../../testing/test-app';
import { listOutbox } from '../../dev-outbox/dev-outbox.service';
import { changeStatus, enterNegotiation, offerBody, onlineNegotiation, submit, type Client } from '../negotiation-online.testing';

// Two nodes on one PostgreSQL database and one Redis: a chat message, an offer and the spectators'
// presence reach a browser whichever node it is connected to. Runs when DATABASE_URL and REDIS_URL
// are set (CI sets them), on its own Redis channels.
const env = loadConfig();
const channelPrefix = `test-${randomUUID()}`;
const clock = new ManualClock();
let database: Database;
const nodes: TestApp[] = [];
const sockets: Client[] = [];

async function startNode(): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', REDIS_URL: env.REDIS_URL, REDIS_CHANNEL_PREFIX: channelPrefix, PUBLIC_URL: 'http://localhost:5173' });
  const app: App = await buildApp({ config, db: database.db, changes: database.changes, clock });
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.http.server.address() as AddressInfo).port}`;
  return {
    url,
    app,
    clock,
    logLines: [],
    database,
    async call(method, path, options = {}) {
      const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${url}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
      return { status: response.status, body: (await response.json()) as any };
    },
    mailsTo: (email) => listOutbox(database.db, { to: email, limit: 50 }),
    close: () => app.close(),
  };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!env.REDIS_URL || !env.DATABASE_URL)('the negotiation room and chat across nodes', () => {
  beforeAll(async () => {
    database = await openTestDatabase(env.DATABASE_URL);
    nodes.push(await startNode(), await startNode());
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await settle(300);
    for (const node of nodes) await node.close();
    await database.close();
  });

  it('carries chat, offers and the spectators’ presence between browsers on different nodes', async () => {
    const [a, b] = nodes as [TestApp, TestApp];
    const cast = await onlineNegotiation(a);
    const id = cast.negotiation.id;
    const buyer = await enterNegotiation(a.url, cast.buyer.token, id, sockets);
    const vendor = await enterNegotiation(b.url, cast.vendor.token, id, sockets);
    // Let the Redis subscriptions of the rooms settle before the other node broadcasts.
    await settle(300);

    // A spectator on node B is online for the buyer on node A.
    const watcher = await enterNegotiation(b.url, cast.spectator.token, id, sockets);
    await expect.poll(() => buyer.events<{ spectators: SpectatorView[] }>('SPECTATOR_LIST').at(-1)?.spectators.map((s) => s.online)).toEqual([true]);
    const state = await enterNegotiation(a.url, cast.buyer.token, id, sockets);
    expect(state.joined.spectators.map((s) => s.online)).toEqual([true]);

    // Chat from node B reaches node A, and back.
    const sent = await vendor.socket.timeout(5_000).emitWithAck('NEW_MESSAGE', { roomId: id, message: 'Dari node B' });
    expect(sent).toHaveProperty('data');
    await buyer.socket.timeout(5_000).emitWithAck('NEW_MESSAGE', { roomId: id, message: 'Dari node A' });
    for (const viewer of [buyer, vendor, watcher]) {
      await expect.poll(() => viewer.events<ChatMessageView>('RESPONSE_MESSAGE').map((m) => m.message)).toEqual(['Dari node B', 'Dari node A']);
    }

    // A status and an offer written through node A reach the vendor on node B.
    await changeStatus(a, cast.buyer.token, id, 'ON_GOING');
    await submit(a, cast.buyer.token, offerBody(cast, ['900', '800']));
    await expect.poll(() => vendor.events<{ status: string }>('NEGOTIATION_STATUS').map((e) => e.status)).toEqual(['ON_GOING']);
    await expect.poll(() => vendor.events<{ offer: { offer: string } }>('NEGOTIATION_OFFER').map((e) => e.offer.offer)).toEqual(['12200.00']);

    // The spectator leaves node B: the buyer on node A sees it offline.
    watcher.socket.close();
    await expect.poll(() => buyer.events<{ spectators: SpectatorView[] }>('SPECTATOR_LIST').at(-1)?.spectators.map((s) => s.online)).toEqual([false]);
  });
});
