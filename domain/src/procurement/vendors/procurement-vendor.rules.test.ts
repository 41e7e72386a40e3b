import { describe, expect, it } from 'vitest';
import { zodIssuesToErrors } from '../../common/errors';
import {
  administrationProblem,
  administrationResult,
  canGiveScores,
  capableQtyProblem,
  itemTechnicalScoreProblem,
  scoringProblem,
  vendorTechnicalScoreProblem,
} from './procurement-vendor.rules';
import { addVendorItemsSchema, itemTechnicalScoresSchema } from './procurement-vendor.schemas';

const PROCUREMENT_ID = '8a5e8a36-5d1f-4f5b-9b7e-3d8f2f4c1a01';
const ITEM_A = '5b1d6c0e-2f4a-4e8b-9c3d-7a6f5e4d3c21';
const ITEM_B = '6c2e7d1f-3a5b-4f9c-8d4e-8b7a6f5e4d32';

function errorsOf(schema: typeof addVendorItemsSchema | typeof itemTechnicalScoresSchema, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? [] : zodIssuesToErrors(result.error.issues);
}

describe('vendor capable quantity', () => {
  const item = { quantity: '10.00', minCapableQty: '4.00' };

  it('lies between the minimal capable qty and the needed qty', () => {
    expect(capableQtyProblem('10', item)).toBeNull();
    expect(capableQtyProblem('4.00', item)).toBeNull();
    expect(capableQtyProblem('10.01', item)).toBe('Vendor capable qty cannot be more than the needed qty (10.00)');
    expect(capableQtyProblem('3.99', item)).toBe('Vendor capable qty must be at least the minimal capable qty (4.00)');
  });

  it('defaults to the needed qty when left out, and refuses zero or 3 decimals', () => {
    expect(addVendorItemsSchema.parse({ procurementId: PROCUREMENT_ID, items: [{ procurementItemId: ITEM_A }] }).items).toEqual([
      { procurementItemId: ITEM_A, capableQty: null },
    ]);
    expect(addVendorItemsSchema.parse({ procurementId: PROCUREMENT_ID, items: [{ procurementItemId: ITEM_A, capableQty: '1,000.5' }] }).items[0]!.capableQty).toBe(
      '1000.50',
    );
    expect(errorsOf(addVendorItemsSchema, { procurementId: PROCUREMENT_ID, items: [{ procurementItemId: ITEM_A, capableQty: 0 }] })).toEqual([
      { param: 'items.0.capableQty', msg: 'Vendor capable qty must be a number above 0 with at most 2 decimals' },
    ]);
    expect(errorsOf(addVendorItemsSchema, { procurementId: PROCUREMENT_ID, items: [{ procurementItemId: ITEM_A, capableQty: '1.005' }] })).toEqual([
      { param: 'items.0.capableQty', msg: 'Vendor capable qty must be a number above 0 with at most 2 decimals' },
    ]);
  });

  it('refuses the same item twice', () => {
    expect(errorsOf(addVendorItemsSchema, { procurementId: PROCUREMENT_ID, items: [{ procurementItemId: ITEM_A }, { procurementItemId: ITEM_A }] })).toEqual([
      { param: 'items', msg: 'The same row is selected twice' },
    ]);
  });
});

describe('when scores can be given', () => {
  it('only for merit point, while DRAFT or OPEN', () => {
    expect(scoringProblem({ status: 'DRAFT', evaluationMethod: 'MERIT_POINT' })).toBeNull();
    expect(scoringProblem({ status: 'OPEN', evaluationMethod: 'MERIT_POINT' })).toBeNull();
    expect(canGiveScores({ status: 'OPEN', evaluationMethod: 'MERIT_POINT' })).toBe(true);
    expect(scoringProblem({ status: 'DRAFT', evaluationMethod: 'LEAST_COST_SYSTEM' })).toBe('Scores are given only with the Merit Point evaluation method');
    for (const status of ['CLOSED', 'CANCELED', 'PENDING_APPROVAL']) {
      expect(scoringProblem({ status, evaluationMethod: 'MERIT_POINT' })).toBe('Scores can be given only while the procurement is Draft or Open');
    }
  });

  it('lets the administration result change while drafting, and be set once after submit', () => {
    expect(administrationProblem('DRAFT', true)).toBeNull();
    expect(administrationProblem('OPEN', null)).toBeNull();
    expect(administrationProblem('OPEN', false)).toBe('The administration result cannot be changed after the procurement was submitted');
  });

  it('takes the technical score once per vendor, or once per vendor item in unit-price bidding', () => {
    expect(vendorTechnicalScoreProblem('TOTAL_PRICE', null)).toBeNull();
    expect(vendorTechnicalScoreProblem('TOTAL_PRICE', '80.00')).toBe('The technical score of this vendor has already been given');
    expect(vendorTechnicalScoreProblem('UNIT_PRICE', null)).toMatch(/scored per item/);
    expect(itemTechnicalScoreProblem('UNIT_PRICE', null)).toBeNull();
    expect(itemTechnicalScoreProblem('UNIT_PRICE', '0.00')).toBe('The technical score of this item has already been given');
    expect(itemTechnicalScoreProblem('TOTAL_PRICE_BY_UNIT', null)).toBe('Item technical scores are given only in a Unit Price procurement');
  });

  it('names the administration result', () => {
    expect([true, false, null].map(administrationResult)).toEqual(['PASSED', 'NOT_PASSED', null]);
  });

  it('refuses the same vendor item twice in one save of item scores', () => {
    const scores = [
      { procurementVendorItemId: ITEM_A, score: '80' },
      { procurementVendorItemId: ITEM_A, score: '90' },
      { procurementVendorItemId: ITEM_B, score: '90' },
    ];
    expect(errorsOf(itemTechnicalScoresSchema, { procurementId: PROCUREMENT_ID, scores })).toEqual([
      { param: 'scores', msg: 'The same row is selected twice' },
    ]);
  });
});
