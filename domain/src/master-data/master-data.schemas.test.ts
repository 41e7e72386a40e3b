import { describe, expect, it } from 'vitest';
import { zodIssuesToErrors } from '../common/errors';
import { createMasterValueSchema, updateMasterValueSchema } from './master-data.schemas';

function errorsOf(result: { success: boolean; error?: { issues: Parameters<typeof zodIssuesToErrors>[0] } }) {
  return result.success ? [] : zodIssuesToErrors(result.error!.issues);
}

describe('a new master value', () => {
  const schema = createMasterValueSchema('currencies');

  it('is trimmed, active and without an order unless told', () => {
    const result = schema.parse({ code: ' EUR ', labelEn: ' Euro ', labelId: 'Euro' });
    expect(result).toEqual({ code: 'EUR', labelEn: 'Euro', labelId: 'Euro', active: true });
  });

  it('names each bad field with its message', () => {
    const result = schema.safeParse({ code: 'eur', labelEn: '', labelId: 'x'.repeat(101), active: 'yes', order: 1.5, colour: 'red' });
    expect(errorsOf(result)).toEqual([
      { param: 'code', msg: 'Currency code must be 3 capital letters, as in ISO 4217 (e.g. EUR)' },
      { param: 'labelEn', msg: 'English label is required' },
      { param: 'labelId', msg: 'Indonesian label must be at most 100 characters' },
      { param: 'active', msg: 'Active must be true or false' },
      { param: 'order', msg: 'Order must be a whole number from 1 to 9999' },
      { param: 'colour', msg: 'Unknown field' },
    ]);
  });

  it('asks for the code and the labels, and refuses non-text ones', () => {
    expect(errorsOf(schema.safeParse({}))).toEqual([
      { param: 'code', msg: 'Code is required' },
      { param: 'labelEn', msg: 'English label is required' },
      { param: 'labelId', msg: 'Indonesian label is required' },
    ]);
    expect(errorsOf(schema.safeParse({ code: 7, labelEn: ['a'], labelId: null }))).toEqual([
      { param: 'code', msg: 'Code must be text' },
      { param: 'labelEn', msg: 'English label must be text' },
      { param: 'labelId', msg: 'Indonesian label must be text' },
    ]);
  });

  it('refuses an order outside 1 to 9999', () => {
    for (const order of [0, 10000, -1, Number.NaN, '2']) {
      expect(errorsOf(schema.safeParse({ code: 'EUR', labelEn: 'Euro', labelId: 'Euro', order }))).toEqual([
        { param: 'order', msg: 'Order must be a whole number from 1 to 9999' },
      ]);
    }
  });
});

describe('an edited master value', () => {
  const schema = updateMasterValueSchema('winnerTypes');

  it('needs the labels, the active flag and the order; the code is optional', () => {
    expect(schema.parse({ labelEn: 'Top', labelId: 'Teratas', active: false, order: 3 })).toEqual({
      labelEn: 'Top',
      labelId: 'Teratas',
      active: false,
      order: 3,
    });
    expect(errorsOf(schema.safeParse({ labelEn: 'Top', labelId: 'Teratas' }))).toEqual([
      { param: 'active', msg: 'Active must be true or false' },
      { param: 'order', msg: 'Order must be a whole number from 1 to 9999' },
    ]);
  });

  it('checks a new code like a new value', () => {
    expect(errorsOf(schema.safeParse({ code: 'TOP WINNER', labelEn: 'Top', labelId: 'Teratas', active: true, order: 1 }))).toEqual([
      { param: 'code', msg: 'Code must be 2 to 50 characters: capital letters, digits and underscores' },
    ]);
  });
});
