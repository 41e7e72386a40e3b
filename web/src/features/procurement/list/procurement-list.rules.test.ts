import { biddingTypes, currencies } from '@procura/domain/master-data/master-data.enums';
import type { MasterItem } from '@procura/domain/master-data/master-data.schemas';
import { describe, expect, it } from 'vitest';
import { biddingTypeForWinner, createdProcurementId, masterLabel, masterOptions, refusedFormMessage } from './procurement-list.rules';

const item = (code: string, en: string, order: number, active = true): MasterItem => ({ code, label: { en, id: `${en} (id)` }, active, order });

describe('master options', () => {
  const served = [item('USD', 'Dollar', 2), item('EUR', 'Euro', 3, false), item('IDR', 'Rupiah', 1)];

  it('offers the served active values in their order, in the reader language', () => {
    expect(masterOptions(served, currencies.list, 'en')).toEqual([
      { value: 'IDR', label: 'Rupiah' },
      { value: 'USD', label: 'Dollar' },
    ]);
    expect(masterOptions(served, currencies.list, 'id')[0]).toEqual({ value: 'IDR', label: 'Rupiah (id)' });
  });

  it('offers the fixed enumeration until the served lists arrive', () => {
    expect(masterOptions(undefined, biddingTypes.list, 'en').map((o) => o.value)).toEqual(['TOTAL_PRICE', 'TOTAL_PRICE_BY_UNIT', 'UNIT_PRICE']);
  });

  it('narrows to the given codes, keeping the list order', () => {
    expect(masterOptions(undefined, biddingTypes.list, 'en', ['UNIT_PRICE', 'TOTAL_PRICE']).map((o) => o.value)).toEqual(['TOTAL_PRICE', 'UNIT_PRICE']);
  });

  it('labels a stored code even when its value was deactivated, and shows unknown codes as they are', () => {
    expect(masterLabel(served, currencies.list, 'EUR', 'en')).toBe('Euro');
    expect(masterLabel(undefined, currencies.list, 'USD', 'id')).toBe('Dolar Amerika Serikat');
    expect(masterLabel(served, currencies.list, 'JPY', 'en')).toBe('JPY');
    expect(masterLabel(served, currencies.list, null, 'en')).toBe('-');
  });
});

describe('bidding type after a change of winner type', () => {
  it('keeps a bidding type the new winner type offers', () => {
    expect(biddingTypeForWinner('SINGLE_WINNER', 'UNIT_PRICE')).toBe('UNIT_PRICE');
    expect(biddingTypeForWinner('MULTI_WINNER', 'TOTAL_PRICE_BY_UNIT')).toBe('TOTAL_PRICE_BY_UNIT');
  });

  it('clears one it does not offer', () => {
    expect(biddingTypeForWinner('MULTI_WINNER', 'UNIT_PRICE')).toBe('');
    expect(biddingTypeForWinner('SINGLE_WINNER', 'TOTAL_PRICE_BY_UNIT')).toBe('');
    expect(biddingTypeForWinner('', 'TOTAL_PRICE')).toBe('');
  });
});

describe('the toast of a refused New Initiation form', () => {
  it('says "Please fulfilled all fields" when a field is missing', () => {
    expect(refusedFormMessage([undefined, 'Please fulfilled all fields', 'Procurement name must be at most 200 characters'])).toBe('Please fulfilled all fields');
  });

  it('names the first problem when nothing is missing', () => {
    expect(refusedFormMessage(['Procurement name must be at most 200 characters', undefined])).toBe('Procurement name must be at most 200 characters');
  });
});

describe('answers of the server', () => {
  it('finds the id of the created procurement', () => {
    expect(createdProcurementId({ _id: 'a1', procurementName: 'X' })).toBe('a1');
    expect(createdProcurementId({ id: 'b2' })).toBe('b2');
    expect(createdProcurementId(null)).toBeNull();
    expect(createdProcurementId({ _id: '' })).toBeNull();
  });
});
