// No zod here: the landing page's first download may import these texts.
// The trial request's limits and messages, shared by the server, the web form and the catalogue test.

export const TRIAL_NAME_MAX = 100;
export const TRIAL_COMPANY_NAME_MAX = 150;
export const TRIAL_PHONE_MIN_DIGITS = 6;
// E.164 numbers are at most 15 digits including the country code; 15 keeps room for any local form.
export const TRIAL_PHONE_MAX_DIGITS = 15;

export const LANDING_MSG = {
  nameRequired: 'Name is required',
  nameText: 'Name must be text',
  nameTooLong: `Name must be at most ${TRIAL_NAME_MAX} characters`,
  companyNameRequired: 'Company name is required',
  companyNameText: 'Company name must be text',
  companyNameTooLong: `Company name must be at most ${TRIAL_COMPANY_NAME_MAX} characters`,
  phonePrefixRequired: 'Phone prefix is required',
  phonePrefixUnknown: 'Phone prefix must be +62',
  phoneRequired: 'Phone number is required',
  phoneText: 'Phone number must be text',
  phoneDigitsOnly: 'Phone number may contain only digits',
  phoneLeadingZero: 'Phone number must not start with 0',
  phoneLength: `Phone number must be ${TRIAL_PHONE_MIN_DIGITS} to ${TRIAL_PHONE_MAX_DIGITS} digits`,
  /** The hint under the phone field (spec 1 section 5, as in onboarding). */
  phoneHint: 'Phone number without 0',
  tooManyRequests: 'Too many free trial requests from your network. Please try again later.',
} as const;
