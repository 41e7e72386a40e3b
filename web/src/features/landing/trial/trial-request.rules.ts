import { PHONE_PREFIX } from '@procura/domain/common/phone/phone.rules';
import type { TrialRequestInput } from '@procura/domain/landing/landing.schemas';

/** What the trial form holds while being filled in; the domain schema turns it into the request. */
export interface TrialFormValues {
  name: string;
  email: string;
  phonePrefix: string;
  phone: string;
  companyName: string;
}

/** The fields a server error may name; others become a message above the buttons. */
export const TRIAL_FIELDS = ['name', 'email', 'phonePrefix', 'phone', 'companyName'] as const satisfies readonly (keyof TrialRequestInput)[];

/** An empty form with the only prefix of the master list already chosen. */
export const EMPTY_TRIAL_FORM: TrialFormValues = { name: '', email: '', phonePrefix: PHONE_PREFIX, phone: '', companyName: '' };
