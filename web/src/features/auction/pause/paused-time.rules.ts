/** How long the session has been paused, as a running clock: 'm:ss', or 'h:mm:ss' past an hour (never negative). */
export function pausedClock(pausedAt: string, serverNowMs: number): string {
  const started = Date.parse(pausedAt);
  const seconds = Number.isNaN(started) ? 0 : Math.max(0, Math.floor((serverNowMs - started) / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * While the session is paused, the time that was left at the pause (it stands still until the
 * resume adds the paused time to the end); null while it runs.
 */
export function pausedLeftMs(endTime: string, pausedAt: string | null): number | null {
  if (!pausedAt) return null;
  const left = Date.parse(endTime) - Date.parse(pausedAt);
  return Number.isNaN(left) ? null : Math.max(0, left);
}
