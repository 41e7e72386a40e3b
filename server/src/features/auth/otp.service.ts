import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { OTP_ALPHABET, OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_REQUEST_WAIT_SECONDS, OTP_TTL_SECONDS } from '@procura/domain/auth/auth.rules';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { waitSeconds } from '@procura/domain/common/rate-limit.messages';
import type { Executor } from '../../db/client';
import { otpCodes } from '../../db/schema/auth';
import type { AppContext } from '../../platform/context';
import { hmac, randomCode, safeEqual } from '../../platform/security/crypto';
import { countGuess } from './sign-in-guard';

export const OTP_MESSAGES = {
  wrong: 'Wrong code',
  expired: 'The code has expired. Please request a new one',
  tooManyWrong: 'Too many wrong codes. Please request a new one',
  wait: 'Please wait before requesting another code',
} as const;

const codeHash = (ctx: AppContext, accountId: string, code: string) => hmac(ctx.secrets.codePepper, `${accountId}:${code}`);

type OtpCode = typeof otpCodes.$inferSelect;

/**
 * Issues a new code for an account, asked from the client address `ip`; an earlier unused code asked
 * from the same address dies. Codes asked from other addresses live on, so someone else asking for
 * codes cannot void the one the owner is typing. Returns the code to mail.
 */
export async function issueCode(ctx: AppContext, tx: Executor, accountId: string, ip: string): Promise<string> {
  const now = ctx.clock.now();
  const fromHere = and(eq(otpCodes.accountId, accountId), eq(otpCodes.requestedFrom, ip));
  const [latest] = await tx.select().from(otpCodes).where(fromHere).orderBy(desc(otpCodes.createdAt)).limit(1);
  const waitMs = latest ? latest.createdAt.getTime() + OTP_REQUEST_WAIT_SECONDS * 1000 - now.getTime() : 0;
  if (waitMs > 0) throw new AppError(HTTP.tooManyRequests, [{ param: null, msg: OTP_MESSAGES.wait }], waitSeconds(waitMs));
  await tx.update(otpCodes).set({ usedAt: now }).where(and(fromHere, isNull(otpCodes.usedAt)));
  const code = randomCode(OTP_ALPHABET, OTP_LENGTH);
  await tx.insert(otpCodes).values({
    accountId,
    codeHash: codeHash(ctx, accountId, code),
    expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
    requestedFrom: ip,
    createdAt: now,
  });
  return code;
}

/**
 * Moves every code's request time back by the wait between requests, so no address has to wait for its
 * next code: only for the journeys' test support (between journeys, which all ask from 127.0.0.1).
 * Codes keep their expiry (`expiresAt`), so none lives longer.
 */
export async function forgetCodeRequestWaits(db: Executor): Promise<void> {
  await db.update(otpCodes).set({ createdAt: sql`${otpCodes.createdAt} - make_interval(secs => ${OTP_REQUEST_WAIT_SECONDS})` });
}

async function newestLiveCode(ctx: AppContext, accountId: string, requestedFrom?: string): Promise<OtpCode | undefined> {
  const [code] = await ctx.db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.accountId, accountId),
        isNull(otpCodes.usedAt),
        gt(otpCodes.expiresAt, ctx.clock.now()),
        requestedFrom === undefined ? undefined : eq(otpCodes.requestedFrom, requestedFrom),
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return code;
}

const matches = (ctx: AppContext, current: OtpCode, code: string) =>
  safeEqual(current.codeHash, codeHash(ctx, current.accountId, code.toUpperCase()));

/** Single use: only one of two simultaneous correct tries gets the row. */
async function spend(ctx: AppContext, current: OtpCode): Promise<void> {
  const [used] = await ctx.db
    .update(otpCodes)
    .set({ usedAt: ctx.clock.now() })
    .where(and(eq(otpCodes.id, current.id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  if (!used) throw AppError.field(HTTP.badRequest, 'password', OTP_MESSAGES.expired);
}

/**
 * Checks a code tried from the address that asked for it: 5 wrong tries kill it, and nothing else
 * slows it down, so a code just mailed to the owner works however many wrong passwords others send.
 * A wrong try is counted even though the caller's transaction fails, because the count is written on its own.
 */
async function checkOwnCode(ctx: AppContext, current: OtpCode, code: string): Promise<void> {
  if (current.attempts >= OTP_MAX_ATTEMPTS) throw AppError.field(HTTP.badRequest, 'password', OTP_MESSAGES.tooManyWrong);
  if (!matches(ctx, current, code)) {
    const [counted] = await ctx.db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(eq(otpCodes.id, current.id))
      .returning({ attempts: otpCodes.attempts });
    const dead = (counted?.attempts ?? OTP_MAX_ATTEMPTS) >= OTP_MAX_ATTEMPTS;
    throw AppError.field(HTTP.badRequest, 'password', dead ? OTP_MESSAGES.tooManyWrong : OTP_MESSAGES.wrong);
  }
  await spend(ctx, current);
}

/**
 * Checks a code tried from an address that did not ask for one (the owner changed networks, or
 * someone is guessing): the account's newest code, under the same limits as a password, and a wrong
 * try does not spend the code, so guessing from elsewhere cannot kill the owner's code.
 */
async function checkCodeFromElsewhere(ctx: AppContext, account: { id: string; email: string }, code: string, ip: string): Promise<void> {
  const current = await newestLiveCode(ctx, account.id);
  if (!current) throw AppError.field(HTTP.badRequest, 'password', OTP_MESSAGES.expired);
  await countGuess(ctx, account.email, ip);
  if (current.attempts >= OTP_MAX_ATTEMPTS) throw AppError.field(HTTP.badRequest, 'password', OTP_MESSAGES.tooManyWrong);
  if (!matches(ctx, current, code)) throw AppError.field(HTTP.badRequest, 'password', OTP_MESSAGES.wrong);
  await spend(ctx, current);
}

/** Checks a sign-in code tried from client address `ip`; throws a field error when it does not sign in. */
export async function checkCode(ctx: AppContext, account: { id: string; email: string }, code: string, ip: string): Promise<void> {
  const own = await newestLiveCode(ctx, account.id, ip);
  if (own) await checkOwnCode(ctx, own, code);
  else await checkCodeFromElsewhere(ctx, account, code, ip);
}
