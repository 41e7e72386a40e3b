import { describe, expect, it } from 'vitest';
import { procurementWinner, rankProcurementVendors, type RankingVendor } from './procurement-ranking.rules';

const reverse = { evaluationMethod: 'LEAST_COST_SYSTEM', negotiationType: 'REVERSE_AUCTION', evaluationScoring: null };
const meritPoint = {
  evaluationMethod: 'MERIT_POINT',
  negotiationType: 'REVERSE_AUCTION',
  evaluationScoring: { administrationValue: '20.00', technicalValue: '50.00', priceValue: '30.00' },
};

function vendor(name: string, lastPrice: string | null, extra: Partial<RankingVendor> = {}) {
  return { name, indicatorPrice: '1000.00', lastPrice, administrationPassed: true, technicalScore: '80.00', ...extra };
}

describe('ranking of the procurement vendors', () => {
  it('ranks by the lowest last price outside merit point and marks rank 1 as winner', () => {
    const ranked = rankProcurementVendors(reverse, [vendor('A', '900.00'), vendor('B', '850.00'), vendor('C', null)]);
    expect(ranked.map((v) => [v.name, v.rank, v.winner, v.totalScore])).toEqual([
      ['B', 1, true, null],
      ['A', 2, false, null],
      ['C', null, false, null],
    ]);
  });

  it('ranks a forward auction by the highest price', () => {
    const forward = { ...reverse, negotiationType: 'FORWARD_AUCTION' };
    const ranked = rankProcurementVendors(forward, [vendor('A', '1100.00'), vendor('B', '1200.00')]);
    expect(ranked.map((v) => v.name)).toEqual(['B', 'A']);
    expect(ranked[0]!.winner).toBe(true);
  });

  it('ranks merit point by total score: administration, weighted technical and weighted price', () => {
    // A: 20 + 80 x 50% = 60 + 850/900 x 30 = 28.33 -> 88.33; B: 20 + 100 x 50% = 70 + 30 -> 100.00.
    const ranked = rankProcurementVendors(meritPoint, [vendor('A', '900.00'), vendor('B', '850.00', { technicalScore: '100.00' })]);
    expect(ranked.map((v) => [v.name, v.totalScore, v.rank])).toEqual([
      ['B', '100.00', 1],
      ['A', '88.33', 2],
    ]);
  });

  it('lets a better score beat a lower price', () => {
    const ranked = rankProcurementVendors(meritPoint, [vendor('Cheap', '800.00', { technicalScore: '10.00' }), vendor('Good', '900.00', { technicalScore: '100.00' })]);
    expect(ranked[0]!.name).toBe('Good');
  });

  it('names no winner when nobody offered or the best offer is above the indicator price', () => {
    expect(procurementWinner(reverse, [vendor('A', null), vendor('B', null)])).toBeNull();
    expect(procurementWinner(reverse, [vendor('A', '1200.00')])).toBeNull();
    expect(procurementWinner(reverse, [vendor('A', '990.00'), vendor('B', '995.00')])?.name).toBe('A');
  });
});
