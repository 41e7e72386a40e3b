import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { useEffect, useRef, useState } from 'react';
import { applyRoomEvent, offsetFromServerNow, serverNowOf, type RoomEvent } from './auction-room.rules';
import { getSocket } from './socket-client';

const ACK_TIMEOUT_MS = 10_000;

export interface AuctionRoom {
  state: AuctionRoomState | null;
  /** Server time minus local time, measured when the last state or status event arrived. */
  offsetMs: number;
  connected: boolean;
  /** Was connected (or tried) and lost it: the page shows the reconnecting notice. */
  reconnecting: boolean;
  /** The JOIN_AUCTION refusal (e.g. 'Failed to get auction data'), or null. */
  error: string | null;
  /** CHECK_CLIENT_TIME said this computer's clock is wrong: show AUCTION_MSG.clockWarning. */
  clockWrong: boolean;
  /** Buyer room: the invitations whose vendor is in the room now. */
  presentInvitationIds: string[] | null;
}

export interface AuctionRoomOptions {
  /** Every room event after it is applied (the buyer's waiting room refetches its table on some). */
  onEvent?: (event: RoomEvent) => void;
}

const EVENTS = ['AUCTION_STARTED', 'AUCTION_STOPPED', 'AUCTION_CANCELED', 'PRESENCE', 'ATTENDANCE_CHANGED'] as const;

/**
 * The session's room over the tab's socket: JOIN_AUCTION on every (re)connection, whose ack is the
 * full state (a reconnect resynchronises from it), the status and presence events applied on top,
 * and one CHECK_CLIENT_TIME per connection. Leaving the page leaves the room.
 */
export function useAuctionRoom(auctionId: string, options: AuctionRoomOptions = {}): AuctionRoom {
  const [state, setState] = useState<AuctionRoomState | null>(null);
  const [offsetMs, setOffsetMs] = useState(0);
  const [connected, setConnected] = useState(false);
  const [reconnecting, setReconnecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [clockWrong, setClockWrong] = useState(false);
  const [presentInvitationIds, setPresent] = useState<string[] | null>(null);
  const onEventRef = useRef(options.onEvent);
  onEventRef.current = options.onEvent;

  useEffect(() => {
    if (!auctionId) return;
    let active = true;
    const socket = getSocket();

    const receive = (next: AuctionRoomState) => {
      setOffsetMs(offsetFromServerNow(next.serverNow, Date.now()));
      setState(next);
    };

    const join = () => {
      setConnected(true);
      setReconnecting(false);
      socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('JOIN_AUCTION', { auctionId })
        .then((answer) => {
          if (!active) return;
          if ('errors' in answer) setError(answer.errors[0]?.msg ?? AUCTION_MSG.failedToLoadAuction);
          else {
            setError(null);
            receive(answer.data);
          }
        })
        .catch(() => active && setError(AUCTION_MSG.failedToLoadAuction));
      socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('CHECK_CLIENT_TIME', { clientTime: new Date().toISOString() })
        .then((answer) => active && 'data' in answer && setClockWrong(answer.data.clockWrong))
        .catch(() => undefined);
    };
    const onDisconnect = () => {
      setConnected(false);
      setReconnecting(true);
    };
    const onConnectError = () => setReconnecting(true);

    const handle = (event: RoomEvent) => {
      if (event.payload.auctionId !== auctionId) return;
      const serverNow = serverNowOf(event);
      if (serverNow) setOffsetMs(offsetFromServerNow(serverNow, Date.now()));
      if (event.type === 'PRESENCE' && event.payload.invitationIds) setPresent(event.payload.invitationIds);
      setState((current) => applyRoomEvent(current, event));
      onEventRef.current?.(event);
    };
    const listeners = EVENTS.map((type) => {
      const listener = (payload: RoomEvent['payload']) => handle({ type, payload } as RoomEvent);
      socket.on(type, listener);
      return () => socket.off(type, listener);
    });
    const onState = (next: AuctionRoomState) => next.auctionId === auctionId && receive(next);

    socket.on('connect', join);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onConnectError);
    socket.on('AUCTION_STATE', onState);
    if (socket.connected) join();
    else if (!socket.active) socket.connect();

    return () => {
      active = false;
      socket.off('connect', join);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onConnectError);
      socket.off('AUCTION_STATE', onState);
      listeners.forEach((off) => off());
      if (socket.connected) socket.emit('LEAVE_AUCTION', { auctionId });
    };
  }, [auctionId]);

  return { state, offsetMs, connected, reconnecting, error: error ?? null, clockWrong, presentInvitationIds };
}
