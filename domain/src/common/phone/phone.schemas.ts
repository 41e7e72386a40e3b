import { z } from 'zod';
import { safeString } from '../text.schemas';
import { PHONE_MSG, PHONE_NUMBER_MAX_DIGITS, PHONE_NUMBER_MIN_DIGITS } from './phone.messages';
import { PHONE_PREFIX, PHONE_PREFIX_DIGITS, withoutTrunkZero } from './phone.rules';

const text = () => safeString({ error: (issue) => (issue.input === undefined ? PHONE_MSG.required : PHONE_MSG.notText) }).trim();

const hasNumberLength = (number: string) => number.length >= PHONE_NUMBER_MIN_DIGITS && number.length <= PHONE_NUMBER_MAX_DIGITS;

/**
 * The number after the prefix: digits only; a leading 0 is dropped, as the phone field drops it
 * while typing, so '0812345678' and '812345678' are stored alike; then 6 to 13 digits.
 */
export const phoneNumberField = text()
  .min(1, PHONE_MSG.required)
  .regex(/^\d+$/, PHONE_MSG.digitsOnly)
  .transform(withoutTrunkZero)
  .refine(hasNumberLength, PHONE_MSG.length);

/**
 * Prefix digits plus the number ('62812345678', a '+' in front allowed), as companyPhone and a
 * vendor's phone are sent; the number part keeps phoneNumberField's rule ('620812…' -> '62812…').
 */
export const joinedPhoneField = text()
  .min(1, PHONE_MSG.required)
  .regex(/^\+?\d+$/, PHONE_MSG.digitsOnly)
  .transform((phone) => phone.replace(/^\+/, ''))
  .refine((phone) => phone.startsWith(PHONE_PREFIX_DIGITS), PHONE_MSG.mustStartWithPrefix)
  .transform((phone) => PHONE_PREFIX_DIGITS + withoutTrunkZero(phone.slice(PHONE_PREFIX_DIGITS.length)))
  .refine((phone) => hasNumberLength(phone.slice(PHONE_PREFIX_DIGITS.length)), PHONE_MSG.length);

/** The prefix selector's value: '+62', the only prefix the product serves. */
export const phonePrefixField = z.literal(PHONE_PREFIX, {
  error: (issue) => (issue.input === undefined || issue.input === '' ? PHONE_MSG.prefixRequired : PHONE_MSG.prefixUnknown),
});
