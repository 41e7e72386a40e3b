// The connection record of a live session (docs/rules/auction-bidding.md#connection-record, decisions 211-212):
// what GET …/connections answers the buyer, folded from the rows every node keeps per socket.
// Pure: the server folds its rows with it, the tests check the fold.

/** A node touches its open rows at least this often; a row untouched for CONNECTION_STALE_MS belongs to a node that stopped. */
export const CONNECTION_TOUCH_MS = 2_000;
/** An open row not touched for this long is closed at its last touch (decision 212): its node crashed or lost the database. */
export const CONNECTION_STALE_MS = 30_000;

/** One socket's stay in the session's room as a node recorded it. */
export interface ConnectionRow {
  accountId: string;
  joinedAt: Date;
  leftAt: Date | null;
  lastSeenAt: Date;
  rttMs: number | null;
}

/** One stay of a vendor in the room: its sockets' overlapping stays merged (null leftAt: still there). */
export interface ConnectionInterval {
  joinedAt: string;
  leftAt: string | null;
}

/** One vendor's line of GET …/connections. */
export interface VendorConnectionView {
  invitationId: string;
  vendorName: string;
  online: boolean;
  /** Now when online; else when its last socket left (null: never in the room). */
  lastSeen: string | null;
  intervals: ConnectionInterval[];
  /** The last round trip a node measured to one of its sockets (ms); null before the first measurement. */
  rttMs: number | null;
}

export interface AuctionConnectionsView {
  auctionId: string;
  serverNow: string;
  vendors: VendorConnectionView[];
}

/** Where a row's stay ends: when it left, at its last touch when its node stopped, or null while open. */
export function endOf(row: ConnectionRow, now: Date): Date | null {
  if (row.leftAt) return row.leftAt;
  return now.getTime() - row.lastSeenAt.getTime() > CONNECTION_STALE_MS ? row.lastSeenAt : null;
}

/** One vendor's rows (any order, any node) folded into its line: stays merged where they overlap or touch. */
export function foldConnections(rows: readonly ConnectionRow[], now: Date): Pick<VendorConnectionView, 'online' | 'lastSeen' | 'intervals' | 'rttMs'> {
  const stays = rows
    .map((row) => ({ from: row.joinedAt.getTime(), to: endOf(row, now)?.getTime() ?? null }))
    .sort((a, b) => a.from - b.from);
  const merged: Array<{ from: number; to: number | null }> = [];
  for (const stay of stays) {
    const last = merged.at(-1);
    if (last && (last.to === null || stay.from <= last.to)) {
      last.to = last.to === null || stay.to === null ? null : Math.max(last.to, stay.to);
    } else merged.push({ ...stay });
  }
  const online = merged.some((stay) => stay.to === null);
  const ends = merged.map((stay) => stay.to).filter((to): to is number => to !== null);
  const lastSeen = online ? now.toISOString() : ends.length > 0 ? new Date(Math.max(...ends)).toISOString() : null;
  const measured = [...rows].filter((row) => row.rttMs !== null).sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime() || b.joinedAt.getTime() - a.joinedAt.getTime());
  return {
    online,
    lastSeen,
    intervals: merged.map((stay) => ({ joinedAt: new Date(stay.from).toISOString(), leftAt: stay.to === null ? null : new Date(stay.to).toISOString() })),
    rttMs: measured[0]?.rttMs ?? null,
  };
}
