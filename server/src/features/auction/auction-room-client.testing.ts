import { randomUUID } from 'node:crypto';
import { replay, type AuctionStanding } from '@procura/domain/auction/bidding/auction-standing.rules';
import type { LedgerEntry, LedgerVerification } from '@procura/domain/auction/ledger/auction-ledger.rules';
import type { AuctionLeaderboard, AuctionOwnStanding, AuctionRoomState, MakeOfferResult } from '@procura/domain/auction/auction.views';
import type { PriceDirection } from '@procura/domain/procurement/procurement.enums';
import type { Ack } from '@procura/domain/realtime/realtime.ack';
import type { TestApp } from '../../testing/test-app';
// The web room's own merge (a test fixture may reach what it exercises): the server's events must add up to the full projection there.
import { applyRoomEvent, type RoomEvent } from '../../../../web/src/api/realtime/auction-room.rules';
import { connectAs, join, recordAll, type AuctionClient } from './auction-client.testing';

// A browser in a live auction room for the whole-auction tests: a socket that joined the room and
// keeps everything it heard, the offers it sends over MAKE_OFFER, and the ledger as the buyer reads it.

export interface RoomClient {
  socket: AuctionClient;
  /** Every event this socket received after it joined, in order. */
  heard: { event: string; payload: unknown }[];
  /** JOIN_AUCTION's ack. */
  joined: Ack<AuctionRoomState>;
}

/** Connects with `token` to `url`, joins the session's room and records from then on; `opened` collects the socket for closing. */
export async function enterRoom(url: string, token: string, auctionId: string, opened: AuctionClient[]): Promise<RoomClient> {
  const socket = await connectAs(url, token);
  opened.push(socket);
  const heard = recordAll(socket);
  const joined = await join(socket, auctionId);
  if (!('data' in joined)) throw new Error(`joining failed: ${JSON.stringify(joined)}`);
  return { socket, heard, joined };
}

/** MAKE_OFFER over the socket with a fresh idempotency key; resolves with the ack (sent after commit). */
export function sendOffer(client: RoomClient, auctionId: string, body: Record<string, unknown>): Promise<Ack<MakeOfferResult>> {
  return client.socket.timeout(10_000).emitWithAck('MAKE_OFFER', { auctionId, idempotencyKey: randomUUID(), ...body } as never);
}

/** The payloads of one event a client heard. */
export function payloadsOf<T = unknown>(client: RoomClient, event: string): T[] {
  return client.heard.filter((h) => h.event === event).map((h) => h.payload as T);
}

/**
 * The standings the client's browser shows now: its join's state with every LEADERBOARD and YOUR_STANDING
 * it heard applied in order by the web room's own rules (a vendor merges the vendors' shared board with
 * its own standing; an older board arriving late is ignored).
 */
export function lastBoard(client: RoomClient): AuctionLeaderboard | undefined {
  if (!('data' in client.joined)) return undefined;
  let state: AuctionRoomState | null = client.joined.data;
  for (const { event, payload } of client.heard) {
    if (event === 'LEADERBOARD' || event === 'YOUR_STANDING') state = applyRoomEvent(state, { type: event, payload } as RoomEvent);
  }
  const { auctionId, sequence, serverNow, status, endTime, extensionsUsed, leadingPrice, ranks, you, items, ledgerHeadHash, effectiveDecrement } = state!;
  return { auctionId, sequence, serverNow, status, endTime, extensionsUsed, leadingPrice, ranks, you, items, ledgerHeadHash, effectiveDecrement };
}

/** A vendor that takes part (its state has its own '(You)' row): each change ends, for it, with its YOUR_STANDING. */
const takesPart = (client: RoomClient) => 'data' in client.joined && client.joined.data.ranks.some((rank) => rank.you);

/** Waits (real time) until `ready()` holds, failing with `what` after `timeoutMs`. */
export async function until(ready: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Waits until the client heard the change of at least `sequence` whole: its LEADERBOARD, and for a
 * vendor that takes part its own part too (the last event of a change; every other came before): its
 * YOUR_STANDING, or in CLOSE its own whole board (a LEADERBOARD with `you`).
 */
export function heardSequence(client: RoomClient, sequence: number, timeoutMs?: number): Promise<void> {
  const ownBoard = () => payloadsOf<AuctionLeaderboard>(client, 'LEADERBOARD').some((b) => b.you !== null && b.sequence >= sequence);
  const heardOwn = () => !takesPart(client) || ownBoard() || payloadsOf<AuctionOwnStanding>(client, 'YOUR_STANDING').some((s) => s.sequence >= sequence);
  return until(() => (lastBoard(client)?.sequence ?? 0) >= sequence && heardOwn(), `LEADERBOARD ${sequence}`, timeoutMs);
}

/** The whole ledger (the buyer's read) and its replay. */
export async function ledgerOfSession(t: TestApp, buyerToken: string, auctionId: string, direction: PriceDirection): Promise<{ entries: LedgerEntry[]; headHash: string | null; standing: AuctionStanding }> {
  const answer = await t.call('GET', `/api/secured/auction/${auctionId}/ledger`, { token: buyerToken });
  if (answer.status !== 200) throw new Error(`ledger: ${JSON.stringify(answer.body)}`);
  const entries = answer.body.data.entries as LedgerEntry[];
  return { entries, headHash: answer.body.data.headHash, standing: replay(direction, entries) };
}

/** GET …/ledger/verify. */
export async function verifyOf(t: TestApp, token: string, auctionId: string): Promise<LedgerVerification> {
  const answer = await t.call('GET', `/api/secured/auction/${auctionId}/ledger/verify`, { token });
  if (answer.status !== 200) throw new Error(`verify: ${JSON.stringify(answer.body)}`);
  return answer.body.data as LedgerVerification;
}

/** The first error message of a refused ack or answer. */
export const refusal = (answer: unknown) => (answer as { errors?: { msg: string }[] }).errors?.[0]?.msg;
