import { and, asc, count, eq } from 'drizzle-orm';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { PROCUREMENT_STATE_MSG } from '@procura/domain/procurement/procurement-state.messages';
import { MAX_DISMISSED_TIPS } from '@procura/domain/procurement/procurement-tips.schemas';
import { dismissedTips } from '../../db/schema/procurement';
import type { AuthUser } from '../../platform/security/access-tokens';
import type { AppContext } from '../../platform/context';

// The tips panel of the detail page: tips a person dismissed stay dismissed on every device.
// They belong to the account, not to a company, so no tenant check is needed.

/** GET /api/secured/tips/dismissed: the keys, oldest first. */
export async function listDismissedTips(ctx: AppContext, user: AuthUser): Promise<string[]> {
  const rows = await ctx.db
    .select({ tipKey: dismissedTips.tipKey })
    .from(dismissedTips)
    .where(eq(dismissedTips.accountId, user.id))
    .orderBy(asc(dismissedTips.createdAt), asc(dismissedTips.tipKey));
  return rows.map((r) => r.tipKey);
}

/** POST /api/secured/tips/dismissed: idempotent; answers every dismissed key. */
export async function dismissTip(ctx: AppContext, user: AuthUser, tipKey: string): Promise<string[]> {
  await ctx.db.transaction(async (tx) => {
    const [already] = await tx
      .select({ n: count() })
      .from(dismissedTips)
      .where(and(eq(dismissedTips.accountId, user.id), eq(dismissedTips.tipKey, tipKey)));
    if (already?.n) return;
    const [total] = await tx.select({ n: count() }).from(dismissedTips).where(eq(dismissedTips.accountId, user.id));
    if ((total?.n ?? 0) >= MAX_DISMISSED_TIPS) throw AppError.field(HTTP.unprocessable, null, PROCUREMENT_STATE_MSG.tooManyTips);
    await tx.insert(dismissedTips).values({ accountId: user.id, tipKey, createdAt: ctx.clock.now() }).onConflictDoNothing();
  });
  return listDismissedTips(ctx, user);
}
