import { describe, expect, it } from 'vitest';
import { zodIssuesToErrors } from '../common/errors';
import { PHONE_MSG } from '../common/phone/phone.messages';
import { LANDING_MSG } from './landing.messages';
import { trialRequestSchema } from './landing.schemas';

function errorsOf(input: unknown) {
  const result = trialRequestSchema.safeParse(input);
  return result.success ? [] : zodIssuesToErrors(result.error.issues);
}

const validRequest = {
  name: 'Dewi Lestari',
  email: 'dewi@majujaya.co.id',
  phonePrefix: '+62',
  phone: '81234567890',
  companyName: 'PT Maju Jaya',
};

describe('trial request', () => {
  it('accepts a complete request, trimming the texts and lower-casing the e-mail', () => {
    const parsed = trialRequestSchema.parse({
      ...validRequest,
      name: '  Dewi Lestari ',
      email: ' Dewi@MajuJaya.CO.ID ',
      phone: ' 81234567890 ',
      companyName: ' PT Maju Jaya  ',
    });
    expect(parsed).toEqual(validRequest);
  });

  it('names every missing field, in the order of the form', () => {
    expect(errorsOf({})).toEqual([
      { param: 'name', msg: LANDING_MSG.nameRequired },
      { param: 'email', msg: 'Email is required' },
      { param: 'phonePrefix', msg: PHONE_MSG.prefixRequired },
      { param: 'phone', msg: PHONE_MSG.required },
      { param: 'companyName', msg: LANDING_MSG.companyNameRequired },
    ]);
  });

  it('treats blank texts as missing', () => {
    expect(errorsOf({ ...validRequest, name: '   ', companyName: '', phone: ' ', phonePrefix: '' })).toEqual([
      { param: 'name', msg: LANDING_MSG.nameRequired },
      { param: 'phonePrefix', msg: PHONE_MSG.prefixRequired },
      { param: 'phone', msg: PHONE_MSG.required },
      { param: 'companyName', msg: LANDING_MSG.companyNameRequired },
    ]);
  });

  it('accepts only the +62 prefix of the phone prefix list', () => {
    expect(errorsOf({ ...validRequest, phonePrefix: '+65' })).toEqual([{ param: 'phonePrefix', msg: PHONE_MSG.prefixUnknown }]);
    expect(errorsOf({ ...validRequest, phonePrefix: '62' })).toEqual([{ param: 'phonePrefix', msg: PHONE_MSG.prefixUnknown }]);
  });

  it('accepts digits only in the phone number', () => {
    for (const phone of ['812-3456-789', '812 3456 789', '+6281234567', '81234abc', '８１２３４５６７']) {
      expect(errorsOf({ ...validRequest, phone }), phone).toEqual([{ param: 'phone', msg: PHONE_MSG.digitsOnly }]);
    }
  });

  it('takes the number without its leading 0, as onboarding and the vendor dialog do', () => {
    expect(trialRequestSchema.parse({ ...validRequest, phone: '081234567890' }).phone).toBe('81234567890');
  });

  it('wants 6 to 13 digits, as every phone', () => {
    expect(errorsOf({ ...validRequest, phone: '21555' })).toEqual([{ param: 'phone', msg: PHONE_MSG.length }]);
    expect(errorsOf({ ...validRequest, phone: '215555' })).toEqual([]);
    expect(errorsOf({ ...validRequest, phone: '8123456789012' })).toEqual([]);
    expect(errorsOf({ ...validRequest, phone: '81234567890123' })).toEqual([{ param: 'phone', msg: PHONE_MSG.length }]);
  });

  it('refuses a malformed e-mail', () => {
    expect(errorsOf({ ...validRequest, email: 'dewi@majujaya' })).toEqual([{ param: 'email', msg: 'Please input a valid email address' }]);
  });

  it('bounds every text, so a 1 MB field is refused with a field error', () => {
    const huge = 'a'.repeat(1_000_000);
    expect(errorsOf({ ...validRequest, name: huge, companyName: huge, email: `${huge}@example.com`, phone: '8'.repeat(1_000_000) })).toEqual([
      { param: 'name', msg: LANDING_MSG.nameTooLong },
      { param: 'email', msg: 'Please input a valid email address' },
      { param: 'phone', msg: PHONE_MSG.length },
      { param: 'companyName', msg: LANDING_MSG.companyNameTooLong },
    ]);
    expect(errorsOf({ ...validRequest, name: 'a'.repeat(100), companyName: 'b'.repeat(150) })).toEqual([]);
  });

  it('says which field has the wrong type', () => {
    expect(errorsOf({ name: 42, email: true, phonePrefix: 62, phone: 81234567890, companyName: ['PT'] })).toEqual([
      { param: 'name', msg: LANDING_MSG.nameText },
      { param: 'email', msg: 'Please input a valid email address' },
      { param: 'phonePrefix', msg: PHONE_MSG.prefixUnknown },
      { param: 'phone', msg: PHONE_MSG.notText },
      { param: 'companyName', msg: LANDING_MSG.companyNameText },
    ]);
  });

  it('refuses unknown fields one by one', () => {
    expect(errorsOf({ ...validRequest, isAdmin: true, note: 'x' })).toEqual([
      { param: 'isAdmin', msg: 'Unknown field' },
      { param: 'note', msg: 'Unknown field' },
    ]);
  });
});
