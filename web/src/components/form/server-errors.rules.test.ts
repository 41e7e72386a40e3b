import { describe, expect, it } from 'vitest';
import { splitServerErrors } from './server-errors.rules';

describe('splitServerErrors', () => {
  const fields = ['email', 'password'] as const;

  it('puts an error under the field its param names', () => {
    const result = splitServerErrors([{ param: 'password', msg: 'Wrong password' }], fields);
    expect(result).toEqual({ fields: [{ name: 'password', msg: 'Wrong password' }], general: [] });
  });

  it('turns a message without a param into a toast', () => {
    const result = splitServerErrors([{ param: null, msg: 'Please wait before requesting another code' }], fields);
    expect(result).toEqual({ fields: [], general: ['Please wait before requesting another code'] });
  });

  it('turns a message for a field the form does not have into a toast', () => {
    const result = splitServerErrors([{ param: 'role', msg: 'Role must be buyer_auction' }], fields);
    expect(result.general).toEqual(['Role must be buyer_auction']);
    expect(result.fields).toEqual([]);
  });

  it('keeps the first message of a field and drops repeated toasts', () => {
    const result = splitServerErrors(
      [
        { param: 'email', msg: 'Email is required' },
        { param: 'email', msg: 'Please input a valid email address' },
        { param: null, msg: 'Unauthorized' },
        { param: null, msg: 'Unauthorized' },
      ],
      fields,
    );
    expect(result.fields).toEqual([{ name: 'email', msg: 'Email is required' }]);
    expect(result.general).toEqual(['Unauthorized']);
  });

  it('keeps only the first error when asked to', () => {
    const result = splitServerErrors(
      [
        { param: 'confirmPassword', msg: 'Password tidak sama' },
        { param: 'password', msg: 'Password is required' },
      ],
      ['password', 'confirmPassword'],
      true,
    );
    expect(result.fields).toEqual([{ name: 'confirmPassword', msg: 'Password tidak sama' }]);
  });
});
