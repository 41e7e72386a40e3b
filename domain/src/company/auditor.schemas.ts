import { z } from 'zod';
import { emailField } from '../common/text.schemas';
import { AUDITOR_MSG } from './auditor.messages';

// A company's auditors (docs/decisions.md 244): POST and GET /api/secured/company/auditors, the owner only.

/** POST /api/secured/company/auditors: the e-mail of the auditor to invite. */
export const inviteAuditorSchema = z.strictObject({
  email: emailField(AUDITOR_MSG.emailInvalid, AUDITOR_MSG.emailRequired),
});
export type InviteAuditorInput = z.input<typeof inviteAuditorSchema>;

/** One auditor of the company, as its owner sees it. */
export interface AuditorView {
  id: string;
  email: string;
  /** The account's name, when it has one. */
  name: string | null;
  invitedAt: string;
  /** When its latest sign-in started; null before the first. */
  lastLoginAt: string | null;
}
