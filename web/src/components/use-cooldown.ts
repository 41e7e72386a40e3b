import { useCallback, useEffect, useState } from 'react';

/**
 * A wait between two uses of a button (e.g. Request OTP, 30 s): `start()` begins it (for `seconds`, or
 * for the wait given, e.g. a server's Retry-After) and `remaining` counts the whole seconds left, 0
 * when the button may be used again.
 */
export function useCooldown(seconds: number) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback(
    (forSeconds: number = seconds) => {
      const current = Date.now();
      setNow(current);
      setEndsAt(current + forSeconds * 1000);
    },
    [seconds],
  );

  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { remaining, start };
}
