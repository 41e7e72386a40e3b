import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { useSyncExternalStore } from 'react';
import type { RoomEvent } from '../../../api/realtime/auction-room.rules';
import type { AuctionRoom, AuctionRoomOptions } from '../../../api/realtime/use-auction-room';

// A stand-in for useAuctionRoom (through vi.mock) that a page test feeds: each `serveRoom` is the
// server's next state, with the event that brought it, as the real hook hands both on.

const IDLE: AuctionRoom = {
  state: null,
  olderOffers: { hasOlder: false, loading: false, error: null, load: () => undefined },
  offsetMs: 0,
  connected: true,
  reconnecting: false,
  error: null,
  clockWrong: false,
  presentInvitationIds: null,
  makeOffer: () => new Promise(() => undefined),
  requestDisqualification: () => new Promise(() => undefined),
  disqualifyOffer: () => new Promise(() => undefined),
  declineDisqualification: () => new Promise(() => undefined),
};

let room = IDLE;
let onEvent: AuctionRoomOptions['onEvent'];
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuctionRoom(_auctionId: string, options: AuctionRoomOptions = {}): AuctionRoom {
  onEvent = options.onEvent;
  return useSyncExternalStore(
    subscribe,
    () => room,
    () => room,
  );
}

/** The room's next state (call it inside act), and the event that brought it to the page's onEvent. */
export function serveRoom(state: AuctionRoomState, event?: RoomEvent): void {
  room = { ...room, state };
  if (event) onEvent?.(event);
  for (const listener of listeners) listener();
}

/** Forgets the previous test's room. */
export function resetRoom(): void {
  room = IDLE;
  onEvent = undefined;
}
