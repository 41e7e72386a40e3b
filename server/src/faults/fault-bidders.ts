import { randomUUID } from 'node:crypto';
import { io as connect } from 'socket.io-client';
import type { AuctionLeaderboard, AuctionOfferLogPage, AuctionOwnStanding, AuctionRoomState, MakeOfferResult } from '@procura/domain/auction/auction.views';
import type { Ack } from '@procura/domain/realtime/realtime.ack';
import type { AuctionClient } from '../features/auction/auction-client.testing';
import { sleep } from './fault-processes';

// A vendor's browser tab in a live auction as the fault tests drive it: a socket to one node that,
// when its node goes away, connects to the next one (as a load balancer sends a reconnect to a live
// node), joins again and takes the full state (docs/realtime.md: join again after every reconnect),
// then retries the offers that got no answer with the same idempotency key. It remembers every
// offer acknowledged to it, and the standings as it last heard them.

// As the web's room (use-auction-room.ts): an answer may take this long on a busy node.
const ACK_TIMEOUT_MS = 10_000;

/** What a client believes about the room: the newest standings it heard (by sequence). */
export interface ClientView {
  sequence: number;
  ledgerHeadHash: string | null;
  leadingPrice: string | null;
  endTime: string;
  status: string;
  /** The vendor's own last offer (the room's `you`). */
  lastOffer: string | null;
}

export interface AcknowledgedOffer {
  key: string;
  sequence: number;
  totalOffer: string;
}

export class Bidder {
  socket: AuctionClient | null = null;
  url: string;
  view: ClientView | null = null;
  /** Offers acknowledged with `data`, by idempotency key. */
  readonly acknowledged = new Map<string, AcknowledgedOffer>();
  /** Offers sent without an answer yet (a lost connection, a timeout): retried with the same key. */
  readonly unanswered = new Map<string, string>();
  /** Sequences of the offers this client knows of (the joined log, NEW_OFFER, its own acks). */
  readonly knownOffers = new Set<number>();
  /** Refusals by message. */
  readonly refusals = new Map<string, number>();
  /** Every successful join: the node and the state's sequence. */
  readonly joins: Array<{ url: string; sequence: number }> = [];
  stopped = false;
  /** AUCTION_STATE events received (resyncs). */
  resyncs = 0;
  /** Why the connection was lost or refused, in order (for the report when something fails). */
  readonly troubles: string[] = [];
  timerExtended: Array<{ endTime: string; sequence: number }> = [];
  private closed = false;
  private reconnecting = false;
  private joined = false;

  constructor(
    private readonly urls: string[],
    first: number,
    private readonly token: string,
    private readonly auctionId: string,
    /** The procurement vendor this socket bids for (several sockets may share one). */
    readonly vendorId: string,
  ) {
    this.url = urls[first % urls.length]!;
  }

  get ready(): boolean {
    return this.joined && !!this.socket?.connected;
  }

  async connect(): Promise<void> {
    await this.open(this.url);
  }

  private async open(url: string): Promise<void> {
    const socket: AuctionClient = connect(url, { transports: ['websocket'], reconnection: false, forceNew: true, auth: { token: this.token }, timeout: ACK_TIMEOUT_MS });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (error) => {
        this.troubles.push(`connect_error ${url}: ${error.message}`);
        socket.close();
        reject(error);
      });
    });
    this.socket = socket;
    this.url = url;
    socket.on('LEADERBOARD', (board) => this.hear(board));
    socket.on('YOUR_STANDING', (standing) => this.hearOwn(standing));
    // A resync (a node whose Redis connection came back): the full state, the offer log with it.
    socket.on('AUCTION_STATE', (state) => {
      const knewBefore = this.knownOffers.size > 0;
      for (const offer of state.offerLog) this.knownOffers.add(offer.sequence);
      this.hear(state);
      this.resyncs += 1;
      if (knewBefore) void this.fillGap(socket, state);
    });
    socket.on('NEW_OFFER', (event) => this.knownOffers.add(event.offer.sequence));
    socket.on('TIMER_EXTENDED', (event) => {
      this.timerExtended.push({ endTime: event.endTime, sequence: event.sequence });
      if (this.view && event.sequence >= this.view.sequence) this.view = { ...this.view, endTime: event.endTime };
    });
    // The status event is enough here (the web joins again for the final participants; 200 joins at once cost seconds).
    socket.on('AUCTION_STARTED', (event) => {
      if (this.view) this.view = { ...this.view, status: event.status, endTime: event.endTime };
    });
    socket.on('AUCTION_STOPPED', (event) => {
      this.stopped = true;
      if (this.view) this.view = { ...this.view, status: event.status, endTime: event.endTime };
    });
    socket.on('disconnect', (reason) => {
      this.troubles.push(`disconnect ${url}: ${reason}`);
      this.joined = false;
      if (!this.closed && reason !== 'io client disconnect') void this.failOver();
    });
    await this.join();
  }

  private hear(board: AuctionLeaderboard | AuctionRoomState): void {
    if (board.auctionId !== this.auctionId) return;
    if (this.view && board.sequence < this.view.sequence) return;
    // The vendors' shared board (`you: null`) tells the room's standings; the own part comes in YOUR_STANDING.
    const shared = board.you === null;
    this.view = {
      sequence: board.sequence,
      ledgerHeadHash: board.ledgerHeadHash,
      leadingPrice: board.leadingPrice,
      endTime: board.endTime,
      status: board.status,
      lastOffer: shared ? (this.view?.lastOffer ?? null) : (board.you?.lastOffer ?? null),
    };
  }

  /** The vendor's own standing after the shared board of the same change (a late, older one is ignored). */
  private hearOwn(standing: AuctionOwnStanding): void {
    if (standing.auctionId !== this.auctionId || !this.view || standing.sequence < this.view.sequence) return;
    this.view = { ...this.view, lastOffer: standing.you.lastOffer };
  }

  /** JOIN_AUCTION; the ack's full state replaces the view, then unanswered offers are sent again. */
  async join(): Promise<void> {
    const socket = this.socket;
    if (!socket) return;
    const answer = (await socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('JOIN_AUCTION', { auctionId: this.auctionId })
      .catch(() => null)) as Ack<AuctionRoomState> | null;
    if (!answer || !('data' in answer)) {
      // Not answered in time (a busy node) or refused: ask again on the same connection, as long as it lasts.
      this.troubles.push(`join ${this.url}: ${answer ? JSON.stringify(answer) : 'no answer'}`);
      await sleep(500 + Math.random() * 1_000);
      if (!this.closed && this.socket === socket && socket.connected) await this.join();
      return;
    }
    const state = answer.data;
    this.view = null;
    this.hear(state);
    const knewBefore = this.knownOffers.size > 0;
    for (const offer of state.offerLog) this.knownOffers.add(offer.sequence);
    if (knewBefore) await this.fillGap(socket, state);
    this.joins.push({ url: this.url, sequence: state.sequence });
    this.joined = true;
    for (const [key, totalOffer] of [...this.unanswered]) await this.send(key, totalOffer);
  }

  /**
   * A state carries the last offers of the log only (offerLogHasOlder): after a gap (offers missed while
   * a node or Redis was away) it pages the older ones back to what it knew, as a client that shows the
   * whole log does (GET_OFFER_LOG_PAGE).
   */
  private async fillGap(socket: AuctionClient, state: AuctionRoomState): Promise<void> {
    let before = state.offerLog[0]?.sequence;
    let hasOlder = state.offerLogHasOlder;
    for (let page = 0; hasOlder && before !== undefined && page < 20; page += 1) {
      const answer = (await socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('GET_OFFER_LOG_PAGE', { auctionId: this.auctionId, beforeSequence: before, limit: 100 })
        .catch(() => null)) as Ack<AuctionOfferLogPage> | null;
      if (!answer || !('data' in answer)) {
        this.troubles.push(`offer log page ${this.url}: ${answer ? JSON.stringify(answer) : 'no answer'}`);
        return;
      }
      const reachedKnown = answer.data.offers.some((offer) => this.knownOffers.has(offer.sequence));
      for (const offer of answer.data.offers) this.knownOffers.add(offer.sequence);
      if (reachedKnown) return;
      before = answer.data.offers[0]?.sequence;
      hasOlder = answer.data.hasOlder;
    }
  }

  /** Connects to the next node (then the one after), with a short random wait between tries. */
  private async failOver(): Promise<void> {
    if (this.reconnecting || this.closed) return;
    this.reconnecting = true;
    this.socket?.removeAllListeners();
    this.socket?.close();
    this.socket = null;
    let next = this.urls.indexOf(this.url);
    while (!this.closed) {
      next = (next + 1) % this.urls.length;
      await sleep(100 + Math.random() * 400);
      try {
        await this.open(this.urls[next]!);
        break;
      } catch {
        // that node is not there (yet): try the next one
      }
    }
    this.reconnecting = false;
  }

  /**
   * One offer below the price to beat as this client last heard it (the leading price in an OPEN
   * session, the vendor's own last offer in a CLOSE one), by 1 to `spread` decrements; first an
   * unanswered one again, with its key.
   */
  async bid(initialPrice: number, decrement: number, spread = 5): Promise<void> {
    if (!this.ready) return;
    const [again] = this.unanswered;
    if (again) return this.send(again[0], again[1]);
    const toBeat = this.view?.leadingPrice ?? this.view?.lastOffer;
    const price = (toBeat ? Number(toBeat) : initialPrice) - decrement * (1 + Math.floor(Math.random() * spread));
    await this.send(randomUUID(), price.toFixed(2));
  }

  private async send(key: string, totalOffer: string): Promise<void> {
    const socket = this.socket;
    if (!socket) return;
    this.unanswered.set(key, totalOffer);
    const answer = (await socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('MAKE_OFFER', { auctionId: this.auctionId, idempotencyKey: key, totalOffer })
      .catch(() => null)) as Ack<MakeOfferResult> | null;
    if (!answer) return; // no answer: kept in `unanswered`, sent again after the next join
    this.unanswered.delete(key);
    if ('data' in answer) {
      this.acknowledged.set(key, { key, sequence: answer.data.offer.sequence, totalOffer: answer.data.offer.totalOffer });
      this.knownOffers.add(answer.data.offer.sequence);
      this.hear(answer.data.state);
    } else {
      const msg = (answer.errors[0]?.msg ?? '').replace(/[\d,.]+/g, '#');
      this.refusals.set(msg, (this.refusals.get(msg) ?? 0) + 1);
    }
  }

  /** Sends every unanswered offer again until each is answered (an offer committed before a fault answers its first result). */
  async settle(timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.unanswered.size > 0 && Date.now() < deadline) {
      if (!this.ready) {
        await sleep(200);
        continue;
      }
      const [key, totalOffer] = [...this.unanswered][0]!;
      await this.send(key, totalOffer);
    }
  }

  close(): void {
    this.closed = true;
    this.socket?.removeAllListeners();
    this.socket?.close();
    this.socket = null;
  }
}

/** Every bidder bids about every `pauseMs` (randomised) until `stop()` returns true. */
export async function bidUntil(
  bidders: Bidder[],
  stop: () => boolean,
  pauseMs: number,
  prices: { initialPrice: number; decrement: number; spread?: number },
): Promise<void> {
  await Promise.all(
    bidders.map(async (bidder) => {
      await sleep(Math.random() * pauseMs);
      while (!stop()) {
        await bidder.bid(prices.initialPrice, prices.decrement, prices.spread);
        await sleep(pauseMs * (0.5 + Math.random()));
      }
    }),
  );
}

/** Connects every bidder, a few at a time (a room filling up, not one burst). */
export async function connectAll(bidders: Bidder[], batch = 20): Promise<void> {
  for (let i = 0; i < bidders.length; i += batch) await Promise.all(bidders.slice(i, i + batch).map((b) => b.connect()));
}
