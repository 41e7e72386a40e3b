import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../app';
import { loadConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { listOutbox } from '../../dev-outbox/dev-outbox.service';
import { ManualClock } from '../../../platform/clock';
import { openTestDatabase } from '../../../testing/test-database';
import type { TestApp } from '../../../testing/test-app';
import { connectAs, join, recordAll, settle, type AuctionClient } from '../auction-client.testing';
import { invitedSession } from '../auction-invitation.testing';
import { runningSession } from '../auction-bidding.testing';
import { enterRoom, heardSequence, lastBoard, payloadsOf, refusal, sendOffer, until } from '../auction-room-client.testing';
import { MAX_SOCKETS_PER_ACCOUNT_IN_SESSION, REALTIME_LIMIT_MSG } from '@procura/domain/realtime/realtime-limits.messages';

// Two nodes on one PostgreSQL database and one Redis: presence and the buyer's events are the same
// whichever node a browser is connected to. Runs when DATABASE_URL and REDIS_URL are set (CI sets them).
const env = loadConfig();
// Its own Redis channels: the nodes of other test files running meanwhile never answer this file's fetchSockets.
const channelPrefix = `test-${randomUUID()}`;
const clock = new ManualClock();
let database: Database;
const nodes: TestApp[] = [];
const sockets: AuctionClient[] = [];

/** A node as the factories know a test app (calls, clock, mails). */
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

describe.skipIf(!env.REDIS_URL || !env.DATABASE_URL)('the auction room across nodes', () => {
  beforeAll(async () => {
    database = await openTestDatabase(env.DATABASE_URL);
    nodes.push(await startNode(), await startNode());
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    // The nodes announce the departures before they stop.
    await settle(300);
    for (const node of nodes) await node.close();
    await database.close();
  });

  it("caps one account's sockets in one session across both nodes", async () => {
    const [a, b] = nodes as [TestApp, TestApp];
    const { auction, vendors } = await runningSession(a);
    const vendor = vendors[0]!;
    const answers = [];
    for (let i = 0; i < MAX_SOCKETS_PER_ACCOUNT_IN_SESSION + 1; i += 1) {
      const socket = await connectAs((i % 2 === 0 ? a : b).url, vendor.token);
      sockets.push(socket);
      answers.push(await join(socket, auction.id));
    }
    expect(answers.slice(0, -1).every((answer) => 'data' in answer)).toBe(true);
    expect(refusal(answers.at(-1))).toBe(REALTIME_LIMIT_MSG.tooManySockets);
  });

  it('counts vendors connected to either node and tells the buyer on the other', async () => {
    const [a, b] = nodes as [TestApp, TestApp];
    const { buyer, auction, vendors } = await invitedSession(a);
    const [v1, v2] = vendors as [(typeof vendors)[0], (typeof vendors)[0]];
    for (const v of vendors) {
      const answer = await a.call('POST', '/api/secured/auction/attend-auction', { token: v.token, body: { auctionInvitationId: v.invitationId, isAttending: true, termsAccepted: true } });
      expect(answer.status).toBe(200);
    }
    const open = async (node: TestApp, token: string) => {
      const socket = await connectAs(node.url, token);
      sockets.push(socket);
      return socket;
    };
    const buyerSocket = await open(a, buyer.token);
    await join(buyerSocket, auction.id);
    const heard = recordAll(buyerSocket);
    // Let the Redis subscription of the room settle before the other node broadcasts.
    await settle(300);
    const presence = () => heard.filter((e) => e.event === 'PRESENCE').at(-1)?.payload;

    const onB = await open(b, v1.token);
    expect(await join(onB, auction.id)).toMatchObject({ data: { participants: { total: 2, present: 1 } } });
    await expect.poll(presence).toEqual({ auctionId: auction.id, present: 1, invitationIds: [v1.invitationId] });
    // JOINED, set on node B, reaches the buyer on node A.
    await expect.poll(() => heard.filter((e) => e.event === 'ATTENDANCE_CHANGED').map((e) => e.payload)).toEqual([
      { auctionId: auction.id, invitationId: v1.invitationId, status: 'ATTEND', joinedStatus: 'JOINED' },
    ]);

    // The same vendor on both nodes counts once; another vendor on node A makes two.
    await join(await open(a, v1.token), auction.id);
    const v2OnA = await open(a, v2.token);
    expect(await join(v2OnA, auction.id)).toMatchObject({ data: { participants: { total: 2, present: 2 } } });
    await expect.poll(() => (presence() as { present: number }).present).toBe(2);
    const list = await b.call('GET', `/api/secured/auction/fetch-invitation-by-auction/${auction.id}`, { token: buyer.token });
    expect(list.body.data.filteredData.map((r: { present: boolean }) => r.present)).toEqual([true, true]);
    const room = await b.call('GET', `/api/secured/auction/${auction.id}/room`, { token: v2.token });
    expect(room.body.data.participants).toEqual({ total: 2, present: 2 });

    // v2 disconnects from node A; v1 is still there through node B and A.
    v2OnA.close();
    await expect.poll(presence).toEqual({ auctionId: auction.id, present: 1, invitationIds: [v1.invitationId] });
  });

  it('carries an offer made on one node to the buyer and the other vendor on the other, and back', async () => {
    const [a, b] = nodes as [TestApp, TestApp];
    const { buyer, auction, vendors } = await runningSession(a);
    const [v1, v2] = vendors as [(typeof vendors)[0], (typeof vendors)[0]];
    const v1OnA = await enterRoom(a.url, v1.token, auction.id, sockets);
    const v2OnB = await enterRoom(b.url, v2.token, auction.id, sockets);
    const buyerOnB = await enterRoom(b.url, buyer.token, auction.id, sockets);
    // Let the Redis subscriptions of the rooms settle before the other node broadcasts.
    await settle(300);

    const made = await sendOffer(v1OnA, auction.id, { totalOffer: '295000000' });
    expect(made).toMatchObject({ data: { offer: { sequence: 2 } } });
    await heardSequence(buyerOnB, 2);
    await heardSequence(v2OnB, 2);
    expect(payloadsOf(buyerOnB, 'NEW_OFFER')).toEqual([{ auctionId: auction.id, offer: expect.objectContaining({ sequence: 2, label: v1.name, vendorId: v1.procurementVendorId, totalOffer: '295000000.00' }) }]);
    expect(payloadsOf(v2OnB, 'NEW_OFFER')).toEqual([{ auctionId: auction.id, offer: expect.objectContaining({ sequence: 2, label: 'Other Vendor', vendorId: null, offerId: null }) }]);
    expect(lastBoard(v2OnB)).toMatchObject({ leadingPrice: '295000000.00', you: { ranking: null, lastOffer: null } });

    // And back: an offer over HTTP on node B reaches the vendor on node A; the buyer's stop on B ends it there too.
    const back = await b.call('POST', `/api/secured/auction/${auction.id}/offers`, { token: v2.token, body: { idempotencyKey: 'multi-node-offer-2', totalOffer: '290000000' } });
    expect(back.status).toBe(200);
    await heardSequence(v1OnA, 3);
    expect(lastBoard(v1OnA)).toMatchObject({ leadingPrice: '290000000.00', you: { ranking: 2, lastOffer: '295000000.00' } });
    expect((await b.call('POST', '/api/secured/auction/change-status', { token: buyer.token, body: { auctionId: auction.id, status: 'DONE' } })).status).toBe(200);
    await until(() => payloadsOf(v1OnA, 'AUCTION_STOPPED').length === 1, 'the stop on the other node');
    expect(payloadsOf(v1OnA, 'AUCTION_STOPPED')[0]).toMatchObject({ status: 'DONE', stoppedManually: true });
  });

  it('orders offers sent at the same instant through both nodes into one ledger that every room on either node hears', async () => {
    const [a, b] = nodes as [TestApp, TestApp];
    const { buyer, auction, vendors } = await runningSession(a, { vendors: 6 });
    const rooms = [];
    for (const [i, v] of vendors.entries()) rooms.push(await enterRoom((i % 2 === 0 ? a : b).url, v.token, auction.id, sockets));
    const buyerOnA = await enterRoom(a.url, buyer.token, auction.id, sockets);
    await settle(300);
    const acks = await Promise.all(rooms.map((room, i) => sendOffer(room, auction.id, { totalOffer: String(299_000_000 - i * 500_000) })));
    const accepted = acks.flatMap((ack) => ('data' in ack ? [ack.data.offer] : []));
    const sequences = accepted.map((o) => o.sequence).sort((x, y) => x - y);
    expect(sequences).toEqual(sequences.map((_, i) => i + 2));
    const prices = [...accepted].sort((x, y) => x.sequence - y.sequence).map((o) => Number(o.totalOffer));
    prices.slice(1).forEach((price, i) => expect(prices[i]! - price).toBeGreaterThanOrEqual(1_000_000));
    const last = sequences.at(-1)!;
    for (const room of [buyerOnA, ...rooms]) {
      await heardSequence(room, last);
      expect(payloadsOf<{ offer: { sequence: number } }>(room, 'NEW_OFFER').map((e) => e.offer.sequence).sort((x, y) => x - y)).toEqual(sequences);
      expect(lastBoard(room)!.leadingPrice).toBe(prices.at(-1)!.toFixed(2));
    }
  });
});
