import { describe, expect, it } from 'vitest';
import { evaluate, evaluationContextOf, scoringOf, type Evaluable } from './procurement-evaluation.rules';

// The evaluation maths; the server's integration tests cover the same through the API.

const entry = (name: string, values: Partial<Evaluable> = {}) => ({
  name,
  administrationPassed: null,
  technicalScore: null,
  indicatorPrice: '1000.00',
  lastPrice: null,
  ...values,
});

const procurement = (values: Record<string, string | null> = {}) => ({
  administrationValue: '10.00',
  technicalValue: '40.00',
  priceValue: '50.00',
  evaluationMethod: 'MERIT_POINT',
  negotiationType: 'REVERSE_AUCTION',
  ...values,
});

describe('evaluation', () => {
  it('has no scoring until all three percentages are defined', () => {
    expect(scoringOf(procurement({ priceValue: null }))).toBeNull();
    expect(scoringOf(procurement())).toEqual({ administrationValue: '10.00', technicalValue: '40.00', priceValue: '50.00' });
  });

  it('measures every price score against the best offer of the direction', () => {
    const entries = [entry('A', { lastPrice: '800.00' }), entry('B', { lastPrice: '1000.00' }), entry('C')];
    const reverse = evaluate(entries, evaluationContextOf(procurement()));
    expect(reverse.map(({ entry: e, scores }) => [e.name, scores.priceScore, scores.totalScore])).toEqual([
      ['A', '50.00', '50.00'],
      ['B', '40.00', '40.00'],
      ['C', null, '0.00'],
    ]);
    const forward = evaluate(entries, evaluationContextOf(procurement({ negotiationType: 'FORWARD_AUCTION' })));
    expect(forward.map(({ entry: e, scores }) => [e.name, scores.priceScore, scores.rank])).toEqual([
      ['B', '50.00', 1],
      ['A', '40.00', null], // a forward offer below the indicator price saves less than nothing: dash
      ['C', null, null],
    ]);
  });

  it('ranks merit point by price while no scoring is defined, and other methods always by price', () => {
    const entries = [entry('A', { lastPrice: '900.00', technicalScore: '100.00' }), entry('B', { lastPrice: '800.00', technicalScore: '10.00' })];
    const names = (values: Record<string, string | null>) => evaluate(entries, evaluationContextOf(procurement(values))).map(({ entry: e }) => e.name);
    expect(names({})).toEqual(['A', 'B']);
    expect(names({ administrationValue: null })).toEqual(['B', 'A']);
    expect(names({ evaluationMethod: 'LEAST_COST_SYSTEM' })).toEqual(['B', 'A']);
  });

  it('weights administration and technical scores only once they are given', () => {
    const [row] = evaluate([entry('A', { administrationPassed: true, technicalScore: '55.55' })], evaluationContextOf(procurement()));
    expect(row!.scores).toMatchObject({ administration: 'PASSED', administrationScore: '10.00', technicalWeighted: '22.22', totalScore: '32.22' });
  });

  it('gives equal prices to the earlier last offer', () => {
    const entries = [
      entry('A', { lastPrice: '800.00', lastOfferAt: '2026-11-24T10:00:02.000Z' }),
      entry('B', { lastPrice: '800.00', lastOfferAt: '2026-11-24T10:00:01.000Z' }),
    ];
    expect(evaluate(entries, evaluationContextOf(procurement({ evaluationMethod: 'LEAST_COST_SYSTEM' }))).map(({ entry: e }) => e.name)).toEqual(['B', 'A']);
  });

  it('keeps scores free of the offer time', () => {
    const [row] = evaluate([entry('A', { lastPrice: '800.00', lastOfferAt: '2026-11-24T10:00:02.000Z' })], evaluationContextOf(procurement()));
    expect(row!.scores).not.toHaveProperty('lastOfferAt');
  });
});
