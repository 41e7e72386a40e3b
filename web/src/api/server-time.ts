import type { ServerTimeResponse } from '@procura/domain/common/time.schemas';
import { http } from './http-client';

// The server's clock decides every countdown. The offset is measured against the midpoint of
// the request, so half the round trip is not counted as skew.
let offsetMs = 0;
let measured = false;
let lastSync = 0;
let inFlight: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Server time minus local time, from a request sent at `sentAt` and answered at `receivedAt`. */
export function computeClockOffset(sentAt: number, receivedAt: number, serverNowIso: string): number {
  const serverNow = Date.parse(serverNowIso);
  if (Number.isNaN(serverNow)) return 0;
  return serverNow - (sentAt + receivedAt) / 2;
}

export function setClockOffset(offset: number): void {
  offsetMs = offset;
  measured = true;
  lastSync = Date.now();
  for (const listener of listeners) listener();
}

/** Measures the offset with GET /api/time; at most one measurement runs at a time. */
export function syncServerTime(): Promise<void> {
  inFlight ??= (async () => {
    const sentAt = Date.now();
    const answer = await http.get<ServerTimeResponse>('/api/time', { auth: false });
    setClockOffset(computeClockOffset(sentAt, Date.now(), answer.serverNow));
  })()
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Re-measures when the last measurement is older than `maxAgeMs`. */
export function syncServerTimeIfStale(maxAgeMs: number): void {
  if (!measured || Date.now() - lastSync > maxAgeMs) void syncServerTime();
}

/** The server's current time in epoch milliseconds. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

export function clockOffset(): { offsetMs: number; measured: boolean } {
  return { offsetMs, measured };
}

export function subscribeClockOffset(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
