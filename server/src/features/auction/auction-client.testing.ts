import { io as connect, type Socket } from 'socket.io-client';
import type { Ack } from '@procura/domain/realtime/realtime.ack';
import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import type { ClientToServerEvents, ServerToClientEvents } from '@procura/domain/realtime/realtime.events';

export type AuctionClient = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A browser's socket signed in with `token` (or anonymous), connected over websocket. */
export async function connectAs(url: string, token?: string): Promise<AuctionClient> {
  const socket: AuctionClient = connect(url, { transports: ['websocket'], reconnection: false, forceNew: true, auth: token ? { token } : {} });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

export function join(socket: AuctionClient, auctionId: string): Promise<Ack<AuctionRoomState>> {
  return socket.timeout(5_000).emitWithAck('JOIN_AUCTION', { auctionId });
}

/** Every event a socket receives, with its payload, in order. */
export function recordAll(socket: AuctionClient): { event: string; payload: unknown }[] {
  const seen: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => seen.push({ event, payload }));
  return seen;
}

export const settle = (ms = 200) => new Promise((resolve) => setTimeout(resolve, ms));
