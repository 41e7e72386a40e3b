/** How long the session has been paused, as a running clock: 'm:ss', or 'h:mm:ss' past an hour (never negative). */
export function pausedClock(pausedAt: string, serverNowMs: number): string {
  const started = Date.parse(pausedAt);
  const seconds = Number.isNaN(started) ? 0 : Math.max(0, Math.floor((serverNowMs - started) / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
