import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { OTP_ALPHABET, OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_REQUEST_WAIT_SECONDS, OTP_TTL_SECONDS } from '@procura/domain/auth/auth.rules';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { Executor } from '../../db/client';
import { otpCodes } from '../../db/schema/auth';
import type { AppContext } from '../../platform/context';
import { hmac, randomCode, safeEqual } from '../../platform/crypto';

export const OTP_MESSAGES = {
  wrong: 'Wrong code',
  expired: 'The code has expired. Please request a new one',
  tooManyWrong: 'Too many wrong codes. Please request a new one',
  wait: 'Please wait before requesting another code',
} as const;

const codeHash = (ctx: AppContext, accountId: string, code: string) => hmac(ctx.secrets.codePepper, `${accountId}:${code}`);

/** Issues a new code for an account; earlier unused codes die. Returns the code to mail. */
export async function issueCode(ctx: AppContext, tx: Executor, accountId: string): Promise<string> {
  const now = ctx.clock.now();
  const [latest] = await tx.select().from(otpCodes).where(eq(otpCodes.accountId, accountId)).orderBy(desc(otpCodes.createdAt)).limit(1);
  if (latest && now.getTime() - latest.createdAt.getTime() < OTP_REQUEST_WAIT_SECONDS * 1000) {
    throw AppError.field(HTTP.tooManyRequests, null, OTP_MESSAGES.wait);
  }
  await tx.update(otpCodes).set({ usedAt: now }).where(and(eq(otpCodes.accountId, accountId), isNull(otpCodes.usedAt)));
  const code = randomCode(OTP_ALPHABET, OTP_LENGTH);
  await tx.insert(otpCodes).values({
    accountId,
    codeHash: codeHash(ctx, accountId, code),
    expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
    createdAt: now,
  });
  return code;
}

/**
 * Checks a code against the account's newest unused one. A wrong try is counted even though the
 * caller's transaction fails, because the count is written on its own.
 */
export async function checkCode(ctx: AppContext, accountId: string, code: string): Promise<void> {
  const now = ctx.clock.now();
  const [current] = await ctx.db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.accountId, accountId), isNull(otpCodes.usedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!current || current.expiresAt <= now) throw AppError.field(HTTP.badRequest, 'password', OTP_MESSAGES.expired);
  if (current.attempts >= OTP_MAX_ATTEMPTS) throw AppError.field(HTTP.badRequest, 'password', OTP_MESSAGES.tooManyWrong);

  if (!safeEqual(current.codeHash, codeHash(ctx, accountId, code.toUpperCase()))) {
    const [counted] = await ctx.db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(eq(otpCodes.id, current.id))
      .returning({ attempts: otpCodes.attempts });
    const dead = (counted?.attempts ?? OTP_MAX_ATTEMPTS) >= OTP_MAX_ATTEMPTS;
    throw AppError.field(HTTP.badRequest, 'password', dead ? OTP_MESSAGES.tooManyWrong : OTP_MESSAGES.wrong);
  }
  // Single use: only one of two simultaneous correct tries gets the row.
  const [used] = await ctx.db
    .update(otpCodes)
    .set({ usedAt: now })
    .where(and(eq(otpCodes.id, current.id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  if (!used) throw AppError.field(HTTP.badRequest, 'password', OTP_MESSAGES.expired);
}
