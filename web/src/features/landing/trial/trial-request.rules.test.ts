import { trialRequestSchema } from '@procura/domain/landing/landing.schemas';
import { describe, expect, it } from 'vitest';
import { EMPTY_TRIAL_FORM, TRIAL_FIELDS } from './trial-request.rules';

describe('trial request form', () => {
  it('starts empty with +62 chosen, and names every field of the request', () => {
    expect(EMPTY_TRIAL_FORM.phonePrefix).toBe('+62');
    expect(Object.keys(EMPTY_TRIAL_FORM)).toEqual([...TRIAL_FIELDS]);
    expect(Object.keys(trialRequestSchema.shape)).toEqual([...TRIAL_FIELDS]);
  });
});
