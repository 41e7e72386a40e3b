import type { Ack } from '../realtime/realtime.ack';
import type { NegotiationStatus } from './negotiation.enums';
import type { NewMessageInput } from './negotiation.schemas';
import type { CancelInfo, ChatMessageView, ChatRoomView, NegotiationOfferView, NegotiationRoomState, SpectatorView } from './negotiation.views';

/** Room names: parties and spectators of one negotiation hear the same room; chat has its own. */
export const negotiationRoom = (negotiationId: string) => `negotiation:${negotiationId}`;
export const chatRoom = (roomId: string) => `chat:${roomId}`;

/** Negotiation and chat events the server sends (docs/rules/negotiation.md#contract), after commit. */
export interface NegotiationServerEvents {
  /** A committed offer, DEAL or NOT_DEAL; each client then asks nothing: turn is recomputed from the offers it holds. */
  NEGOTIATION_OFFER: (event: { negotiationId: string; offer: NegotiationOfferView; dealFinal: boolean; finalPrice: string | null }) => void;
  /** Started, ended or canceled (and the batch's cancel). */
  NEGOTIATION_STATUS: (event: { negotiationId: string; status: NegotiationStatus; serverNow: string } & CancelInfo) => void;
  SPECTATOR_LIST: (event: { negotiationId: string; spectators: SpectatorView[] }) => void;
  /** A stored chat message, to everyone in the chat room. */
  RESPONSE_MESSAGE: (message: ChatMessageView) => void;
}

/** Commands; each answered by an ack with the HTTP envelope. */
export interface NegotiationClientEvents {
  /** Enter the negotiation's room (parties and invited spectators); the ack is the state. Sent again after a reconnect. */
  JOIN_NEGOTIATION: (payload: { negotiationId: string }, ack: (answer: Ack<NegotiationRoomState>) => void) => void;
  LEAVE_NEGOTIATION: (payload: { negotiationId: string }, ack?: (answer: Ack<{ negotiationId: string }>) => void) => void;
  /** Enter a chat room; answered as the spec's RESPONSE_JOIN_CHAT_ROOM (also in the ack). */
  JOIN_CHAT_ROOM: (payload: { roomId: string }, ack?: (answer: Ack<ChatRoomView>) => void) => void;
  NEW_MESSAGE: (payload: NewMessageInput, ack?: (answer: Ack<ChatMessageView>) => void) => void;
}

/** The spec's name for the chat join answer, emitted to the joining socket. */
export interface ChatJoinServerEvents {
  RESPONSE_JOIN_CHAT_ROOM: (room: ChatRoomView) => void;
}

