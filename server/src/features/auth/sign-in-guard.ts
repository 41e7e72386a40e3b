import type { AppContext } from '../../platform/context';
import { clearAttempts, consumeAndSlowDown } from '../../platform/security/rate-limit';
import { AUTH_LIMITS, AUTH_SLOW_DOWNS } from './auth.limits';

// The guard around every secret someone could be guessing: a password, or a one-time code tried
// from an address that did not ask for it. Limits are in auth.limits.ts.

const emailAtAddress = (email: string, ip: string) => `${email}|${ip}`;

/**
 * Counts one guess before the secret is checked (so guesses sent together cannot slip past the
 * count): a hard limit for this e-mail from this address, a rising delay for this e-mail from anywhere.
 */
export async function countGuess(ctx: AppContext, email: string, ip: string): Promise<void> {
  await consumeAndSlowDown(
    ctx.db,
    ctx.clock,
    { limit: AUTH_LIMITS.loginPerEmailAndIp, subject: emailAtAddress(email, ip) },
    { rule: AUTH_SLOW_DOWNS.loginPerEmail, subject: email },
  );
}

/** The right secret came: the owner's own earlier mistakes stop counting against them. */
export async function forgetGuesses(ctx: AppContext, email: string, ip: string): Promise<void> {
  await clearAttempts(ctx.db, AUTH_LIMITS.loginPerEmailAndIp, emailAtAddress(email, ip));
  await clearAttempts(ctx.db, AUTH_SLOW_DOWNS.loginPerEmail, email);
}

/** Counts one request for a code mail: a hard limit per e-mail and address, a rising delay per e-mail. */
export async function countCodeRequest(ctx: AppContext, email: string, ip: string): Promise<void> {
  await consumeAndSlowDown(
    ctx.db,
    ctx.clock,
    { limit: AUTH_LIMITS.otpRequestPerEmailAndIp, subject: emailAtAddress(email, ip) },
    { rule: AUTH_SLOW_DOWNS.otpRequestPerEmail, subject: email },
  );
}
