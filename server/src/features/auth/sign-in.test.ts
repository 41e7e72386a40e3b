import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OTP_ALPHABET } from '@procura/domain/auth/auth.rules';
import { accounts } from '../../db/schema/auth';
import { createAccount, DEFAULT_PASSWORD } from '../../testing/factories';
import { codeIn, latestMail, requestCode } from '../../testing/mail-helpers';
import { forgetAttempts } from '../../testing/rate-limits';
import { startTestApp, type TestApp } from '../../testing/test-app';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

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

const login = (email: string, password: string) => t.call('POST', '/api/authentication/login', { body: { email, password } });
const requestOtp = (body: unknown) => t.call('POST', '/api/authentication/request-otp', { body });
const profile = (token: string) => t.call('GET', '/api/secured/account/my-profile', { token });
const fieldError = (param: string | null, msg: string) => ({ errors: [{ param, msg }] });

/** A code of the same alphabet that differs from `code` in its first character. */
function wrongCodeFor(code: string, shift = 1): string {
  const index = (OTP_ALPHABET.indexOf(code[0]!) + shift) % OTP_ALPHABET.length;
  return OTP_ALPHABET[index]! + code.slice(1);
}

describe('password sign-in', () => {
  it('gives an access token and a refresh token that open the profile', async () => {
    const account = await createAccount(t, { onboardedCompany: true });
    const answer = await login(account.email, DEFAULT_PASSWORD);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.data).sort()).toEqual(['access_token', 'refresh_token']);
    expect(answer.body.data.access_token.split('.')).toHaveLength(3);
    expect(answer.body.data.refresh_token).toMatch(/^[\w-]{40,}$/);

    const me = await profile(answer.body.data.access_token);
    expect(me.status).toBe(200);
    expect(me.body.data.account).toMatchObject({ email: account.email, firstName: 'Test', lastName: 'User', role: 'buyer_auction', hasPassword: true });
    expect(me.body.data.company).toMatchObject({ companyName: 'PT Maju Jaya', companyPhone: '812345678', isOnboarding: true });
  });

  it('accepts the e-mail in any letter case and with surrounding spaces', async () => {
    const account = await createAccount(t);
    expect((await login(`  ${account.email.toUpperCase()} `, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it('refuses an unknown e-mail under the email field', async () => {
    const answer = await login('nobody.here@example.com', DEFAULT_PASSWORD);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(fieldError('email', 'Email is not registered'));
  });

  it('refuses a wrong password under the password field', async () => {
    const account = await createAccount(t);
    const answer = await login(account.email, 'Password124');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(fieldError('password', 'Wrong password'));
  });

  it('is case-sensitive about the password', async () => {
    const account = await createAccount(t);
    const answer = await login(account.email, DEFAULT_PASSWORD.toUpperCase());
    expect(answer.body).toEqual(fieldError('password', 'Wrong password'));
  });

  it('tells an account without a password to use a one-time code', async () => {
    const account = await createAccount(t, { role: 'seller_auction', password: null });
    const answer = await login(account.email, 'Anything123');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(fieldError('password', 'This account has no password yet. Please sign in with a one-time code'));
  });

  it('signs in every role', async () => {
    for (const role of ['buyer_auction', 'seller_auction', 'spectator_auction', 'admin', 'super_admin'] as const) {
      const account = await createAccount(t, { role });
      const answer = await login(account.email, DEFAULT_PASSWORD);
      expect(answer.status).toBe(200);
      expect((await profile(answer.body.data.access_token)).body.data.account.role).toBe(role);
    }
  });
});

describe('one-time codes', () => {
  it('mails a 4-character code in the subject', async () => {
    const account = await createAccount(t, { role: 'seller_auction', password: null });
    const answer = await requestOtp({ email: account.email });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { sent: true } });
    const mail = await latestMail(t, account.email);
    const code = codeIn(mail);
    expect(code).toMatch(new RegExp(`^[${OTP_ALPHABET}]{4}$`));
    expect(mail.subject).toBe(`Your sign-in code: ${code} / Kode masuk Anda: ${code}`);
    expect(mail.text).toContain('valid for 5 minutes');
  });

  it('signs in with the code as the password', async () => {
    const account = await createAccount(t, { role: 'seller_auction', password: null });
    const code = await requestCode(t, account.email);
    const answer = await login(account.email, code);
    expect(answer.status).toBe(200);
    expect((await profile(answer.body.data.access_token)).body.data.account.email).toBe(account.email);
  });

  it('asks for the e-mail first when it is missing or empty', async () => {
    for (const body of [{}, { email: '' }, { email: '   ' }]) {
      const answer = await requestOtp(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(fieldError('email', 'Please input your email first'));
    }
  });

  it('refuses a malformed or unknown e-mail under the email field', async () => {
    const malformed = await requestOtp({ email: 'budi@' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual(fieldError('email', 'Please input a valid email address'));
    const unknown = await requestOtp({ email: 'no.such.vendor@example.com' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(fieldError('email', 'Email is not registered'));
  });

  it('refuses a second request within 30 seconds, then sends a new code that replaces the old one', async () => {
    const account = await createAccount(t, { role: 'seller_auction', password: null });
    const first = await requestCode(t, account.email);

    t.clock.advance(29 * SECOND);
    const tooSoon = await requestOtp({ email: account.email });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toEqual(fieldError(null, 'Please wait before requesting another code'));
    expect(await t.mailsTo(account.email)).toHaveLength(1);

    t.clock.advance(1 * SECOND);
    let second = await requestCode(t, account.email);
    expect(await t.mailsTo(account.email)).toHaveLength(2);
    if (second === first) {
      // 1 chance in 923,521: draw again so the old code can be told apart.
      t.clock.advance(30 * SECOND);
      second = await requestCode(t, account.email);
    }

    const old = await login(account.email, first);
    expect(old.status).toBe(400);
    expect(old.body).toEqual(fieldError('password', 'Wrong code'));
    expect((await login(account.email, second)).status).toBe(200);
  });

  it('lets a code expire after 5 minutes', async () => {
    const onTime = await createAccount(t, { role: 'seller_auction', password: null });
    const tooLate = await createAccount(t, { role: 'seller_auction', password: null });
    const onTimeCode = await requestCode(t, onTime.email);
    const tooLateCode = await requestCode(t, tooLate.email);

    t.clock.advance(4 * MINUTE + 50 * SECOND);
    expect((await login(onTime.email, onTimeCode)).status).toBe(200);

    t.clock.advance(11 * SECOND);
    const expired = await login(tooLate.email, tooLateCode);
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual(fieldError('password', 'The code has expired. Please request a new one'));
  });

  it('accepts a code once', async () => {
    const account = await createAccount(t, { role: 'seller_auction', password: null });
    const code = await requestCode(t, account.email);
    expect((await login(account.email, code)).status).toBe(200);
    const again = await login(account.email, code);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(fieldError('password', 'The code has expired. Please request a new one'));
  });

  it('gives one session when the same code arrives twice at once', async () => {
    const account = await createAccount(t, { role: 'seller_auction', password: null });
    const code = await requestCode(t, account.email);
    const answers = await Promise.all([login(account.email, code), login(account.email, code)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it('kills the code after 5 wrong tries, even if the right code comes next', async () => {
    const account = await createAccount(t, { role: 'seller_auction', password: null });
    const code = await requestCode(t, account.email);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await login(account.email, wrongCodeFor(code, attempt));
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual(fieldError('password', 'Wrong code'));
    }
    const fifth = await login(account.email, wrongCodeFor(code, 5));
    expect(fifth.body).toEqual(fieldError('password', 'Too many wrong codes. Please request a new one'));

    const right = await login(account.email, code);
    expect(right.status).toBe(400);
    expect(right.body).toEqual(fieldError('password', 'Too many wrong codes. Please request a new one'));

    // A new code works again.
    t.clock.advance(30 * SECOND);
    expect((await login(account.email, await requestCode(t, account.email))).status).toBe(200);
  });

  it('still accepts the right code after 4 wrong tries', async () => {
    const account = await createAccount(t, { role: 'seller_auction', password: null });
    const code = await requestCode(t, account.email);
    for (let attempt = 1; attempt <= 4; attempt += 1) await login(account.email, wrongCodeFor(code, attempt));
    expect((await login(account.email, code)).status).toBe(200);
  });

  it('accepts the code typed in lower case', async () => {
    const account = await createAccount(t, { role: 'seller_auction', password: null });
    const code = await requestCode(t, account.email);
    expect((await login(account.email, code.toLowerCase())).status).toBe(200);
  });

  it('says the code has expired when none was requested', async () => {
    const account = await createAccount(t, { role: 'seller_auction', password: null });
    const answer = await login(account.email, 'ABCD');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(fieldError('password', 'The code has expired. Please request a new one'));
  });

  it('signs in a buyer who also has a password', async () => {
    const account = await createAccount(t);
    const code = await requestCode(t, account.email);
    expect((await login(account.email, code)).status).toBe(200);
    // The password still works as well.
    expect((await login(account.email, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it('signs in an unverified account with a correct code and marks it verified', async () => {
    const account = await createAccount(t, { verified: false });
    expect((await login(account.email, DEFAULT_PASSWORD)).status).toBe(403);

    const code = await requestCode(t, account.email);
    const answer = await login(account.email, code);
    expect(answer.status).toBe(200);
    const [row] = await t.app.ctx.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    // The password no longer asks for verification.
    expect((await login(account.email, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it('does not verify an account on a wrong code', async () => {
    const account = await createAccount(t, { verified: false });
    const code = await requestCode(t, account.email);
    expect((await login(account.email, wrongCodeFor(code))).status).toBe(400);
    const [row] = await t.app.ctx.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it("does not accept one account's code for another account", async () => {
    const owner = await createAccount(t, { role: 'seller_auction', password: null });
    const other = await createAccount(t, { role: 'seller_auction', password: null });
    const code = await requestCode(t, owner.email);
    await requestCode(t, other.email);
    expect((await login(other.email, code)).status).toBe(400);
    expect((await login(owner.email, code)).status).toBe(200);
  });
});

describe('rate limits', () => {
  const TOO_MANY_15 = fieldError(null, 'Too many attempts. Please wait 15 minutes and try again.');

  // The limits that keep one e-mail from being locked out by others: sign-in-lockout.test.ts.
  it('slows down sign-in for an e-mail after 5 wrong passwords, whatever its letter case', async () => {
    const account = await createAccount(t);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const email = attempt % 2 ? account.email.toUpperCase() : account.email;
      expect((await login(email, `Wrong${attempt}pass`)).status).toBe(400);
    }
    const slowed = await login(account.email, DEFAULT_PASSWORD);
    expect(slowed.status).toBe(429);
    expect(slowed.body).toEqual(fieldError(null, 'Too many attempts. Please wait 1 second and try again.'));

    t.clock.advance(1 * SECOND);
    expect((await login(account.email, DEFAULT_PASSWORD)).status).toBe(200);
    // The right password forgave the mistakes: the next typo is answered at once.
    expect((await login(account.email, 'Wrong6pass')).status).toBe(400);
  });

  it('slows down sign-in attempts for unknown e-mails too', async () => {
    const email = 'guessing.someone@example.com';
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await login(email, DEFAULT_PASSWORD)).status).toBe(400);
    expect((await login(email, DEFAULT_PASSWORD)).status).toBe(429);
  });

  it('paces code requests per e-mail with a rising wait after 5, never a 15-minute block (decision 158)', async () => {
    const account = await createAccount(t, { role: 'seller_auction', password: null });
    for (let request = 1; request <= 6; request += 1) {
      expect((await requestOtp({ email: account.email })).status).toBe(200);
      t.clock.advance(30 * SECOND);
    }
    // After the sixth code the next one waits a minute from it: 30 s are left.
    const limited = await requestOtp({ email: account.email });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(fieldError(null, 'Too many attempts. Please wait 30 seconds and try again.'));
    expect(await t.mailsTo(account.email)).toHaveLength(6);

    t.clock.advance(30 * SECOND);
    expect((await requestOtp({ email: account.email })).status).toBe(200);
  });

  it('limits password-reset mails to 5 per e-mail in an hour', async () => {
    const account = await createAccount(t);
    for (let request = 1; request <= 5; request += 1) {
      expect((await t.call('POST', '/api/authentication/reset-password', { body: { email: account.email } })).status).toBe(200);
    }
    const limited = await t.call('POST', '/api/authentication/reset-password', { body: { email: account.email } });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(fieldError(null, 'Too many attempts. Please wait 60 minutes and try again.'));
    expect(await t.mailsTo(account.email)).toHaveLength(5);
  });

  it('limits sign-in attempts from one address to 100 in 15 minutes', async () => {
    const attempts = Array.from({ length: 100 }, (_, i) => login(`stuffing.${i}@example.com`, DEFAULT_PASSWORD));
    const answers = await Promise.all(attempts);
    expect(answers.every((a) => a.status === 400)).toBe(true);
    const limited = await login('stuffing.last@example.com', DEFAULT_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(TOO_MANY_15);
  });
});
