// The phone as the spec sends it: a prefix ('+62', the only one of docs/rules/companies.md#phone) and a number
// typed without its trunk 0. Every phone field and every phone payload follows these functions.

export const PHONE_PREFIX = '+62';
/** The prefix's digits, as stored before the number ('62812345678'). */
export const PHONE_PREFIX_DIGITS = '62';

/** The number without its trunk 0s: '0812' and '812' are the same number once the prefix is in front. */
export function withoutTrunkZero(digits: string): string {
  return digits.replace(/^0+/, '');
}

/** What a phone field keeps of what is typed or pasted: digits only, never a leading 0. */
export function typedPhoneNumber(raw: string): string {
  return withoutTrunkZero(raw.replace(/\D/g, ''));
}

/** Prefix plus number, as sent for companyPhone and a vendor's phone: '+62' and '812345678' -> '62812345678'. */
export function joinPhone(prefix: string, number: string): string {
  return `${prefix.replace(/\D/g, '')}${number}`;
}

/** The number without its prefix, for a form that edits the two apart. */
export function splitPhone(phone: string, prefix = PHONE_PREFIX): string {
  const digits = prefix.replace(/\D/g, '');
  return phone.startsWith(digits) ? phone.slice(digits.length) : phone.replace(/^\+/, '');
}
