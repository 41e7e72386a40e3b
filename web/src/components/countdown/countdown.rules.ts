// The countdown's arithmetic (docs/rules/auction.md#timer): hh:mm:ss, colours at the thirds.

export type CountdownColour = 'grey' | 'green' | 'amber' | 'red';

/** Milliseconds left until `targetMs` at the server's `nowMs`, never below 0. */
export function remainingMs(targetMs: number, nowMs: number): number {
  return Math.max(0, targetMs - nowMs);
}

/** `hh:mm:ss`, rounded up to the whole second (00:00:01 until the very end); hours may pass 99. */
export function formatHms(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
}

/**
 * A running session's colour: green for the first third of its time, amber for the second, red for
 * the last (spec: thresholds at 33% and 66% of the time elapsed). Before the start it is grey.
 */
export function countdownColour(leftMs: number, totalMs: number, started: boolean): CountdownColour {
  if (!started) return 'grey';
  if (totalMs <= 0) return 'red';
  const elapsed = 1 - leftMs / totalMs;
  if (elapsed < 1 / 3) return 'green';
  if (elapsed < 2 / 3) return 'amber';
  return 'red';
}

/** The ring's fill in percent (100 when full time is left), for CircularProgress. */
export function ringPercent(leftMs: number, totalMs: number): number {
  if (totalMs <= 0) return 0;
  return Math.min(100, Math.max(0, (leftMs / totalMs) * 100));
}
