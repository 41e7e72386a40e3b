import type { AuctionLeaderboard, AuctionOwnStanding, AuctionRankView, AuctionRoomState } from '@procura/domain/auction/auction.views';
import { describe, expect, it } from 'vitest';
import { roomItem, roomState } from '../../features/auction/room/room-state.testing';
import { roomAnnouncements } from '../../features/auction/live-announcements/room-announcements.rules';
import { applyRoomEvent, waitsForOwnStanding, type RoomEvent } from './auction-room.rules';

// Decision 217: a vendor hears a change as the vendors' room's shared LEADERBOARD (`you: null`,
// every row 'Other Vendor') then its own YOUR_STANDING; merged they must be its full projection.

const row = (ranking: number, lastOffer: string, you = false): AuctionRankView => ({
  label: you ? '(You)' : 'Other Vendor',
  you,
  vendorId: null,
  ranking,
  prevRanking: null,
  trend: 'same',
  winner: ranking === 1,
  lastOffer,
  scores: null,
});

/** The vendor's full board of one moment, as the ack or a JOIN carries it. */
function fullBoard(sequence: number, ranks: AuctionRankView[], values: Partial<AuctionLeaderboard> = {}): AuctionLeaderboard {
  const own = ranks.find((r) => r.you);
  return {
    auctionId: 'auction-1',
    sequence,
    serverNow: `2026-03-02T03:0${sequence}:00.000Z`,
    status: 'ON_GOING',
    endTime: '2026-03-02T03:10:00.000Z',
    extensionsUsed: 0,
    leadingPrice: ranks[0]?.lastOffer ?? null,
    ranks,
    you: { ranking: own?.ranking ?? null, lastOffer: own?.lastOffer ?? null, proxyFloor: null },
    items: [roomItem({ yourUnitOffer: own?.lastOffer ?? null })],
    ledgerHeadHash: `head-${sequence}`,
    effectiveDecrement: `${sequence}0000.00`,
    ...values,
  };
}

/** What the server sends for that moment: the shared board, and the vendor's own part of it. */
function split(full: AuctionLeaderboard, shared: Partial<AuctionLeaderboard> = {}): [RoomEvent, RoomEvent] {
  const others = full.ranks.map((r) => (r.you ? { ...r, label: 'Other Vendor', you: false, scores: null } : r));
  const board: AuctionLeaderboard = { ...full, ranks: others, you: null, items: [roomItem()], effectiveDecrement: '1.00', ...shared };
  const standing: AuctionOwnStanding = {
    auctionId: full.auctionId,
    sequence: full.sequence,
    you: full.you!,
    ownRanks: full.ranks.flatMap((rank, index) => (rank.you ? [{ index, rank }] : [])),
    items: full.items,
    effectiveDecrement: full.effectiveDecrement,
  };
  return [
    { type: 'LEADERBOARD', payload: board },
    { type: 'YOUR_STANDING', payload: standing },
  ];
}

const stateOf = (full: AuctionLeaderboard, values: Partial<AuctionRoomState> = {}) => roomState({ ...full, ...values });
const apply = (state: AuctionRoomState, events: RoomEvent[]) => events.reduce<AuctionRoomState | null>(applyRoomEvent, state)!;
const boardOf = ({ auctionId, sequence, serverNow, status, endTime, extensionsUsed, leadingPrice, ranks, you, items, ledgerHeadHash, effectiveDecrement }: AuctionRoomState) => ({
  auctionId, sequence, serverNow, status, endTime, extensionsUsed, leadingPrice, ranks, you, items, ledgerHeadHash, effectiveDecrement,
});

describe('a vendor merging the shared board and its own standing', () => {
  const before = fullBoard(3, [row(1, '900.00', true), row(2, '950.00'), row(3, '990.00')]);
  // Someone else offered 880 and then 870: the vendor falls to third.
  const after = fullBoard(4, [row(1, '870.00'), row(2, '880.00'), row(3, '900.00', true)], { extensionsUsed: 1, endTime: '2026-03-02T03:11:00.000Z' });

  it('OPEN: ends with the full projection; the shared board alone keeps its own you, items and step', () => {
    const [shared, own] = split(after);
    const halfway = apply(stateOf(before), [shared]);
    expect(halfway).toMatchObject({ sequence: 4, leadingPrice: '870.00', extensionsUsed: 1, endTime: after.endTime, ledgerHeadHash: 'head-4', you: before.you, items: before.items, effectiveDecrement: before.effectiveDecrement });
    expect(halfway.ranks.every((r) => !r.you)).toBe(true);
    expect(boardOf(apply(halfway, [own]))).toEqual(after);
  });

  it('CLOSE: no ranks nor leading price shared; its own row goes in at index 0', () => {
    const closeBefore = fullBoard(3, [row(2, '900.00', true)], { leadingPrice: null });
    const closeAfter = fullBoard(4, [row(3, '900.00', true)], { leadingPrice: null });
    const [shared, own] = split(closeAfter, { ranks: [] });
    const halfway = apply(stateOf(closeBefore), [shared]);
    expect(halfway.ranks).toEqual([]);
    expect(halfway.leadingPrice).toBeNull();
    expect(boardOf(apply(halfway, [own]))).toEqual(closeAfter);
    // The same standing heard twice changes nothing.
    expect(boardOf(apply(halfway, [own, own]))).toEqual(closeAfter);
  });

  it('drops a standing older than the state, and a shared board of a moment the state already holds whole', () => {
    const [shared3, own3] = split(before);
    const [shared4, own4] = split(after);
    const current = apply(stateOf(before), [shared4, own4]);
    // Late events of the change before (another node's, after this one's): nothing moves.
    expect(apply(current, [shared3, own3])).toEqual(current);
    // A join (or the offer's ack) already holds moment 4 whole: its shared board would only blank the '(You)' row.
    const joined = stateOf(after);
    expect(apply(joined, [shared4])).toBe(joined);
    expect(boardOf(apply(joined, [shared4, own4]))).toEqual(after);
  });

  it("keeps the buyer's LEADERBOARD as it was: its board replaces the buyer's whole", () => {
    const buyerBoard = fullBoard(4, [{ ...row(1, '870.00'), label: 'PT Satu', vendorId: 'v1' }], { you: null, items: [], effectiveDecrement: '10000.00' });
    const buyer = roomState({ ...fullBoard(3, []), you: null });
    expect(boardOf(apply(buyer, [{ type: 'LEADERBOARD', payload: buyerBoard }]))).toEqual(buyerBoard);
    expect(waitsForOwnStanding(buyer, { type: 'LEADERBOARD', payload: buyerBoard })).toBe(false);
  });

  it("takes a vendor's own full LEADERBOARD (its proxy floor) whole", () => {
    const withFloor = { ...after, you: { ...after.you!, proxyFloor: '850.00' } };
    expect(boardOf(apply(stateOf(before), [{ type: 'LEADERBOARD', payload: withFloor }]))).toEqual(withFloor);
  });

  it('holds the shared board for a participant only (an invited vendor without a row applies it at once)', () => {
    const [shared, own] = split(after);
    expect(waitsForOwnStanding(stateOf(before), shared)).toBe(true);
    expect(waitsForOwnStanding(stateOf(before), own)).toBe(false);
    const onlooker = stateOf(fullBoard(3, [row(1, '900.00'), row(2, '950.00')]), { you: { ranking: null, lastOffer: null, proxyFloor: null } });
    expect(waitsForOwnStanding(onlooker, shared)).toBe(false);
    expect(waitsForOwnStanding(null, shared)).toBe(false);
  });

  it('announces its own new rank once, with the standing, never from the shared board', () => {
    const [shared, own] = split(after);
    const first = stateOf(before);
    const halfway = apply(first, [shared]);
    const merged = apply(halfway, [own]);
    expect(roomAnnouncements(first, halfway, 'vendor').map((a) => a.topic)).toEqual(['leading-price', 'extension']);
    expect(roomAnnouncements(halfway, merged, 'vendor')).toEqual([{ topic: 'rank', key: 'Your rank: {{rank}} of {{total}}', values: { rank: 3, total: 2 } }]);
    // Applied together (the room holds the shared board for the standing): said once, all three.
    expect(roomAnnouncements(first, merged, 'vendor').map((a) => a.topic)).toEqual(['leading-price', 'rank', 'extension']);
  });
});
