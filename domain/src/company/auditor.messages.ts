// The texts of a company's auditors (docs/decisions.md 244); zod-free for the web.
export const AUDITOR_MSG = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please input a valid email address',
  /** {email}: the address typed. */
  emailTaken: 'The e-mail {email} already belongs to an account. Please invite the auditor with another e-mail',
  ownerOnly: 'Only the owner of the company can invite auditors and see them',
  readOnly: 'Auditors can read but not change anything',
} as const;
