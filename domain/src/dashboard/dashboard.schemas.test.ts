import { describe, expect, it } from 'vitest';
import { DASHBOARD_MSG } from './dashboard.messages';
import { currentJakartaYear, dashboardYearQuerySchema, potentialSaving } from './dashboard.schemas';

describe('dashboard year', () => {
  it('reads a four-digit year and leaves a missing one to the server', () => {
    expect(dashboardYearQuerySchema.parse({ year: '2025' }).year).toBe(2025);
    expect(dashboardYearQuerySchema.parse({}).year).toBeUndefined();
    expect(dashboardYearQuerySchema.parse({ year: ' ' }).year).toBeUndefined();
  });

  it.each(['abc', '20255', '1999', '2101', '2025.5', '-2025', '25'])('refuses %s with the message', (year) => {
    const result = dashboardYearQuerySchema.safeParse({ year });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(DASHBOARD_MSG.yearInvalid);
  });

  it('takes the year in Jakarta: New Year comes seven hours before UTC', () => {
    expect(currentJakartaYear(new Date('2025-12-31T17:30:00Z'))).toBe(2026);
    expect(currentJakartaYear(new Date('2025-12-31T16:30:00Z'))).toBe(2025);
  });
});

describe('potential saving', () => {
  it('is the sum of the estimated budgets minus the sum of the final prices, exactly', () => {
    const budget = ['100000000.10', '0.00', '0.20', ...Array(9).fill('0.00')];
    const final = ['90000000.05', '0.00', '0.10', ...Array(9).fill('0.00')];
    expect(potentialSaving(budget, final)).toBe('10000000.15');
  });

  it('is negative when the prices went over the budget', () => {
    expect(potentialSaving(['10.00'], ['12.50'])).toBe('-2.50');
  });

  it('is 0.00 while no procurement has a final price (the series then hold no budget either)', () => {
    const none = Array(12).fill('0.00');
    expect(potentialSaving(none, none)).toBe('0.00');
  });
});
