import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { findTransition } from '@procura/domain/auction/session/auction-status.rules';
import type { AuctionStatusView } from '@procura/domain/auction/auction.views';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { AuctionSessionStatus } from '@procura/domain/procurement/procurement.enums';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { LastSessionState } from '@procura/domain/auction/session/auction-session.schemas';
import { recordStopReason } from './auction-session-gate.service';
import type { AppContext } from '../../../platform/context';
import { requireBuyerCompany } from '../../../platform/security/tenancy';
import { startDraft } from './auction-session.service';
import { sanitizeSpecification, specificationToText } from '../../procurement';
import { requireOwnAuction } from '../room/auction-access';
import { mailInvitedVendors, sessionFactsOf } from '../invitations/auction-invitations';
import { canceledMail, stoppedMail, stopReasonMail } from '../auction.mails';
import { mailSessionResults } from '../auction-notices';
import { everyoneRooms } from '../room/auction.rooms';
import { accountNameOf } from '../../../platform/account-names';
import { presentStatus, statusEvent } from './auction-status.presenter';
import { applyTransition, type AuctionRecord } from '../auction-transitions';

// The buyer's moves of a session (docs/rules/auction.md#session-life): get-status lists them from the one transition
// table, change-status and stop-auction perform one. Each move is one conditional UPDATE, so of
// two concurrent requests one wins and the other gets 409; mails go in the same transaction and
// the rooms hear of it after commit.

const notAllowed = () => AppError.field(HTTP.conflict, null, AUCTION_MSG.statusChangeNotAllowed);

/** POST /api/secured/auction/get-status. */
export async function getStatus(ctx: AppContext, user: AuthUser, auctionId: string): Promise<AuctionStatusView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const row = await requireOwnAuction(ctx.db, companyId, auctionId);
  return presentStatus(ctx.db, row, ctx.clock.now());
}

/** CANCELED, from NOT_STARTED or ON_GOING, with the buyer's rich-text reason (sanitised like an item specification). */
async function cancelSession(ctx: AppContext, user: AuthUser, auction: AuctionRecord, cancelReason: string): Promise<AuctionRecord> {
  const reason = sanitizeSpecification(cancelReason);
  // A reason that says nothing once sanitised (only markup or a script) is no reason.
  if (!specificationToText(reason)) throw AppError.field(HTTP.badRequest, 'cancelReason', AUCTION_MSG.cancelReasonRequired);
  const now = ctx.clock.now();
  const canceledBy = await accountNameOf(ctx.db, user.id);
  const row = await ctx.db.transaction(async (tx) => {
    const canceled = await applyTransition(tx, auction.id, 'CANCELED', 'buyer', { cancelReason: reason, canceledBy: user.id, canceledAt: now, updatedAt: now });
    if (!canceled) throw notAllowed();
    const facts = await sessionFactsOf(tx, canceled);
    const cancel = { reason: specificationToText(reason), by: canceledBy, at: now };
    await mailInvitedVendors(tx, canceled.id, (invitation) => canceledMail(invitation.vendorEmail, invitation, facts, cancel));
    return canceled;
  });
  ctx.broadcast.emit(everyoneRooms(row.id), 'AUCTION_CANCELED', {
    ...statusEvent(row, now),
    cancelReason: reason,
    canceledBy,
    canceledAt: now.toISOString(),
  });
  return row;
}

/** DONE by the buyer's hand (Stop Session): stoppedManually, so the next session asks for the stop reason. */
async function stopSession(ctx: AppContext, auction: AuctionRecord): Promise<AuctionRecord> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const stopped = await applyTransition(tx, auction.id, 'DONE', 'buyer', { stoppedManually: true, endTime: now, endedAt: now, updatedAt: now });
    if (!stopped) throw notAllowed();
    const facts = await sessionFactsOf(tx, stopped);
    await mailInvitedVendors(tx, stopped.id, (invitation) => stoppedMail(invitation.vendorEmail, invitation, facts, now));
    await mailSessionResults(tx, { config: ctx.config, key: ctx.secrets.ledgerKey, log: ctx.log }, stopped, now);
    return stopped;
  });
  ctx.broadcast.emit(everyoneRooms(row.id), 'AUCTION_STOPPED', { ...statusEvent(row, now), stoppedManually: true });
  return row;
}

type Move = (ctx: AppContext, user: AuthUser, companyId: string, auction: AuctionRecord, input: { cancelReason?: string | null }) => Promise<AuctionRecord>;

/** What each target status of the buyer's moves does; the table in domain says from where it may be reached. */
const MOVES: Partial<Record<AuctionSessionStatus, Move>> = {
  NOT_STARTED: (ctx, _user, companyId, auction) => startDraft(ctx, companyId, auction.id),
  CANCELED: (ctx, user, _companyId, auction, input) => cancelSession(ctx, user, auction, input.cancelReason ?? ''),
  DONE: (ctx, _user, _companyId, auction) => stopSession(ctx, auction),
};

/** POST /api/secured/auction/change-status {auctionId, status, cancelReason?}: 409 for a move the table does not allow from here. */
export async function changeStatus(
  ctx: AppContext,
  user: AuthUser,
  input: { auctionId: string; status: AuctionSessionStatus; cancelReason?: string | null },
): Promise<AuctionStatusView> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const auction = await requireOwnAuction(ctx.db, companyId, input.auctionId);
  const move = MOVES[input.status];
  if (!move || !findTransition(auction.status, input.status, 'buyer')) throw notAllowed();
  const row = await move(ctx, user, companyId, auction, input);
  return presentStatus(ctx.db, row, ctx.clock.now());
}

/** POST /api/secured/auction/stop-auction {auctionId}: ON_GOING -> DONE by the buyer. */
export async function stopAuction(ctx: AppContext, user: AuthUser, auctionId: string): Promise<AuctionStatusView> {
  return changeStatus(ctx, user, { auctionId, status: 'DONE' });
}

/**
 * POST /api/secured/auction/stop-reason {auctionId, stopReason}: why the buyer stopped the session,
 * written once (the same text again is a success) and mailed to every invited vendor with it.
 */
export async function sendStopReason(ctx: AppContext, user: AuthUser, auctionId: string, stopReason: string): Promise<LastSessionState> {
  return recordStopReason(ctx, user, auctionId, stopReason, async (tx, auction) => {
    const facts = await sessionFactsOf(tx, auction);
    await mailInvitedVendors(tx, auction.id, (invitation) => stopReasonMail(invitation.vendorEmail, invitation, facts, stopReason));
  });
}
