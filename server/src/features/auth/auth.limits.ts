import type { Limit, SlowDown } from '../../platform/security/rate-limit';

// Rate limits of the sign-in area. One place for all of them.
//
// Why these shapes: a hard block keyed by the e-mail alone lets anyone who knows a vendor's e-mail
// keep the vendor out (ten wrong passwords, from anywhere). So the hard blocks are keyed by the
// e-mail *and* the client address (they stop the one who is failing), and what is counted for an
// e-mail across all addresses only slows down: a short wait that doubles per failure and is capped,
// never a long block. A correct password is let through once the wait has passed, and a one-time
// code used from the address that requested it is not slowed at all (see otp.service.ts).
const MINUTES_15 = 15 * 60;
const HOUR = 60 * 60;

export const AUTH_LIMITS = {
  /** Sign-ins from one address, whatever the e-mail: credential stuffing. */
  loginPerIp: { name: 'login:ip', max: 100, windowSeconds: MINUTES_15 },
  /** Failed passwords (and guessed codes, see otp.service.ts) for one e-mail from one address. */
  loginPerEmailAndIp: { name: 'login:email-ip', max: 10, windowSeconds: MINUTES_15 },
  otpRequestPerIp: { name: 'otp:ip', max: 30, windowSeconds: MINUTES_15 },
  /**
   * Code mails for one e-mail asked from one address: a backstop only. The rising delay below is what a
   * vendor whose mail is slow meets first (30 s, 1 min, 2 min …, each shown counting down); at 5 this
   * block came first and kept a vendor out for up to 15 minutes just before an auction (decision 158).
   */
  otpRequestPerEmailAndIp: { name: 'otp:email-ip', max: 10, windowSeconds: MINUTES_15 },
  resetPerEmail: { name: 'reset:email', max: 5, windowSeconds: HOUR },
  resetPerIp: { name: 'reset:ip', max: 30, windowSeconds: HOUR },
  registerPerIp: { name: 'register:ip', max: 30, windowSeconds: HOUR },
  linkPerIp: { name: 'link:ip', max: 60, windowSeconds: MINUTES_15 },
} satisfies Record<string, Limit>;

export const AUTH_SLOW_DOWNS = {
  /**
   * Failed sign-ins for one e-mail from all addresses: 5 at full speed, then 1 s, 2 s, 4 s … up to
   * 2 minutes between attempts. At the cap that is 30 guesses an hour, fewer than the 40 an hour the
   * old 10-per-15-minutes block allowed, and the owner waits at most 2 minutes.
   */
  loginPerEmail: { name: 'login:email', free: 5, firstWaitSeconds: 1, maxWaitSeconds: 2 * 60, forgetAfterSeconds: MINUTES_15 },
  /**
   * Code mails for one e-mail from all addresses. Every code may be tried 5 times from the address
   * that asked for it, so this bounds the guesses at codes: 5 codes at full speed, then 30 s, 60 s …
   * up to 10 minutes apart. At the cap that is 30 guesses an hour at 31^4 = 923,521 codes, plus the
   * 30 of `loginPerEmail` from other addresses.
   */
  otpRequestPerEmail: { name: 'otp:email', free: 5, firstWaitSeconds: 30, maxWaitSeconds: 10 * 60, forgetAfterSeconds: MINUTES_15 },
} satisfies Record<string, SlowDown>;
