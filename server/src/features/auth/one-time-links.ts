import { and, eq, isNull } from 'drizzle-orm';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { Executor } from '../../db/client';
import { oneTimeTokens } from '../../db/schema/auth';
import type { Clock } from '../../platform/clock';
import { hashToken, randomToken } from '../../platform/security/crypto';

/** What a single-use link is for. `login` and `reset_password` sign the holder in. */
export type LinkPurpose = 'verify_email' | 'reset_password' | 'login';

export const LINK_USED_OR_EXPIRED = 'This link has been used or has expired';

/** Creates a single-use token; only its hash is stored. Returns the token to put in the link. */
export async function createLinkToken(
  tx: Executor,
  clock: Clock,
  link: { accountId: string; purpose: LinkPurpose; ttlSeconds: number; redirectPath?: string },
): Promise<string> {
  const token = randomToken();
  await tx.insert(oneTimeTokens).values({
    accountId: link.accountId,
    purpose: link.purpose,
    tokenHash: hashToken(token),
    redirectPath: link.redirectPath ?? null,
    expiresAt: new Date(clock.now().getTime() + link.ttlSeconds * 1000),
  });
  return token;
}

/** Uses a token up: exactly one caller wins, even when two arrive together. */
export async function consumeLinkToken(
  tx: Executor,
  clock: Clock,
  token: string,
  purposes: readonly LinkPurpose[],
): Promise<{ accountId: string; purpose: LinkPurpose; redirectPath: string | null }> {
  const now = clock.now();
  const [row] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), isNull(oneTimeTokens.usedAt)))
    .returning();
  if (!row || row.expiresAt <= now || !purposes.includes(row.purpose as LinkPurpose)) {
    throw AppError.field(HTTP.badRequest, 'token', LINK_USED_OR_EXPIRED);
  }
  return { accountId: row.accountId, purpose: row.purpose as LinkPurpose, redirectPath: row.redirectPath };
}
