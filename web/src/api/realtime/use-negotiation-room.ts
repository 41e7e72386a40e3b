import { NEGOTIATION_MSG } from '@procura/domain/negotiation/negotiation.messages';
import type { NegotiationOfferView, NegotiationRoomState, NegotiationView } from '@procura/domain/negotiation/negotiation.views';
import { useCallback, useRef, useState } from 'react';
import { NEGOTIATION_ROOM_EVENT_TYPES, applyNegotiationEvent, applyOffer, turnFor, type NegotiationRoomEvent } from './negotiation-room.rules';
import { offsetFromServerNow } from './auction-room.rules';
import { ACK_TIMEOUT_MS, useLiveRoom } from './use-live-room';

export interface NegotiationRoom {
  state: NegotiationRoomState | null;
  /** Server time minus local time, measured when the last state or status event arrived. */
  offsetMs: number;
  /** Was connected and lost it: the page shows the reconnecting notice. */
  reconnecting: boolean;
  /** The JOIN_NEGOTIATION refusal (e.g. 'Negotiation not found'), or null. */
  error: string | null;
  /** Puts an offer the HTTP answer returned in place at once (its event follows, and changes nothing then). */
  applyOfferAnswer: (answer: { offer: NegotiationOfferView; negotiation?: NegotiationView | null }) => void;
  /** Puts a negotiation the HTTP answer returned (start, end, cancel) in place. */
  applyNegotiation: (negotiation: NegotiationView) => void;
  /** Joins again: the full state replaces what is held. */
  resync: () => void;
}

export interface NegotiationRoomOptions {
  /** Every room event after it is applied (toasts). */
  onEvent?: (event: NegotiationRoomEvent) => void;
}

/**
 * The negotiation's room over the tab's socket (the live-room skeleton, useLiveRoom):
 * JOIN_NEGOTIATION on every (re)connection, whose ack is the full state for this viewer (a reconnect
 * resynchronises from it), then NEGOTIATION_OFFER, NEGOTIATION_STATUS and SPECTATOR_LIST applied on
 * top. Leaving the page leaves the room (LEAVE_NEGOTIATION).
 */
export function useNegotiationRoom(negotiationId: string, options: NegotiationRoomOptions = {}): NegotiationRoom {
  const [state, setState] = useState<NegotiationRoomState | null>(null);
  const [offsetMs, setOffsetMs] = useState(0);
  const onEventRef = useRef(options.onEvent);
  onEventRef.current = options.onEvent;

  const { reconnecting, error, rejoin } = useLiveRoom<NegotiationRoomState>(negotiationId, {
    join: (socket) => socket.timeout(ACK_TIMEOUT_MS).emitWithAck('JOIN_NEGOTIATION', { negotiationId }),
    failedText: NEGOTIATION_MSG.notFound,
    onState: (next) => {
      setOffsetMs(offsetFromServerNow(next.serverNow, Date.now()));
      setState(next);
    },
    listen: (socket) => {
      const handle = (event: NegotiationRoomEvent) => {
        if (event.payload.negotiationId !== negotiationId) return;
        if (event.type === 'NEGOTIATION_STATUS') setOffsetMs(offsetFromServerNow(event.payload.serverNow, Date.now()));
        setState((current) => applyNegotiationEvent(current, event));
        onEventRef.current?.(event);
      };
      const listeners = NEGOTIATION_ROOM_EVENT_TYPES.map((type) => {
        const listener = (payload: NegotiationRoomEvent['payload']) => handle({ type, payload } as NegotiationRoomEvent);
        socket.on(type, listener);
        return () => socket.off(type, listener);
      });
      return () => listeners.forEach((off) => off());
    },
    leave: (socket) => socket.emit('LEAVE_NEGOTIATION', { negotiationId }),
  });

  const applyOfferAnswer = useCallback((answer: { offer: NegotiationOfferView; negotiation?: NegotiationView | null }) => {
    setState((current) => {
      if (!current) return current;
      const next = applyOffer(current, answer.offer, answer.negotiation?.finalPrice ?? null);
      return answer.negotiation ? { ...next, negotiation: { ...next.negotiation, ...answer.negotiation } } : next;
    });
  }, []);

  const applyNegotiation = useCallback((negotiation: NegotiationView) => {
    setState((current) => {
      if (!current) return current;
      return { ...current, negotiation, turn: turnFor(current.viewer, negotiation.status, current.offers) };
    });
  }, []);

  return { state, offsetMs, reconnecting, error, applyOfferAnswer, applyNegotiation, resync: rejoin };
}
