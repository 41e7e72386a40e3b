import { NEGOTIATION_MSG } from '@procura/domain/negotiation/negotiation.messages';
import type { NegotiationOfferView, NegotiationRoomState, NegotiationView } from '@procura/domain/negotiation/negotiation.views';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NEGOTIATION_ROOM_EVENT_TYPES, applyNegotiationEvent, applyOffer, turnFor, type NegotiationRoomEvent } from './negotiation-room.rules';
import { offsetFromServerNow } from './auction-room.rules';
import { isSessionTimeoutAnswer } from './socket-auth.rules';
import { getSocket, isRenewingSignIn, renewSocket } from './socket-client';

const ACK_TIMEOUT_MS = 10_000;

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
 * The negotiation's room over the tab's socket: JOIN_NEGOTIATION on every (re)connection, whose ack
 * is the full state for this viewer (a reconnect resynchronises from it), then NEGOTIATION_OFFER,
 * NEGOTIATION_STATUS and SPECTATOR_LIST applied on top. Leaving the page leaves the room.
 */
export function useNegotiationRoom(negotiationId: string, options: NegotiationRoomOptions = {}): NegotiationRoom {
  const [state, setState] = useState<NegotiationRoomState | null>(null);
  const [offsetMs, setOffsetMs] = useState(0);
  const [reconnecting, setReconnecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onEventRef = useRef(options.onEvent);
  onEventRef.current = options.onEvent;
  const joinRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!negotiationId) return;
    let active = true;
    const socket = getSocket();

    const join = () => {
      setReconnecting(false);
      socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('JOIN_NEGOTIATION', { negotiationId })
        .then((answer) => {
          if (!active) return;
          // The socket's token expired: renewing it connects again, and 'connect' joins again. No error to show.
          if (isSessionTimeoutAnswer(answer)) void renewSocket();
          else if ('errors' in answer) setError(answer.errors[0]?.msg ?? NEGOTIATION_MSG.notFound);
          else {
            setError(null);
            setOffsetMs(offsetFromServerNow(answer.data.serverNow, Date.now()));
            setState(answer.data);
          }
        })
        .catch(() => active && setError(NEGOTIATION_MSG.notFound));
    };
    joinRef.current = join;
    const onDisconnect = () => !isRenewingSignIn() && setReconnecting(true);
    const onConnectError = () => !isRenewingSignIn() && setReconnecting(true);

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

    socket.on('connect', join);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onConnectError);
    if (socket.connected) join();
    else if (!socket.active) socket.connect();

    return () => {
      active = false;
      joinRef.current = () => undefined;
      socket.off('connect', join);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onConnectError);
      listeners.forEach((off) => off());
      if (socket.connected) socket.emit('LEAVE_NEGOTIATION', { negotiationId });
    };
  }, [negotiationId]);

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

  const resync = useCallback(() => joinRef.current(), []);

  return { state, offsetMs, reconnecting, error, applyOfferAnswer, applyNegotiation, resync };
}
