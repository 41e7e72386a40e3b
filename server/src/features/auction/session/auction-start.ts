import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { LIVE_AUCTION_STATUSES } from '@procura/domain/auction/session/auction-status.rules';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { Config } from '../../../config';
import type { Executor } from '../../../db/client';
import { auctions } from '../../../db/schema/auction';
import { inviteVendors } from '../invitations/auction-invitations';
import { applyTransition, type AuctionRecord } from '../auction-transitions';

// Creating a session for real (docs/rules/auction.md#session-life, docs/rules/auction.md#invitations-and-attendance): DRAFT -> NOT_STARTED, the vendors' accounts, one
// invitation each and their mails, all in the caller's transaction (the procurement row locked).

/**
 * 422 when the session's time overlaps another NOT_STARTED or ON_GOING session of the procurement
 * (one session of a procurement runs at a time). Sessions touching end to start do not overlap.
 */
export async function assertNoOverlap(tx: Executor, session: { id?: string; procurementId: string; startTime: Date; endTime: Date }): Promise<void> {
  const [other] = await tx
    .select({ id: auctions.id })
    .from(auctions)
    .where(
      and(
        eq(auctions.procurementId, session.procurementId),
        inArray(auctions.status, LIVE_AUCTION_STATUSES),
        lt(auctions.startTime, session.endTime),
        gt(auctions.endTime, session.startTime),
        session.id ? ne(auctions.id, session.id) : undefined,
      ),
    )
    .limit(1);
  if (other) throw AppError.field(HTTP.unprocessable, null, AUCTION_MSG.sessionOverlaps);
}

/**
 * Moves a validated draft to NOT_STARTED and invites its vendors. The caller has locked the
 * procurement and checked the form; 409 when the session is no longer a draft (a double click).
 */
export async function startDraftSession(tx: Executor, config: Pick<Config, 'PUBLIC_URL'>, draft: AuctionRecord, now: Date): Promise<AuctionRecord> {
  await assertNoOverlap(tx, draft);
  const started = await applyTransition(tx, draft.id, 'NOT_STARTED', 'buyer', { updatedAt: now });
  if (!started) throw AppError.field(HTTP.conflict, null, AUCTION_MSG.statusChangeNotAllowed);
  await inviteVendors(tx, config, started, now);
  return started;
}
