import { z } from 'zod';
import { emailField, requiredText } from '../common/text.schemas';
import { phoneNumberField, phonePrefixField } from '../common/phone/phone.schemas';
import { TRIAL_COMPANY_NAME_MAX, TRIAL_NAME_MAX } from './landing.messages';

/** POST /api/landing-page: the free-trial request of the landing page (docs/rules/shell-and-landing.md#free-trial-request). */
export const trialRequestSchema = z.strictObject({
  /** The visitor's name. */
  name: requiredText('Name', TRIAL_NAME_MAX),
  /** Where sales answers; trimmed and lower-cased. */
  email: emailField(),
  phonePrefix: phonePrefixField,
  /** The number alone, without the prefix (unlike companyPhone): digits only, a leading 0 dropped. */
  phone: phoneNumberField,
  companyName: requiredText('Company name', TRIAL_COMPANY_NAME_MAX),
});
export type TrialRequestInput = z.infer<typeof trialRequestSchema>;

/** The answer: the stored request's id. */
export interface TrialRequestResponse {
  id: string;
}

/** GET /api/landing-page/contact: the sales address the landing page's footer shows. */
export interface LandingContactResponse {
  salesEmail: string;
}
