import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MSG } from '@procura/domain/auction/bidding/idempotency.rules';
import { loadConfig } from '../../../config';
import { openDatabase, type Database } from '../../../db/client';
import { auctionOffers } from '../../../db/schema/auction';
import { addressOf } from '../../../testing/test-database';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { auctionRow, MINUTE, offer, offersOf, runningSession } from '../auction-bidding.testing';
import type { AuctionClient } from '../auction-client.testing';
import { enterRoom, sendOffer } from '../auction-room-client.testing';
import { requestDisqualification } from './auction-disqualification.service';
import { ledgerOf } from '../ledger/auction-ledger.store';

// An idempotency key answers only for the request it was made for (decision 166): the same key with
// another offer (lower, invalid, none, other unit prices) is refused with 409 over HTTP and the same
// envelope over the socket, and writes nothing; the exact replay answers the first offer.

let t: TestApp;
const sockets: AuctionClient[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(async () => {
  await t.close();
});

const KEY_REUSED = { errors: [{ param: 'idempotencyKey', msg: IDEMPOTENCY_MSG.keyReused }] };

/** What the session holds: its offers, the ledger's length and head. Nothing a refusal may change. */
async function written(auctionId: string) {
  const row = await auctionRow(t, auctionId);
  return { offers: (await offersOf(t, auctionId)).length, entries: (await ledgerOf(t.app.ctx.db, auctionId)).length, sequence: row.sequence, head: row.ledgerHeadHash, leading: row.leadingPrice };
}

function unitOffers(itemIds: string[], prices: string[]) {
  return itemIds.map((auctionItemId, i) => ({ auctionItemId, unitOffer: prices[i] }));
}

describe('an idempotency key over HTTP', () => {
  it('refuses the key with a lower, an invalid, no amount or unit prices, writes nothing, and still answers the exact replay', async () => {
    const { auction, vendors } = await runningSession(t);
    const token = vendors[0]!.token;
    const idempotencyKey = `key-${randomUUID()}`;
    const first = await offer(t, token, auction.id, { idempotencyKey, totalOffer: '299000000' });
    expect(first.status).toBe(200);
    const before = await written(auction.id);

    const others: Record<string, unknown>[] = [
      { totalOffer: '298000000' },
      { totalOffer: 298000000 },
      { totalOffer: '1000' },
      { totalOffer: 'abc' },
      { totalOffer: '' },
      { totalOffer: '-5' },
      {},
      { totalOffer: '299000000', offerItems: [] },
      { offerItems: [{ auctionItemId: randomUUID(), unitOffer: '1' }] },
    ];
    for (const other of others) {
      const answer = await offer(t, token, auction.id, { idempotencyKey, ...other });
      expect({ other, status: answer.status, body: answer.body }).toEqual({ other, status: 409, body: KEY_REUSED });
    }
    expect(await written(auction.id)).toEqual(before);

    // The same offer, however its amount is written, is the first one's retry.
    for (const same of ['299000000', '299,000,000.00', 299000000]) {
      const replay = await offer(t, token, auction.id, { idempotencyKey, totalOffer: same });
      expect(replay.status).toBe(200);
      expect(replay.body.data.offer).toEqual(first.body.data.offer);
    }
    expect(await written(auction.id)).toEqual(before);

    // The key belongs to its vendor: another vendor's same key is a new offer.
    const other = await offer(t, vendors[1]!.token, auction.id, { idempotencyKey, totalOffer: '298000000' });
    expect(other.status).toBe(200);
  });

  it('answers the key of an offer stored before fingerprints were kept (migration 0012) as it always did', async () => {
    const { auction, vendors } = await runningSession(t);
    const idempotencyKey = `key-${randomUUID()}`;
    const first = await offer(t, vendors[0]!.token, auction.id, { idempotencyKey, totalOffer: '299000000' });
    await t.app.ctx.db.update(auctionOffers).set({ requestFingerprint: null }).where(eq(auctionOffers.idempotencyKey, idempotencyKey));
    const before = await written(auction.id);
    const retry = await offer(t, vendors[0]!.token, auction.id, { idempotencyKey, totalOffer: '298000000' });
    expect(retry.status).toBe(200);
    expect(retry.body.data.offer).toEqual(first.body.data.offer);
    expect(await written(auction.id)).toEqual(before);
  });

  it('refuses it on the locked row too (the session past its end), where the exact replay still answers', async () => {
    const { auction, vendors } = await runningSession(t, { durationMs: 10 * MINUTE });
    const token = vendors[0]!.token;
    const idempotencyKey = `key-${randomUUID()}`;
    const first = await offer(t, token, auction.id, { idempotencyKey, totalOffer: '299000000' });
    expect(first.status).toBe(200);
    // Past the end: the board this node knows no longer takes offers, so the locked path judges.
    t.clock.advance(11 * MINUTE);
    const before = await written(auction.id);
    for (const other of [{ totalOffer: '298000000' }, { totalOffer: 'abc' }, {}]) {
      const answer = await offer(t, token, auction.id, { idempotencyKey, ...other });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual(KEY_REUSED);
    }
    const replay = await offer(t, token, auction.id, { idempotencyKey, totalOffer: '299000000' });
    expect(replay.status).toBe(200);
    expect(replay.body.data.offer).toEqual(first.body.data.offer);
    expect(await written(auction.id)).toEqual(before);
    // A new key after the end is refused as the spec says.
    expect((await offer(t, token, auction.id, { totalOffer: '298000000' })).body.errors[0].msg).toBe("Can't submit offer. Auction has been finished");
  });

  it('refuses it after another writer moved the board (a disqualification request), without writing', async () => {
    const { auction, vendors } = await runningSession(t);
    const token = vendors[0]!.token;
    const idempotencyKey = `key-${randomUUID()}`;
    const first = await offer(t, token, auction.id, { idempotencyKey, totalOffer: '299000000' });
    const vendorUser = { id: vendors[0]!.accountId, role: 'seller_auction' as const } as never;
    await requestDisqualification(t.app.ctx, vendorUser, { auctionId: auction.id, offerId: first.body.data.offer.offerId, reason: 'typo in the price' });
    const before = await written(auction.id);
    expect(before.sequence).toBe(3);
    for (const other of [{ totalOffer: '297000000' }, { totalOffer: 'abc' }]) {
      const answer = await offer(t, token, auction.id, { idempotencyKey, ...other });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual(KEY_REUSED);
    }
    expect(await written(auction.id)).toEqual(before);
  });

  it('lets exactly one of two different offers sent at once under one key succeed; the other is told 409', async () => {
    const { auction, vendors } = await runningSession(t);
    const token = vendors[0]!.token;
    for (let round = 0; round < 5; round += 1) {
      const idempotencyKey = `key-${randomUUID()}`;
      const high = 290000000 - round * 4000000;
      const answers = await Promise.all([
        offer(t, token, auction.id, { idempotencyKey, totalOffer: String(high) }),
        offer(t, token, auction.id, { idempotencyKey, totalOffer: String(high - 2000000) }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.status === 200)!;
      expect(answers.find((a) => a.status === 409)!.body).toEqual(KEY_REUSED);
      const stored = (await offersOf(t, auction.id)).filter((o) => o.idempotencyKey === idempotencyKey);
      expect(stored.map((o) => o.totalOffer)).toEqual([winner.body.data.offer.totalOffer]);
    }
    expect(await offersOf(t, auction.id)).toHaveLength(5);
  });

  it('answers two identical offers sent at once under one key with the same one offer', async () => {
    const { auction, vendors } = await runningSession(t);
    const body = { idempotencyKey: `key-${randomUUID()}`, totalOffer: '299000000' };
    const answers = await Promise.all([offer(t, vendors[0]!.token, auction.id, body), offer(t, vendors[0]!.token, auction.id, body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]!.body.data.offer).toEqual(answers[1]!.body.data.offer);
    expect(await offersOf(t, auction.id)).toHaveLength(1);
  });
});

describe('an idempotency key over the socket', () => {
  it('answers MAKE_OFFER with the key reused for other unit prices with the 409 envelope and writes nothing', async () => {
    const { auction, vendors, itemIds } = await runningSession(t, { procurement: { biddingType: 'UNIT_PRICE' } });
    const room = await enterRoom(t.url, vendors[0]!.token, auction.id, sockets);
    const idempotencyKey = `key-${randomUUID()}`;
    const first = await sendOffer(room, auction.id, { idempotencyKey, offerItems: unitOffers(itemIds, ['14000000', '14000000']) });
    expect('data' in first).toBe(true);
    const before = await written(auction.id);

    const others: Record<string, unknown>[] = [
      { offerItems: unitOffers(itemIds, ['13000000', '14000000']) },
      { offerItems: unitOffers(itemIds, ['14000000', '12000000']) },
      { offerItems: unitOffers(itemIds.slice(0, 1), ['14000000']) },
      { offerItems: unitOffers(itemIds, ['14000000', 'abc']) },
      { offerItems: [{ auctionItemId: itemIds[0] }, { auctionItemId: itemIds[1], unitOffer: '14000000' }] },
      { offerItems: [] },
      { totalOffer: '280000000' },
      {},
    ];
    for (const other of others) {
      expect({ other, ack: await sendOffer(room, auction.id, { idempotencyKey, ...other }) }).toEqual({ other, ack: KEY_REUSED });
    }
    expect(await written(auction.id)).toEqual(before);

    // The exact replay (items in any order, amounts spelled otherwise) answers the first offer.
    const replay = await sendOffer(room, auction.id, { idempotencyKey, offerItems: unitOffers([...itemIds].reverse(), ['14,000,000.00', '14000000']) });
    expect(replay).toEqual({ data: { offer: (first as { data: { offer: unknown } }).data.offer, state: expect.anything() } });
    expect(await written(auction.id)).toEqual(before);
  });

  it('lets exactly one of two different offers sent at once under one key (socket and HTTP) succeed', async () => {
    const { auction, vendors } = await runningSession(t);
    const token = vendors[0]!.token;
    const room = await enterRoom(t.url, token, auction.id, sockets);
    const second = await enterRoom(t.url, token, auction.id, sockets);
    for (let round = 0; round < 4; round += 1) {
      const idempotencyKey = `key-${randomUUID()}`;
      const high = 290000000 - round * 6000000;
      const [a, b, c] = await Promise.all([
        sendOffer(room, auction.id, { idempotencyKey, totalOffer: String(high) }),
        sendOffer(second, auction.id, { idempotencyKey, totalOffer: String(high - 2000000) }),
        offer(t, token, auction.id, { idempotencyKey, totalOffer: String(high - 4000000) }),
      ]);
      const outcomes = [a, b, c.status === 200 ? { data: c.body.data } : c.body];
      expect(outcomes.filter((o) => 'data' in o)).toHaveLength(1);
      expect(outcomes.filter((o) => !('data' in o))).toEqual([KEY_REUSED, KEY_REUSED]);
      expect([200, 409]).toContain(c.status);
    }
    expect(await offersOf(t, auction.id)).toHaveLength(4);
  });
});

// Two nodes, each with its own pool and so its own known boards and queue (decision 151): the
// one-statement path of one node races the other's. Runs when DATABASE_URL names a PostgreSQL server.
const env = loadConfig();
describe.skipIf(!env.DATABASE_URL)('an idempotency key across two nodes on PostgreSQL', () => {
  let second: TestApp;
  let secondDb: Database;
  beforeAll(async () => {
    secondDb = await openDatabase({ databaseUrl: await addressOf(t.database, env.DATABASE_URL!) });
    second = await startTestApp({ database: secondDb });
  });
  afterAll(async () => {
    await second.close();
    await secondDb.close();
  });

  it('takes exactly one of two different offers sent at once under one key to the two nodes', async () => {
    const { auction, vendors } = await runningSession(t);
    second.clock.advance(t.clock.now().getTime() - second.clock.now().getTime());
    const token = vendors[0]!.token;
    // Each node first learns the board by an offer of its own.
    expect((await offer(t, token, auction.id, { totalOffer: '299000000' })).status).toBe(200);
    expect((await offer(second, vendors[1]!.token, auction.id, { totalOffer: '298000000' })).status).toBe(200);
    for (let round = 0; round < 8; round += 1) {
      const idempotencyKey = `key-${randomUUID()}`;
      const high = 290000000 - round * 6000000;
      const [first, other] = round % 2 === 0 ? [t, second] : [second, t];
      const answers = await Promise.all([
        offer(first, token, auction.id, { idempotencyKey, totalOffer: String(high) }),
        offer(other, token, auction.id, { idempotencyKey, totalOffer: String(high - 2000000) }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.body).toEqual(KEY_REUSED);
      expect((await offersOf(t, auction.id)).filter((o) => o.idempotencyKey === idempotencyKey)).toHaveLength(1);
    }
    expect(await offersOf(t, auction.id)).toHaveLength(10);
  });
});
