import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../testing/test-database';
import { joinedClient, nextEvent, settle, type DemoClient } from './demo-room-client.testing';

// Two nodes on one database and one Redis, as behind a load balancer: a member connected to one
// node sees what happens on the other. Runs when REDIS_URL is set (CI sets it).
const env = loadConfig();
// Its own Redis channels: the nodes of other test files running meanwhile never answer this file's fetchSockets.
const channelPrefix = `test-${randomUUID()}`;

interface Node {
  app: App;
  url: string;
}

let database: Database;
const nodes: Node[] = [];
const sockets: DemoClient[] = [];

async function startNode(): Promise<Node> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', REDIS_URL: env.REDIS_URL, REDIS_CHANNEL_PREFIX: channelPrefix });
  const app = await buildApp({ config, db: database.db, changes: database.changes });
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.http.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}` };
}

describe.skipIf(!env.REDIS_URL)('the demo room across nodes', () => {
  beforeAll(async () => {
    database = await openTestDatabase(env.DATABASE_URL);
    nodes.push(await startNode(), await startNode());
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const node of nodes) await node.app.close();
    await database.close();
  });

  it('shows joins, offers and departures to members connected to the other node', async () => {
    const [a, b] = nodes as [Node, Node];
    const budi = await joinedClient(a.url, 'Budi');
    sockets.push(budi);
    // Let the Redis subscription of the room settle before the other node broadcasts.
    await settle(300);
    const budiHearsJoin = nextEvent(budi, 'DEMO_USER_JOINED');
    const eva = await joinedClient(b.url, 'Éva Müller');
    expect(await budiHearsJoin).toEqual({ username: 'EvaMuller' });

    const budiSeesOffer = nextEvent(budi, 'NEW_DEMO_OFFER');
    const answer = await eva.emitWithAck('SUBMIT_DEMO_OFFER', { price: '2500000' });
    expect(await budiSeesOffer).toEqual('data' in answer ? answer.data : null);

    const evaSeesOffer = nextEvent(eva, 'NEW_DEMO_OFFER');
    await budi.emitWithAck('SUBMIT_DEMO_OFFER', { price: '2400000.75' });
    expect(await evaSeesOffer).toMatchObject({ username: 'Budi', price: '2400000.75' });

    const fromOtherNode = await fetch(`${a.url}/api/room/fetch_offer`);
    expect(((await fromOtherNode.json()) as { data: unknown[] }).data).toHaveLength(2);

    const budiHearsLeave = nextEvent(budi, 'DEMO_USER_LEFT');
    eva.close();
    expect(await budiHearsLeave).toEqual({ username: 'EvaMuller' });
  });
});
