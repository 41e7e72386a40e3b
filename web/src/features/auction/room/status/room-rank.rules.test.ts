import type { AuctionRankView } from '@procura/domain/auction/auction.views';
import { describe, expect, it } from 'vitest';
import { rankDisplay, trendArrow } from './room-rank.rules';

const ownRank = (trend: AuctionRankView['trend']): AuctionRankView => ({
  label: '(You)',
  you: true,
  vendorId: null,
  ranking: 1,
  prevRanking: 2,
  trend,
  winner: true,
  lastOffer: '100.00',
  scores: null,
});

const base = {
  status: 'ON_GOING' as const,
  participants: { total: 3, present: 2 },
  ranks: [ownRank('up')],
  you: { ranking: 1, lastOffer: '100.00' },
};

describe('vendor room rank', () => {
  it('shows the place of N participants with its trend', () => {
    expect(rankDisplay(base)).toEqual({ kind: 'place', ranking: 1, total: 3, trend: 'up' });
  });

  it('is blank without an offer and before the session runs', () => {
    expect(rankDisplay({ ...base, you: { ranking: null, lastOffer: null } })).toEqual({ kind: 'blank' });
    expect(rankDisplay({ ...base, status: 'NOT_STARTED' })).toEqual({ kind: 'blank' });
    expect(rankDisplay({ ...base, status: 'CANCELED' })).toEqual({ kind: 'blank' });
  });

  it('shows a dash when the server gives an offering vendor no place', () => {
    expect(rankDisplay({ ...base, you: { ranking: null, lastOffer: '100.00' }, ranks: [ownRank('down')] })).toEqual({ kind: 'dash', trend: 'down' });
  });

  it('keeps the place once the session is done', () => {
    expect(rankDisplay({ ...base, status: 'DONE' })).toMatchObject({ kind: 'place', ranking: 1 });
  });

  it('draws up, down, or a fixed mark for the rest', () => {
    expect(trendArrow('up')).toBe('up');
    expect(trendArrow('down')).toBe('down');
    expect(trendArrow('same')).toBe('fixed');
    expect(trendArrow('new')).toBe('fixed');
  });
});
