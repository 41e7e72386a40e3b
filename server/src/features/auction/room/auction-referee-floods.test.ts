import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { runningSession } from '../auction-bidding.testing';
import { enterRoom, sendOffer, type RoomClient } from '../auction-room-client.testing';
import type { AuctionClient } from '../auction-client.testing';

// Nobody holds up the referee (decisions 220-227): two participants bid, one over a socket and one
// over HTTP, beside each flood in turn: a stranger's offers, a participant's HTTP offers, anonymous
// reads, and one account's heavy reads (receipts PDF, the log report, ledger verification, OCDS, the
// room's state), from a thread of its own (testing/http-flood.worker.mjs) at a pace well past every
// budget. Each flood is refused as its rule says (404 before the row, 429 with Retry-After past a
// budget), every offer of the participants is accepted, and the stranger never reaches the session's
// row. The participants' offer -> answer p99 beside each flood stays within max(2x quiet, quiet + 50 ms)
// or LOADED_FLOOR_MS: the strict target is bench:auction's to measure on a quiet machine (bench/README.md);
// here the suites beside the journeys share two cores, and the floor still catches a flood that holds the
// referee up for seconds (a heavy read on its thread did). On PostgreSQL only: PGlite runs the database on
// the test's own thread, where nothing can be off the referee's thread.

const onPostgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;
const sockets: AuctionClient[] = [];
beforeAll(async () => {
  // The node's hold of refusals as deployed (decision 229): the floods meet it as they would in production.
  t = await startTestApp({ env: { REFUSAL_HOLD_MS: '1000' } });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
});

const PACE_MS = 75;
/** The bound's floor on a loaded machine (see above). */
const LOADED_FLOOR_MS = 500;
const p99 = (times: readonly number[]) => [...times].sort((x, y) => x - y)[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)]!;
const FLOOD_SECONDS = 1.5;
/** Requests per second of every flood: past each budget (decisions 222-223) by several times. */
const FLOOD_PACE = { concurrency: 16, perSecond: 300 };
/**
 * How long a flood meant to meet a budget may go on past FLOOD_SECONDS until it does: a loaded machine
 * answers reads slower than the flood asks, and a burst of 60 room reads took CI more than 1.5 s.
 */
const UNTIL_SECONDS = 20;

interface Flood {
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: Record<string, unknown>;
}

type FloodResult = { statuses: Record<string, number>; retryAfter: string | null };

/** Runs `flood` from its own thread while `during` runs, which is given the flood's first refusal (429) to wait for; what the flood got back, by status. */
async function flooding<T>(flood: Flood, during: (firstRefusal: Promise<void>) => Promise<T>): Promise<{ result: T } & FloodResult> {
  const worker = new Worker(new URL('../../../testing/http-flood.worker.mjs', import.meta.url), { workerData: { ...flood, ...FLOOD_PACE, url: `${t.url}${flood.path}` } });
  let refused = () => {};
  const firstRefusal = new Promise<void>((resolve) => (refused = resolve));
  let finished = (_: FloodResult) => {};
  const done = new Promise<FloodResult>((resolve) => (finished = resolve));
  const started = new Promise((resolve) => {
    worker.on('message', (message: { started?: true; refused?: true; done?: true } & FloodResult) => {
      if (message.started) resolve(undefined);
      if (message.refused) refused();
      if (message.done) finished(message);
    });
  });
  await started;
  try {
    const result = await during(firstRefusal);
    worker.postMessage('stop');
    return { result, ...(await done) };
  } finally {
    await worker.terminate();
  }
}

interface Bidders {
  auctionId: string;
  socketRoom: RoomClient;
  httpToken: string;
  price: { next: number };
}

/**
 * The two participants take turns for `seconds`, each offer lower than the last, and on until `until`
 * settles if given (at most `UNTIL_SECONDS`): each offer's send -> answer time, and how many were accepted.
 */
async function bid(bidders: Bidders, seconds: number, until?: Promise<unknown>): Promise<{ times: number[]; accepted: number }> {
  const times: number[] = [];
  let accepted = 0;
  let settled = !until;
  void until?.then(() => (settled = true));
  const began = performance.now();
  const bidding = () => {
    const elapsed = performance.now() - began;
    return elapsed < seconds * 1000 || (!settled && elapsed < UNTIL_SECONDS * 1000);
  };
  const overSocket = async (price: number) => 'data' in (await sendOffer(bidders.socketRoom, bidders.auctionId, { totalOffer: String(price) }));
  const overHttp = async (price: number) => {
    const answer = await fetch(`${t.url}/api/secured/auction/${bidders.auctionId}/offers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bidders.httpToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ idempotencyKey: randomUUID(), totalOffer: String(price) }),
    });
    await answer.arrayBuffer();
    return answer.status === 200;
  };
  for (let turn = 0; bidding(); turn += 1) {
    bidders.price.next -= 10_000;
    const sent = performance.now();
    if (await (turn % 2 === 0 ? overSocket : overHttp)(bidders.price.next)) accepted += 1;
    const took = performance.now() - sent;
    times.push(took);
    if (took < PACE_MS) await new Promise((resolve) => setTimeout(resolve, PACE_MS - took));
  }
  return { times, accepted };
}

const dialect = new PgDialect();

describe.skipIf(!onPostgres)('floods beside two bidding participants (PostgreSQL)', () => {
  it("are refused by their rules while the participants' offers are accepted within the bound, and keep a stranger off the session's row", { timeout: 150_000, retry: 1 }, async () => {
    const { buyer, auction, procurement, vendors } = await runningSession(t, { vendors: 3, session: { minimalDecrement: '10000.00', auctionType: 'OPEN' } });
    const [a, b, flooder] = vendors;
    const other = await runningSession(t, { vendors: 1 });
    const stranger = other.vendors[0]!;
    const bidders: Bidders = { auctionId: auction.id, socketRoom: await enterRoom(t.url, a!.token, auction.id, sockets), httpToken: b!.token, price: { next: 300_000_000 } };
    // A log and receipts of some length, and the bidders warm; then the quiet figure.
    await bid(bidders, 1);
    const quiet = p99((await bid(bidders, 2)).times);
    const bound = Math.max(2 * quiet, quiet + 50, LOADED_FLOOR_MS);

    // The stranger alone first: none of its offers opens a transaction or a group statement on the session.
    const db = t.app.ctx.db as unknown as { transaction: (...args: unknown[]) => unknown; execute: (query: SQL) => unknown };
    const transactions = vi.spyOn(db, 'transaction');
    const statements = vi.spyOn(db, 'execute');
    const alone = await flooding({ method: 'POST', path: `/api/secured/auction/${auction.id}/offers`, token: stranger.token, body: { idempotencyKey: '*', totalOffer: '1000' } }, () => new Promise((resolve) => setTimeout(resolve, 1_000)));
    const groupStatements = statements.mock.calls.filter(([query]) => dialect.sqlToQuery(query).sql.includes('with moved as')).length;
    transactions.mockRestore();
    statements.mockRestore();
    // Its budget per session refuses most (429); the rest are the 404 of one indexed read.
    expect(alone.statuses['404']).toBeGreaterThanOrEqual(20);
    expect(Object.keys(alone.statuses).sort()).toEqual(['404', '429']);
    expect(transactions).not.toHaveBeenCalled();
    expect(groupStatements).toBe(0);

    // Each flood and the answer it must get at least once: 429 (a budget), 404 (no such session for it) or 200 (served within its budget).
    const floods: Array<[string, Flood, '200' | '404' | '429']> = [
      ['a stranger offering', { method: 'POST', path: `/api/secured/auction/${auction.id}/offers`, token: stranger.token, body: { idempotencyKey: '*', totalOffer: '1000' } }, '404'],
      ['a participant offering over HTTP', { method: 'POST', path: `/api/secured/auction/${auction.id}/offers`, token: flooder!.token, body: { idempotencyKey: '*', totalOffer: '299999999' } }, '429'],
      ['anonymous reads', { method: 'GET', path: `/api/secured/auction/${auction.id}/room` }, '429'],
      ['the room state', { method: 'GET', path: `/api/secured/auction/${auction.id}/room`, token: flooder!.token }, '429'],
      ['receipts PDFs', { method: 'GET', path: `/api/secured/auction/${auction.id}/receipts/pdf`, token: a!.token }, '200'],
      ['ledger verifications', { method: 'GET', path: `/api/secured/auction/${auction.id}/ledger/verify`, token: buyer.token }, '200'],
      // A running session has no log report yet (409): the budget still refuses the flood before that read.
      ['log reports', { method: 'GET', path: `/api/secured/report/log-auction-jasper/${procurement.id}?pelaksana=Panitia&peruntukan=Pengadaan`, token: buyer.token }, '429'],
      ['OCDS packages', { method: 'GET', path: `/api/secured/procurement/${procurement.id}/ocds`, token: buyer.token }, '200'],
    ];
    for (const [name, flood, expected] of floods) {
      const step = await flooding(flood, (firstRefusal) => bid(bidders, FLOOD_SECONDS, expected === '429' ? firstRefusal : undefined));
      const loud = p99(step.result.times);
      console.log(`${name}: the flood got ${JSON.stringify(step.statuses)}; the participants' ${step.result.times.length} offers beside it, p99 ${loud.toFixed(1)} ms (quiet ${quiet.toFixed(1)} ms, bound ${bound.toFixed(0)} ms)`);
      expect(loud, name).toBeLessThanOrEqual(bound);
      expect(step.statuses[expected]).toBeGreaterThan(0);
      if (step.statuses['429']) expect(Number(step.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(step.statuses['500'] ?? 0).toBe(0);
      expect(step.result.accepted).toBe(step.result.times.length);
    }
  });
});
