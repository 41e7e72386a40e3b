import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { describe, expect, it } from 'vitest';
import { applyRoomEvent, offsetFromServerNow, serverNowOf } from './auction-room.rules';

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
});
