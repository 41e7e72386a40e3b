import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OTP_ALPHABET } from '@procura/domain/auth/auth.rules';
import { slowDownWaitMs } from '../../platform/security/rate-limit';
import { createAccount, DEFAULT_PASSWORD } from '../../testing/factories';
import { codeIn, latestMail } from '../../testing/mail-helpers';
import { forgetAttempts } from '../../testing/rate-limits';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { AUTH_SLOW_DOWNS } from './auth.limits';

// Someone who knows a vendor's e-mail must not be able to keep the vendor out, and must not be able
// to guess the password or a code either. Behind a proxy (TRUST_PROXY), X-Forwarded-For names the caller.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const OWNER_IP = '198.51.100.9';
const ATTACKER_IP = '203.0.113.66';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await forgetAttempts(t);
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const login = (email: string, password: string, ip: string) =>
  t.call('POST', '/api/authentication/login', { body: { email, password }, headers: from(ip) });
const requestOtp = (email: string, ip: string) => t.call('POST', '/api/authentication/request-otp', { body: { email }, headers: from(ip) });
const tooMany = (msg: string) => ({ errors: [{ param: null, msg }] });
/** A new address for every try, as an attacker with many addresses would send. */
let addressCounter = 0;
const freshAddress = () => `10.${Math.floor(addressCounter / 250) % 250}.${(addressCounter += 1) % 250}.7`;

/** Moves the clock past the wait that follows `failures` failed sign-ins for one e-mail. */
function waitAfter(failures: number): void {
  t.clock.advance(slowDownWaitMs(AUTH_SLOW_DOWNS.loginPerEmail, failures));
}

async function codeRequestedBy(email: string, ip: string): Promise<string> {
  const answer = await requestOtp(email, ip);
  expect(answer.status).toBe(200);
  return codeIn(await latestMail(t, email));
}

/** A code of the alphabet that is not `code`. */
const notThe = (code: string, shift = 1) => OTP_ALPHABET[(OTP_ALPHABET.indexOf(code[0]!) + shift) % OTP_ALPHABET.length]! + code.slice(1);

describe('an attacker at one address', () => {
  it('is blocked at that address for 15 minutes after 10 wrong passwords, while the owner signs in from another', async () => {
    const owner = await createAccount(t, { role: 'seller_auction' });
    for (let failure = 1; failure <= 10; failure += 1) {
      waitAfter(failure - 1);
      const wrong = await login(owner.email, `Guess${failure}word`, ATTACKER_IP);
      expect(wrong.status).toBe(400);
    }
    waitAfter(10);
    const blocked = await login(owner.email, DEFAULT_PASSWORD, ATTACKER_IP);
    expect(blocked.status).toBe(429);
    // The window opened with the first failure, 63 seconds ago.
    expect(blocked.body).toEqual(tooMany('Too many attempts. Please wait 14 minutes and try again.'));

    // The owner, elsewhere, only had to wait out the short delay the failures caused.
    expect((await login(owner.email, DEFAULT_PASSWORD, OWNER_IP)).status).toBe(200);
    // The owner's success does not lift the attacker's block.
    expect((await login(owner.email, DEFAULT_PASSWORD, ATTACKER_IP)).status).toBe(429);

    t.clock.advance(15 * MINUTE);
    expect((await login(owner.email, 'Guess11word', ATTACKER_IP)).status).toBe(400);
  });

  it('does not count attempts refused during the wait against that address', async () => {
    const owner = await createAccount(t);
    for (let failure = 1; failure <= 9; failure += 1) {
      waitAfter(failure - 1);
      expect((await login(owner.email, `Typo${failure}word`, OWNER_IP)).status).toBe(400);
    }
    // 16 seconds to wait: clicking on meanwhile is refused but not counted, or the 10th try would be the last.
    for (let click = 1; click <= 20; click += 1) expect((await login(owner.email, DEFAULT_PASSWORD, OWNER_IP)).status).toBe(429);
    waitAfter(9);
    expect((await login(owner.email, DEFAULT_PASSWORD, OWNER_IP)).status).toBe(200);
  });
});

describe('an attacker who changes address for every try', () => {
  it('is slowed down by a doubling wait that stops at 2 minutes, and never blocks the e-mail for long', async () => {
    const owner = await createAccount(t, { role: 'seller_auction' });
    for (let failure = 1; failure <= 5; failure += 1) {
      expect((await login(owner.email, `Guess${failure}word`, freshAddress())).status).toBe(400);
    }
    const waits: string[] = [];
    for (let failure = 6; failure <= 14; failure += 1) {
      const early = await login(owner.email, `Guess${failure}word`, freshAddress());
      expect(early.status).toBe(429);
      waits.push(early.body.errors[0].msg);
      waitAfter(failure - 1);
      expect((await login(owner.email, `Guess${failure}word`, freshAddress())).status).toBe(400);
    }
    expect(waits).toEqual([
      'Too many attempts. Please wait 1 second and try again.',
      'Too many attempts. Please wait 2 seconds and try again.',
      'Too many attempts. Please wait 4 seconds and try again.',
      'Too many attempts. Please wait 8 seconds and try again.',
      'Too many attempts. Please wait 16 seconds and try again.',
      'Too many attempts. Please wait 32 seconds and try again.',
      // 64 s, then the cap of 120 s, said in whole minutes.
      'Too many attempts. Please wait 2 minutes and try again.',
      'Too many attempts. Please wait 2 minutes and try again.',
      'Too many attempts. Please wait 2 minutes and try again.',
    ]);

    // The owner is held up by at most the 2-minute cap, then signs in with the password.
    const held = await login(owner.email, DEFAULT_PASSWORD, OWNER_IP);
    expect(held.status).toBe(429);
    t.clock.advance(2 * MINUTE);
    expect((await login(owner.email, DEFAULT_PASSWORD, OWNER_IP)).status).toBe(200);
  });

  it('lets only one of several tries sent at the same moment through once the wait is over', async () => {
    const owner = await createAccount(t);
    for (let failure = 1; failure <= 5; failure += 1) await login(owner.email, `Guess${failure}word`, freshAddress());
    waitAfter(5);
    const together = await Promise.all(Array.from({ length: 6 }, (_, i) => login(owner.email, `Burst${i}word`, freshAddress())));
    expect(together.map((a) => a.status).sort()).toEqual([400, 429, 429, 429, 429, 429]);
  });
});

describe('a one-time code mailed to the owner', () => {
  it('signs the owner in at once, however many wrong passwords and codes others keep sending', async () => {
    const owner = await createAccount(t, { role: 'seller_auction', password: null });
    for (let failure = 1; failure <= 12; failure += 1) {
      waitAfter(failure - 1);
      await login(owner.email, `Guess${failure}word`, freshAddress());
    }
    const code = await codeRequestedBy(owner.email, OWNER_IP);

    // The attacker keeps going: wrong passwords, wrong codes from addresses that asked for none…
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login(owner.email, `Guess${attempt}again`, freshAddress())).status).toBe(429);
      expect([400, 429]).toContain((await login(owner.email, notThe(code, attempt), freshAddress())).status);
    }
    // … and asks for codes of its own, which neither replace nor use up the owner's.
    const attackerIp = freshAddress();
    await requestOtp(owner.email, attackerIp);
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await login(owner.email, notThe(code, attempt), attackerIp)).status).toBe(400);

    const signedIn = await login(owner.email, code, OWNER_IP);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.access_token).toBeTruthy();
  });

  it('still works from another address (the owner changed networks)', async () => {
    const owner = await createAccount(t, { role: 'seller_auction', password: null });
    const code = await codeRequestedBy(owner.email, OWNER_IP);
    expect((await login(owner.email, code, '192.0.2.44')).status).toBe(200);
  });

  it('is not spent by wrong guesses from addresses that did not ask for it', async () => {
    const owner = await createAccount(t, { role: 'seller_auction', password: null });
    const code = await codeRequestedBy(owner.email, OWNER_IP);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await login(owner.email, notThe(code, attempt), freshAddress());
      expect(wrong.body).toEqual({ errors: [{ param: 'password', msg: 'Wrong code' }] });
    }
    // Guessing from elsewhere is slowed like passwords are.
    expect((await login(owner.email, notThe(code, 6), freshAddress())).status).toBe(429);
    expect((await login(owner.email, code, OWNER_IP)).status).toBe(200);
  });

  it('dies after 5 wrong tries from the address that asked for it', async () => {
    const owner = await createAccount(t, { role: 'seller_auction', password: null });
    const code = await codeRequestedBy(owner.email, OWNER_IP);
    for (let attempt = 1; attempt <= 5; attempt += 1) await login(owner.email, notThe(code, attempt), OWNER_IP);
    const right = await login(owner.email, code, OWNER_IP);
    expect(right.body).toEqual({ errors: [{ param: 'password', msg: 'Too many wrong codes. Please request a new one' }] });
  });
});

describe('asking for codes', () => {
  it('is slowed down per e-mail across addresses after 5 codes, so codes cannot be guessed by asking for many', async () => {
    const owner = await createAccount(t, { role: 'seller_auction', password: null });
    for (let request = 1; request <= 5; request += 1) expect((await requestOtp(owner.email, freshAddress())).status).toBe(200);
    const sixth = await requestOtp(owner.email, freshAddress());
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual(tooMany('Too many attempts. Please wait 30 seconds and try again.'));

    // The owner gets a code after the short wait, and it signs in.
    t.clock.advance(30 * SECOND);
    expect((await login(owner.email, await codeRequestedBy(owner.email, OWNER_IP), OWNER_IP)).status).toBe(200);
  });

  it('says how long to wait in Retry-After, so the page can count it down', async () => {
    const owner = await createAccount(t, { role: 'seller_auction', password: null });
    await codeRequestedBy(owner.email, OWNER_IP);
    t.clock.advance(12 * SECOND);
    const refused = await fetch(`${t.url}/api/authentication/request-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from(OWNER_IP) },
      body: JSON.stringify({ email: owner.email }),
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('18');
    expect(await refused.json()).toEqual(tooMany('Please wait before requesting another code'));
  });

  it('meets short, rising waits from one address while mail is slow, never a 15-minute block (decision 158)', async () => {
    const owner = await createAccount(t, { role: 'seller_auction', password: null });
    // Five codes 30 s apart, as the Request OTP link allows, then waits of 1, 2 and 4 minutes.
    for (let request = 1; request <= 5; request += 1) {
      await codeRequestedBy(owner.email, OWNER_IP);
      t.clock.advance(30 * SECOND);
    }
    await codeRequestedBy(owner.email, OWNER_IP);
    // Asked again 30 s after each code, the answer names the short wait left.
    const waits = [
      { minutes: 1, message: 'Too many attempts. Please wait 30 seconds and try again.' },
      { minutes: 2, message: 'Too many attempts. Please wait 2 minutes and try again.' },
      { minutes: 4, message: 'Too many attempts. Please wait 4 minutes and try again.' },
    ];
    for (const wait of waits) {
      t.clock.advance(30 * SECOND);
      expect(await requestOtp(owner.email, OWNER_IP)).toEqual({ status: 429, body: tooMany(wait.message) });
      t.clock.advance(wait.minutes * MINUTE - 30 * SECOND);
      await codeRequestedBy(owner.email, OWNER_IP);
    }
  });

  it('keeps the 30-second wait per address, so one address asking cannot hold up the owner', async () => {
    const owner = await createAccount(t, { role: 'seller_auction', password: null });
    await codeRequestedBy(owner.email, ATTACKER_IP);
    expect((await requestOtp(owner.email, ATTACKER_IP)).body).toEqual(tooMany('Please wait before requesting another code'));
    const code = await codeRequestedBy(owner.email, OWNER_IP);
    expect((await login(owner.email, code, OWNER_IP)).status).toBe(200);
  });
});
