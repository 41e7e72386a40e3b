import { randomUUID } from 'node:crypto';
import { replay, type AuctionStanding } from '@procura/domain/auction/bidding/auction-standing.rules';
import type { LedgerEntry, LedgerVerification } from '@procura/domain/auction/ledger/auction-ledger.rules';
import type { AuctionLeaderboard, AuctionRoomState, MakeOfferResult } from '@procura/domain/auction/auction.views';
import type { PriceDirection } from '@procura/domain/procurement/procurement.enums';
import type { Ack } from '@procura/domain/realtime/realtime.ack';
import type { TestApp } from '../../testing/test-app';
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

/** The newest LEADERBOARD a client heard, by sequence (as the browser applies them: an older one arriving late is ignored). */
export function lastBoard(client: RoomClient): AuctionLeaderboard | undefined {
  return payloadsOf<AuctionLeaderboard>(client, 'LEADERBOARD').reduce<AuctionLeaderboard | undefined>((newest, board) => (!newest || board.sequence > newest.sequence ? board : newest), undefined);
}

/** Waits (real time) until `ready()` holds, failing with `what` after `timeoutMs`. */
export async function until(ready: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits until the client heard a LEADERBOARD of at least `sequence` (every event of that change came before it). */
export function heardSequence(client: RoomClient, sequence: number, timeoutMs?: number): Promise<void> {
  return until(() => (lastBoard(client)?.sequence ?? 0) >= sequence, `LEADERBOARD ${sequence}`, timeoutMs);
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
