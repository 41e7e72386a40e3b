import { describe, expect, it } from 'vitest';
import { zodIssuesToErrors } from '../common/errors';
import { createMasterValueSchema, moveMasterValueSchema, updateMasterValueSchema } from './master-data.schemas';

function errorsOf(result: { success: boolean; error?: { issues: Parameters<typeof zodIssuesToErrors>[0] } }) {
  return result.success ? [] : zodIssuesToErrors(result.error!.issues);
}

describe('a new master value', () => {
  const schema = createMasterValueSchema('currencies');

  it('is trimmed and active unless told', () => {
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
      { param: 'order', msg: 'Unknown field' },
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

});

describe('an edited master value', () => {
  const schema = updateMasterValueSchema('winnerTypes');

  it('needs the labels and the active flag; the code is optional', () => {
    expect(schema.parse({ labelEn: 'Top', labelId: 'Teratas', active: false })).toEqual({ labelEn: 'Top', labelId: 'Teratas', active: false });
    expect(errorsOf(schema.safeParse({ labelEn: 'Top', labelId: 'Teratas' }))).toEqual([{ param: 'active', msg: 'Active must be true or false' }]);
  });

  it('leaves the order to the moves', () => {
    expect(errorsOf(schema.safeParse({ labelEn: 'Top', labelId: 'Teratas', active: true, order: 2 }))).toEqual([{ param: 'order', msg: 'Unknown field' }]);
  });

  it('checks a new code like a new value', () => {
    expect(errorsOf(schema.safeParse({ code: 'TOP WINNER', labelEn: 'Top', labelId: 'Teratas', active: true }))).toEqual([
      { param: 'code', msg: 'Code must be 2 to 50 characters: capital letters, digits and underscores' },
    ]);
  });
});

describe('a move of a master value', () => {
  it('names the direction and the neighbour the page shows on that side', () => {
    expect(moveMasterValueSchema.parse({ direction: 'up', neighbour: 'IDR' })).toEqual({ direction: 'up', neighbour: 'IDR' });
  });

  it('refuses another direction and a missing or non-text neighbour', () => {
    expect(errorsOf(moveMasterValueSchema.safeParse({ direction: 'left' }))).toEqual([
      { param: 'direction', msg: 'Direction must be up or down' },
      { param: 'neighbour', msg: 'Neighbour code is required' },
    ]);
    expect(errorsOf(moveMasterValueSchema.safeParse({ direction: 'down', neighbour: 3 }))).toEqual([
      { param: 'neighbour', msg: 'Neighbour code must be text' },
    ]);
    expect(errorsOf(moveMasterValueSchema.safeParse({ direction: 'down', neighbour: '' }))).toEqual([
      { param: 'neighbour', msg: 'Neighbour code is required' },
    ]);
  });
});
