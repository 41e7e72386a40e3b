import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { zodIssuesToErrors } from '../common/errors';
import { MSG } from './auth.messages';
import { changePasswordSchema, loginSchema, registerSchema, requestOtpSchema, resetPasswordSchema } from './auth.schemas';

function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : zodIssuesToErrors(result.error.issues);
}

const validRegistration = {
  firstName: 'Siti Nur',
  lastName: 'Aisyah',
  email: '  Siti@Example.CO.ID ',
  password: 'rahasia123',
  confirmPassword: 'rahasia123',
  optIn: true,
  reference: 'SOCIAL_MEDIA',
  role: 'buyer_auction',
};

describe('registration', () => {
  it('accepts a complete form and forces the e-mail to lower case', () => {
    const parsed = registerSchema.parse(validRegistration);
    expect(parsed.email).toBe('siti@example.co.id');
  });

  it("says 'Password tidak sama' under confirmPassword when the passwords differ", () => {
    expect(errorsOf(registerSchema, { ...validRegistration, confirmPassword: 'rahasia124' })).toEqual([
      { param: 'confirmPassword', msg: MSG.passwordMismatch },
    ]);
  });

  it('asks for a sales name for the sales staff and sales agent references only', () => {
    expect(errorsOf(registerSchema, { ...validRegistration, reference: 'SALES_AGENT' })).toEqual([
      { param: 'salesName', msg: 'Sales name is required' },
    ]);
    expect(errorsOf(registerSchema, { ...validRegistration, reference: 'SALES_STAFF', salesName: '  ' })).toEqual([
      { param: 'salesName', msg: 'Sales name is required' },
    ]);
    expect(errorsOf(registerSchema, { ...validRegistration, reference: 'SALES_STAFF', salesName: 'Andi' })).toEqual([]);
  });

  it('accepts only letters and spaces in names', () => {
    expect(errorsOf(registerSchema, { ...validRegistration, firstName: 'R2D2' })).toEqual([
      { param: 'firstName', msg: 'First name may contain only letters and spaces' },
    ]);
    expect(errorsOf(registerSchema, { ...validRegistration, lastName: 'Ñúñez' })).toEqual([]);
  });

  it('requires the opt-in, a known reference and the buyer role', () => {
    const errors = errorsOf(registerSchema, { ...validRegistration, optIn: false, reference: 'FRIEND', role: 'admin' });
    expect(errors.map((e) => e.param)).toEqual(['optIn', 'reference', 'role']);
  });

  it('refuses a 1 MB name and unknown fields', () => {
    expect(errorsOf(registerSchema, { ...validRegistration, firstName: 'a'.repeat(1_000_000) })[0]).toEqual({
      param: 'firstName',
      msg: 'First name must be at most 100 characters',
    });
    expect(errorsOf(registerSchema, { ...validRegistration, isAdmin: true })).toEqual([{ param: 'isAdmin', msg: 'Unknown field' }]);
  });
});

describe('sign-in payloads', () => {
  it('needs an e-mail and a password', () => {
    expect(errorsOf(loginSchema, {})).toEqual([
      { param: 'email', msg: 'Email is required' },
      { param: 'password', msg: 'Password is required' },
    ]);
  });

  it("answers 'Please input your email first' for a code request without e-mail", () => {
    expect(errorsOf(requestOtpSchema, {})).toEqual([{ param: 'email', msg: MSG.inputEmailFirst }]);
    expect(errorsOf(requestOtpSchema, { email: '' })).toEqual([{ param: 'email', msg: MSG.inputEmailFirst }]);
  });

  it("answers the spec's 'corrent' message for a malformed reset e-mail", () => {
    expect(errorsOf(resetPasswordSchema, { email: 'budi@example' })).toEqual([{ param: 'email', msg: 'Please input a corrent email address' }]);
    expect(errorsOf(resetPasswordSchema, { email: 'budi@example.id' })).toEqual([]);
  });

  it('checks the new password rule and the retyped password', () => {
    expect(errorsOf(changePasswordSchema, { email: 'a@b.co', password: 'short', confirmPassword: 'short' })[0]?.param).toBe('password');
    expect(errorsOf(changePasswordSchema, { email: 'a@b.co', password: 'longer123', confirmPassword: 'longer124' })).toEqual([
      { param: 'confirmPassword', msg: MSG.passwordMismatch },
    ]);
  });
});
