// An outage must not decide an auction (docs/rules/auction-bidding.md#outages). Every running node writes a heartbeat; a gap
// between two heartbeats longer than OUTAGE_MIN_MS means no node ran. For each ON_GOING session,
// the time lost inside its last OUTAGE_WINDOW_MS (the final minutes that decide an auction) is
// given back, counted from when the service returned: the end moves to max(end, back) + lost.

/** Gaps shorter than this are pauses, not outages (heartbeats come every second). */
export const OUTAGE_MIN_MS = 10_000;
/** The final minutes of a session in which lost time is given back. */
export const OUTAGE_WINDOW_MS = 5 * 60_000;
/** How often a running node writes its heartbeat. */
export const HEARTBEAT_INTERVAL_MS = 1_000;

export interface OutageSession {
  /** ISO 8601. */
  startTime: string;
  endTime: string;
}

export interface Outage {
  /** The last heartbeat before the gap, ISO 8601. */
  from: string;
  /** The first heartbeat after it (the service is back), ISO 8601. */
  to: string;
}

/** Whether two heartbeats are far enough apart to be an outage. */
export function isOutage(outage: Outage): boolean {
  return Date.parse(outage.to) - Date.parse(outage.from) >= OUTAGE_MIN_MS;
}

/** The new end of a session after an outage, with the milliseconds given back; null when it lost none of its final minutes. */
export function outageExtension(session: OutageSession, outage: Outage): { endTime: string; lostMs: number } | null {
  if (!isOutage(outage)) return null;
  const end = Date.parse(session.endTime);
  const windowStart = Math.max(Date.parse(session.startTime), end - OUTAGE_WINDOW_MS);
  const from = Date.parse(outage.from);
  const back = Date.parse(outage.to);
  const lostMs = Math.min(end, back) - Math.max(windowStart, from);
  if (lostMs <= 0) return null;
  return { endTime: new Date(Math.max(end, back) + lostMs).toISOString(), lostMs };
}
