import { randomBytes } from 'node:crypto';
import { vendorToken } from '../auction/auction-invitation.testing';
import type { TestApp } from '../../testing/test-app';

// An auditor of a company for the auditors' tests (docs/decisions.md 244): invited by the company's
// owner over the API, then signed in by one-time code as the invitation mail says.

/** A fresh auditor's e-mail. */
export const auditorEmail = () => `auditor.${randomBytes(4).toString('hex')}@apip.go.id`;

/** Invites `email` as the owner (`ownerToken`) and signs it in by code; fails the test when either step does. */
export async function invitedAuditor(t: TestApp, ownerToken: string, email = auditorEmail()): Promise<{ email: string; accountId: string; token: string }> {
  const invited = await t.call('POST', '/api/secured/company/auditors', { token: ownerToken, body: { email } });
  if (invited.status !== 200) throw new Error(`invite failed: ${invited.status} ${JSON.stringify(invited.body)}`);
  return { email, accountId: invited.body.data.id as string, token: await vendorToken(t, email) };
}

/** The claims of an access token (its middle part), unverified: what the sign-in answered. */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}
