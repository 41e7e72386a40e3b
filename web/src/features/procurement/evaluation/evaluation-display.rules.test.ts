import { describe, expect, it } from 'vitest';
import { formatAmount, formatPercent, formatQuantity, formatScore, maskScoreTyping, percentageTotal } from './evaluation-display.rules';
import { liveWeightedTechnicalScore } from './scores/technical-score.rules';

describe('evaluation display', () => {
  it('shows scores with 2 decimals and a dash when there is none', () => {
    expect(formatScore('72.5')).toBe('72.50');
    expect(formatScore(null)).toBe('-');
    expect(formatPercent('12.345')).toBe('12.35%');
  });

  it('shows money as 1,234,567.00 IDR, in the procurement currency when it has one', () => {
    expect(formatAmount('1234567', null)).toBe('1,234,567.00 IDR');
    expect(formatAmount('1500.5', 'USD')).toBe('1,500.50 USD');
    expect(formatAmount(null, 'IDR')).toBe('-');
    expect(formatQuantity('12000')).toBe('12,000.00');
  });

  it('adds the three scoring percentages for the read-only Total', () => {
    expect(percentageTotal(['30', '40.5', '29.5'])).toBe('100.00');
    expect(percentageTotal(['30', '', 'abc'])).toBe('30.00');
  });

  it('lets a score be typed with at most 2 decimals and only digits', () => {
    expect(maskScoreTyping('85.456')).toBe('85.45');
    expect(maskScoreTyping('a9b0')).toBe('90');
    expect(maskScoreTyping('.5')).toBe('0.5');
    expect(maskScoreTyping('150')).toBe('150');
  });

  it('computes the technical score as score x technical percentage / 100 while typing', () => {
    expect(liveWeightedTechnicalScore('80', '40.00')).toBe('32.00');
    expect(liveWeightedTechnicalScore('85.5', '30')).toBe('25.65');
    expect(liveWeightedTechnicalScore('', '40')).toBe('-');
    expect(liveWeightedTechnicalScore('80', null)).toBe('-');
  });
});
