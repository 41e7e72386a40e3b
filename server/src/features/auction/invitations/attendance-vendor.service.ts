import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { AUCTION_MSG, capableQtyRangeMessage } from '@procura/domain/auction/auction.messages';
import type { AttendAuctionData } from '@procura/domain/auction/auction.schemas';
import type { VendorInvitationView } from '@procura/domain/auction/auction.views';
import { AppError, HTTP, type FieldError } from '@procura/domain/common/errors';
import { formatMoneyInput } from '@procura/domain/common/money/decimal-input.rules';
import { isAuctionUpcoming } from '@procura/domain/auction/session/auction-status.rules';
import type { Executor } from '../../../db/client';
import { auctionInvitations } from '../../../db/schema/auction';
import { procurementVendorItems } from '../../../db/schema/procurement';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import type { RealtimeServer } from '../../../platform/realtime/realtime';
import { DATA_NOT_FOUND } from '../../procurement';
import { mailDeclined } from '../auction-notices';
import { notFound } from '../room/auction-access';
import { announcePresence } from '../room/auction-presence';
import { buyerRoom } from '../room/auction.rooms';
import { invitationItems, presentVendorInvitation } from './invitation-view';
import { requireOwnInvitation, type OwnInvitation } from './invitation-vendor.service';

/** Shown in the range message as the page shows quantities: '1,000.00'. */
const shown = (value: string) => formatMoneyInput(value);

/**
 * The capable quantity per item of a UNIT_PRICE session: one per item, within [minCapableQty,
 * quantity]; for a single winner 0 means the whole quantity (stored as the quantity).
 */
async function capableQuantities(db: Executor, found: OwnInvitation, given: AttendAuctionData['capableItems']): Promise<{ itemId: string; qty: string }[]> {
  if (found.procurement.biddingType !== 'UNIT_PRICE') return [];
  const items = await invitationItems(db, found.auction, found.invitation.procurementVendorId);
  const byItem = new Map(given.map((g, index) => [g.procurementItemId, { ...g, index }]));
  const errors: FieldError[] = [];
  const accepted: { itemId: string; qty: string }[] = [];
  const singleWinner = found.procurement.winnerType === 'SINGLE_WINNER';
  items.forEach((item, index) => {
    const answer = byItem.get(item.procurementItemId);
    if (!answer) {
      errors.push({ param: `capableItems.${index}.capableQty`, msg: AUCTION_MSG.capableQtyRequired });
      return;
    }
    const qty = new Decimal(answer.capableQty);
    if (qty.isZero() && singleWinner) {
      accepted.push({ itemId: item.procurementItemId, qty: item.quantity });
    } else if (qty.lessThan(item.minCapableQty) || qty.greaterThan(item.quantity)) {
      errors.push({ param: `capableItems.${answer.index}.capableQty`, msg: capableQtyRangeMessage(shown(item.minCapableQty), shown(item.quantity)) });
    } else {
      accepted.push({ itemId: item.procurementItemId, qty: qty.toFixed(2) });
    }
  });
  const known = new Set(items.map((i) => i.procurementItemId));
  given.forEach((g, index) => {
    if (!known.has(g.procurementItemId)) errors.push({ param: `capableItems.${index}.procurementItemId`, msg: DATA_NOT_FOUND });
  });
  if (errors.length > 0) throw new AppError(HTTP.badRequest, errors);
  return accepted;
}

/** The answer is still open: not answered yet (409 alreadyAnswered) and before the due date (409 attendanceClosed). */
function assertAnswerable(found: OwnInvitation, now: Date): void {
  if (found.invitation.status !== 'NOT_CONFIRMED') throw AppError.field(HTTP.conflict, null, AUCTION_MSG.alreadyAnswered);
  if (!isAuctionUpcoming(found.auction.status) || now >= found.auction.startTime) throw AppError.field(HTTP.conflict, null, AUCTION_MSG.attendanceClosed);
}

/**
 * Attend (terms ticked; capable quantities for UNIT_PRICE) or Not Attend (a reason): final. One
 * transaction on the locked invitation; the buyer's room hears of it after commit.
 */
async function answer(
  ctx: AppContext,
  io: RealtimeServer,
  user: AuthUser,
  invitationId: string,
  choice: { isAttending: boolean; reasonNotAttend: string | null; capableItems: AttendAuctionData['capableItems'] },
  check: (found: OwnInvitation) => void = () => undefined,
): Promise<VendorInvitationView> {
  const view = await ctx.db.transaction(async (tx) => {
    const found = await requireOwnInvitation(tx, user, invitationId, { lock: true });
    check(found);
    const now = ctx.clock.now();
    assertAnswerable(found, now);
    const quantities = choice.isAttending ? await capableQuantities(tx, found, choice.capableItems) : [];
    for (const { itemId, qty } of quantities) {
      await tx
        .insert(procurementVendorItems)
        .values({ procurementVendorId: found.invitation.procurementVendorId, procurementItemId: itemId, capableQty: qty })
        .onConflictDoUpdate({ target: [procurementVendorItems.procurementVendorId, procurementVendorItems.procurementItemId], set: { capableQty: sql`excluded.capable_qty` } });
    }
    const [invitation] = await tx
      .update(auctionInvitations)
      .set({
        status: choice.isAttending ? 'ATTEND' : 'NOT_ATTEND',
        reasonNotAttend: choice.isAttending ? null : choice.reasonNotAttend,
        respondedAt: now,
        updatedAt: now,
      })
      .where(eq(auctionInvitations.id, invitationId))
      .returning();
    // The buyer hears of a declined invitation (docs/rules/auction.md#mails-people-expect).
    if (!choice.isAttending) await mailDeclined(tx, ctx.config, found.auction, { vendorName: found.invitation.vendorName, reason: choice.reasonNotAttend });
    return presentVendorInvitation(tx, now, { ...found, invitation: invitation! });
  });
  ctx.broadcast.emit(buyerRoom(view.auctionId), 'ATTENDANCE_CHANGED', {
    auctionId: view.auctionId,
    invitationId: view.invitationId,
    status: view.status,
    joinedStatus: view.joinedStatus,
  });
  // A vendor already waiting in the room now counts as a participant.
  if (view.status === 'ATTEND') announcePresence(io, ctx, view.auctionId);
  return view;
}

/** POST /api/secured/auction/attend-auction. */
export function attendAuction(ctx: AppContext, io: RealtimeServer, user: AuthUser, input: AttendAuctionData): Promise<VendorInvitationView> {
  return answer(ctx, io, user, input.auctionInvitationId, input);
}

/** POST /api/auction/not-attend-auction/from-email: the decline link, for the signed-in vendor's own e-mail only. */
export function notAttendFromEmail(
  ctx: AppContext,
  io: RealtimeServer,
  user: AuthUser,
  input: { auctionInvitationId: string; reasonNotAttend: string; email: string },
): Promise<VendorInvitationView> {
  const mine = input.email.trim().toLowerCase() === user.email.trim().toLowerCase();
  return answer(ctx, io, user, input.auctionInvitationId, { isAttending: false, reasonNotAttend: input.reasonNotAttend, capableItems: [] }, (found) => {
    if (!mine || found.invitation.vendorEmail.trim().toLowerCase() !== input.email.trim().toLowerCase()) throw notFound();
  });
}
