import { z } from 'zod';
import { emailField, requiredText, safeString } from '../common/text.schemas';
import { phonePrefixes } from '../master-data/master-data.enums';
import { LANDING_MSG, TRIAL_COMPANY_NAME_MAX, TRIAL_NAME_MAX, TRIAL_PHONE_MAX_DIGITS, TRIAL_PHONE_MIN_DIGITS } from './landing.messages';

const DIGITS_ONLY = /^\d+$/;

// Digits after the country prefix: the local number without its trunk 0 (0812… is sent as 812…).
const localPhoneNumber = safeString({ error: (issue) => (issue.input === undefined ? LANDING_MSG.phoneRequired : LANDING_MSG.phoneText) })
  .trim()
  .min(1, LANDING_MSG.phoneRequired)
  .regex(DIGITS_ONLY, LANDING_MSG.phoneDigitsOnly)
  .refine((phone) => !phone.startsWith('0'), LANDING_MSG.phoneLeadingZero)
  .refine((phone) => phone.length >= TRIAL_PHONE_MIN_DIGITS && phone.length <= TRIAL_PHONE_MAX_DIGITS, LANDING_MSG.phoneLength);

/** POST /api/landing-page: the free-trial request of the landing page (spec 1 sections 2.9 and 7). */
export const trialRequestSchema = z.strictObject({
  /** The visitor's name. */
  name: requiredText('Name', TRIAL_NAME_MAX),
  /** Where sales answers; trimmed and lower-cased. */
  email: emailField(),
  /** One of the phone prefix master list (only +62 today). */
  phonePrefix: z.enum(phonePrefixes.codes, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? LANDING_MSG.phonePrefixRequired : LANDING_MSG.phonePrefixUnknown),
  }),
  /** Digits only, without the leading 0. */
  phone: localPhoneNumber,
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
