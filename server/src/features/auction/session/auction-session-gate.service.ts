import { eq } from 'drizzle-orm';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { AUCTION_SESSION_MSG } from '@procura/domain/auction/session/auction-session.messages';
import { createSessionRefusal, needsStopReason } from '@procura/domain/auction/session/auction-session.rules';
import type { LastSessionState, ValidateCreateSessionResponse } from '@procura/domain/auction/session/auction-session.schemas';
import type { Executor } from '../../../db/client';
import { auctions } from '../../../db/schema/auction';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { requireBuyerCompany } from '../../../platform/security/tenancy';
import { requireOwnProcurement, type ProcurementRow } from '../../procurement';
import type { AuctionRow } from './auction-session.presenter';
import { requireOwnAuction } from '../room/auction-access';
import { existingSessionFacts, lastScheduledSession } from './auction-session.queries';

// Whether a new session may be created now (docs/rules/procurement.md#auction-session-form), and the stop reason a
// session stopped by hand asks for before the next one.

/** Why no session may be created for the procurement now, or null. The server's clock decides. */
export async function sessionRefusal(db: Executor, procurement: ProcurementRow, now: Date): Promise<string | null> {
  return createSessionRefusal(procurement, await existingSessionFacts(db, procurement.id), now);
}

/** Saving refuses what the create-session check refuses, with the same text (422). */
export async function assertSessionsAllowed(db: Executor, procurement: ProcurementRow, now: Date): Promise<void> {
  const refusal = await sessionRefusal(db, procurement, now);
  if (refusal) throw AppError.field(HTTP.unprocessable, null, refusal);
}

/** GET …/validate-create-session/{procurementId}: true, or the text the failure dialog shows. */
export async function validateCreateSession(ctx: AppContext, user: AuthUser, procurementId: string): Promise<ValidateCreateSessionResponse> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const procurement = await requireOwnProcurement(ctx.db, companyId, procurementId);
  return (await sessionRefusal(ctx.db, procurement, ctx.clock.now())) ?? true;
}

function lastSessionStateOf(row: AuctionRow): LastSessionState {
  return { auctionId: row.id, stoppedManually: row.stoppedManually, needsStopReason: needsStopReason(row) };
}

/** GET …/last-session/{procurementId}: the last scheduled session's stop state, or null. */
export async function lastSessionState(ctx: AppContext, user: AuthUser, procurementId: string): Promise<LastSessionState | null> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  await requireOwnProcurement(ctx.db, companyId, procurementId);
  const last = await lastScheduledSession(ctx.db, procurementId);
  return last ? lastSessionStateOf(last) : null;
}

/**
 * PATCH …/{auctionId}/stop-reason: records why a session was stopped by hand. The reason is part
 * of the record, so it is written once; sending the same text again (a double click) is answered
 * as a success.
 */
export async function recordStopReason(
  ctx: AppContext,
  user: AuthUser,
  auctionId: string,
  reason: string,
  /** Runs in the transaction, once, when the reason is first written (the auction feature mails the vendors). */
  onRecorded?: (tx: Executor, auction: typeof auctions.$inferSelect) => Promise<void>,
): Promise<LastSessionState> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  return ctx.db.transaction(async (tx) => {
    const auction = await requireOwnAuction(tx, companyId, auctionId, { lock: true });
    if (!auction.stoppedManually) throw AppError.field(HTTP.conflict, null, AUCTION_SESSION_MSG.notStoppedManually);
    if (auction.stopReason?.trim()) {
      if (auction.stopReason === reason) return lastSessionStateOf(auction);
      throw AppError.field(HTTP.conflict, null, AUCTION_SESSION_MSG.stopReasonAlreadyGiven);
    }
    const [row] = await tx.update(auctions).set({ stopReason: reason, updatedAt: ctx.clock.now() }).where(eq(auctions.id, auctionId)).returning();
    await onRecorded?.(tx, row!);
    return lastSessionStateOf(row!);
  });
}
