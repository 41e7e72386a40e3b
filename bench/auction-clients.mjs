// The Socket.IO clients of bench/auction-scale.mjs, shared with its capacity lanes
// (bench/auction-capacity-lane.mjs, child processes): connect, join, offer, a bounded pool.
import { randomBytes } from 'node:crypto';
import { io as connectClient } from 'socket.io-client';

export const INITIAL = 1_000_000_000;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The p-th percentile (nearest rank, from below); NaN when empty. */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
};

/** Wall-clock milliseconds with sub-millisecond resolution (comparable across processes and with the server's clock). */
export const wallNow = () => performance.timeOrigin + performance.now();

export async function connect(url, token) {
  const socket = connectClient(url, { transports: ['websocket'], reconnection: false, forceNew: true, timeout: 120_000, auth: token ? { token } : {} });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Runs `task(i)` for i < count, at most `parallel` at a time. */
export async function inBatches(count, parallel, task) {
  const results = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, count) }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

/** JOIN_AUCTION; the session's state as the socket's audience sees it (its `sequence` is the ledger head at the join). */
export async function joinAuction(socket, auctionId) {
  const answer = await socket.timeout(60_000).emitWithAck('JOIN_AUCTION', { auctionId });
  if (!answer || 'errors' in answer) throw new Error(`join refused: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** MAKE_OFFER; the answer ({data} or {errors}), or null when none came in 30 s. */
export const offer = (socket, auctionId, price, key = randomBytes(16).toString('hex')) =>
  socket
    .timeout(30_000)
    .emitWithAck('MAKE_OFFER', { auctionId, totalOffer: price.toFixed(2), idempotencyKey: key })
    .catch(() => null);
