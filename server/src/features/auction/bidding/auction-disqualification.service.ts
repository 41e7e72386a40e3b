import { and, desc, eq, isNull } from 'drizzle-orm';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import type { DeclineDisqualificationInput, DisqualificationInput } from '@procura/domain/auction/auction.schemas';
import type { AuctionOfferLogView } from '@procura/domain/auction/auction.views';
import { replay } from '@procura/domain/auction/bidding/auction-standing.rules';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { Executor } from '../../../db/client';
import { auctionOffers, auctionVendors, auctions } from '../../../db/schema/auction';
import { procurementVendors } from '../../../db/schema/procurement';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { mailDisqualificationDecision, mailDisqualificationRequest } from '../auction-notices';
import { buyerCompanyOf, notFound, requireOwnAuction, requireParticipant } from '../room/auction-access';
import { announceChange, announceDeclined, announceRequest } from './auction-announce';
import { loadBoard, offerFor, offerLogEntry, placesOf } from '../room/auction-board';
import { appendLedger, ledgerOf } from '../ledger/auction-ledger.store';
import { lockAuction, requireRunning } from './auction-offer.service';

// Offer disqualification (docs/rules/auction-bidding.md#disqualification, docs/rules/auction-bidding.md#offers): a vendor asks for its own latest offer
// to be disqualified; the buyer disqualifies any offer, or keeps one its vendor asked about. All only
// while the session runs, all ledger entries; the vendor hears the buyer's decision in its room and by mail. A disqualified offer stays in the log, greyed; its vendor falls back to its
// previous valid offer and the leading prices are recomputed, by replaying the ledger (rare, and
// the one truth: the same fold that defines the standing).

const offerNotFound = () => AppError.field(HTTP.notFound, 'offerId', AUCTION_MSG.offerNotFound);
const refuse = (msg: string) => AppError.field(HTTP.unprocessable, null, msg);

/** REQUEST_DISQUALIFICATION: the vendor's own latest valid offer, once, with a reason. */
export async function requestDisqualification(ctx: AppContext, user: AuthUser, input: DisqualificationInput): Promise<{ offer: AuctionOfferLogView }> {
  if (user.role !== 'seller_auction') throw AppError.field(HTTP.forbidden, null, AUCTION_MSG.notParticipant);
  const result = await ctx.db.transaction(async (tx) => {
    // The caller's attending invitation first: anyone else is refused before the lock.
    const invitation = await requireParticipant(tx, user, input.auctionId);
    const { auction, procurement } = await lockAuction(tx, input.auctionId);
    const now = ctx.clock.now();
    requireRunning(auction, now, AUCTION_MSG.disqualifyOnlyOnGoing);
    const [latest] = await tx
      .select()
      .from(auctionOffers)
      .where(and(eq(auctionOffers.auctionId, auction.id), eq(auctionOffers.procurementVendorId, invitation.procurementVendorId), isNull(auctionOffers.disqualifiedAt)))
      .orderBy(desc(auctionOffers.sequence))
      .limit(1);
    if (!latest || latest.id !== input.offerId) {
      const [own] = await tx.select({ id: auctionOffers.id }).from(auctionOffers).where(and(eq(auctionOffers.id, input.offerId), eq(auctionOffers.procurementVendorId, invitation.procurementVendorId)));
      throw own ? refuse(AUCTION_MSG.onlyLatestOffer) : offerNotFound();
    }
    if (latest.disqualificationRequestedAt) throw refuse(AUCTION_MSG.disqualificationAlreadyRequested);
    const { head } = await appendLedger(tx, auction, auction, now, [
      { kind: 'DISQUALIFICATION_REQUEST', payload: { offerId: latest.id, vendorId: latest.procurementVendorId, reason: input.reason } },
    ]);
    const [requested] = await tx
      .update(auctionOffers)
      .set({ disqualificationRequestedAt: now, disqualificationRequestReason: input.reason })
      .where(eq(auctionOffers.id, latest.id))
      .returning();
    const [moved] = await tx.update(auctions).set(head).where(eq(auctions.id, auction.id)).returning();
    // The buyer hears of the request at once (docs/rules/auction.md#mails-people-expect).
    await mailDisqualificationRequest(tx, ctx.config, moved!, { vendorName: invitation.vendorName, amount: latest.totalOffer, currency: procurement.currency ?? 'IDR', reason: input.reason, at: now });
    const board = await loadBoard(tx, moved!, procurement);
    return { board, offer: requested!, invitation };
  });
  const entry = offerLogEntry(result.offer, result.invitation.vendorName);
  return { offer: announceRequest(ctx, result.board, entry, user.id) };
}

/**
 * The buyer's decisions (disqualify, keep) start alike: the session of the buyer's company, known before
 * the lock, locked and running, and the offer of it, not disqualified yet.
 */
async function offerToDecide(ctx: AppContext, tx: Executor, companyId: string, input: { auctionId: string; offerId: string }) {
  await requireOwnAuction(tx, companyId, input.auctionId);
  const { auction, procurement } = await lockAuction(tx, input.auctionId);
  const now = ctx.clock.now();
  requireRunning(auction, now, AUCTION_MSG.disqualifyOnlyOnGoing);
  const [row] = await tx
    .select({ offer: auctionOffers, vendorName: procurementVendors.name })
    .from(auctionOffers)
    .innerJoin(procurementVendors, eq(procurementVendors.id, auctionOffers.procurementVendorId))
    .where(and(eq(auctionOffers.id, input.offerId), eq(auctionOffers.auctionId, auction.id)));
  if (!row) throw offerNotFound();
  if (row.offer.disqualifiedAt) throw refuse(AUCTION_MSG.alreadyDisqualified);
  return { auction, procurement, now, row };
}

/** DISQUALIFY_OFFER: the buyer of the session's company disqualifies any offer while it runs. */
export async function disqualifyOffer(ctx: AppContext, user: AuthUser, input: DisqualificationInput): Promise<{ offer: AuctionOfferLogView }> {
  const companyId = await buyerCompanyOf(ctx.db, user);
  if (!companyId) throw notFound();
  const result = await ctx.db.transaction(async (tx) => {
    const { auction, procurement, now, row } = await offerToDecide(ctx, tx, companyId, input);
    const boardBefore = await loadBoard(tx, auction, procurement);
    const vendorId = row.offer.procurementVendorId;
    const { head } = await appendLedger(tx, auction, auction, now, [
      { kind: 'DISQUALIFICATION', payload: { offerId: row.offer.id, vendorId, reason: input.reason } },
    ]);
    const [disqualified] = await tx
      .update(auctionOffers)
      .set({ disqualifiedAt: now, disqualifyReason: input.reason })
      .where(eq(auctionOffers.id, row.offer.id))
      .returning();
    const standing = replay(boardBefore.direction, await ledgerOf(tx, auction.id));
    const own = standing.vendors[vendorId];
    const last = own?.lastOffer ?? null;
    await tx
      .update(auctionVendors)
      .set({
        lastOfferId: last?.offerId ?? null,
        lastTotal: last?.totalOffer ?? null,
        lastUnitOffers: own?.lastUnitOffers ?? {},
        lastSequence: last?.sequence ?? null,
        lastOfferAt: last ? new Date(last.at) : null,
      })
      .where(and(eq(auctionVendors.auctionId, auction.id), eq(auctionVendors.procurementVendorId, vendorId)));
    const [moved] = await tx
      .update(auctions)
      .set({ ...head, leadingPrice: standing.leadingPrice, itemLeadingPrices: standing.itemLeadingPrices, previousRanks: placesOf(boardBefore) })
      .where(eq(auctions.id, auction.id))
      .returning();
    await mailDisqualificationDecision(tx, ctx.config, moved!, vendorId, {
      decision: 'DISQUALIFIED',
      amount: row.offer.totalOffer,
      currency: procurement.currency ?? 'IDR',
      reason: input.reason,
      requested: row.offer.disqualificationRequestedAt !== null,
      at: now,
    });
    const board = await loadBoard(tx, moved!, procurement);
    return { board, entry: offerLogEntry(disqualified!, row.vendorName) };
  });
  announceChange(ctx, { board: result.board, offer: { event: 'OFFER_DISQUALIFIED', entry: result.entry }, extended: false });
  return { offer: offerFor(result.board, result.entry, { kind: 'BUYER' })! };
}

/** DECLINE_DISQUALIFICATION: the buyer keeps an offer its vendor asked to disqualify; the request is decided, the offer stays valid. */
export async function declineDisqualification(ctx: AppContext, user: AuthUser, input: DeclineDisqualificationInput): Promise<{ offer: AuctionOfferLogView }> {
  const companyId = await buyerCompanyOf(ctx.db, user);
  if (!companyId) throw notFound();
  const result = await ctx.db.transaction(async (tx) => {
    const { auction, procurement, now, row } = await offerToDecide(ctx, tx, companyId, input);
    if (!row.offer.disqualificationRequestedAt) throw refuse(AUCTION_MSG.noDisqualificationRequest);
    if (row.offer.disqualificationDeclinedAt) throw refuse(AUCTION_MSG.disqualificationAlreadyDecided);
    const vendorId = row.offer.procurementVendorId;
    const { head } = await appendLedger(tx, auction, auction, now, [{ kind: 'DISQUALIFICATION_DECLINED', payload: { offerId: row.offer.id, vendorId } }]);
    const [kept] = await tx.update(auctionOffers).set({ disqualificationDeclinedAt: now }).where(eq(auctionOffers.id, row.offer.id)).returning();
    const [moved] = await tx.update(auctions).set(head).where(eq(auctions.id, auction.id)).returning();
    await mailDisqualificationDecision(tx, ctx.config, moved!, vendorId, {
      decision: 'KEPT',
      amount: row.offer.totalOffer,
      currency: procurement.currency ?? 'IDR',
      reason: null,
      requested: true,
      at: now,
    });
    const board = await loadBoard(tx, moved!, procurement);
    return { board, entry: offerLogEntry(kept!, row.vendorName) };
  });
  return { offer: announceDeclined(ctx, result.board, result.entry) };
}
