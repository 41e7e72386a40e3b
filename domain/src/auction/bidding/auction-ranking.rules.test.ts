import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluationContextOf } from '../../procurement/evaluation/procurement-evaluation.rules';
import { leadingPriceOf, rankStandings, rankTrend, withTrends, type AuctionRankingContext, type RankableVendor } from './auction-ranking.rules';

const standing = (name: string, lastPrice: string | null, values: Partial<RankableVendor> = {}): RankableVendor => ({
  vendorId: `id-${name}`,
  name,
  lastPrice,
  lastOfferAt: lastPrice === null ? null : '2026-11-24T10:00:00.000Z',
  lastSequence: null,
  indicatorPrice: null,
  administrationPassed: null,
  technicalScore: null,
  ...values,
});

const context = (values: Partial<AuctionRankingContext> = {}, procurement: Record<string, string | null> = {}): AuctionRankingContext => ({
  evaluation: evaluationContextOf({
    administrationValue: '10.00',
    technicalValue: '40.00',
    priceValue: '50.00',
    evaluationMethod: 'LEAST_COST_SYSTEM',
    negotiationType: 'REVERSE_AUCTION',
    ...procurement,
  }),
  simulation: false,
  initialPrice: '1000.00',
  indicatorPrice: '1000.00',
  ...values,
});

const places = (standings: RankableVendor[], ctx = context()) =>
  rankStandings(standings, ctx).map((row) => [row.standing.name, row.ranking, row.winner]);

describe('auction ranking', () => {
  it('ranks a reverse auction by last price, lowest first, with the trophy on rank 1', () => {
    expect(places([standing('A', '900.00'), standing('B', '800.00'), standing('C', '850.00')])).toEqual([
      ['B', 1, true],
      ['C', 2, false],
      ['A', 3, false],
    ]);
  });

  it('ranks a forward auction by last price, highest first', () => {
    const forward = context({}, { negotiationType: 'FORWARD_AUCTION' });
    expect(places([standing('A', '1100.00'), standing('B', '1200.00')], forward)).toEqual([
      ['B', 1, true],
      ['A', 2, false],
    ]);
  });

  it('gives equal prices to the earlier offer, then to the name', () => {
    const rows = [
      standing('D', '800.00', { lastOfferAt: '2026-11-24T10:00:02.000Z' }),
      standing('C', '800.00', { lastOfferAt: '2026-11-24T10:00:01.000Z' }),
      standing('B', '800.00', { lastOfferAt: '2026-11-24T10:00:03.000Z' }),
      standing('A', '800.00', { lastOfferAt: '2026-11-24T10:00:03.000Z' }),
    ];
    expect(places(rows).map(([name]) => name)).toEqual(['C', 'D', 'A', 'B']);
  });

  it('gives two equal prices of the same millisecond to the lower ledger sequence, not to the name', () => {
    const sameMillisecond = '2026-11-24T10:00:00.123Z';
    const rows = [
      standing('Zenith Supplies', '800.00', { lastOfferAt: sameMillisecond, lastSequence: 7 }),
      standing('Abadi Jaya', '800.00', { lastOfferAt: sameMillisecond, lastSequence: 8 }),
    ];
    expect(places(rows)).toEqual([
      ['Zenith Supplies', 1, true],
      ['Abadi Jaya', 2, false],
    ]);
    // The order the standings arrive in changes nothing.
    expect(places([...rows].reverse()).map(([name]) => name)).toEqual(['Zenith Supplies', 'Abadi Jaya']);
  });

  it('follows the ledger order for equal prices even when the recorded times disagree', () => {
    const rows = [
      standing('B', '800.00', { lastOfferAt: '2026-11-24T10:00:00.002Z', lastSequence: 12 }),
      standing('A', '800.00', { lastOfferAt: '2026-11-24T10:00:00.003Z', lastSequence: 11 }),
    ];
    expect(places(rows).map(([name]) => name)).toEqual(['A', 'B']);
  });

  it('puts vendors without a bid after those with bids, with a dash', () => {
    expect(places([standing('A', null), standing('B', '900.00'), standing('C', '0.00', { lastOfferAt: null })])).toEqual([
      ['B', 1, true],
      ['A', null, false],
      ['C', null, false],
    ]);
  });

  it('shows a dash for everyone before any bid', () => {
    expect(places([standing('A', null), standing('B', null)]).map(([, rank]) => rank)).toEqual([null, null]);
  });

  it('puts a vendor with negative saving last when more than two vendors are present, so the next takes rank 1', () => {
    const rows = [
      standing('A', '700.00', { indicatorPrice: '600.00' }),
      standing('B', '800.00'),
      standing('C', '900.00'),
    ];
    expect(places(rows)).toEqual([
      ['B', 1, true],
      ['C', 2, false],
      ['A', null, false],
    ]);
  });

  it('keeps a vendor with negative saving in its place behind a dash with two vendors', () => {
    expect(places([standing('A', '700.00', { indicatorPrice: '600.00' }), standing('B', '800.00')])).toEqual([
      ['A', null, false],
      ['B', 2, false],
    ]);
  });

  it('measures saving against the context indicator when the vendor has none of its own', () => {
    const [row] = rankStandings([standing('A', '1100.00')], context({ indicatorPrice: '1000.00' }));
    expect(row!.scores.saving).toBe('-10.00');
    expect(row!.ranking).toBeNull();
  });

  it('ranks merit point by total score, whatever the price', () => {
    const merit = context({}, { evaluationMethod: 'MERIT_POINT' });
    const rows = [
      standing('A', '800.00', { administrationPassed: true, technicalScore: '10.00' }),
      standing('B', '900.00', { administrationPassed: true, technicalScore: '100.00' }),
    ];
    const ranked = rankStandings(rows, merit);
    expect(ranked.map((r) => [r.standing.name, r.ranking, r.scores.totalScore])).toEqual([
      ['B', 1, '94.44'],
      ['A', 2, '64.00'],
    ]);
  });

  it('ranks merit point by price while its scoring is not defined', () => {
    const merit = context({}, { evaluationMethod: 'MERIT_POINT', priceValue: null });
    const rows = [standing('A', '800.00', { technicalScore: '10.00' }), standing('B', '900.00', { technicalScore: '100.00' })];
    expect(places(rows, merit).map(([name]) => name)).toEqual(['A', 'B']);
  });

  it('orders a simulation vendor without a price at the initial price, after every real offer, and shows it no place', () => {
    const simulation = context({ simulation: true });
    const ranked = rankStandings([standing('A', null), standing('B', '950.00'), standing('C', '0.00', { lastOfferAt: null })], simulation);
    expect(ranked.map((r) => [r.standing.name, r.ranking, r.winner, r.scores.lastPrice])).toEqual([
      ['B', 1, true, '950.00'],
      ['A', null, false, '1000.00'],
      ['C', null, false, '1000.00'],
    ]);
    expect(ranked[1]!.standing.lastPrice).toBeNull();
  });

  it('gives nobody a place or the trophy in a simulation where nobody bid', () => {
    const ranked = rankStandings([standing('A', null), standing('B', null)], context({ simulation: true }));
    expect(ranked.map((r) => [r.standing.name, r.ranking, r.winner, r.scores.rank])).toEqual([
      ['A', null, false, null],
      ['B', null, false, null],
    ]);
  });

  it('does not depend on the order the standings come in', () => {
    const price = fc.option(fc.integer({ min: 1, max: 2000 }).map((n) => `${n}.00`));
    const time = fc.integer({ min: 0, max: 5 }).map((s) => `2026-11-24T10:00:0${s}.000Z`);
    const row = fc.record({ name: fc.constantFrom('A', 'B', 'C', 'D', 'E'), price, time });
    fc.assert(
      fc.property(fc.uniqueArray(row, { selector: (r) => r.name, maxLength: 5 }), (rows) => {
        const standings = rows.map((r) => standing(r.name, r.price, { lastOfferAt: r.price ? r.time : null }));
        const forward = places(standings);
        expect(places([...standings].reverse())).toEqual(forward);
        // Places are positions: the numbers shown never repeat and rank 1 alone has the trophy.
        const ranks = forward.map(([, rank]) => rank).filter((rank) => rank !== null);
        expect(new Set(ranks).size).toBe(ranks.length);
        expect(forward.filter(([, , winner]) => winner).length).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('leading price', () => {
  it('is the best offer of the direction, null before any', () => {
    const rows = [standing('A', '900.00'), standing('B', '800.00'), standing('C', null)];
    expect(leadingPriceOf(rows, 'REVERSE')).toBe('800.00');
    expect(leadingPriceOf(rows, 'FORWARD')).toBe('900.00');
    expect(leadingPriceOf([standing('A', null)], 'REVERSE')).toBeNull();
  });
});

describe('rank trend', () => {
  it.each([
    [3, 2, true, 'up'],
    [1, 1, true, 'up'],
    [2, 3, true, 'down'],
    [2, null, false, 'down'],
    [2, 2, true, 'same'],
    [null, null, false, 'same'],
    [null, 2, true, 'new'],
    [3, 2, false, 'same'],
  ] as const)('from %s to %s (offer: %s) is %s', (previous, current, hasOffer, trend) => {
    expect(rankTrend(previous, current, hasOffer)).toBe(trend);
  });

  it('compares each vendor with its place before the last change', () => {
    const before = rankStandings([standing('A', '900.00'), standing('B', '800.00'), standing('C', null)], context());
    const after = rankStandings([standing('A', '700.00'), standing('B', '800.00'), standing('C', '950.00'), standing('D', null)], context());
    expect(withTrends(after, before).map((r) => [r.standing.name, r.previousRanking, r.ranking, r.trend])).toEqual([
      ['A', 2, 1, 'up'],
      ['B', 1, 2, 'down'],
      ['C', null, 3, 'new'],
      ['D', null, null, 'same'],
    ]);
  });
});
