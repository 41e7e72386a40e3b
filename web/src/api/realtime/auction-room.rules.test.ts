import type { AuctionOfferLogView, AuctionRoomState } from '@procura/domain/auction/auction.views';
import { describe, expect, it } from 'vitest';
import { applyRoomEvent, dueMomentMs, dueReloadDelayMs, offsetFromServerNow, serverNowOf, withFullState, withOlderOffersKept, withOlderPage } from './auction-room.rules';

const STATE: AuctionRoomState = {
  auctionId: 'a1',
  auctionNumber: 'AUC-1',
  procurementId: 'p1',
  status: 'NOT_STARTED',
  serverNow: '2026-01-01T00:00:00.000Z',
  startTime: '2026-01-01T00:01:00.000Z',
  endTime: '2026-01-01T00:11:00.000Z',
  extensionsUsed: 0,
  auctionType: 'REALTIME',
  auctionModel: 'OPEN',
  periodType: 'PERIODIC',
  biddingType: 'TOTAL_PRICE',
  direction: 'REVERSE',
  leadingPrice: null,
  ranks: [],
  offerLog: [],
  participants: { total: 2, present: 0 },
  you: null,
  ledgerHeadHash: null,
  cancel: null,
  sequence: 0,
} as unknown as AuctionRoomState;

const status = { auctionId: 'a1', startTime: STATE.startTime, endTime: STATE.endTime, serverNow: '2026-01-01T00:01:00.000Z' };

describe('auction room state', () => {
  it('moves to ON_GOING on AUCTION_STARTED and keeps the server time', () => {
    const next = applyRoomEvent(STATE, { type: 'AUCTION_STARTED', payload: { ...status, status: 'ON_GOING' } });
    expect(next?.status).toBe('ON_GOING');
    expect(next?.serverNow).toBe(status.serverNow);
  });

  it('records who canceled, when and why', () => {
    const next = applyRoomEvent(STATE, {
      type: 'AUCTION_CANCELED',
      payload: { ...status, status: 'CANCELED', cancelReason: '<p>late</p>', canceledBy: 'Budi', canceledAt: status.serverNow },
    });
    expect(next?.status).toBe('CANCELED');
    expect(next?.cancel).toEqual({ cancelReason: '<p>late</p>', canceledBy: 'Budi', canceledAt: status.serverNow });
  });

  it('counts who is present', () => {
    expect(applyRoomEvent(STATE, { type: 'PRESENCE', payload: { auctionId: 'a1', present: 2 } })?.participants).toEqual({ total: 2, present: 2 });
  });

  it('ignores events of another session and events before the first state', () => {
    expect(applyRoomEvent(STATE, { type: 'PRESENCE', payload: { auctionId: 'other', present: 9 } })).toBe(STATE);
    expect(applyRoomEvent(null, { type: 'PRESENCE', payload: { auctionId: 'a1', present: 9 } })).toBeNull();
  });

  it('reads serverNow from status events only', () => {
    expect(serverNowOf({ type: 'AUCTION_STOPPED', payload: { ...status, status: 'DONE', stoppedManually: true } })).toBe(status.serverNow);
    expect(serverNowOf({ type: 'PRESENCE', payload: { auctionId: 'a1', present: 1 } })).toBeNull();
  });

  it('measures the server offset at receipt', () => {
    expect(offsetFromServerNow('2026-01-01T00:00:10.000Z', Date.parse('2026-01-01T00:00:00.000Z'))).toBe(10_000);
    expect(offsetFromServerNow('nonsense', 5)).toBe(0);
  });

  const offer = (sequence: number, values: Partial<AuctionOfferLogView> = {}): AuctionOfferLogView => ({
    sequence,
    offerId: null,
    vendorId: null,
    label: 'Other Vendor',
    you: false,
    totalOffer: '900.00',
    offerItems: [],
    createdAt: status.serverNow,
    priceDisqualified: false,
    priceTooLow: false,
    disqualificationRequested: false,
    disqualificationDeclined: false,
    disqualifyReason: null,
    ...values,
  });

  it('keeps the log in ledger order, once per offer, replacing a changed offer in place', () => {
    let state = applyRoomEvent(STATE, { type: 'NEW_OFFER', payload: { auctionId: 'a1', offer: offer(3) } });
    state = applyRoomEvent(state, { type: 'NEW_OFFER', payload: { auctionId: 'a1', offer: offer(2) } });
    state = applyRoomEvent(state, { type: 'NEW_OFFER', payload: { auctionId: 'a1', offer: offer(3) } });
    state = applyRoomEvent(state, { type: 'OFFER_DISQUALIFIED', payload: { auctionId: 'a1', offer: offer(2, { priceDisqualified: true }) } });
    expect(state?.offerLog.map((o) => [o.sequence, o.priceDisqualified])).toEqual([
      [2, true],
      [3, false],
    ]);
  });

  it('takes a leaderboard newer than the state and drops an older one', () => {
    const board = { auctionId: 'a1', sequence: 5, serverNow: status.serverNow, status: 'ON_GOING' as const, endTime: STATE.endTime, extensionsUsed: 1, leadingPrice: '800.00', ranks: [], you: null, items: [], ledgerHeadHash: 'h5', effectiveDecrement: null };
    const next = applyRoomEvent(STATE, { type: 'LEADERBOARD', payload: board });
    expect(next).toMatchObject({ sequence: 5, leadingPrice: '800.00', extensionsUsed: 1, ledgerHeadHash: 'h5' });
    expect(applyRoomEvent(next, { type: 'LEADERBOARD', payload: { ...board, sequence: 4, leadingPrice: '850.00' } })).toBe(next);
  });

  it('moves the end on TIMER_EXTENDED', () => {
    const next = applyRoomEvent(STATE, { type: 'TIMER_EXTENDED', payload: { auctionId: 'a1', sequence: 1, endTime: '2026-01-01T00:12:00.000Z', extensionsUsed: 1, serverNow: status.serverNow } });
    expect(next).toMatchObject({ endTime: '2026-01-01T00:12:00.000Z', extensionsUsed: 1 });
  });
});

describe('reloading the room when its countdown reaches zero', () => {
  const START = '2026-11-25T03:00:00.000Z';
  const END = '2026-11-25T03:05:00.000Z';

  it('waits for the start of a scheduled session and the end of a running one, for nothing once over', () => {
    expect(dueMomentMs({ status: 'NOT_STARTED', startTime: START, endTime: END })).toBe(Date.parse(START));
    expect(dueMomentMs({ status: 'ON_GOING', startTime: START, endTime: END })).toBe(Date.parse(END));
    expect(dueMomentMs({ status: 'DONE', startTime: START, endTime: END })).toBeNull();
    expect(dueMomentMs({ status: 'CANCELED', startTime: START, endTime: END })).toBeNull();
  });

  it('asks first just after the moment, then every 2, 4, 8 and at most 15 seconds', () => {
    const due = Date.parse(END);
    expect(dueReloadDelayMs(due, due - 10_000, 0)).toBe(11_500);
    expect(dueReloadDelayMs(due, due + 60_000, 0)).toBe(0);
    expect([1, 2, 3, 4, 5, 9].map((attempt) => dueReloadDelayMs(due, due, attempt))).toEqual([2_000, 4_000, 8_000, 15_000, 15_000, 15_000]);
  });
});

describe('older offers of the log', () => {
  const offer = (sequence: number) => ({ sequence, totalOffer: String(1000 - sequence) }) as unknown as AuctionOfferLogView;
  const held = { ...STATE, offerLog: [3, 4, 5].map(offer), offerLogHasOlder: true };

  it('puts a page in front of the log, once, and takes its flag', () => {
    const next = withOlderPage(held, { auctionId: 'a1', offers: [1, 2, 3].map(offer), hasOlder: false });
    expect(next.offerLog.map((o) => o.sequence)).toEqual([1, 2, 3, 4, 5]);
    expect(next.offerLogHasOlder).toBe(false);
  });

  it('keeps the loaded older offers when a new state meets the held log, and drops them after a gap', () => {
    const loaded = { ...held, offerLog: [1, 2, 3, 4, 5].map(offer), offerLogHasOlder: false };
    const meets = withOlderOffersKept(loaded, { ...STATE, offerLog: [4, 5, 6].map(offer), offerLogHasOlder: true });
    expect(meets.offerLog.map((o) => o.sequence)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(meets.offerLogHasOlder).toBe(false);
    const gap = withOlderOffersKept(loaded, { ...STATE, offerLog: [8, 9].map(offer), offerLogHasOlder: true });
    expect(gap.offerLog.map((o) => o.sequence)).toEqual([8, 9]);
    expect(gap.offerLogHasOlder).toBe(true);
  });
});

describe('a full state in place of the one held', () => {
  const rank = (label: string, ranking: number | null) => ({ label, ranking }) as unknown as AuctionRoomState['ranks'][number];
  const held = { ...STATE, status: 'ON_GOING', sequence: 11, ranks: [rank('PT One', 1), rank('PT Two', null)] } as AuctionRoomState;

  it('drops one read before a change whose board the page already holds', () => {
    const before = { ...held, sequence: 10, ranks: [rank('PT Two', 1), rank('PT One', 2)] };
    expect(withFullState(held, before)).toBe(held);
  });

  it('takes one of the same moment or later, and the first of another session', () => {
    const same = { ...held, participants: { total: 2, present: 2 } };
    expect(withFullState(held, same)).toEqual(same);
    const done = { ...held, status: 'DONE', sequence: 12 } as AuctionRoomState;
    expect(withFullState(held, done)).toEqual(done);
    const other = { ...held, auctionId: 'a2', sequence: 1 };
    expect(withFullState(held, other)).toEqual(other);
    expect(withFullState(null, held)).toEqual(held);
  });
});

describe('pause, resume and announcements', () => {
  const running = { ...STATE, status: 'ON_GOING', sequence: 4, pausedAt: null, pausedReason: null, pauseDeadline: null, announcements: [] } as unknown as AuctionRoomState;
  const pausedAt = '2026-01-01T00:05:00.000Z';

  it('keeps the pause with its reason, and the resume clears it and moves the end', () => {
    const paused = applyRoomEvent(running, {
      type: 'AUCTION_PAUSED',
      payload: { auctionId: 'a1', sequence: 5, reason: 'Checking a question', pausedAt, pauseDeadline: '2026-01-01T01:05:00.000Z', serverNow: pausedAt },
    });
    expect(paused).toMatchObject({ pausedAt, pausedReason: 'Checking a question', pauseDeadline: '2026-01-01T01:05:00.000Z' });
    // A paused session is not reloaded at its old end.
    expect(dueMomentMs(paused!)).toBeNull();
    const resumed = applyRoomEvent(paused, {
      type: 'AUCTION_RESUMED',
      payload: { auctionId: 'a1', sequence: 6, endTime: '2026-01-01T00:13:00.000Z', pausedMs: 120_000, serverNow: '2026-01-01T00:07:00.000Z' },
    });
    expect(resumed).toMatchObject({ pausedAt: null, pausedReason: null, pauseDeadline: null, endTime: '2026-01-01T00:13:00.000Z' });
    expect(dueMomentMs(resumed!)).toBe(Date.parse('2026-01-01T00:13:00.000Z'));
  });

  it('adds an announcement newest first, once however often it arrives', () => {
    const first = { auctionId: 'a1', sequence: 5, message: 'First', at: '2026-01-01T00:05:00.000Z' };
    const second = { auctionId: 'a1', sequence: 7, message: 'Second', at: '2026-01-01T00:06:00.000Z' };
    let state = applyRoomEvent(running, { type: 'AUCTION_ANNOUNCEMENT', payload: first });
    state = applyRoomEvent(state, { type: 'AUCTION_ANNOUNCEMENT', payload: second });
    state = applyRoomEvent(state, { type: 'AUCTION_ANNOUNCEMENT', payload: first });
    expect(state?.announcements.map((a) => a.message)).toEqual(['Second', 'First']);
  });
});
