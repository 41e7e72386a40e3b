import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/auth';
import { DEFAULT_PASSWORD, registration, signIn } from '../../testing/factories';
import { latestMail, linkTo, verificationToken } from '../../testing/mail-helpers';
import { forgetAttempts } from '../../testing/rate-limits';
import { startTestApp, type TestApp } from '../../testing/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const PASSWORD_RULE = 'Password must be at least 8 characters and contain a letter and a number';
const LINK_USED = { errors: [{ param: 'token', msg: 'This link has been used or has expired' }] };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await forgetAttempts(t);
});

const register = (body: Record<string, unknown>) => t.call('POST', '/api/authentication/register', { body });
const verify = (token: string) => t.call('POST', '/api/authentication/verify-email', { body: { token } });
const login = (email: string, password = DEFAULT_PASSWORD) =>
  t.call('POST', '/api/authentication/login', { body: { email, password } });

async function accountRow(email: string) {
  const [row] = await t.app.ctx.db.select().from(accounts).where(eq(accounts.email, email));
  return row;
}

describe('registration', () => {
  it('creates the account and queues a verification mail with a /verify-email link', async () => {
    const body = registration();
    const answer = await register(body);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { email: body.email } });

    const mails = await t.mailsTo(body.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Verify your email / Verifikasi email Anda');
    expect(mail.text).toContain('Hello Budi,');
    const link = linkTo(mail, '/verify-email');
    expect(link.origin).toBe('http://localhost:5173');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);

    const row = await accountRow(body.email as string);
    expect(row).toMatchObject({ firstName: 'Budi', lastName: 'Santoso', role: 'buyer_auction', reference: 'SEARCH_ENGINE', optIn: true, emailVerifiedAt: null });
    // The password is kept only as an argon2 hash.
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('stores the e-mail in lower case and mails that address', async () => {
    const body = registration();
    const shouted = (body.email as string).toUpperCase();
    const answer = await register({ ...body, email: `  ${shouted} ` });
    expect(answer.status).toBe(200);
    expect(answer.body.data.email).toBe(body.email);
    expect(await accountRow(body.email as string)).toBeDefined();
    expect(await t.mailsTo(body.email as string)).toHaveLength(1);
  });

  it('keeps the sales name for the sales-staff and sales-agent references', async () => {
    for (const reference of ['SALES_STAFF', 'SALES_AGENT']) {
      const body = registration({ reference, salesName: '  Rina  ' });
      expect((await register(body)).status).toBe(200);
      expect(await accountRow(body.email as string)).toMatchObject({ reference, salesName: 'Rina' });
    }
  });

  it('does not ask a sales name for the search-engine and social-media references', async () => {
    for (const reference of ['SEARCH_ENGINE', 'SOCIAL_MEDIA']) {
      expect((await register(registration({ reference }))).status).toBe(200);
    }
  });

  it('accepts names with spaces and letters of any alphabet', async () => {
    const answer = await register(registration({ firstName: 'Siti Nur', lastName: 'Zoë Ångström' }));
    expect(answer.status).toBe(200);
  });

  describe('refuses a form that breaks a rule, under the field', () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['a first name with digits', { firstName: 'Budi2' }, 'firstName', 'First name may contain only letters and spaces'],
      ['a first name with punctuation', { firstName: "O'Brien" }, 'firstName', 'First name may contain only letters and spaces'],
      ['a last name with symbols', { lastName: 'Santoso!' }, 'lastName', 'Last name may contain only letters and spaces'],
      ['a blank first name', { firstName: '   ' }, 'firstName', 'First name is required'],
      ['a missing last name', { lastName: undefined }, 'lastName', 'Last name is required'],
      ['a first name over 100 characters', { firstName: 'a'.repeat(101) }, 'firstName', 'First name must be at most 100 characters'],
      ['a missing e-mail', { email: undefined }, 'email', 'Email is required'],
      ['a malformed e-mail', { email: 'budi@mail' }, 'email', 'Please input a valid email address'],
      ['an e-mail without a local part', { email: '@mail.com' }, 'email', 'Please input a valid email address'],
      ['a password without digits', { password: 'Passwordonly', confirmPassword: 'Passwordonly' }, 'password', PASSWORD_RULE],
      ['a password without letters', { password: '12345678', confirmPassword: '12345678' }, 'password', PASSWORD_RULE],
      ['a password of 7 characters', { password: 'Passw0r', confirmPassword: 'Passw0r' }, 'password', PASSWORD_RULE],
      ['a missing password', { password: undefined }, 'password', 'Password is required'],
      ['a different confirmation', { confirmPassword: 'Password124' }, 'confirmPassword', 'Password tidak sama'],
      ['a missing confirmation', { confirmPassword: undefined }, 'confirmPassword', 'Confirm password is required'],
      ['an unchecked opt-in', { optIn: false }, 'optIn', 'Please agree to be contacted about your free trial'],
      ['a missing opt-in', { optIn: undefined }, 'optIn', 'Please agree to be contacted about your free trial'],
      ['a missing reference', { reference: undefined }, 'reference', 'Reference is required'],
      ['a reference not in the list', { reference: 'FRIEND' }, 'reference', 'Reference is required'],
      ['sales staff without a sales name', { reference: 'SALES_STAFF' }, 'salesName', 'Sales name is required'],
      ['a sales agent with a blank sales name', { reference: 'SALES_AGENT', salesName: '  ' }, 'salesName', 'Sales name is required'],
      ['a role other than buyer_auction', { role: 'admin' }, 'role', 'Role must be buyer_auction'],
      ['a missing role', { role: undefined }, 'role', 'Role must be buyer_auction'],
    ];
    it.each(cases)('%s', async (_name, overrides, param, msg) => {
      const body = registration(overrides);
      const answer = await register(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ errors: [{ param, msg }] });
      expect(await accountRow(String(body.email ?? ''))).toBeUndefined();
    });
  });

  it('lists every broken rule at once, one message per field', async () => {
    const answer = await register({ firstName: 'Budi2', lastName: '', email: 'x', password: 'short', confirmPassword: 'short', optIn: false, role: 'buyer_auction' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: [
        { param: 'firstName', msg: 'First name may contain only letters and spaces' },
        { param: 'lastName', msg: 'Last name is required' },
        { param: 'email', msg: 'Please input a valid email address' },
        { param: 'password', msg: PASSWORD_RULE },
        { param: 'optIn', msg: 'Please agree to be contacted about your free trial' },
        { param: 'reference', msg: 'Reference is required' },
      ],
    });
  });

  it('reports the confirmation and the sales name together', async () => {
    const answer = await register(registration({ confirmPassword: 'Password999', reference: 'SALES_STAFF' }));
    expect(answer.body).toEqual({
      errors: [
        { param: 'confirmPassword', msg: 'Password tidak sama' },
        { param: 'salesName', msg: 'Sales name is required' },
      ],
    });
  });

  it('refuses an e-mail that is already registered, in any letter case, without a second mail', async () => {
    const body = registration();
    expect((await register(body)).status).toBe(200);
    for (const email of [body.email as string, (body.email as string).toUpperCase()]) {
      const again = await register({ ...body, email, firstName: 'Other' });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ errors: [{ param: 'email', msg: 'Email is already registered' }] });
    }
    expect(await t.mailsTo(body.email as string)).toHaveLength(1);
    expect((await accountRow(body.email as string))?.firstName).toBe('Budi');
  });

  it('gives one account when the same e-mail registers twice at the same moment', async () => {
    const body = registration();
    const answers = await Promise.all([register(body), register(body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(await t.mailsTo(body.email as string)).toHaveLength(1);
  });
});

describe('e-mail verification', () => {
  it('refuses a password sign-in before verification under email and sends a new link', async () => {
    const body = registration();
    await register(body);
    const answer = await login(body.email as string);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      errors: [{ param: 'email', msg: 'Please verify your email first. We have sent you a new verification link' }],
    });
    const mails = await t.mailsTo(body.email as string);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe('Verify your email / Verifikasi email Anda');
    expect(linkTo(mails[0]!, '/verify-email').searchParams.get('token')).not.toBe(
      linkTo(mails[1]!, '/verify-email').searchParams.get('token'),
    );
  });

  it('answers a wrong password of an unverified account as a wrong password, without mailing', async () => {
    const body = registration();
    await register(body);
    const answer = await login(body.email as string, 'Wrong12345');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errors: [{ param: 'password', msg: 'Wrong password' }] });
    expect(await t.mailsTo(body.email as string)).toHaveLength(1);
  });

  it('verifies the account with the link, after which the password signs in', async () => {
    const body = registration();
    await register(body);
    const answer = await verify(await verificationToken(t, body.email as string));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { email: body.email } });
    expect((await accountRow(body.email as string))?.emailVerifiedAt).toBeInstanceOf(Date);

    const tokens = await signIn(t, body.email as string);
    const profile = await t.call('GET', '/api/secured/account/my-profile', { token: tokens.access_token });
    expect(profile.body.data.account).toMatchObject({ email: body.email, firstName: 'Budi', lastName: 'Santoso', role: 'buyer_auction', hasPassword: true });
    expect(profile.body.data.company).toBeNull();
  });

  it('accepts the link only once', async () => {
    const body = registration();
    await register(body);
    const token = await verificationToken(t, body.email as string);
    expect((await verify(token)).status).toBe(200);
    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(LINK_USED);
  });

  it('keeps an earlier link working after a new one was sent', async () => {
    const body = registration();
    await register(body);
    const first = await verificationToken(t, body.email as string);
    await login(body.email as string); // 403, and a second link
    expect((await verify(first)).status).toBe(200);
    expect((await login(body.email as string)).status).toBe(200);
  });

  it('refuses an unknown or empty token', async () => {
    const unknown = await verify('not-a-real-token');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(LINK_USED);
    const empty = await verify('');
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ errors: [{ param: 'token', msg: 'Token is required' }] });
  });

  it('honours the link for 3 days and refuses it afterwards', async () => {
    const early = registration();
    const late = registration();
    await register(early);
    await register(late);
    const earlyToken = await verificationToken(t, early.email as string);
    const lateToken = await verificationToken(t, late.email as string);

    t.clock.advance(3 * DAY_MS - 60_000);
    expect((await verify(earlyToken)).status).toBe(200);

    t.clock.advance(2 * 60_000);
    const expired = await verify(lateToken);
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual(LINK_USED);
    expect((await accountRow(late.email as string))?.emailVerifiedAt).toBeNull();
    // A sign-in attempt sends a fresh link that works.
    expect((await login(late.email as string)).status).toBe(403);
    expect((await verify(await verificationToken(t, late.email as string))).status).toBe(200);
  });

  it('does not accept a password-reset link as a verification link, and leaves it usable', async () => {
    const body = registration();
    await register(body);
    await t.call('POST', '/api/authentication/reset-password', { body: { email: body.email } });
    const reset = linkTo(await latestMail(t, body.email as string), '/buyer-login').searchParams.get('t') ?? '';
    const answer = await verify(reset);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(LINK_USED);
    expect((await accountRow(body.email as string))?.emailVerifiedAt).toBeNull();
    const link = await t.call('POST', '/api/authentication/login-link', { body: { token: reset } });
    expect(link.status).toBe(200);
  });
});
