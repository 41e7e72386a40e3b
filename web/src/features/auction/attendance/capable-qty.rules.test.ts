import { capableQtyRangeMessage } from '@procura/domain/auction/auction.messages';
import { describe, expect, it } from 'vitest';
import { CAPABLE_QTY_RANGE_KEY, capableQtyProblem, filledCapableQty, initialCapableQty } from './capable-qty.rules';

const item = { procurementItemId: 'i1', itemCode: 'C', itemName: 'Cement', quantity: '100.00', minCapableQty: '20.00', uom: 'BAG', capableQty: null };

describe('capable quantity', () => {
  it('accepts a quantity within the minimum and the needed quantity', () => {
    expect(capableQtyProblem('20', item)).toBeNull();
    expect(capableQtyProblem('100', item)).toBeNull();
    expect(capableQtyProblem('55.5', item)).toBeNull();
  });

  it("refuses one outside with the spec's message", () => {
    const problem = capableQtyProblem('19.99', item);
    expect(problem).toEqual({ key: CAPABLE_QTY_RANGE_KEY, values: { min: '20', qty: '100' } });
    expect(capableQtyProblem('100.01', item)?.key).toBe(CAPABLE_QTY_RANGE_KEY);
    expect(capableQtyProblem('abc', item)?.key).toBe(CAPABLE_QTY_RANGE_KEY);
    // The key with its values filled is the domain's text.
    const filled = CAPABLE_QTY_RANGE_KEY.replace('{{min}}', '20').replace('{{qty}}', '100');
    expect(filled).toBe(capableQtyRangeMessage('20', '100'));
  });

  it('asks for a missing quantity', () => {
    expect(capableQtyProblem('  ', item)?.key).toBe('Please fill in the capable quantity of every item');
  });

  it('fills a 0 with the quantity for a single winner only', () => {
    expect(filledCapableQty('0', item, true)).toBe('100');
    expect(filledCapableQty('0.00', item, true)).toBe('100');
    expect(filledCapableQty('0', item, false)).toBe('0');
    expect(filledCapableQty('30', item, true)).toBe('30');
  });

  it('starts from the stated quantity, else empty (single winner: the quantity)', () => {
    expect(initialCapableQty(item, false)).toBe('');
    expect(initialCapableQty(item, true)).toBe('100');
    expect(initialCapableQty({ ...item, capableQty: '40.00' }, true)).toBe('40');
  });
});
