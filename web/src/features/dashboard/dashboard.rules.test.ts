import { describe, expect, it } from 'vitest';
import { formatLastLogin, isEmptyYear, monthLabels, savingChartRows, yearOptions } from './dashboard.rules';

const series = (months: Record<number, string>, year = 2026) => ({ year, months: Array.from({ length: 12 }, (_, i) => months[i] ?? '0.00') });

describe('dashboard rules', () => {
  it('labels the months Jan to Dec in English and Jan to Des in Indonesian', () => {
    expect(monthLabels('en')).toHaveLength(12);
    expect(monthLabels('en')[11]).toBe('Dec');
    expect(monthLabels('id')).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des']);
  });

  it('offers this year first, then the four before it', () => {
    expect(yearOptions(2026)).toEqual([2026, 2025, 2024, 2023, 2022]);
  });

  it('keeps the exact amounts for the tooltip beside the bar heights', () => {
    const rows = savingChartRows(series({ 0: '1234567.50' }), series({ 0: '1000000.00' }), 'id');
    expect(rows[0]).toEqual({ month: 'Jan', estimatedBudget: 1234567.5, finalPrice: 1000000, estimatedBudgetText: '1,234,567.50 IDR', finalPriceText: '1,000,000.00 IDR' });
    expect(rows[11]!.month).toBe('Des');
  });

  it('calls a year without amounts empty', () => {
    expect(isEmptyYear(series({}), series({}))).toBe(true);
    expect(isEmptyYear(series({}), series({ 3: '0.01' }))).toBe(false);
  });

  it('shows the last login in Jakarta time as DD MMMM YYYY HH:mm', () => {
    expect(formatLastLogin('2026-11-24T17:05:00Z', 'en')).toBe('25 November 2026 00:05');
    expect(formatLastLogin('2026-08-01T02:30:00Z', 'id')).toBe('01 Agustus 2026 09:30');
  });
});
