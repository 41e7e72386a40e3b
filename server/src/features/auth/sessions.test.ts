import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, DEFAULT_PASSWORD, signIn } from '../../testing/factories';
import { latestMail, linkTo } from '../../testing/mail-helpers';
import { forgetAttempts } from '../../testing/rate-limits';
import { startTestApp, type TestApp } from '../../testing/test-app';

const MINUTE = 60 * 1000;
const UNAUTHORIZED = { errors: [{ param: null, msg: 'Unauthorized' }] };
const REFRESH_FAILED = { errors: [{ param: null, msg: 'Failed to refresh token' }] };
const LINK_USED = { errors: [{ param: 'token', msg: 'This link has been used or has expired' }] };
const NEW_PASSWORD = 'Kebun2Raya';

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

type Tokens = { access_token: string; refresh_token: string };

const profile = (token?: string, headers?: Record<string, string>) =>
  t.call('GET', '/api/secured/account/my-profile', { ...(token === undefined ? {} : { token }), ...(headers ? { headers } : {}) });
const refresh = (refreshToken: string) => t.call<{ data: Tokens }>('POST', '/api/authentication/refresh-token', { body: { refreshToken } });
const logout = (body: unknown, token?: string) => t.call('POST', '/api/authentication/logout', { body, ...(token ? { token } : {}) });
const login = (email: string, password: string) => t.call('POST', '/api/authentication/login', { body: { email, password } });
const resetPassword = (email: unknown) => t.call('POST', '/api/authentication/reset-password', { body: { email } });
const loginLink = (token: string) => t.call('POST', '/api/authentication/login-link', { body: { token } });
const changePassword = (token: string | undefined, body: unknown) =>
  t.call('POST', '/api/authentication/change-password', { body, ...(token ? { token } : {}) });

async function resetToken(email: string): Promise<string> {
  expect((await resetPassword(email)).status).toBe(200);
  return linkTo(await latestMail(t, email), '/buyer-login').searchParams.get('t') ?? '';
}

describe('sessions', () => {
  it('opens the profile with a valid access token', async () => {
    const account = await createAccount(t);
    const tokens = await signIn(t, account.email);
    const answer = await profile(tokens.access_token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.account.email).toBe(account.email);
  });

  it('answers 401 Unauthorized without a token, with a garbage token and with a foreign scheme', async () => {
    const account = await createAccount(t);
    const tokens = await signIn(t, account.email);
    const cases: Array<Record<string, string> | undefined> = [
      undefined,
      { authorization: 'Bearer not.a.jwt' },
      { authorization: 'Bearer ' },
      { authorization: `Bearer ${tokens.access_token.slice(0, -4)}AAAA` },
      { authorization: `Basic ${Buffer.from(`${account.email}:${DEFAULT_PASSWORD}`).toString('base64')}` },
      { authorization: tokens.access_token },
      { authorization: `Bearer ${'x'.repeat(10_000)}` },
    ];
    for (const headers of cases) {
      const answer = await profile(undefined, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(401);
      expect(answer.body).toEqual(UNAUTHORIZED);
    }
  });

  it('refuses a token signed with another key', async () => {
    const account = await createAccount(t);
    const tokens = await signIn(t, account.email);
    const [header, payload] = tokens.access_token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('forged-signature-bytes-000000000').toString('base64url')}`;
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    for (const token of [forged, unsigned]) {
      expect(await profile(token)).toEqual({ status: 401, body: UNAUTHORIZED });
    }
  });

  it('expires the access token after 15 minutes while the refresh token gets a new one', async () => {
    const account = await createAccount(t);
    const tokens = await signIn(t, account.email);
    t.clock.advance(14 * MINUTE);
    expect((await profile(tokens.access_token)).status).toBe(200);
    t.clock.advance(2 * MINUTE);
    expect(await profile(tokens.access_token)).toEqual({ status: 401, body: UNAUTHORIZED });

    const renewed = await refresh(tokens.refresh_token);
    expect(renewed.status).toBe(200);
    expect((await profile(renewed.body.data.access_token)).status).toBe(200);
  });

  it('rotates the refresh token: the new pair works and the old refresh token is refused', async () => {
    const account = await createAccount(t);
    const first = await signIn(t, account.email);
    const answer = await refresh(first.refresh_token);
    expect(answer.status).toBe(200);
    const second = answer.body.data;
    expect(Object.keys(second).sort()).toEqual(['access_token', 'refresh_token']);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await profile(second.access_token)).status).toBe(200);

    const reused = await refresh(first.refresh_token);
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual(REFRESH_FAILED);
  });

  it('revokes the whole sign-in when an old refresh token comes back', async () => {
    const account = await createAccount(t);
    const first = await signIn(t, account.email);
    const second = (await refresh(first.refresh_token)).body.data;
    const third = (await refresh(second.refresh_token)).body.data;
    const elsewhere = await signIn(t, account.email);

    // Someone replays the stolen first refresh token.
    expect(await refresh(first.refresh_token)).toEqual({ status: 401, body: REFRESH_FAILED });

    // Every token of that sign-in stops working at once, not after 15 minutes.
    expect(await refresh(third.refresh_token)).toEqual({ status: 401, body: REFRESH_FAILED });
    for (const access of [first.access_token, second.access_token, third.access_token]) {
      expect(await profile(access)).toEqual({ status: 401, body: UNAUTHORIZED });
    }
    // Another sign-in of the same user is untouched.
    expect((await profile(elsewhere.access_token)).status).toBe(200);
    expect((await refresh(elsewhere.refresh_token)).status).toBe(200);
  });

  it('gives one new pair when the same refresh token is sent twice at once', async () => {
    const account = await createAccount(t);
    const tokens = await signIn(t, account.email);
    const answers = await Promise.all([refresh(tokens.refresh_token), refresh(tokens.refresh_token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });

  it('refuses an unknown refresh token and a refresh token after 30 days', async () => {
    expect(await refresh('made-up-refresh-token')).toEqual({ status: 401, body: REFRESH_FAILED });
    const account = await createAccount(t);
    const tokens = await signIn(t, account.email);
    t.clock.advance(30 * 24 * 60 * MINUTE + MINUTE);
    expect(await refresh(tokens.refresh_token)).toEqual({ status: 401, body: REFRESH_FAILED });
  });

  it('does not take an access token as a refresh token', async () => {
    const account = await createAccount(t);
    const tokens = await signIn(t, account.email);
    expect(await refresh(tokens.access_token)).toEqual({ status: 401, body: REFRESH_FAILED });
  });

  it('ends the session on logout: its access and refresh tokens answer 401 at once', async () => {
    const account = await createAccount(t);
    const tokens = await signIn(t, account.email);
    const other = await signIn(t, account.email);
    const answer = await logout({ email: account.email, refreshToken: tokens.refresh_token }, tokens.access_token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { loggedOut: true } });

    expect(await profile(tokens.access_token)).toEqual({ status: 401, body: UNAUTHORIZED });
    expect(await refresh(tokens.refresh_token)).toEqual({ status: 401, body: REFRESH_FAILED });
    // The user's other sign-in is unaffected.
    expect((await profile(other.access_token)).status).toBe(200);
    expect((await refresh(other.refresh_token)).status).toBe(200);
  });

  it('ends the rotated session on logout with its newest refresh token', async () => {
    const account = await createAccount(t);
    const first = await signIn(t, account.email);
    const second = (await refresh(first.refresh_token)).body.data;
    expect((await logout({ refreshToken: second.refresh_token })).status).toBe(200);
    expect((await profile(second.access_token)).status).toBe(401);
    expect((await profile(first.access_token)).status).toBe(401);
  });

  it('answers logout with an unknown or no refresh token without ending anything', async () => {
    const account = await createAccount(t);
    const tokens = await signIn(t, account.email);
    expect(await logout({ refreshToken: 'made-up' })).toEqual({ status: 200, body: { data: { loggedOut: true } } });
    expect(await logout({})).toEqual({ status: 200, body: { data: { loggedOut: true } } });
    expect((await profile(tokens.access_token)).status).toBe(200);
  });

  // docs/rules/accounts-and-sign-in.md#calls: the browser's logout call is `{email}` with the bearer access token.
  it('ends the session when logout is called as the spec shows: {email} with the bearer token', async () => {
    const account = await createAccount(t);
    const tokens = await signIn(t, account.email);
    expect((await logout({ email: account.email }, tokens.access_token)).status).toBe(200);
    expect((await profile(tokens.access_token)).status).toBe(401);
  });
});

describe('forgot password', () => {
  it('asks for a correct e-mail address under email', async () => {
    for (const email of ['budi', 'budi@mail', 'budi@mail.', '@mail.com', 'budi @mail.com', '', undefined, 42]) {
      const answer = await resetPassword(email);
      expect(answer.status, String(email)).toBe(400);
      expect(answer.body).toEqual({ errors: [{ param: 'email', msg: 'Please input a corrent email address' }] });
    }
  });

  it('refuses an e-mail that has no account', async () => {
    const answer = await resetPassword('never.registered@example.com');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errors: [{ param: 'email', msg: 'Email is not registered' }] });
  });

  it('mails a single-use link to /buyer-login with the e-mail and a token', async () => {
    const account = await createAccount(t);
    const answer = await resetPassword(account.email.toUpperCase());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { message: 'We have sent a link to create a new password to your email' } });

    const mail = await latestMail(t, account.email);
    expect(mail.subject).toBe('Create a new password / Buat kata sandi baru');
    const link = linkTo(mail, '/buyer-login');
    expect(link.origin).toBe('http://localhost:5173');
    expect(link.searchParams.get('u')).toBe(account.email);
    expect(link.searchParams.get('t')).toMatch(/^[\w-]{40,}$/);
    // The password itself never travels in the link.
    expect(mail.links.join(' ')).not.toContain(DEFAULT_PASSWORD);
  });

  it('signs in with the link token once and sends the user to /account/change-password', async () => {
    const account = await createAccount(t);
    const token = await resetToken(account.email);
    const answer = await loginLink(token);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.data).sort()).toEqual(['access_token', 'redirectPath', 'refresh_token']);
    expect(answer.body.data.redirectPath).toBe('/account/change-password');
    expect((await profile(answer.body.data.access_token)).body.data.account.email).toBe(account.email);

    expect(await loginLink(token)).toEqual({ status: 400, body: LINK_USED });
  });

  it('lets the link expire after an hour', async () => {
    const account = await createAccount(t);
    const token = await resetToken(account.email);
    t.clock.advance(61 * MINUTE);
    expect(await loginLink(token)).toEqual({ status: 400, body: LINK_USED });
  });

  it('does not sign in with an e-mail verification link', async () => {
    const account = await createAccount(t, { verified: false });
    expect((await login(account.email, DEFAULT_PASSWORD)).status).toBe(403);
    const verifyToken = linkTo(await latestMail(t, account.email), '/verify-email').searchParams.get('token') ?? '';
    expect(await loginLink(verifyToken)).toEqual({ status: 400, body: LINK_USED });
    // The refused attempt did not use the link up.
    expect((await t.call('POST', '/api/authentication/verify-email', { body: { token: verifyToken } })).status).toBe(200);
  });

  it('refuses an unknown token', async () => {
    expect(await loginLink('made-up-token')).toEqual({ status: 400, body: LINK_USED });
  });
});

describe('change password', () => {
  const change = (email: string, password = NEW_PASSWORD, confirmPassword = password) => ({ email, password, confirmPassword });

  it('needs a signed-in caller', async () => {
    const account = await createAccount(t);
    const answer = await changePassword(undefined, change(account.email));
    expect(answer).toEqual({ status: 401, body: UNAUTHORIZED });
    expect((await login(account.email, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it("refuses to change another user's password", async () => {
    const me = await createAccount(t);
    const victim = await createAccount(t);
    const tokens = await signIn(t, me.email);
    const answer = await changePassword(tokens.access_token, change(victim.email));
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ errors: [{ param: 'email', msg: 'You can only change your own password' }] });
    expect((await login(victim.email, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it('applies the password rule and the confirmation', async () => {
    const account = await createAccount(t);
    const tokens = await signIn(t, account.email);
    const weak = await changePassword(tokens.access_token, change(account.email, 'short1'));
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({ errors: [{ param: 'password', msg: 'Password must be at least 8 characters and contain a letter and a number' }] });

    const mismatch = await changePassword(tokens.access_token, change(account.email, NEW_PASSWORD, `${NEW_PASSWORD}x`));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({ errors: [{ param: 'confirmPassword', msg: 'Password tidak sama' }] });

    const empty = await changePassword(tokens.access_token, { email: account.email, password: '', confirmPassword: '' });
    expect(empty.body).toEqual({
      errors: [
        { param: 'password', msg: 'Password is required' },
        { param: 'confirmPassword', msg: 'Confirm password is required' },
      ],
    });
    expect((await login(account.email, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it('switches to the new password and signs out the other sessions, keeping the current one', async () => {
    const account = await createAccount(t);
    const current = await signIn(t, account.email);
    const otherBrowser = await signIn(t, account.email);

    const answer = await changePassword(current.access_token, change(account.email.toUpperCase()));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { message: 'New Password created' } });

    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);
    expect(await login(account.email, DEFAULT_PASSWORD)).toEqual({ status: 400, body: { errors: [{ param: 'password', msg: 'Wrong password' }] } });

    expect(await profile(otherBrowser.access_token)).toEqual({ status: 401, body: UNAUTHORIZED });
    expect(await refresh(otherBrowser.refresh_token)).toEqual({ status: 401, body: REFRESH_FAILED });
    expect((await profile(current.access_token)).status).toBe(200);
    expect((await refresh(current.refresh_token)).status).toBe(200);
  });

  it('creates a password for an account that signed in with a code', async () => {
    const account = await createAccount(t, { role: 'seller_auction', password: null });
    await t.call('POST', '/api/authentication/request-otp', { body: { email: account.email } });
    const code = /sign-in code: (\w{4}) /.exec((await latestMail(t, account.email)).subject)?.[1] ?? '';
    const tokens = (await login(account.email, code)).body.data as Tokens;
    expect((await profile(tokens.access_token)).body.data.account.hasPassword).toBe(false);

    expect((await changePassword(tokens.access_token, change(account.email))).status).toBe(200);
    expect((await profile(tokens.access_token)).body.data.account.hasPassword).toBe(true);
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('completes the forgot-password journey: mail, link, new password, sign-in', async () => {
    const account = await createAccount(t);
    const before = await signIn(t, account.email);
    const linked = (await loginLink(await resetToken(account.email))).body.data as Tokens & { redirectPath: string };
    expect(linked.redirectPath).toBe('/account/change-password');

    expect((await changePassword(linked.access_token, change(account.email))).status).toBe(200);
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(account.email, DEFAULT_PASSWORD)).status).toBe(400);
    // Whoever knew the old password is signed out.
    expect((await profile(before.access_token)).status).toBe(401);
  });
});
