import { describe, expect, it } from 'vitest';
import { savingPercent } from './procurement-score.rules';
import { auctionSavingBaseline, savingAgainstBaseline } from './saving.rules';

describe('saving against the baseline', () => {
  it('is the baseline minus the price, and its share of the baseline, in a reverse auction', () => {
    expect(savingAgainstBaseline('345000000.00', '336000000.00')).toEqual({ amount: '9000000.00', percent: '2.61' });
    expect(savingAgainstBaseline('345000000.00', '336000000.00', 'REVERSE')).toEqual({ amount: '9000000.00', percent: '2.61' });
  });

  it('is negative when the price went over the baseline', () => {
    expect(savingAgainstBaseline('10.00', '12.50')).toEqual({ amount: '-2.50', percent: '-25.00' });
  });

  it('is what the price gains above the baseline when the buyer sells (forward auction)', () => {
    expect(savingAgainstBaseline('1000000', '1250000', 'FORWARD')).toEqual({ amount: '250000.00', percent: '25.00' });
    expect(savingAgainstBaseline('1000000', '800000', 'FORWARD')).toEqual({ amount: '-200000.00', percent: '-20.00' });
  });

  it('ranks the winner above the runner-up whatever their own quoted prices were', () => {
    // Against their own indicators the runner-up seemed to save more than the winner:
    const winner = { indicator: '349000000.00', last: '336000000.00' };
    const runnerUp = { indicator: '352500000.00', last: '338000000.00' };
    expect(Number(savingPercent(runnerUp.indicator, runnerUp.last, 'REVERSE'))).toBeGreaterThan(Number(savingPercent(winner.indicator, winner.last, 'REVERSE')));
    // Against the one baseline the lower price always saves more.
    expect(savingAgainstBaseline('345000000.00', winner.last)?.percent).toBe('2.61');
    expect(savingAgainstBaseline('345000000.00', runnerUp.last)?.percent).toBe('2.03');
  });

  it('rounds the percent half up to 2 decimals, exactly at 15 digits', () => {
    expect(savingAgainstBaseline('3', '2')?.percent).toBe('33.33');
    expect(savingAgainstBaseline('200000.00', '199990.00')).toEqual({ amount: '10.00', percent: '0.01' }); // 0.005 % rounds up
    expect(savingAgainstBaseline('999999999999999.99', '999999999999999.98')).toEqual({ amount: '0.01', percent: '0.00' });
  });

  it.each([
    [null, '100.00'],
    [undefined, '100.00'],
    ['', '100.00'],
    ['0', '100.00'],
    ['0.00', '100.00'],
    ['-5.00', '100.00'],
    ['100.00', null],
    ['100.00', undefined],
    ['100.00', '0.00'],
  ])('is not stated without a baseline or a price (baseline %s, price %s)', (baseline, price) => {
    expect(savingAgainstBaseline(baseline, price)).toBeNull();
  });

  it("is the evaluation's saving when the baseline is the vendor's own indicator price", () => {
    expect(savingPercent('1000000', '900000', 'REVERSE')).toBe(savingAgainstBaseline('1000000', '900000')?.percent);
  });
});

describe("an auction session's baseline", () => {
  it('is the estimated total for total-price sessions', () => {
    expect(auctionSavingBaseline('TOTAL_PRICE', '345000000.00')).toBe('345000000.00');
    expect(auctionSavingBaseline('TOTAL_PRICE_BY_UNIT', '345000000.00')).toBe('345000000.00');
    expect(auctionSavingBaseline('TOTAL_PRICE', null)).toBeNull();
  });

  it('is none for UNIT_PRICE sessions, whose totals may cover only some items', () => {
    expect(auctionSavingBaseline('UNIT_PRICE', '345000000.00')).toBeNull();
  });
});
