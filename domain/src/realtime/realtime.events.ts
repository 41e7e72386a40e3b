import type { AuctionClientEvents, AuctionServerEvents } from '../auction/auction.events';
import type { ChatJoinServerEvents, NegotiationClientEvents, NegotiationServerEvents } from '../negotiation/negotiation.events';
import type { DemoOffer, JoinDemoRoomInput, JoinDemoRoomResult, SubmitDemoOfferInput } from '../demo-room/demo-room.schemas';
import type { Ack } from './realtime.ack';

/** Events the server sends to browsers; each area's map is merged in. */
export interface ServerToClientEvents extends AuctionServerEvents, NegotiationServerEvents, ChatJoinServerEvents {
  pong: (payload: { serverNow: string }) => void;
  /** Demo room: an offer was stored; sent to everyone in the room, the sender included. */
  NEW_DEMO_OFFER: (offer: DemoOffer) => void;
  /** Demo room: someone else joined ('{name} has joined the room'). */
  DEMO_USER_JOINED: (payload: { username: string }) => void;
  /** Demo room: someone else left or lost the connection ('{name} has left the auction room'). */
  DEMO_USER_LEFT: (payload: { username: string }) => void;
}

/** Events browsers send to the server. Payloads are parsed on arrival: the types say what a good client sends. */
export interface ClientToServerEvents extends AuctionClientEvents, NegotiationClientEvents {
  ping: () => void;
  /** Demo room: enter under a name (normalised like POST /api/room/join). Sent again after a reconnect. */
  JOIN_DEMO_ROOM: (payload: JoinDemoRoomInput, ack: (answer: Ack<JoinDemoRoomResult>) => void) => void;
  /** Demo room: leave without closing the connection. */
  LEAVE_DEMO_ROOM: () => void;
  /** Demo room: submit an offer; the ack carries the stored offer or the errors. */
  SUBMIT_DEMO_OFFER: (payload: SubmitDemoOfferInput, ack: (answer: Ack<DemoOffer>) => void) => void;
}
