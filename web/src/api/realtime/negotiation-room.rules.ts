import { turnView } from '@procura/domain/negotiation/negotiation-turn.rules';
import type { NegotiationServerEvents } from '@procura/domain/negotiation/negotiation.events';
import type { NegotiationStatus, NegotiationViewer } from '@procura/domain/negotiation/negotiation.enums';
import type { NegotiationOfferView, NegotiationRoomState, NegotiationTurnView } from '@procura/domain/negotiation/negotiation.views';
import { isNegotiationDone } from '@procura/domain/negotiation/negotiation-status.rules';

type Payload<E extends keyof NegotiationServerEvents> = Parameters<NegotiationServerEvents[E]>[0];

/** The negotiation room's events that change the state this client keeps (JOIN_NEGOTIATION's ack replaces it whole). */
export type NegotiationRoomEvent =
  | { type: 'NEGOTIATION_OFFER'; payload: Payload<'NEGOTIATION_OFFER'> }
  | { type: 'NEGOTIATION_STATUS'; payload: Payload<'NEGOTIATION_STATUS'> }
  | { type: 'SPECTATOR_LIST'; payload: Payload<'SPECTATOR_LIST'> };

export const NEGOTIATION_ROOM_EVENT_TYPES = ['NEGOTIATION_OFFER', 'NEGOTIATION_STATUS', 'SPECTATOR_LIST'] as const satisfies ReadonlyArray<
  NegotiationRoomEvent['type']
>;

/** The offers with one put in its place by sequence: appended in order, a known one replaced; a repeated event changes nothing. */
export function withNegotiationOffer(offers: readonly NegotiationOfferView[], offer: NegotiationOfferView): NegotiationOfferView[] {
  const index = offers.findIndex((o) => o.sequence === offer.sequence);
  if (index >= 0) return offers.map((o, i) => (i === index ? offer : o));
  return [...offers, offer].sort((a, b) => a.sequence - b.sequence);
}

/**
 * The viewer's turn for the offers this client holds, by the domain's rule (the one the server
 * judges with), so an offer event needs no second round trip; spectators never move.
 */
export function turnFor(viewer: NegotiationViewer, status: NegotiationStatus, offers: readonly NegotiationOfferView[]): NegotiationTurnView {
  return turnView(status, offers.map((offer) => ({ from: offer.from.role, status: offer.status })), viewer);
}

/** The state with one offer in place (an event or the HTTP answer), turn and the vendor's first offer updated. */
export function applyOffer(state: NegotiationRoomState, offer: NegotiationOfferView, finalPrice: string | null = null): NegotiationRoomState {
  const offers = withNegotiationOffer(state.offers, offer);
  const negotiation = {
    ...state.negotiation,
    vendorHasOffered: state.negotiation.vendorHasOffered || offer.from.role === 'vendor',
    finalPrice: finalPrice ?? state.negotiation.finalPrice,
  };
  return { ...state, offers, negotiation, turn: turnFor(state.viewer, negotiation.status, offers) };
}

/**
 * Applies one event to the kept state. Events of another negotiation (one socket may be in several
 * rooms) and events before the first full state leave it as it is.
 */
export function applyNegotiationEvent(state: NegotiationRoomState | null, event: NegotiationRoomEvent): NegotiationRoomState | null {
  if (!state || event.payload.negotiationId !== state.negotiation._id) return state;
  switch (event.type) {
    case 'NEGOTIATION_OFFER':
      return applyOffer(state, event.payload.offer, event.payload.finalPrice);
    case 'NEGOTIATION_STATUS': {
      const { status, serverNow, cancelReason, canceledBy, canceledAt } = event.payload;
      const ended = isNegotiationDone(status) && !state.negotiation.endDate ? serverNow : state.negotiation.endDate;
      const negotiation = { ...state.negotiation, status, cancelReason, canceledBy, canceledAt, endDate: ended, updatedAt: serverNow };
      return { ...state, serverNow, negotiation, turn: turnFor(state.viewer, status, state.offers) };
    }
    case 'SPECTATOR_LIST':
      return { ...state, spectators: event.payload.spectators };
  }
}
