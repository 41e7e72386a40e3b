import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { REFRESH_TOKEN_TTL_SECONDS, type Role } from '@procura/domain/auth/auth.rules';
import type { LoginResponse } from '@procura/domain/auth/auth.schemas';
import { MSG } from '@procura/domain/auth/auth.messages';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { Executor } from '../../db/client';
import { accounts, refreshTokens } from '../../db/schema/auth';
import { signAccessToken, verifyAccessToken } from '../../platform/security/access-tokens';
import type { AppContext } from '../../platform/context';
import { hashToken, randomToken } from '../../platform/security/crypto';

interface SessionAccount {
  id: string;
  email: string;
  role: string;
}

async function issueTokens(ctx: AppContext, tx: Executor, account: SessionAccount, familyId: string): Promise<LoginResponse> {
  const refresh = randomToken();
  await tx.insert(refreshTokens).values({
    accountId: account.id,
    familyId,
    tokenHash: hashToken(refresh),
    expiresAt: new Date(ctx.clock.now().getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  const access = await signAccessToken(
    { id: account.id, email: account.email, role: account.role as Role, sessionId: familyId },
    ctx.secrets.jwtKey,
    ctx.clock,
  );
  return { access_token: access, refresh_token: refresh };
}

/** A new sign-in: a new refresh-token family. */
export function startSession(ctx: AppContext, tx: Executor, account: SessionAccount): Promise<LoginResponse> {
  return issueTokens(ctx, tx, account, randomUUID());
}

/** Revokes a sign-in; after its commit, call ctx.broadcast.endSignIns to close its sockets. */
async function revokeFamily(tx: Executor, ctx: AppContext, familyId: string): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

const refreshFailed = () => AppError.field(HTTP.unauthorized, null, MSG.refreshFailed);

/**
 * Exchanges a refresh token for a new pair. A token is good once: presenting a rotated one again
 * means it was stolen or replayed, so the whole sign-in is revoked.
 */
export async function refreshSession(ctx: AppContext, refreshToken: string): Promise<LoginResponse> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(refreshToken))).for('update');
    if (!row || row.revokedAt || row.expiresAt <= now) return null;
    if (row.rotatedAt) {
      await revokeFamily(tx, ctx, row.familyId);
      return { reused: row.familyId };
    }
    await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, row.id));
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, row.accountId));
    if (!account) return null;
    return issueTokens(ctx, tx, account, row.familyId);
  });
  if (outcome && 'reused' in outcome) {
    ctx.log.warn('refresh token reused: session revoked');
    ctx.broadcast.endSignIns([outcome.reused]);
  }
  if (!outcome || 'reused' in outcome) throw refreshFailed();
  return outcome;
}

/**
 * Ends the sign-in that the refresh token or the bearer access token belongs to (the spec's logout
 * sends `{email}` with the bearer token). Unknown or expired tokens are ignored: there is nothing to end.
 */
export async function endSession(ctx: AppContext, tokens: { refreshToken?: string; accessToken?: string }): Promise<void> {
  if (tokens.refreshToken) {
    const [row] = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(tokens.refreshToken)));
    if (row) {
      await revokeFamily(ctx.db, ctx, row.familyId);
      ctx.broadcast.endSignIns([row.familyId]);
    }
  }
  if (tokens.accessToken) {
    const user = await verifyAccessToken(tokens.accessToken, ctx.secrets.jwtKey, ctx.clock).catch(() => null);
    if (user) {
      await revokeFamily(ctx.db, ctx, user.sessionId);
      ctx.broadcast.endSignIns([user.sessionId]);
    }
  }
}

/** Ends every sign-in of an account except one (after a password change); answers the ended ones for endSignIns after commit. */
export async function endOtherSessions(ctx: AppContext, tx: Executor, accountId: string, keepFamilyId: string): Promise<string[]> {
  const ended = await tx
    .update(refreshTokens)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(refreshTokens.accountId, accountId), ne(refreshTokens.familyId, keepFamilyId), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(ended.map((row) => row.familyId))];
}
