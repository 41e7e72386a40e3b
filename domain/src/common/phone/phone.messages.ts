// The one phone rule's limits and texts (docs/rules/companies.md#phone, docs/rules/procurement.md#vendors): onboarding,
// the vendor dialog and the free-trial request. Zod-free, so the landing page's first download may
// import them.

/** Digits of the number after the prefix, without its trunk 0 (Indonesian numbers). */
export const PHONE_NUMBER_MIN_DIGITS = 6;
export const PHONE_NUMBER_MAX_DIGITS = 13;

export const PHONE_MSG = {
  /** The hint under every phone field. */
  hint: 'Phone number without 0',
  required: 'Phone number is required',
  notText: 'Phone number must be text',
  digitsOnly: 'Phone number may contain only digits',
  length: `Phone number must have ${PHONE_NUMBER_MIN_DIGITS} to ${PHONE_NUMBER_MAX_DIGITS} digits`,
  /** A joined phone ('62812…') that does not begin with the prefix's digits. */
  mustStartWithPrefix: 'Phone number must start with the prefix 62',
  prefixRequired: 'Phone prefix is required',
  prefixUnknown: 'Phone prefix must be +62',
} as const;
