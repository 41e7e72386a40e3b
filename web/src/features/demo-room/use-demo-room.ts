import type { FieldError } from '@procura/domain/common/errors';
import { DEMO_ROOM_MSG } from '@procura/domain/demo-room/demo-room.messages';
import type { DemoOffer } from '@procura/domain/demo-room/demo-room.schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { GENERIC_ERROR } from '../../api/api-error';
import { closeSocket, getSocket, type AppSocket } from '../../api/realtime/socket-client';
import { notifyError } from '../../components/form/apply-server-errors';
import { notify } from '../../components/notify';
import { fetchDemoOffers } from './demo-room.api';
import { mergeDemoOffers } from './demo-offers.rules';

const ACK_TIMEOUT_MS = 10_000;

export type OfferResult = { offer: DemoOffer } | { errors: FieldError[] };

export interface DemoRoom {
  offers: DemoOffer[];
  loading: boolean;
  connected: boolean;
  submitOffer(price: string): Promise<OfferResult>;
}

/**
 * The room's live side: joins under `username` on every (re)connection, then refetches so no offer
 * made while away is missed; merges live offers; shows the room's toasts. Leaving the page closes
 * the connection, which the server announces to the others.
 */
export function useDemoRoom(username: string): DemoRoom {
  const [offers, setOffers] = useState<DemoOffer[]>([]);
  const [loading, setLoading] = useState(true);
  const [connected, setConnected] = useState(false);
  const socketRef = useRef<AppSocket | null>(null);

  useEffect(() => {
    let active = true;
    const socket = getSocket();
    socketRef.current = socket;
    const addOffers = (incoming: DemoOffer[]) => setOffers((current) => mergeDemoOffers(current, incoming));

    const refetch = () =>
      fetchDemoOffers()
        .then((list) => active && addOffers(list))
        .catch((error: unknown) => active && notifyError(error))
        .finally(() => active && setLoading(false));

    const join = () => {
      setConnected(true);
      socket.emit('JOIN_DEMO_ROOM', { username }, (answer) => {
        if ('errors' in answer) notify(answer.errors[0]?.msg ?? GENERIC_ERROR, 'error');
        else void refetch();
      });
    };
    const onDisconnect = (reason: Socket.DisconnectReason) => {
      setConnected(false);
      notify(DEMO_ROOM_MSG.disconnected, 'warning');
      // The server ended it (e.g. a restart): Socket.IO does not retry by itself then.
      if (reason === 'io server disconnect') socket.connect();
    };
    const onJoined = ({ username: name }: { username: string }) => notify(DEMO_ROOM_MSG.userJoined, 'info', { name });
    const onLeft = ({ username: name }: { username: string }) => notify(DEMO_ROOM_MSG.userLeft, 'default', { name });
    const onOffer = (offer: DemoOffer) => addOffers([offer]);

    socket.on('connect', join);
    socket.on('disconnect', onDisconnect);
    socket.on('DEMO_USER_JOINED', onJoined);
    socket.on('DEMO_USER_LEFT', onLeft);
    socket.on('NEW_DEMO_OFFER', onOffer);
    void refetch();
    if (socket.connected) join();

    return () => {
      active = false;
      socket.off('connect', join);
      socket.off('disconnect', onDisconnect);
      socket.off('DEMO_USER_JOINED', onJoined);
      socket.off('DEMO_USER_LEFT', onLeft);
      socket.off('NEW_DEMO_OFFER', onOffer);
      socketRef.current = null;
      closeSocket();
    };
  }, [username]);

  const submitOffer = useCallback(async (price: string): Promise<OfferResult> => {
    const socket = socketRef.current;
    if (!socket?.connected) return { errors: [{ param: null, msg: DEMO_ROOM_MSG.disconnected }] };
    try {
      const answer = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('SUBMIT_DEMO_OFFER', { price });
      if ('errors' in answer) return answer;
      // The broadcast brings it too; adding it now shows it even if the broadcast is slower.
      setOffers((current) => mergeDemoOffers(current, [answer.data]));
      return { offer: answer.data };
    } catch {
      return { errors: [{ param: null, msg: DEMO_ROOM_MSG.noAnswer }] };
    }
  }, []);

  return { offers, loading, connected, submitOffer };
}
