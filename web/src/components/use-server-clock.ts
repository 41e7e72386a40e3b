import { CLOCK_SKEW_WARNING_MS } from '@procura/domain/common/time.schemas';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { clockOffset, serverNow, subscribeClockOffset, syncServerTimeIfStale } from '../api/server-time';

const RESYNC_MS = 10 * 60_000;

/** The server's time (epoch ms), re-rendered each second; the top bar clock and countdowns use it. */
export function useServerClock(): number {
  const [now, setNow] = useState(serverNow);
  useSyncExternalStore(subscribeClockOffset, () => clockOffset().offsetMs);

  useEffect(() => {
    syncServerTimeIfStale(RESYNC_MS);
    let timer = 0;
    // Tick on the second boundary so the clock never skips a second.
    const tick = () => {
      setNow(serverNow());
      syncServerTimeIfStale(RESYNC_MS);
      timer = window.setTimeout(tick, 1000 - (serverNow() % 1000) + 5);
    };
    tick();
    return () => window.clearTimeout(timer);
  }, []);
  return now;
}

/** True when this computer's clock differs from the server's by more than the allowed skew. */
export function useClockSkewWarning(): boolean {
  useEffect(() => {
    syncServerTimeIfStale(RESYNC_MS);
  }, []);
  const offset = useSyncExternalStore(subscribeClockOffset, () => clockOffset().offsetMs);
  const measured = useSyncExternalStore(subscribeClockOffset, () => clockOffset().measured);
  return measured && Math.abs(offset) > CLOCK_SKEW_WARNING_MS;
}
