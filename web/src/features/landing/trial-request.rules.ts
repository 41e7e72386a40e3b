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
export const EMPTY_TRIAL_FORM: TrialFormValues = { name: '', email: '', phonePrefix: '+62', phone: '', companyName: '' };

/** The phone field takes digits only (spec 1 section 5): anything else typed or pasted is dropped. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}
