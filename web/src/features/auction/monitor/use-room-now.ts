import { useEffect, useState } from 'react';

/** The server's time (epoch ms) from the room's offset, refreshed every `everyMs`. */
export function useRoomNow(offsetMs: number, everyMs: number): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    const timer = window.setInterval(() => setNow(Date.now() + offsetMs), everyMs);
    return () => window.clearInterval(timer);
  }, [offsetMs, everyMs]);
  return now;
}
