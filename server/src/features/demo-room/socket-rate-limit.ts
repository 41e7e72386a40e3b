import type { Clock } from '../../platform/clock';

/**
 * A fixed-window counter per connection. A socket lives on one node, so no other node ever needs it
 * (unlike the database-backed limits of the sign-in calls); it is kept in a WeakMap keyed by the
 * socket, made at the socket's first command, and goes with the socket.
 */
export function perSocketLimit(clock: Clock, max: number, windowMs: number): (socket: object) => boolean {
  const windows = new WeakMap<object, { start: number; count: number }>();
  return (socket) => {
    const now = clock.now().getTime();
    let window = windows.get(socket);
    if (!window || now - window.start >= windowMs) windows.set(socket, (window = { start: now, count: 0 }));
    window.count += 1;
    return window.count <= max;
  };
}
