import { describe, expect, it } from 'vitest';
import { minutesFigures } from './negotiation-minutes.rules';

describe('the figures of the negotiation minutes', () => {
  it('computes each line from its unit price and quantity and each total from its lines', () => {
    const figures = minutesFigures(
      [
        { unitBefore: '1000', quantityBefore: '10', unitAfter: '950', quantityAfter: '10' },
        { unitBefore: '1000', quantityBefore: '4', unitAfter: '850.5', quantityAfter: '3' },
      ],
      '14000.00',
    );
    expect(figures.before).toEqual({
      lines: [
        { unitPrice: '1000.00', quantity: '10.00', total: '10000.00' },
        { unitPrice: '1000.00', quantity: '4.00', total: '4000.00' },
      ],
      total: '14000.00',
    });
    expect(figures.after.lines.map((l) => l.total)).toEqual(['9500.00', '2551.50']);
    expect(figures.after.total).toBe('12051.50');
    expect(figures.saving).toEqual({ amount: '1948.50', percent: '13.92' });
    // The vendor's last total is the table's own total: not printed twice.
    expect(figures.vendorOffer).toBeNull();
  });

  it('keeps a total offered without unit prices apart from the estimate-based rows (1,850,000 x 50 is not 90,000,000)', () => {
    const figures = minutesFigures([{ unitBefore: '1850000', quantityBefore: '50', unitAfter: '1740000', quantityAfter: '50' }], '90000000');
    expect(figures.before.total).toBe('92500000.00');
    expect(figures.after.total).toBe('87000000.00');
    expect(figures.saving).toEqual({ amount: '5500000.00', percent: '5.95' });
    expect(figures.vendorOffer).toEqual({ total: '90000000.00', saving: { amount: '3000000.00', percent: '3.33' } });
  });

  it('leaves an item without an agreed price out of the total after, and a zero base without a percentage', () => {
    const figures = minutesFigures(
      [
        { unitBefore: '0', quantityBefore: '2', unitAfter: null, quantityAfter: '2' },
        { unitBefore: '0', quantityBefore: '1', unitAfter: '10', quantityAfter: '1' },
      ],
      null,
    );
    expect(figures.after.lines[0]).toEqual({ unitPrice: null, quantity: '2.00', total: null });
    expect(figures.after.total).toBe('10.00');
    expect(figures.saving).toEqual({ amount: '-10.00', percent: null });
    expect(figures.vendorOffer).toBeNull();
  });
});
