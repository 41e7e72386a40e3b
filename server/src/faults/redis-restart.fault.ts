import { afterAll, describe, expect, it } from 'vitest';
import { acknowledgedBy, auditLedger, auctionRowOf, inconsistentClients, lastOffersOf, missedOffers, refusalsOf } from './fault-audit';
import { Bidder, bidUntil, connectAll } from './fault-bidders';
import { closeAll, explainNodes, sleep, startNode, startPostgres, startRedis, waitFor, type PrivatePostgres, type PrivateRedis, type ServerNode } from './fault-processes';
import { openSeeder, scheduleSession, seedAuction, type Seeder } from './fault-seed';

// Redis stopped and started during an auction: two nodes share their rooms through it. While it is
// down each node still takes offers (they go through PostgreSQL) and its own clients hear them;
// once it is back, every client on either node holds the room's standings and the whole offer log.

const VENDORS = 10;
const SOCKETS_PER_VENDOR = 4;
const SECOND = 1000;
const BID_EVERY_MS = 1_500;
const REDIS_DOWN_MS = 6 * SECOND;

let pg: PrivatePostgres | undefined;
let redis: PrivateRedis | undefined;
let seeder: Seeder | undefined;
const nodes: ServerNode[] = [];
const bidders: Bidder[] = [];

afterAll(async () => {
  for (const b of bidders) b.close();
  explainNodes(nodes);
  await closeAll([() => pg?.close(), () => redis?.close(), () => seeder?.close(), ...nodes.map((n) => () => n.close())]);
});

const acked = () => bidders.reduce((n, x) => n + x.acknowledged.size, 0);

describe('Redis stopped and started during an auction', () => {
  it('keeps accepting offers, and every client holds the room as it is once Redis is back', async () => {
    pg = await startPostgres();
    redis = await startRedis();
    seeder = await openSeeder(pg.url);
    const far = Date.now() + 3_600_000;
    const auction = await seedAuction(seeder.t, { vendors: VENDORS, startTime: new Date(far), endTime: new Date(far + 60_000) });
    const [a, b] = await Promise.all([startNode('A', { databaseUrl: pg.url, redisUrl: redis.url }), startNode('B', { databaseUrl: pg.url, redisUrl: redis.url })]);
    nodes.push(a, b);
    for (let i = 0; i < VENDORS * SOCKETS_PER_VENDOR; i += 1) {
      const vendor = auction.vendors[i % VENDORS]!;
      bidders.push(new Bidder([a.url, b.url], i % 2, vendor.token, auction.auctionId, vendor.vendorId));
    }
    await connectAll(bidders);

    // 35 s: bidding until 8 s before the end (the clients are compared with the running room then);
    // Redis down from 5 s to 11 s.
    const start = Date.now() + SECOND;
    const plannedEnd = start + 35 * SECOND;
    await scheduleSession(seeder.t, auction.auctionId, new Date(start), new Date(plannedEnd));
    await waitFor('every client to hear the start', () => bidders.every((x) => x.view?.status === 'ON_GOING'), 10_000);
    const stopBidding = plannedEnd - 8 * SECOND;
    const bidding = bidUntil(bidders, () => Date.now() >= stopBidding, BID_EVERY_MS, { ...auction, spread: 20 });

    await sleep(start + 5 * SECOND - Date.now());
    const ackedBefore = acked();
    await redis.stop();
    const stoppedAt = Date.now();
    await sleep(REDIS_DOWN_MS);
    const ackedDuring = acked() - ackedBefore;
    await redis.start();
    const restartedAt = Date.now();
    await bidding;
    await Promise.all(bidders.map((x) => x.settle()));

    // Still running: the clients against the room's standings now. What they show is taken once they
    // match the row (or after 4 s), before the ledger audit: its verification runs on the heavy-work
    // thread, which on a loaded machine can take longer than the 8 s the session has left.
    await sleep(SECOND);
    const db = seeder.t.app.ctx.db;
    const rowRunning = await auctionRowOf(db, auction.auctionId);
    const lastRunning = await lastOffersOf(db, auction.auctionId);
    const expectedRunning = (x: Bidder) => ({
      leadingPrice: rowRunning.leadingPrice,
      endTime: new Date(plannedEnd).toISOString(),
      status: 'ON_GOING' as const,
      lastOffer: lastRunning.get(x.vendorId) ?? null,
    });
    const shows = (x: Bidder) => Object.entries(expectedRunning(x)).every(([k, v]) => x.view?.[k as keyof typeof x.view] === v);
    await waitFor('every client to hold the running room', () => bidders.every(shows), 4_000).catch(() => undefined);
    const shownRunning = bidders.map((x) => ({ ...x, view: x.view && { ...x.view } }) as Bidder);
    const running = await auditLedger(b.url, db, auction.auctionId, auction.buyerToken, acknowledgedBy(bidders));
    const staleRunning = inconsistentClients(shownRunning, running, expectedRunning);

    await waitFor('the session to end', async () => (await auctionRowOf(db, auction.auctionId)).status === 'DONE', plannedEnd - Date.now() + 10 * SECOND);
    await waitFor('every client to hear the end', () => bidders.every((x) => x.stopped), 5_000).catch(() => undefined);
    const audit = await auditLedger(b.url, db, auction.auctionId, auction.buyerToken, acknowledgedBy(bidders));
    const row = await auctionRowOf(db, auction.auctionId);
    const lastOffers = await lastOffersOf(db, auction.auctionId);
    const stale = inconsistentClients(bidders, audit, (x) => ({ leadingPrice: row.leadingPrice, endTime: new Date(plannedEnd).toISOString(), status: 'DONE', lastOffer: lastOffers.get(x.vendorId) ?? null }));
    const missed = missedOffers(bidders, audit.entries, 'OPEN');

    console.log(
      [
        `Redis stopped ${((stoppedAt - start) / SECOND).toFixed(1)} s into a ${(plannedEnd - start) / SECOND} s session for ${((restartedAt - stoppedAt) / SECOND).toFixed(1)} s; ${bidders.length} bidding sockets on 2 nodes`,
        `${ackedDuring} offers acknowledged while Redis was down (${ackedBefore} before, ${audit.acknowledged} in all; refused: ${refusalsOf(bidders)}); nodes ${nodes.every((n) => n.running) ? 'both running' : 'NOT RUNNING'}`,
        `${audit.missing.length} acknowledged offers missing from the ledger; ledger ${audit.verification.valid ? 'valid' : 'BROKEN'}, ${audit.entries.length} entries`,
        `after Redis returned: ${bidders.filter((x) => x.resyncs > 0).length}/${bidders.length} clients resynchronised (AUCTION_STATE), ${bidders.length - staleRunning.length}/${bidders.length} clients held the running room's standings, ${bidders.length - stale.length}/${bidders.length} the final ones; ${missed} offer-log entries never heard`,
      ].join('\n'),
    );

    expect(nodes.every((n) => n.running)).toBe(true);
    expect(ackedDuring).toBeGreaterThan(0);
    expect(audit.missing).toEqual([]);
    expect(audit.verification.valid).toBe(true);
    expect(staleRunning.map((s) => s.index)).toEqual([]);
    expect(stale.map((s) => s.index)).toEqual([]);
    expect(missed).toBe(0);
  });
});
