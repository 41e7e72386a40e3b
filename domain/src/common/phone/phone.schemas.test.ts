import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodIssuesToErrors } from '../errors';
import { PHONE_MSG } from './phone.messages';
import { joinPhone, splitPhone, typedPhoneNumber } from './phone.rules';
import { joinedPhoneField, phoneNumberField, phonePrefixField } from './phone.schemas';

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = z.strictObject({ phone: schema }).safeParse({ phone: input });
  return result.success ? [] : zodIssuesToErrors(result.error.issues).map((error) => error.msg);
}

describe('the phone number as typed', () => {
  it('keeps digits only and drops the leading 0 the prefix replaces', () => {
    expect(typedPhoneNumber('0812-3456-7890')).toBe('81234567890');
    expect(typedPhoneNumber('+62 (812) abc')).toBe('62812');
    expect(typedPhoneNumber('00')).toBe('');
  });

  it('is sent as prefix plus number and split back for the form', () => {
    expect(joinPhone('+62', '812345678')).toBe('62812345678');
    expect(splitPhone('62812345678')).toBe('812345678');
  });
});

describe('phoneNumberField (the number alone)', () => {
  it('stores a number with or without its leading 0 alike', () => {
    expect(phoneNumberField.parse(' 0812345678 ')).toBe('812345678');
    expect(phoneNumberField.parse('812345678')).toBe('812345678');
  });

  it('refuses anything but digits, naming the rule', () => {
    for (const phone of ['812-345-678', '+62812345678', '８１２３４５６７']) expect(messagesOf(phoneNumberField, phone), phone).toEqual([PHONE_MSG.digitsOnly]);
  });

  it('wants 6 to 13 digits once the 0 is dropped', () => {
    expect(messagesOf(phoneNumberField, '081234')).toEqual([PHONE_MSG.length]);
    expect(messagesOf(phoneNumberField, '812345')).toEqual([]);
    expect(messagesOf(phoneNumberField, '8123456789012')).toEqual([]);
    expect(messagesOf(phoneNumberField, '81234567890123')).toEqual([PHONE_MSG.length]);
  });

  it('tells a missing number from one that is not text', () => {
    expect(messagesOf(phoneNumberField, undefined)).toEqual([PHONE_MSG.required]);
    expect(messagesOf(phoneNumberField, '  ')).toEqual([PHONE_MSG.required]);
    expect(messagesOf(phoneNumberField, 812345678)).toEqual([PHONE_MSG.notText]);
  });
});

describe('joinedPhoneField (prefix digits plus number)', () => {
  it('drops a + and the leading 0 of the number', () => {
    expect(joinedPhoneField.parse('+62812345678')).toBe('62812345678');
    expect(joinedPhoneField.parse('620812345678')).toBe('62812345678');
  });

  it('wants the prefix digits first and the number rule after them', () => {
    expect(messagesOf(joinedPhoneField, '0812345678')).toEqual([PHONE_MSG.mustStartWithPrefix]);
    expect(messagesOf(joinedPhoneField, '6281234')).toEqual([PHONE_MSG.length]);
    expect(messagesOf(joinedPhoneField, '62812-345')).toEqual([PHONE_MSG.digitsOnly]);
  });
});

describe('phonePrefixField', () => {
  it('accepts +62 only and tells a missing prefix from another one', () => {
    expect(messagesOf(phonePrefixField, '+62')).toEqual([]);
    expect(messagesOf(phonePrefixField, '')).toEqual([PHONE_MSG.prefixRequired]);
    expect(messagesOf(phonePrefixField, '+65')).toEqual([PHONE_MSG.prefixUnknown]);
  });
});
