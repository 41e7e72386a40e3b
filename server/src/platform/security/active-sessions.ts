import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema/auth';
import type { AppContext } from '../context';

/** True while the sign-in an access token belongs to has not been revoked (its refresh-token family lives). */
export async function isSessionActive(ctx: AppContext, familyId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .limit(1);
  return !!row;
}
