import { trialRequestSchema } from '@procura/domain/landing/landing.schemas';
import { describe, expect, it } from 'vitest';
import { digitsOnly, EMPTY_TRIAL_FORM, TRIAL_FIELDS } from './trial-request.rules';

describe('trial request form', () => {
  it('keeps only the digits of a typed or pasted phone number', () => {
    expect(digitsOnly('0812-3456 789')).toBe('08123456789');
    expect(digitsOnly('+62 (21) 555-0123')).toBe('62215550123');
    expect(digitsOnly('abc')).toBe('');
  });

  it('starts empty with +62 chosen, and names every field of the request', () => {
    expect(EMPTY_TRIAL_FORM.phonePrefix).toBe('+62');
    expect(Object.keys(EMPTY_TRIAL_FORM)).toEqual([...TRIAL_FIELDS]);
    expect(Object.keys(trialRequestSchema.shape)).toEqual([...TRIAL_FIELDS]);
  });
});
