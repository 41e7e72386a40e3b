import type { Clock } from '../../platform/clock';

/**
 * A fixed-window counter for one connection. It lives with the socket, which lives on one node,
 * so no other node ever needs it (unlike the database-backed limits of the sign-in calls).
 */
export function perSocketLimit(clock: Clock, max: number, windowMs: number): () => boolean {
  let windowStart = -Infinity;
  let count = 0;
  return () => {
    const now = clock.now().getTime();
    if (now - windowStart >= windowMs) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    return count <= max;
  };
}
