import { PROCUREMENT_MSG } from './procurement.messages';

// Rules of the vendor form (spec 2 sections 2.6 and 5).

/**
 * The spec's vendor dialog "advises not to use one particular free mail provider" without naming
 * it. We name Gmail: it is the free provider most Indonesian businesses fall back on, an invitation
 * to a personal Gmail box is easily lost or forwarded, and a company domain tells the buyer which
 * company is bidding. googlemail.com is Gmail's other domain. It is advice only: the e-mail is kept.
 */
const DISCOURAGED_FREE_MAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** Whether to show the free-mail hint under the vendor's e-mail. */
export function isDiscouragedFreeMail(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at === -1) return false;
  return DISCOURAGED_FREE_MAIL_DOMAINS.has(email.slice(at + 1).trim().toLowerCase());
}

/** The hint to show under the vendor's e-mail, or null when there is nothing to advise. */
export function vendorEmailHint(email: string): string | null {
  return isDiscouragedFreeMail(email) ? PROCUREMENT_MSG.freeMailHint : null;
}
