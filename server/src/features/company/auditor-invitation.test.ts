import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUDITOR_MSG } from '@procura/domain/company/auditor.messages';
import { accounts } from '../../db/schema/auth';
import { createAccount, signIn } from '../../testing/factories';
import { latestMail, linkTo } from '../../testing/mail-helpers';
import { buyerSession } from '../../testing/procurement-factories';
import { forgetAttempts } from '../../testing/rate-limits';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { auditorEmail, claimsOf, invitedAuditor } from './auditors.testing';

// A company's auditors (docs/decisions.md 244): the owner (its first buyer account) invites them by
// e-mail; they sign in by one-time code and read as the company's buyers.

const AUDITORS = '/api/secured/company/auditors';

let t: TestApp;
let owner: Awaited<ReturnType<typeof buyerSession>>;

beforeAll(async () => {
  t = await startTestApp();
  await forgetAttempts(t);
  owner = await buyerSession(t);
});
beforeEach(() => forgetAttempts(t));
afterAll(() => t?.close());

/** Another buyer account of the owner's company, created after the owner, signed in. */
async function secondBuyer(): Promise<string> {
  const account = await createAccount(t, { role: 'buyer_auction' });
  await t.app.ctx.db.update(accounts).set({ companyId: owner.companyId }).where(eq(accounts.id, account.id));
  return (await signIn(t, account.email)).access_token;
}

describe('inviting an auditor', () => {
  it('creates an auditor account of the company and mails it, in English and Indonesian, how to sign in by code', async () => {
    const email = auditorEmail();
    const invited = await t.call('POST', AUDITORS, { token: owner.token, body: { email: `  ${email.toUpperCase()} ` } });
    expect(invited.status).toBe(200);
    expect(invited.body.data).toMatchObject({ email, invitedAt: expect.any(String), lastLoginAt: null });
    const [account] = await t.app.ctx.db.select().from(accounts).where(eq(accounts.email, email));
    expect(account).toMatchObject({ role: 'auditor', companyId: owner.companyId, passwordHash: null });

    const mail = await latestMail(t, email);
    expect(mail.subject).toMatch(/^Auditor invitation: .+ \/ Undangan auditor: /);
    expect(mail.text).toContain('Sign in with a one-time code');
    expect(mail.text).toContain('Masuk dengan kode sekali pakai');
    const link = linkTo(mail, '/buyer-login');
    expect(link.searchParams.get('mode')).toBe('code');
    expect(link.searchParams.get('email')).toBe(email);
  });

  it('lets the auditor sign in by one-time code, as the auditor of the company, and shows the owner when it last did', async () => {
    const auditor = await invitedAuditor(t, owner.token);
    expect(claimsOf(auditor.token)).toMatchObject({ role: 'auditor', email: auditor.email });
    const profile = await t.call('GET', '/api/secured/account/my-profile', { token: auditor.token });
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ account: { role: 'auditor', email: auditor.email, hasPassword: false }, company: { _id: owner.companyId } });

    const list = await t.call('GET', AUDITORS, { token: owner.token });
    expect(list.status).toBe(200);
    const row = (list.body.data as Array<{ email: string; lastLoginAt: string | null; name: string | null }>).find((r) => r.email === auditor.email);
    expect(row).toMatchObject({ email: auditor.email, name: expect.any(String), invitedAt: expect.any(String), lastLoginAt: expect.any(String) });
  });

  it('refuses an e-mail that already belongs to an account, the second invitation of an auditor included (409)', async () => {
    const email = auditorEmail();
    expect((await t.call('POST', AUDITORS, { token: owner.token, body: { email } })).status).toBe(200);
    const again = await t.call('POST', AUDITORS, { token: owner.token, body: { email } });
    expect(again).toEqual({ status: 409, body: { errors: [{ param: 'email', msg: AUDITOR_MSG.emailTaken.replace('{email}', email) }] } });
    const buyersOwn = await t.call('POST', AUDITORS, { token: owner.token, body: { email: owner.email } });
    expect(buyersOwn.status).toBe(409);
    expect(await t.mailsTo(email)).toHaveLength(1);
  });

  it('checks the body: one valid e-mail and nothing else (400)', async () => {
    expect(await t.call('POST', AUDITORS, { token: owner.token, body: {} })).toEqual({ status: 400, body: { errors: [{ param: 'email', msg: AUDITOR_MSG.emailRequired }] } });
    expect(await t.call('POST', AUDITORS, { token: owner.token, body: { email: 'not-an-email' } })).toEqual({ status: 400, body: { errors: [{ param: 'email', msg: AUDITOR_MSG.emailInvalid }] } });
    const extra = await t.call('POST', AUDITORS, { token: owner.token, body: { email: auditorEmail(), role: 'buyer_auction' } });
    expect(extra.status).toBe(400);
  });
});

describe('who may invite auditors', () => {
  it('refuses a buyer of the company who is not its owner (403), for the invitation and the list', async () => {
    const token = await secondBuyer();
    const email = auditorEmail();
    expect(await t.call('POST', AUDITORS, { token, body: { email } })).toEqual({ status: 403, body: { errors: [{ param: null, msg: AUDITOR_MSG.ownerOnly }] } });
    expect((await t.call('GET', AUDITORS, { token })).status).toBe(403);
    expect(await t.app.ctx.db.select().from(accounts).where(eq(accounts.email, email))).toEqual([]);
    // The owner is still the first buyer: a later buyer changes nothing.
    expect((await t.call('GET', AUDITORS, { token: owner.token })).status).toBe(200);
  });

  it('refuses an auditor (it changes nothing and lists nothing) and every other role (403)', async () => {
    const auditor = await invitedAuditor(t, owner.token);
    expect(await t.call('POST', AUDITORS, { token: auditor.token, body: { email: auditorEmail() } })).toEqual({ status: 403, body: { errors: [{ param: null, msg: AUDITOR_MSG.readOnly }] } });
    expect(await t.call('GET', AUDITORS, { token: auditor.token })).toEqual({ status: 403, body: { errors: [{ param: null, msg: AUDITOR_MSG.ownerOnly }] } });
    const vendor = await createAccount(t, { role: 'seller_auction' });
    const vendorToken = (await signIn(t, vendor.email)).access_token;
    expect((await t.call('POST', AUDITORS, { token: vendorToken, body: { email: auditorEmail() } })).status).toBe(403);
    expect((await t.call('GET', AUDITORS)).status).toBe(401);
  });

  it("gives another company's owner its own auditors only", async () => {
    const other = await buyerSession(t);
    const mine = await invitedAuditor(t, owner.token);
    const theirs = await t.call('GET', AUDITORS, { token: other.token });
    expect(theirs).toEqual({ status: 200, body: { data: [] } });
    const list = (await t.call('GET', AUDITORS, { token: owner.token })).body.data as Array<{ email: string }>;
    expect(list.map((r) => r.email)).toContain(mine.email);
  });
});
