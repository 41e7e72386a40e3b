import { useEffect, useState } from 'react';
import { remainingMs } from './countdown.rules';

/**
 * Milliseconds left until `targetIso` on the SERVER's clock: `offsetMs` is serverNow minus
 * Date.now() measured when the state arrived, so a wrong browser clock does not move the end.
 * Re-renders on each second boundary of the server's clock. `frozenMs` (a paused auction's time left)
 * stands instead while it is given.
 */
export function useServerCountdown(targetIso: string | null | undefined, offsetMs: number, frozenMs: number | null = null): number {
  const target = targetIso ? Date.parse(targetIso) : Number.NaN;
  const [now, setNow] = useState(() => Date.now() + offsetMs);

  useEffect(() => {
    let timer = 0;
    const tick = () => {
      const serverNow = Date.now() + offsetMs;
      setNow(serverNow);
      timer = window.setTimeout(tick, 1000 - (serverNow % 1000) + 5);
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [offsetMs]);

  if (frozenMs !== null) return frozenMs;
  return Number.isNaN(target) ? 0 : remainingMs(target, now);
}
