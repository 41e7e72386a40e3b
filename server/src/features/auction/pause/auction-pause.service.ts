import { eq } from 'drizzle-orm';
import type { AuctionPausedEvent, AuctionResumedEvent } from '@procura/domain/auction/auction.events';
import { AUCTION_PAUSE_MSG } from '@procura/domain/auction/session/auction-pause.messages';
import { endAfterResume, pauseDeadline, pauseOverLimit, pauseRefusal, pausedMs, resumeRefusal } from '@procura/domain/auction/session/auction-pause.rules';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { Executor } from '../../../db/client';
import { auctions } from '../../../db/schema/auction';
import type { AppContext } from '../../../platform/context';
import type { AuthUser } from '../../../platform/security/access-tokens';
import { pausedMail, resumedMail } from '../auction.mails';
import { lockAuction } from '../bidding/auction-offer.service';
import { mailInvitedVendors, sessionFactsOf } from '../invitations/auction-invitations';
import { appendLedger } from '../ledger/auction-ledger.store';
import { buyerCompanyOf, notFound, requireOwnAuction, type AuctionRow, type ProcurementRow } from '../room/auction-access';
import { everyoneRooms } from '../room/auction.rooms';

// Pause and resume (docs/rules/auction-bidding.md#pause-and-resume, decisions 186-189): only the
// session's buyer (anyone else: 404, as if it did not exist). Each is one transaction on the locked
// session row: the rule (domain auction-pause.rules), the ledger entry (PAUSE, RESUME), the row and
// the mails to the attending vendors in the outbox; every room hears it after commit. The status
// stays ON_GOING: `pausedAt` says the session is paused. Offers are refused while it is
// (auction-offer.service), the scheduler leaves a paused session's end alone and cancels one paused
// past maxPauseMinutes (auction-scheduler), and resume moves the end by the paused time, which the
// RESUME entry carries so that the end stays a function of the ledger.

const refuse = (msg: string) => AppError.field(HTTP.conflict, null, msg);

/** The buyer's session with its row locked; anyone else 404, known before the lock (requireOwnAuction reads without it). */
export async function lockBuyerAuction(tx: Executor, user: AuthUser, auctionId: string): Promise<{ auction: AuctionRow; procurement: ProcurementRow }> {
  const companyId = await buyerCompanyOf(tx, user);
  if (!companyId) throw notFound();
  await requireOwnAuction(tx, companyId, auctionId);
  return lockAuction(tx, auctionId);
}

/** Time is up by the server's clock (the scheduler ends it within a second): as good as ended. */
const pastEnd = (auction: AuctionRow, now: Date) => !auction.pausedAt && now >= auction.endTime;

/** POST …/pause and PAUSE_AUCTION: the session stops taking offers, with the buyer's reason. */
export async function pauseAuction(ctx: AppContext, user: AuthUser, auctionId: string, reason: string): Promise<AuctionPausedEvent> {
  const event = await ctx.db.transaction(async (tx) => {
    const { auction } = await lockBuyerAuction(tx, user, auctionId);
    const now = ctx.clock.now();
    const refusal = pauseRefusal(auction) ?? (pastEnd(auction, now) ? AUCTION_PAUSE_MSG.pauseOnlyOnGoing : null);
    if (refusal) throw refuse(refusal);
    const pausedAt = now.toISOString();
    const { head } = await appendLedger(tx, auction, auction, now, [{ kind: 'PAUSE', payload: { reason, pausedAt } }]);
    const [paused] = await tx.update(auctions).set({ ...head, pausedAt: now, pausedReason: reason, updatedAt: now }).where(eq(auctions.id, auction.id)).returning();
    const deadline = pauseDeadline(now, paused!.maxPauseMinutes);
    const facts = await sessionFactsOf(tx, paused!);
    const pause = { reason, at: now, deadline: deadline ? new Date(deadline) : null };
    await mailInvitedVendors(tx, auction.id, (invitation) => pausedMail(invitation.vendorEmail, invitation, facts, pause), { attendingOnly: true });
    return { auctionId: auction.id, sequence: head.sequence, reason, pausedAt, pauseDeadline: deadline, serverNow: pausedAt } satisfies AuctionPausedEvent;
  });
  ctx.broadcast.emit(everyoneRooms(auctionId), 'AUCTION_PAUSED', event);
  return event;
}

/** POST …/resume and RESUME_AUCTION: offers are taken again and the end moves by the paused time. */
export async function resumeAuction(ctx: AppContext, user: AuthUser, auctionId: string): Promise<AuctionResumedEvent> {
  const event = await ctx.db.transaction(async (tx) => {
    const { auction } = await lockBuyerAuction(tx, user, auctionId);
    const now = ctx.clock.now();
    const refusal = resumeRefusal(auction);
    if (refusal) throw refuse(refusal);
    const pausedAt = auction.pausedAt!;
    // Past the limit the session is canceled (the scheduler does it within a second): no resume.
    if (pauseOverLimit(pausedAt, now, auction.maxPauseMinutes)) throw refuse(AUCTION_PAUSE_MSG.pauseLimitPassed);
    const paused = pausedMs(pausedAt, now);
    const endTime = endAfterResume(auction.endTime, pausedAt, now);
    const payload = { pausedAt: pausedAt.toISOString(), resumedAt: now.toISOString(), pausedMs: paused, previousEndTime: auction.endTime.toISOString(), endTime };
    const { head } = await appendLedger(tx, auction, auction, now, [{ kind: 'RESUME', payload }]);
    const [resumed] = await tx
      .update(auctions)
      .set({ ...head, endTime: new Date(endTime), pausedAt: null, pausedReason: null, pausedTotalMs: auction.pausedTotalMs + paused, updatedAt: now })
      .where(eq(auctions.id, auction.id))
      .returning();
    const facts = await sessionFactsOf(tx, resumed!);
    await mailInvitedVendors(tx, auction.id, (invitation) => resumedMail(invitation.vendorEmail, invitation, facts, { at: now, endTime: resumed!.endTime }), { attendingOnly: true });
    return { auctionId: auction.id, sequence: head.sequence, endTime, pausedMs: paused, serverNow: now.toISOString() } satisfies AuctionResumedEvent;
  });
  ctx.broadcast.emit(everyoneRooms(auctionId), 'AUCTION_RESUMED', event);
  return event;
}
