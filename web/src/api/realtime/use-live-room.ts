import type { Ack } from '@procura/domain/realtime/realtime.ack';
import { useCallback, useEffect, useRef, useState } from 'react';
import { joinOutcome } from './live-room.rules';
import { getSocket, isRenewingSignIn, renewSocket, type AppSocket } from './socket-client';

export { ACK_TIMEOUT_MS } from './live-room.rules';

/** What a room is to the skeleton: how to join it and leave it, and what it listens to. */
export interface LiveRoomSpec<T> {
  /** The join command (JOIN_AUCTION, JOIN_NEGOTIATION, JOIN_CHAT_ROOM) with its payload; its ack is the room's full state. */
  join: (socket: AppSocket) => Promise<Ack<T>>;
  /** The refusal shown when the join fails without a text, or gets no answer. */
  failedText: string;
  /** The full state of a join or a resync (the error is already cleared for a join). */
  onState: (state: T) => void;
  /** Sent on every join after the join command (the auction's CHECK_CLIENT_TIME); `active` is false once the room is left. */
  alsoOnJoin?: (socket: AppSocket, active: () => boolean) => void;
  /** The room's own events, subscribed while the room is open; answers the unsubscribe. `rejoin` joins again as on a connection. */
  listen?: (socket: AppSocket, rejoin: () => void) => () => void;
  /** The leave command sent when the page leaves the room (when connected); none for a room the server forgets by itself. */
  leave?: (socket: AppSocket) => void;
  /** A connection attempt that fails shows the reconnecting notice too (true unless said otherwise). */
  noticeConnectErrors?: boolean;
}

export interface LiveRoom {
  /** Joined on the current connection (set on each join, cleared on a disconnect). */
  connected: boolean;
  /** Was connected (or tried) and lost it: the page shows the reconnecting notice. A renewal of the sign-in is no loss. */
  reconnecting: boolean;
  /** The join's refusal, or null. */
  error: string | null;
  /** Joins again as on a connection: the full state replaces what is held, the error and the notice follow the answer. */
  rejoin: () => void;
  /** Asks for the full state again without touching the error or the notice (an answer that is no state is ignored). */
  resync: () => void;
}

/**
 * The one skeleton of the live rooms (the auction's, the negotiation's, the chat's) over the tab's
 * socket: the join command on every (re)connection, whose ack is the room's full state (a reconnect
 * resynchronises from it); a session-timeout refusal renews the sign-in, whose new connection joins
 * again; the room's events listened to while it is open; the reconnecting notice on a lost
 * connection (not on a routine renewal); the leave command when the page leaves. No `roomId`: no room.
 */
export function useLiveRoom<T>(roomId: string | null, spec: LiveRoomSpec<T>): LiveRoom {
  const [connected, setConnected] = useState(false);
  const [reconnecting, setReconnecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The spec is read when used: its callbacks may be new on every render, the room is the same.
  const specRef = useRef(spec);
  specRef.current = spec;
  const rejoinRef = useRef<() => void>(() => undefined);
  const resyncRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!roomId) return;
    let active = true;
    const socket = getSocket();
    const noticeConnectErrors = specRef.current.noticeConnectErrors ?? true;

    const join = () => {
      setConnected(true);
      setReconnecting(false);
      const { failedText } = specRef.current;
      specRef.current
        .join(socket)
        .then((answer) => {
          if (!active) return;
          const outcome = joinOutcome(answer, failedText);
          if (outcome.kind === 'renew') void renewSocket();
          else if (outcome.kind === 'refused') setError(outcome.error);
          else {
            setError(null);
            specRef.current.onState(outcome.data);
          }
        })
        .catch(() => active && setError(failedText));
      specRef.current.alsoOnJoin?.(socket, () => active);
    };
    rejoinRef.current = join;
    resyncRef.current = () => {
      specRef.current
        .join(socket)
        .then((answer) => active && 'data' in answer && specRef.current.onState(answer.data))
        .catch(() => undefined);
    };
    const onDisconnect = () => {
      setConnected(false);
      if (!isRenewingSignIn()) setReconnecting(true);
    };
    const onConnectError = () => !isRenewingSignIn() && setReconnecting(true);
    const unlisten = specRef.current.listen?.(socket, join);

    socket.on('connect', join);
    socket.on('disconnect', onDisconnect);
    if (noticeConnectErrors) socket.on('connect_error', onConnectError);
    if (socket.connected) join();
    else if (!socket.active) socket.connect();

    return () => {
      active = false;
      rejoinRef.current = () => undefined;
      resyncRef.current = () => undefined;
      socket.off('connect', join);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onConnectError);
      unlisten?.();
      if (socket.connected) specRef.current.leave?.(socket);
    };
  }, [roomId]);

  const rejoin = useCallback(() => rejoinRef.current(), []);
  const resync = useCallback(() => resyncRef.current(), []);
  return { connected, reconnecting, error, rejoin, resync };
}

