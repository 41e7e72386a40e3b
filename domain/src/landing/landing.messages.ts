// No zod here: the landing page's first download may import these texts.
// The trial request's limits and messages, shared by the server, the web form and the catalogue test.

export const TRIAL_NAME_MAX = 100;
export const TRIAL_COMPANY_NAME_MAX = 150;

export const LANDING_MSG = {
  nameRequired: 'Name is required',
  nameText: 'Name must be text',
  nameTooLong: `Name must be at most ${TRIAL_NAME_MAX} characters`,
  companyNameRequired: 'Company name is required',
  companyNameText: 'Company name must be text',
  companyNameTooLong: `Company name must be at most ${TRIAL_COMPANY_NAME_MAX} characters`,
  tooManyRequests: 'Too many free trial requests from your network. Please try again later.',
} as const;
