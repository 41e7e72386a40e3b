// One hot live auction: 20 vendors bidding as fast as the server acknowledges, over real Socket.IO
// connections, against the real app (the test app: fresh database, ephemeral port, loopback).
// Prints accepted offers per second (each acknowledged only after its commit), refused offers per
// second (beaten by a concurrent offer: the referee at work) and the time from sending MAKE_OFFER
// to the ack and to the last watcher's NEW_OFFER (every vendor socket and the buyer's socket hear
// every offer), p50 / p99.
//
// Run: node --import tsx bench/auction-offers.mjs [--engine pglite|postgres|both] [--vendors 20]
//      [--seconds 15]. PostgreSQL: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// a fresh database is created and dropped.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { startTestApp } from '../server/src/testing/test-app.ts';
import { runningSession } from '../server/src/features/auction/auction-bidding.testing.ts';
import { connectAs, join } from '../server/src/features/auction/auction-client.testing.ts';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    vendors: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '15' },
  },
});
const VENDORS = Number(args.vendors);
const SECONDS = Number(args.seconds);
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Room for about a million offers of one rupiah each: no vendor ever runs out of price.
const INITIAL_PRICE = 1_000_000_000;
const DECREMENT = 1;

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);
const ms = (value) => `${value.toFixed(1)} ms`;

async function measure(engine) {
  if (engine === 'postgres') process.env.DATABASE_URL = POSTGRES_URL;
  else delete process.env.DATABASE_URL;
  delete process.env.REDIS_URL;
  const t = await startTestApp();
  try {
    const { buyer, auction, vendors } = await runningSession(t, {
      vendors: VENDORS,
      durationMs: 24 * 60 * 60_000,
      session: { initialPrice: `${INITIAL_PRICE}.00`, minimalDecrement: `${DECREMENT}.00` },
    });
    const buyerSocket = await connectAs(t.url, buyer.token);
    const vendorSockets = await Promise.all(vendors.map((vendor) => connectAs(t.url, vendor.token)));
    const watchers = [buyerSocket, ...vendorSockets];
    for (const socket of watchers) {
      const answer = await join(socket, auction.id);
      if ('errors' in answer) throw new Error(`join refused: ${JSON.stringify(answer.errors)}`);
    }

    // The last watcher's NEW_OFFER per sequence: how many heard it and when the last one did.
    const heard = new Map();
    let leading = INITIAL_PRICE;
    for (const socket of watchers) {
      socket.on('NEW_OFFER', ({ offer }) => {
        const entry = heard.get(offer.sequence) ?? { count: 0, lastAt: 0 };
        entry.count += 1;
        entry.lastAt = performance.now();
        heard.set(offer.sequence, entry);
      });
      socket.on('LEADERBOARD', (board) => {
        if (board.leadingPrice !== null) leading = Math.min(leading, Number(board.leadingPrice));
      });
    }

    const sentAt = new Map();
    const ackTimes = [];
    let accepted = 0;
    let refused = 0;
    let failed = 0;
    const deadline = performance.now() + SECONDS * 1000;
    const bidder = async (socket, index) => {
      while (performance.now() < deadline) {
        // Beat the best price this vendor has heard of by one to three steps (vendors differ).
        const price = leading - DECREMENT * (1 + ((index + accepted) % 3));
        const started = performance.now();
        const answer = await socket
          .timeout(10_000)
          .emitWithAck('MAKE_OFFER', { auctionId: auction.id, totalOffer: price.toFixed(2), idempotencyKey: randomUUID() })
          .catch(() => null);
        const ackedAt = performance.now();
        if (answer && 'data' in answer) {
          accepted += 1;
          ackTimes.push(ackedAt - started);
          sentAt.set(answer.data.offer.sequence, started);
          leading = Math.min(leading, Number(answer.data.offer.totalOffer));
        } else if (answer) refused += 1;
        else failed += 1;
      }
    };
    const began = performance.now();
    await Promise.all(vendorSockets.map((socket, index) => bidder(socket, index)));
    const elapsed = (performance.now() - began) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const fanOut = [];
    let incomplete = 0;
    for (const [sequence, started] of sentAt) {
      const entry = heard.get(sequence);
      if (!entry || entry.count < watchers.length) incomplete += 1;
      else fanOut.push(entry.lastAt - started);
    }
    ackTimes.sort((a, b) => a - b);
    fanOut.sort((a, b) => a - b);
    const verify = await t.call('GET', `/api/secured/auction/${auction.id}/ledger/verify`, { token: buyer.token });
    watchers.forEach((socket) => socket.close());
    return {
      engine,
      accepted,
      acceptedPerSecond: accepted / elapsed,
      refusedPerSecond: refused / elapsed,
      failed,
      ackP50: percentile(ackTimes, 50),
      ackP99: percentile(ackTimes, 99),
      fanOutP50: percentile(fanOut, 50),
      fanOutP99: percentile(fanOut, 99),
      incomplete,
      ledger: verify.body.data ? `${verify.body.data.valid ? 'valid' : `broken at ${verify.body.data.firstBrokenSequence}`}, ${verify.body.data.entries} entries` : JSON.stringify(verify.body),
    };
  } finally {
    await t.close();
  }
}

const engines = args.engine === 'both' ? ['pglite', 'postgres'] : [args.engine];
const rows = [];
for (const engine of engines) {
  console.log(`${engine}: ${VENDORS} vendors bidding for ${SECONDS} s …`);
  rows.push(await measure(engine));
}
console.log(`\nload average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log('| engine | accepted offers/s | judged offers/s (accepted + refused) | offer -> ack p50 / p99 | offer -> last watcher p50 / p99 | watchers | not heard by all | ledger |');
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.engine} | ${row.acceptedPerSecond.toFixed(0)} (${row.accepted} in all) | ${(row.acceptedPerSecond + row.refusedPerSecond).toFixed(0)} | ${ms(row.ackP50)} / ${ms(row.ackP99)} | ` +
      `${ms(row.fanOutP50)} / ${ms(row.fanOutP99)} | ${VENDORS + 1} | ${row.incomplete} | ${row.ledger}${row.failed ? ` (${row.failed} timed out)` : ''} |`,
  );
}
process.exit(0);
