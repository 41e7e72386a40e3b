import { io as connect, type Socket } from 'socket.io-client';
import type { DemoOffer } from '@procura/domain/demo-room/demo-room.schemas';
import type { Ack } from '@procura/domain/realtime/realtime.ack';
import type { ClientToServerEvents, ServerToClientEvents } from '@procura/domain/realtime/realtime.events';

export type DemoClient = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A browser's socket, connected (websocket only, as a test needs no polling fallback). */
export async function connectClient(url: string): Promise<DemoClient> {
  const socket: DemoClient = connect(url, { transports: ['websocket'], reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Connects and joins the demo room under `username`. */
export async function joinedClient(url: string, username: string): Promise<DemoClient> {
  const socket = await connectClient(url);
  const answer = await socket.timeout(5_000).emitWithAck('JOIN_DEMO_ROOM', { username });
  if (!('data' in answer)) throw new Error(`join refused: ${JSON.stringify(answer)}`);
  return socket;
}

/** Sends anything at all under an event name, as a hostile client could, and returns the ack. */
export function sendRaw(socket: DemoClient, event: string, ...args: unknown[]): Promise<Ack<DemoOffer>> {
  const untyped = socket as unknown as Socket;
  return untyped.timeout(5_000).emitWithAck(event, ...args) as Promise<Ack<DemoOffer>>;
}

/** Resolves with the next payload of a server event, or rejects after `ms`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: DemoClient,
  event: E,
  ms = 5_000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    const listener = ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    }) as ServerToClientEvents[E];
    (socket as unknown as Socket).once(event, listener as never);
  });
}

/** Collects every payload of a server event, to check later that none arrived. */
export function recordEvents<E extends keyof ServerToClientEvents>(socket: DemoClient, event: E): Parameters<ServerToClientEvents[E]>[0][] {
  const seen: Parameters<ServerToClientEvents[E]>[0][] = [];
  (socket as unknown as Socket).on(event as string, (payload: Parameters<ServerToClientEvents[E]>[0]) => {
    seen.push(payload);
  });
  return seen;
}

export const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));
