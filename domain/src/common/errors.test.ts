import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, isErrorEnvelope, zodIssuesToErrors } from './errors';

describe('error envelope', () => {
  const schema = z.strictObject({ name: z.string().min(1, 'Name is required'), nested: z.object({ qty: z.number() }).optional() });

  it('names each field once, with its first message', () => {
    const result = schema.safeParse({ name: '', nested: { qty: 'x' } });
    expect(result.success).toBe(false);
    const errors = zodIssuesToErrors(result.success ? [] : result.error.issues);
    expect(errors[0]).toEqual({ param: 'name', msg: 'Name is required' });
    expect(errors[1]?.param).toBe('nested.qty');
  });

  it('names every unknown field', () => {
    const result = schema.safeParse({ name: 'a', admin: true, role: 'x' });
    expect(zodIssuesToErrors(result.success ? [] : result.error.issues)).toEqual([
      { param: 'admin', msg: 'Unknown field' },
      { param: 'role', msg: 'Unknown field' },
    ]);
  });

  it('serialises an AppError as the envelope', () => {
    const error = AppError.field(409, null, 'Already done');
    expect(error.status).toBe(409);
    expect(JSON.parse(JSON.stringify(error))).toEqual({ errors: [{ param: null, msg: 'Already done' }] });
    expect(isErrorEnvelope(error.toJSON())).toBe(true);
    expect(isErrorEnvelope({ data: 1 })).toBe(false);
  });
});
