import type { TestApp } from './test-app';

type OutboxMail = Awaited<ReturnType<TestApp['mailsTo']>>[number];

/** The newest mail queued for an address; fails the test when there is none. */
export async function latestMail(t: TestApp, email: string): Promise<OutboxMail> {
  const [mail] = await t.mailsTo(email);
  if (!mail) throw new Error(`no mail was queued for ${email}`);
  return mail;
}

/** The link of a mail that leads to `pathname` (e.g. /verify-email), parsed. */
export function linkTo(mail: OutboxMail, pathname: string): URL {
  const link = mail.links.map((l) => new URL(l)).find((u) => u.pathname === pathname);
  if (!link) throw new Error(`mail "${mail.subject}" has no link to ${pathname}: ${mail.links.join(', ')}`);
  return link;
}

/** The token of the newest verification mail sent to an address. */
export async function verificationToken(t: TestApp, email: string): Promise<string> {
  const mail = await latestMail(t, email);
  const subject = 'Verify your email / Verifikasi email Anda';
  if (mail.subject !== subject) throw new Error(`the newest mail to ${email} is "${mail.subject}", not "${subject}"`);
  return linkTo(mail, '/verify-email').searchParams.get('token') ?? '';
}

/** The 4-character sign-in code carried by a code mail's subject. */
export function codeIn(mail: OutboxMail): string {
  const match = /sign-in code: ([A-Z0-9]{4}) /.exec(mail.subject);
  if (!match?.[1]) throw new Error(`no sign-in code in "${mail.subject}"`);
  return match[1];
}

/** Asks for a sign-in code and reads it from the mail it queues. */
export async function requestCode(t: TestApp, email: string): Promise<string> {
  const answer = await t.call('POST', '/api/authentication/request-otp', { body: { email } });
  if (answer.status !== 200) throw new Error(`request-otp failed: ${JSON.stringify(answer.body)}`);
  return codeIn(await latestMail(t, email));
}
