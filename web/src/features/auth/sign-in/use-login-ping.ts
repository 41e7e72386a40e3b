import { useEffect } from 'react';
import { computeClockOffset, setClockOffset } from '../../../api/server-time';

/**
 * Opens the realtime connection on the sign-in page and exchanges ping/pong (docs/rules/realtime-and-platform.md#realtime-connection);
 * the pong's server time also refines the clock offset. The socket code loads after the page shows.
 */
export function useLoginPing(): void {
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('../../../api/realtime/socket-client').then(({ getSocket, closeSocket }) => {
      if (cancelled) return;
      const socket = getSocket();
      let sentAt = 0;
      const ping = () => {
        sentAt = Date.now();
        socket.emit('ping');
      };
      const onPong = ({ serverNow }: { serverNow: string }) => setClockOffset(computeClockOffset(sentAt, Date.now(), serverNow));
      socket.on('connect', ping);
      socket.on('pong', onPong);
      if (socket.connected) ping();
      stop = () => {
        socket.off('connect', ping);
        socket.off('pong', onPong);
        closeSocket();
      };
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
}
