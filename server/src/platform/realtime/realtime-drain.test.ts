import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningSession } from '../../features/auction/auction-bidding.testing';
import { connectAs, join, settle } from '../../features/auction/auction-client.testing';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { SERVER_RESTARTING } from './realtime-drain';

// A node that stops lets the offer it is running commit and answer before its sockets close.

describe('graceful shutdown of socket commands', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  // The test closes the app itself; the database is left to close.
  afterAll(async () => {
    await t?.database.close();
  });

  it('finishes and acknowledges a running offer, refuses new commands, then closes the sockets', async () => {
    const { auction, vendors } = await runningSession(t);
    const [a, b] = await Promise.all(vendors.map((vendor) => connectAs(t.url, vendor.token)));
    for (const socket of [a!, b!]) expect(await join(socket, auction.id)).toHaveProperty('data');

    // The test holds the session row, so A's offer waits inside the server when the node begins to stop.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from auctions where id = ${auction.id} for update`);
      locked();
      await held;
    });
    await isLocked;
    const running = a!.timeout(10_000).emitWithAck('MAKE_OFFER', { auctionId: auction.id, idempotencyKey: randomUUID(), totalOffer: '299000000' });
    await settle(300);

    const closing = t.app.close();
    await settle(100);
    const refused = await b!.timeout(5_000).emitWithAck('MAKE_OFFER', { auctionId: auction.id, idempotencyKey: randomUUID(), totalOffer: '298000000' });
    expect(refused).toEqual({ errors: [{ param: null, msg: SERVER_RESTARTING }] });
    expect(a!.connected).toBe(true);

    release();
    await holding;
    const answer = await running;
    expect(answer).toHaveProperty('data.offer.totalOffer', '299000000.00');
    await closing;
    await settle(100);
    expect(a!.connected).toBe(false);
    expect(b!.connected).toBe(false);
  }, 90_000);
});
