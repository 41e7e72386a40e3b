import type { AuctionServerEvents } from '@procura/domain/auction/auction.events';
import type { AuctionRoomState } from '@procura/domain/auction/auction.views';

type Payload<E extends keyof AuctionServerEvents> = Parameters<AuctionServerEvents[E]>[0];

/** The room events that change the state this client keeps (AUCTION_STATE replaces it whole). */
export type RoomEvent =
  | { type: 'AUCTION_STARTED'; payload: Payload<'AUCTION_STARTED'> }
  | { type: 'AUCTION_STOPPED'; payload: Payload<'AUCTION_STOPPED'> }
  | { type: 'AUCTION_CANCELED'; payload: Payload<'AUCTION_CANCELED'> }
  | { type: 'PRESENCE'; payload: Payload<'PRESENCE'> }
  | { type: 'ATTENDANCE_CHANGED'; payload: Payload<'ATTENDANCE_CHANGED'> };

/**
 * Applies one event to the kept state. Events of another session (one socket may be in several
 * rooms) and events before the first full state leave it as it is; the next JOIN_AUCTION ack
 * brings everything anyway.
 */
export function applyRoomEvent(state: AuctionRoomState | null, event: RoomEvent): AuctionRoomState | null {
  if (!state || event.payload.auctionId !== state.auctionId) return state;
  switch (event.type) {
    case 'AUCTION_STARTED':
    case 'AUCTION_STOPPED': {
      const { status, startTime, endTime, serverNow } = event.payload;
      return { ...state, status, startTime, endTime, serverNow };
    }
    case 'AUCTION_CANCELED': {
      const { status, startTime, endTime, serverNow, cancelReason, canceledBy, canceledAt } = event.payload;
      return { ...state, status, startTime, endTime, serverNow, cancel: { cancelReason, canceledBy, canceledAt } };
    }
    case 'PRESENCE':
      return { ...state, participants: { ...state.participants, present: event.payload.present } };
    case 'ATTENDANCE_CHANGED':
      return state;
  }
}

/** The serverNow an event carries, when it carries one (it refreshes the clock offset). */
export function serverNowOf(event: RoomEvent): string | null {
  return 'serverNow' in event.payload ? event.payload.serverNow : null;
}

/** Server time minus local time, from a `serverNow` received at local `receivedAtMs`. */
export function offsetFromServerNow(serverNowIso: string, receivedAtMs: number): number {
  const server = Date.parse(serverNowIso);
  return Number.isNaN(server) ? 0 : server - receivedAtMs;
}
