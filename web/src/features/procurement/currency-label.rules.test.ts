import { describe, expect, it } from 'vitest';
import { currencyLabel } from './currency-label.rules';

describe('currency label', () => {
  it('names a currency by its code and its name', () => {
    expect(currencyLabel('IDR', 'Indonesian Rupiah')).toBe('IDR - Indonesian Rupiah');
    expect(currencyLabel('USD', 'Dolar Amerika Serikat')).toBe('USD - Dolar Amerika Serikat');
  });

  it('shows the code alone while the name is unknown', () => {
    expect(currencyLabel('IDR', undefined)).toBe('IDR');
    expect(currencyLabel('IDR', 'IDR')).toBe('IDR');
  });
});
