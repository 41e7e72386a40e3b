import { describe, expect, it } from 'vitest';
import {
  clampItemTechnicalScore,
  rankingDisplay,
  savingPercent,
  totalScore,
  weightedAdministrationScore,
  weightedPriceScore,
  weightedTechnicalScore,
  type RankableVendor,
} from './procurement-score.rules';

describe('score maths', () => {
  it('weights a technical score by the technical percentage, to 2 decimals', () => {
    expect(weightedTechnicalScore('85', '30')).toBe('25.50');
    expect(weightedTechnicalScore(100, 100)).toBe('100.00');
    expect(weightedTechnicalScore('33.33', '33.33')).toBe('11.11');
    // 77.77 x 12.5 / 100 = 9.72125: rounded half up
    expect(weightedTechnicalScore('77.77', '12.5')).toBe('9.72');
    expect(weightedTechnicalScore('0.05', '10')).toBe('0.01');
  });

  it('gives the whole administration weight to a passed vendor and nothing otherwise', () => {
    expect(weightedAdministrationScore(true, '20')).toBe('20.00');
    expect(weightedAdministrationScore(false, '20')).toBe('0.00');
    expect(weightedAdministrationScore(null, '20')).toBe('0.00');
  });

  it('gives the best price the whole price weight and others their share', () => {
    expect(weightedPriceScore('900000', '900000', '50', 'REVERSE')).toBe('50.00');
    expect(weightedPriceScore('900000', '1200000', '50', 'REVERSE')).toBe('37.50');
    expect(weightedPriceScore('1200000', '900000', '50', 'FORWARD')).toBe('37.50');
    expect(weightedPriceScore('900000', null, '50', 'REVERSE')).toBe('0.00');
    expect(weightedPriceScore('900000', '0', '50', 'REVERSE')).toBe('0.00');
  });

  it('clamps an item-level technical score above 100 to 100.00', () => {
    expect(clampItemTechnicalScore('100.01')).toBe('100.00');
    expect(clampItemTechnicalScore(250)).toBe('100.00');
    expect(clampItemTechnicalScore('99.5')).toBe('99.50');
    expect(clampItemTechnicalScore('-3')).toBe('0.00');
  });

  it('adds the weighted scores into the total exactly', () => {
    expect(totalScore({ administration: '20.00', technical: '25.50', price: '37.50' })).toBe('83.00');
    expect(totalScore({ administration: '0.10', technical: '0.20', price: null })).toBe('0.30');
    expect(totalScore({})).toBe('0.00');
  });
});

describe('saving', () => {
  it('measures what a reverse auction saves against the indicator price', () => {
    expect(savingPercent('1000000', '900000', 'REVERSE')).toBe('10.00');
    expect(savingPercent('1000000', '1100000', 'REVERSE')).toBe('-10.00');
    expect(savingPercent('3', '2', 'REVERSE')).toBe('33.33');
  });

  it('measures what a forward auction gains above the indicator price', () => {
    expect(savingPercent('1000000', '1250000', 'FORWARD')).toBe('25.00');
    expect(savingPercent('1000000', '800000', 'FORWARD')).toBe('-20.00');
  });

  it('has no saving without an indicator price or an offer', () => {
    expect(savingPercent('0', '900000', 'REVERSE')).toBeNull();
    expect(savingPercent(null, '900000', 'REVERSE')).toBeNull();
    expect(savingPercent('1000000', '0', 'REVERSE')).toBeNull();
    expect(savingPercent('1000000', undefined, 'REVERSE')).toBeNull();
  });

  it('keeps every cent of 15-digit amounts', () => {
    expect(savingPercent('999999999999999.99', '999999999999999.98', 'REVERSE')).toBe('0.00');
    expect(savingPercent('999999999999999.99', '499999999999999.99', 'REVERSE')).toBe('50.00');
  });
});

interface Vendor extends RankableVendor {
  name: string;
}

const vendor = (name: string, lastPrice: string | null, extra: Partial<Vendor> = {}): Vendor => ({
  name,
  indicatorPrice: '1000000.00',
  lastPrice,
  ...extra,
});

const byPrice = { byTotalScore: false, direction: 'REVERSE' } as const;
const summary = (rows: Array<Vendor & { rank: number | null; winner: boolean }>) => rows.map((r) => [r.name, r.rank, r.winner]);

describe('ranking display', () => {
  it('ranks a reverse auction by last price, lowest first, with the winner icon on rank 1', () => {
    const rows = rankingDisplay([vendor('PT B', '950000'), vendor('PT A', '900000'), vendor('PT C', '990000')], byPrice);
    expect(summary(rows)).toEqual([
      ['PT A', 1, true],
      ['PT B', 2, false],
      ['PT C', 3, false],
    ]);
  });

  it('ranks a forward auction by last price, highest first', () => {
    const rows = rankingDisplay(
      [vendor('PT A', '1100000'), vendor('PT B', '1300000'), vendor('PT C', '1200000')],
      { byTotalScore: false, direction: 'FORWARD' },
    );
    expect(summary(rows)).toEqual([
      ['PT B', 1, true],
      ['PT C', 2, false],
      ['PT A', 3, false],
    ]);
  });

  it('shows a dash for everyone when no vendor has a last price above 0', () => {
    const rows = rankingDisplay([vendor('PT A', '0'), vendor('PT B', null), vendor('PT C', '0.00')], byPrice);
    expect(rows.map((r) => [r.rank, r.winner])).toEqual([
      [null, false],
      [null, false],
      [null, false],
    ]);
  });

  it('shows a dash for a vendor with negative saving', () => {
    const rows = rankingDisplay([vendor('PT A', '900000'), vendor('PT B', '1050000')], byPrice);
    expect(summary(rows)).toEqual([
      ['PT A', 1, true],
      ['PT B', null, false],
    ]);
  });

  it('gives no winner icon when rank 1 has negative saving, and keeps the others in place', () => {
    const rows = rankingDisplay(
      [
        vendor('PT A', '900000', { saving: '-1.00' }),
        vendor('PT B', '950000', { saving: '5.00' }),
      ],
      byPrice,
    );
    expect(summary(rows)).toEqual([
      ['PT A', null, false],
      ['PT B', 2, false],
    ]);
  });

  it('moves vendors with negative saving behind everyone when asked, so the next vendor takes rank 1', () => {
    const rows = rankingDisplay(
      [vendor('PT A', '900000', { saving: '-1.00' }), vendor('PT B', '950000', { saving: '5.00' }), vendor('PT C', null)],
      { ...byPrice, negativeSavingLast: true },
    );
    expect(summary(rows)).toEqual([
      ['PT B', 1, true],
      ['PT C', null, false],
      ['PT A', null, false],
    ]);
  });

  it('shows a dash for a vendor whose indicator price is below 1', () => {
    const rows = rankingDisplay(
      [vendor('PT A', '900000', { indicatorPrice: '0.99' }), vendor('PT B', '950000'), vendor('PT C', '960000', { indicatorPrice: null })],
      byPrice,
    );
    expect(summary(rows)).toEqual([
      ['PT A', null, false],
      ['PT B', 2, false],
      ['PT C', null, false],
    ]);
  });

  it('gives the winner icon to rank 1 with exactly zero saving', () => {
    const rows = rankingDisplay([vendor('PT A', '1000000'), vendor('PT B', '1010000')], byPrice);
    expect(summary(rows)).toEqual([
      ['PT A', 1, true],
      ['PT B', null, false],
    ]);
  });

  it('puts vendors without an offer last, with a dash', () => {
    const rows = rankingDisplay([vendor('PT A', '0'), vendor('PT B', '900000'), vendor('PT C', null)], byPrice);
    expect(summary(rows)).toEqual([
      ['PT B', 1, true],
      ['PT A', null, false],
      ['PT C', null, false],
    ]);
  });

  it('ranks merit point by total score, highest first, whatever the price', () => {
    const rows = rankingDisplay(
      [
        vendor('PT A', '900000', { totalScore: '71.25' }),
        vendor('PT B', '950000', { totalScore: '83.00' }),
        vendor('PT C', '920000', { totalScore: null }),
      ],
      { byTotalScore: true, direction: 'REVERSE' },
    );
    expect(summary(rows)).toEqual([
      ['PT B', 1, true],
      ['PT A', 2, false],
      ['PT C', 3, false],
    ]);
  });

  it('splits equal total scores by the better price', () => {
    const rows = rankingDisplay(
      [vendor('PT A', '950000', { totalScore: '80' }), vendor('PT B', '900000', { totalScore: '80.00' })],
      { byTotalScore: true, direction: 'REVERSE' },
    );
    expect(summary(rows)).toEqual([
      ['PT B', 1, true],
      ['PT A', 2, false],
    ]);
  });

  it('gives equal prices to the earlier offer, then keeps the order given', () => {
    const rows = rankingDisplay(
      [
        vendor('PT A', '900000', { lastOfferAt: '2026-03-10T08:05:00Z' }),
        vendor('PT B', '900000', { lastOfferAt: '2026-03-10T08:01:00Z' }),
        vendor('PT C', '900000'),
        vendor('PT D', '900000.00'),
      ],
      byPrice,
    );
    expect(summary(rows)).toEqual([
      ['PT B', 1, true],
      ['PT A', 2, false],
      ['PT C', 3, false],
      ['PT D', 4, false],
    ]);
  });

  it('compares 15-digit prices exactly', () => {
    const rows = rankingDisplay(
      [
        vendor('PT A', '999999999999999.99', { indicatorPrice: '999999999999999.99' }),
        vendor('PT B', '999999999999999.98', { indicatorPrice: '999999999999999.99' }),
      ],
      byPrice,
    );
    expect(summary(rows)).toEqual([
      ['PT B', 1, true],
      ['PT A', 2, false],
    ]);
  });

  it('keeps the vendor fields and does not change the list it was given', () => {
    const input = [vendor('PT B', '950000'), vendor('PT A', '900000')];
    const rows = rankingDisplay(input, byPrice);
    expect(rows[0]).toMatchObject({ name: 'PT A', lastPrice: '900000', rank: 1 });
    expect(input.map((v) => v.name)).toEqual(['PT B', 'PT A']);
  });
});
