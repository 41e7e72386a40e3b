import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import {
  EMAIL_VERIFICATION_TTL_SECONDS,
  looksLikeOneTimeCode,
  PASSWORD_RESET_TTL_SECONDS,
} from '@procura/domain/auth/auth.rules';
import type {
  ChangePasswordInput,
  LoginInput,
  LoginResponse,
  RegisterInput,
  RequestOtpInput,
  ResetPasswordInput,
} from '@procura/domain/auth/auth.schemas';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema/auth';
import type { AuthUser } from '../../platform/security/access-tokens';
import type { AppContext } from '../../platform/context';
import { enqueueMail } from '../../platform/mail/outbox';
import { consume } from '../../platform/security/rate-limit';
import { AUTH_LIMITS } from './auth.limits';
import { oneTimeCodeMail, passwordResetMail, verificationMail } from './auth.mails';
import { consumeLinkToken, createLinkToken, LINK_USED_OR_EXPIRED } from './one-time-links';
import { checkCode, issueCode } from './otp.service';
import { endOtherSessions, startSession } from './sessions.service';
import { countCodeRequest, countGuess, forgetGuesses } from './sign-in-guard';

export const AUTH_MESSAGES = {
  emailTaken: 'Email is already registered',
  emailUnknown: 'Email is not registered',
  wrongPassword: 'Wrong password',
  noPassword: 'This account has no password yet. Please sign in with a one-time code',
  verifyFirst: 'Please verify your email first. We have sent you a new verification link',
  resetSent: 'We have sent a link to create a new password to your email',
  passwordCreated: 'New Password created',
  ownPasswordOnly: 'You can only change your own password',
} as const;

type Account = typeof accounts.$inferSelect;

async function findAccount(db: Executor, email: string): Promise<Account | undefined> {
  const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
  return account;
}

async function sendVerification(ctx: AppContext, tx: Executor, account: Account): Promise<void> {
  const token = await createLinkToken(tx, ctx.clock, {
    accountId: account.id,
    purpose: 'verify_email',
    ttlSeconds: EMAIL_VERIFICATION_TTL_SECONDS,
  });
  const url = `${ctx.config.PUBLIC_URL}/verify-email?token=${encodeURIComponent(token)}`;
  await enqueueMail(tx, verificationMail(account.email, account.firstName, url));
}

export async function register(ctx: AppContext, input: RegisterInput, ip: string): Promise<{ email: string }> {
  await consume(ctx.db, ctx.clock, AUTH_LIMITS.registerPerIp, ip);
  const passwordHash = await hash(input.password);
  return ctx.db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        passwordHash,
        reference: input.reference,
        salesName: input.salesName ?? null,
        optIn: input.optIn,
      })
      .onConflictDoNothing({ target: accounts.email })
      .returning();
    if (!account) throw AppError.field(HTTP.badRequest, 'email', AUTH_MESSAGES.emailTaken);
    await sendVerification(ctx, tx, account);
    return { email: account.email };
  });
}

export async function verifyEmail(ctx: AppContext, token: string): Promise<{ email: string }> {
  return ctx.db.transaction(async (tx) => {
    const link = await consumeLinkToken(tx, ctx.clock, token, ['verify_email']);
    const [account] = await tx
      .update(accounts)
      .set({ emailVerifiedAt: ctx.clock.now(), updatedAt: ctx.clock.now() })
      .where(eq(accounts.id, link.accountId))
      .returning();
    return { email: account?.email ?? '' };
  });
}

/**
 * Signs in with a password, or with the 4 characters of a one-time code (docs/rules/accounts-and-sign-in.md#sign-in). Limits:
 * auth.limits.ts; a code is guarded in otp.service.ts, a password by the sign-in guard here.
 */
export async function login(ctx: AppContext, input: LoginInput, ip: string): Promise<LoginResponse> {
  await consume(ctx.db, ctx.clock, AUTH_LIMITS.loginPerIp, ip);
  const isCode = looksLikeOneTimeCode(input.password);
  // A code can only be guessed while one is live, which otp.service.ts checks first.
  if (!isCode) await countGuess(ctx, input.email, ip);
  const account = await findAccount(ctx.db, input.email);
  if (!account) throw AppError.field(HTTP.badRequest, 'email', AUTH_MESSAGES.emailUnknown);

  if (isCode) {
    await checkCode(ctx, account, input.password, ip);
  } else {
    if (!account.passwordHash) throw AppError.field(HTTP.badRequest, 'password', AUTH_MESSAGES.noPassword);
    if (!(await verify(account.passwordHash, input.password))) {
      throw AppError.field(HTTP.badRequest, 'password', AUTH_MESSAGES.wrongPassword);
    }
  }
  await forgetGuesses(ctx, account.email, ip);
  if (!isCode && !account.emailVerifiedAt) {
    await ctx.db.transaction((tx) => sendVerification(ctx, tx, account));
    throw AppError.field(HTTP.forbidden, 'email', AUTH_MESSAGES.verifyFirst);
  }
  return ctx.db.transaction(async (tx) => {
    // A correct one-time code proves the inbox, like the verification link does.
    if (!account.emailVerifiedAt) {
      await tx.update(accounts).set({ emailVerifiedAt: ctx.clock.now() }).where(eq(accounts.id, account.id));
    }
    return startSession(ctx, tx, account);
  });
}

export async function requestOtp(ctx: AppContext, input: RequestOtpInput, ip: string): Promise<void> {
  await consume(ctx.db, ctx.clock, AUTH_LIMITS.otpRequestPerIp, ip);
  await countCodeRequest(ctx, input.email, ip);
  const account = await findAccount(ctx.db, input.email);
  if (!account) throw AppError.field(HTTP.badRequest, 'email', AUTH_MESSAGES.emailUnknown);
  await ctx.db.transaction(async (tx) => {
    const code = await issueCode(ctx, tx, account.id, ip);
    await enqueueMail(tx, oneTimeCodeMail(account.email, code));
  });
}

/** Mails a single-use link that signs the owner in on the Create New Password page. */
export async function resetPassword(ctx: AppContext, input: ResetPasswordInput, ip: string): Promise<{ message: string }> {
  await consume(ctx.db, ctx.clock, AUTH_LIMITS.resetPerIp, ip);
  await consume(ctx.db, ctx.clock, AUTH_LIMITS.resetPerEmail, input.email);
  const account = await findAccount(ctx.db, input.email);
  if (!account) throw AppError.field(HTTP.badRequest, 'email', AUTH_MESSAGES.emailUnknown);
  await ctx.db.transaction(async (tx) => {
    const token = await createLinkToken(tx, ctx.clock, {
      accountId: account.id,
      purpose: 'reset_password',
      ttlSeconds: PASSWORD_RESET_TTL_SECONDS,
      redirectPath: '/account/change-password',
    });
    const url = `${ctx.config.PUBLIC_URL}/buyer-login?u=${encodeURIComponent(account.email)}&t=${encodeURIComponent(token)}`;
    await enqueueMail(tx, passwordResetMail(account.email, account.firstName, url));
  });
  return { message: AUTH_MESSAGES.resetSent };
}

/** Signs in with the token of an auto-login link (password reset, invitations). */
export async function loginWithLink(
  ctx: AppContext,
  token: string,
  ip: string,
): Promise<LoginResponse & { redirectPath: string | null }> {
  await consume(ctx.db, ctx.clock, AUTH_LIMITS.linkPerIp, ip);
  return ctx.db.transaction(async (tx) => {
    const link = await consumeLinkToken(tx, ctx.clock, token, ['login', 'reset_password']);
    const [account] = await tx
      .update(accounts)
      .set({ emailVerifiedAt: ctx.clock.now() })
      .where(eq(accounts.id, link.accountId))
      .returning();
    if (!account) throw AppError.field(HTTP.badRequest, 'token', LINK_USED_OR_EXPIRED);
    return { ...(await startSession(ctx, tx, account)), redirectPath: link.redirectPath };
  });
}

/** Changes (or creates) the caller's own password and signs out their other sessions. */
export async function changePassword(ctx: AppContext, user: AuthUser, input: ChangePasswordInput): Promise<{ message: string }> {
  if (input.email !== user.email) throw AppError.field(HTTP.forbidden, 'email', AUTH_MESSAGES.ownPasswordOnly);
  const passwordHash = await hash(input.password);
  const ended = await ctx.db.transaction(async (tx) => {
    await tx.update(accounts).set({ passwordHash, updatedAt: ctx.clock.now() }).where(eq(accounts.id, user.id));
    return endOtherSessions(ctx, tx, user.id, user.sessionId);
  });
  ctx.broadcast.endSignIns(ended);
  return { message: AUTH_MESSAGES.passwordCreated };
}
