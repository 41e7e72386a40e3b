import { describe, expect, it } from 'vitest';
import { CONNECTION_STALE_MS, foldConnections, type ConnectionRow } from './auction-connections.rules';

// The connection record's fold (docs/rules/auction-bidding.md#connection-record): one vendor's rows from every node into its stays.

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 24, 3, 0, seconds));
const row = (joined: number, left: number | null, seen: number, rttMs: number | null = null): ConnectionRow => ({
  accountId: 'acc-1',
  joinedAt: at(joined),
  leftAt: left === null ? null : at(left),
  lastSeenAt: at(seen),
  rttMs,
});

describe('foldConnections', () => {
  it('merges overlapping sockets into one stay and keeps separate stays apart', () => {
    const folded = foldConnections([row(100, 200, 200), row(10, 50, 50), row(150, 300, 300, 40)], at(400));
    expect(folded.intervals).toEqual([
      { joinedAt: at(10).toISOString(), leftAt: at(50).toISOString() },
      { joinedAt: at(100).toISOString(), leftAt: at(300).toISOString() },
    ]);
    expect(folded).toMatchObject({ online: false, lastSeen: at(300).toISOString(), rttMs: 40 });
  });

  it('is online while a row is open and touched; an open stay absorbs the ones inside it', () => {
    const now = at(500);
    const folded = foldConnections([row(100, null, 498, 25), row(200, 250, 250, 90)], now);
    expect(folded).toEqual({ online: true, lastSeen: now.toISOString(), intervals: [{ joinedAt: at(100).toISOString(), leftAt: null }], rttMs: 25 });
  });

  it("ends a crashed node's open row at its last touch once it is stale", () => {
    const lastTouch = 200;
    const justStale = new Date(at(lastTouch).getTime() + CONNECTION_STALE_MS + 1);
    expect(foldConnections([row(100, null, lastTouch)], new Date(at(lastTouch).getTime() + CONNECTION_STALE_MS)).online).toBe(true);
    expect(foldConnections([row(100, null, lastTouch)], justStale)).toMatchObject({ online: false, lastSeen: at(lastTouch).toISOString(), intervals: [{ leftAt: at(lastTouch).toISOString() }] });
  });

  it('says never seen for a vendor without rows', () => {
    expect(foldConnections([], at(0))).toEqual({ online: false, lastSeen: null, intervals: [], rttMs: null });
  });
});
