import { Worker } from 'node:worker_threads';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_LOG_STATE_SIZE } from '@procura/domain/auction/auction.schemas';
import type { AuctionOfferLogPage, AuctionRoomState } from '@procura/domain/auction/auction.views';
import { MAX_SOCKETS_PER_ACCOUNT_IN_SESSION, REALTIME_LIMIT_MSG } from '@procura/domain/realtime/realtime-limits.messages';
import type { Ack } from '@procura/domain/realtime/realtime.ack';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { requireAudience } from './auction-access';
import { offersOf, runningSession } from '../auction-bidding.testing';
import { roomState } from './auction-room.service';
import { connectAs, join, settle, type AuctionClient } from '../auction-client.testing';
import { enterRoom, refusal, sendOffer, type RoomClient } from '../auction-room-client.testing';

// One vendor must not slow the others (decision 169): JOIN_AUCTION sent 300 times from one socket, and
// one account's sockets opened past the cap, while two other vendors bid. Their offer-to-ack p99 is
// measured quiet and under the spam in the same test. The join state is the last offers only, and
// older ones are paged with the same projection. The spammer runs on a thread of its own
// (auction-join-flood.spammer.mjs), as it would on its own machine: what is measured is the server.

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

const STEP = 1_000_000;
const START = 300_000_000;
const SAMPLES = 100;

function p99(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!;
}

/**
 * Two vendors take turns undercutting by the step, one offer every 100 ms at most (each vendor then
 * stays well under its offer allowance per session of 10/s, decision 222, which a fast database would otherwise reach); the
 * time from each send to its ack. At least `count` offers, and on until `until()`.
 */
async function bid(rooms: RoomClient[], auctionId: string, price: { next: number; step?: number }, count: number, until: () => boolean = () => true): Promise<number[]> {
  const latencies: number[] = [];
  let last = 0;
  for (let i = 0; i < count || !until(); i += 1) {
    price.next -= price.step ?? STEP;
    const wait = last + 100 - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const started = (last = performance.now());
    const answer = await sendOffer(rooms[i % rooms.length]!, auctionId, { totalOffer: String(price.next) });
    latencies.push(performance.now() - started);
    expect(answer).toHaveProperty('data');
  }
  return latencies;
}

/** The spamming account's client on its own thread; `call` runs one of its commands. */
function spammerThread(url: string, token: string, auctionId: string) {
  const worker = new Worker(new URL('./auction-join-flood.spammer.mjs', import.meta.url), {
    workerData: { url, token, auctionId, extraSockets: MAX_SOCKETS_PER_ACCOUNT_IN_SESSION + 2 },
  });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let next = 0;
  worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
    const call = waiting.get(id)!;
    waiting.delete(id);
    if (error) call.reject(new Error(error));
    else call.resolve(result);
  });
  return {
    call<T>(command: 'open' | 'spam' | 'connected' | 'close' | 'end', args?: unknown): Promise<T> {
      const id = (next += 1);
      return new Promise<T>((resolve, reject) => {
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
        worker.postMessage({ id, command, args });
      });
    },
    async stop() {
      await this.call('end');
      await worker.terminate();
    },
  };
}

function page(socket: AuctionClient, auctionId: string, beforeSequence: number): Promise<Ack<AuctionOfferLogPage>> {
  return (socket.timeout(10_000) as unknown as { emitWithAck(e: 'GET_OFFER_LOG_PAGE', p: unknown): Promise<Ack<AuctionOfferLogPage>> }).emitWithAck('GET_OFFER_LOG_PAGE', {
    auctionId,
    beforeSequence,
  });
}

describe('one account flooding the room', () => {
  // At least 280 offers paced 100 ms apart: about half a minute, more on a loaded machine (its own timeout).
  // One retry, on a new session with new accounts: a latency bound on a machine that runs the journeys and two
  // other suites beside this one can meet a moment of noise (a CI run saw quiet 20.8 ms, spam 331 ms once);
  // a slowdown the spam really causes fails both tries.
  it("is refused by the join rate limit and the socket cap, and the other vendors' ack p99 stays within 2x of the quiet figure", { retry: 1, timeout: 120_000 }, async () => {
    // A small decrement: the vendors bid for as long as the spam lasts, however long that is.
    const { auction, vendors } = await runningSession(t, { vendors: 3, session: { minimalDecrement: '10000.00' } });
    const [spammer, a, b] = vendors;
    const rooms = [await enterRoom(t.url, a!.token, auction.id, sockets), await enterRoom(t.url, b!.token, auction.id, sockets)];
    const price = { next: START, step: 10_000 };
    // A log of some length, so a whole-log join would cost something.
    await bid(rooms, auction.id, price, 80);

    // The spammer's thread and first socket, before the quiet figure: starting a thread is not the server's work.
    const spammerClient = spammerThread(t.url, spammer!.token, auction.id);
    try {
      await spammerClient.call('open');
      // 100 offers each way: the p99 is then not the one slowest offer (a busy machine's hiccup).
      const quiet = await bid(rooms, auction.id, price, SAMPLES);

      // The spam: 300 joins from one socket, in bursts, and sockets of the same account up to the cap and past it.
      // The other vendors bid for as long as it lasts.
      let spamming = true;
      const spam = spammerClient
        .call<{ joinAnswers: Ack<AuctionRoomState>[]; socketAnswers: Ack<AuctionRoomState>[] }>('spam')
        .finally(() => (spamming = false));
      const loud = await bid(rooms, auction.id, price, SAMPLES, () => !spamming);
      const { joinAnswers: answers, socketAnswers } = await spam;

      const [quietP99, loudP99] = [p99(quiet), p99(loud)];
      console.log(`offer-to-ack p99: quiet ${quietP99.toFixed(1)} ms (${quiet.length} offers), while one account spams joins ${loudP99.toFixed(1)} ms (${loud.length} offers)`);
      // The target is 2x; in a full test run other files share the two cores, so the test allows
      // 150 ms of the machine's noise above it (the bench measures the ratio alone: bench/README.md).
      expect(loudP99).toBeLessThanOrEqual(Math.max(2 * quietP99, quietP99 + 150));

      // The first socket's joins: a burst passes, the rest are refused at once with the limit's message.
      const refusedJoins = answers.filter((answer) => refusal(answer) === REALTIME_LIMIT_MSG.tooManyJoins).length;
      expect(refusedJoins).toBeGreaterThan(250);
      expect(answers.every((answer) => 'data' in answer || refusal(answer) === REALTIME_LIMIT_MSG.tooManyJoins)).toBe(true);
      // The cap: the first socket is in the room, so MAX - 1 more get in, and the ones past it are refused.
      const capped = socketAnswers.filter((answer) => refusal(answer) === REALTIME_LIMIT_MSG.tooManySockets).length;
      expect(socketAnswers.filter((answer) => 'data' in answer)).toHaveLength(MAX_SOCKETS_PER_ACCOUNT_IN_SESSION - 1);
      expect(capped).toBe(3);
      // The older sockets were not closed for it.
      expect(sockets.every((socket) => socket.connected)).toBe(true);
      expect(await spammerClient.call('connected')).toBe(true);
      // A socket that left frees its place (one of those that got in).
      await spammerClient.call('close', { index: -4 });
      await settle(100);
      const again = await connectAs(t.url, spammer!.token);
      sockets.push(again);
      expect(await join(again, auction.id)).toHaveProperty('data');
    } finally {
      await spammerClient.stop();
    }
  });
});

describe('the join state', () => {
  it('carries the last offers with a flag, and GET_OFFER_LOG_PAGE pages the older ones in order with the same projection', async () => {
    const { auction, vendors, buyer } = await runningSession(t, { vendors: 3 });
    const [a, b, c] = vendors;
    const rooms = [await enterRoom(t.url, a!.token, auction.id, sockets), await enterRoom(t.url, b!.token, auction.id, sockets)];
    const price = { next: START };
    await bid(rooms, auction.id, price, 2 * OFFER_LOG_STATE_SIZE + 20);
    const all = await offersOf(t, auction.id);

    for (const viewer of [{ token: c!.token, vendor: true }, { token: buyer.token, vendor: false }]) {
      const room = await enterRoom(t.url, viewer.token, auction.id, sockets);
      const state = (room.joined as { data: AuctionRoomState }).data;
      expect(state.offerLog).toHaveLength(OFFER_LOG_STATE_SIZE);
      expect(state.offerLogHasOlder).toBe(true);
      expect(state.offerLog.at(-1)!.sequence).toBe(all.at(-1)!.sequence);

      const pages = [state.offerLog];
      let hasOlder = state.offerLogHasOlder;
      while (hasOlder) {
        const answer = await page(room.socket, auction.id, pages[0]![0]!.sequence);
        if (!('data' in answer)) throw new Error(JSON.stringify(answer));
        pages.unshift(answer.data.offers);
        hasOlder = answer.data.hasOlder;
      }
      expect(pages).toHaveLength(3);
      const log = pages.flat();
      expect(log.map((o) => o.sequence)).toEqual(all.map((o) => o.sequence));
      expect(log.map((o) => o.totalOffer)).toEqual(all.map((o) => o.totalOffer));
      const json = JSON.stringify(log);
      if (viewer.vendor) {
        // A vendor never sees another vendor's identity, in the pages as in the state.
        expect(log.every((o) => o.label === 'Other Vendor' && o.offerId === null && o.vendorId === null)).toBe(true);
        for (const other of [a!, b!]) for (const secret of [other.name, other.email, other.procurementVendorId, other.accountId]) expect(json).not.toContain(secret);
        for (const offer of all) expect(json).not.toContain(offer.id);
      } else {
        expect(log.map((o) => o.offerId)).toEqual(all.map((o) => o.id));
      }
    }

    // The page's input is checked: no sequence, no page.
    const [room] = rooms;
    expect(refusal(await (room!.socket.timeout(5_000) as unknown as { emitWithAck(e: string, p: unknown): Promise<unknown> }).emitWithAck('GET_OFFER_LOG_PAGE', { auctionId: auction.id }))).toBeTruthy();
  });
});

describe('the join state of a live session', () => {
  it('is built once per audience and ledger moment, however many join at once, with presence and the time per caller', async () => {
    const { auction, vendors, buyer } = await runningSession(t, { vendors: 2 });
    const [a, b] = vendors;
    const rooms = [await enterRoom(t.url, a!.token, auction.id, sockets), await enterRoom(t.url, b!.token, auction.id, sockets)];
    await bid(rooms, auction.id, { next: START }, 3);
    const asVendor = { id: a!.accountId, email: a!.email, role: 'seller_auction' as const, sessionId: 'test' };
    const found = () => requireAudience(t.app.ctx.db, asVendor, auction.id);
    const states = await Promise.all(Array.from({ length: 100 }, async () => roomState(t.app.ctx, t.app.io, await found())));
    // One build: every answer shares the same projected log.
    expect(new Set(states.map((state) => state.offerLog)).size).toBe(1);
    expect(states[0]!.participants.present).toBe(2);
    // The buyer is another audience: its own build, with the names.
    const asBuyer = { id: buyer.accountId, email: buyer.email, role: 'buyer_auction' as const, sessionId: 'test' };
    const buyerState = await roomState(t.app.ctx, t.app.io, await requireAudience(t.app.ctx.db, asBuyer, auction.id));
    expect(buyerState.offerLog).not.toBe(states[0]!.offerLog);
    expect(buyerState.offerLog.map((o) => o.label)).toContain(a!.name);
    // A new offer is a new moment: built again, with it.
    await bid(rooms, auction.id, { next: START - 3 * STEP }, 1);
    const next = await roomState(t.app.ctx, t.app.io, await found());
    expect(next.offerLog).not.toBe(states[0]!.offerLog);
    expect(next.offerLog).toHaveLength(4);
  });
});
