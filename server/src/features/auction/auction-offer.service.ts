import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import type { MakeOfferInput } from '@procura/domain/auction/auction.schemas';
import type { MakeOfferResult } from '@procura/domain/auction/auction.views';
import { applyEvent, initialStanding, type AuctionStanding } from '@procura/domain/auction/auction-standing.rules';
import { injuryTimeExtension } from '@procura/domain/auction/injury-time.rules';
import { validateOffer, type OfferTerms } from '@procura/domain/auction/offer.rules';
import type { PeriodType } from '@procura/domain/procurement/procurement.enums';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { Executor } from '../../db/client';
import { auctionInvitations, auctionOffers, auctionVendors, auctions } from '../../db/schema/auction';
import { procurements } from '../../db/schema/procurement';
import type { AuthUser } from '../../platform/access-tokens';
import type { AppContext } from '../../platform/context';
import { notFound, type AuctionRow, type InvitationRow, type ProcurementRow } from './auction-access';
import { announceChange } from './auction-announce';
import { leaderboardFor, loadBoard, offerFor, offerLogEntry, placesOf, type Board, type Participant } from './auction-board';
import { appendLedger, type LedgerDraft } from './auction-ledger.store';

// One offer is one command in one transaction that locks the auction row (DESIGN 5.3): status and
// time by the server clock, the caller an ATTEND participant, the pure rules of domain/, the ledger,
// the standing, injury time; then commit, and only then the answer and the broadcasts. Statements
// are bounded by the participants and items, never by the offers made so far.

type OfferInput = Omit<MakeOfferInput, 'idempotencyKey'> & { idempotencyKey: string };

/** The session and its procurement with the session row locked (the one lock every writer of the standing takes). */
export async function lockAuction(tx: Executor, auctionId: string): Promise<{ auction: AuctionRow; procurement: ProcurementRow }> {
  const [row] = await tx
    .select({ auction: auctions, procurement: procurements })
    .from(auctions)
    .innerJoin(procurements, eq(procurements.id, auctions.procurementId))
    .where(eq(auctions.id, auctionId))
    .for('update', { of: auctions });
  if (!row) throw notFound();
  return row;
}

/** The vendor's invitation to the session: 404 when it has none, refused when it did not choose ATTEND. */
async function participantInvitation(tx: Executor, auctionId: string, user: AuthUser): Promise<InvitationRow> {
  const [invitation] = await tx
    .select()
    .from(auctionInvitations)
    .where(and(eq(auctionInvitations.auctionId, auctionId), eq(auctionInvitations.accountId, user.id)));
  if (!invitation) throw notFound();
  if (invitation.status !== 'ATTEND') throw AppError.field(HTTP.forbidden, null, AUCTION_MSG.notParticipant);
  return invitation;
}

/** Offers are taken only while ON_GOING and between the start and the end by the server's clock. */
export function requireRunning(auction: AuctionRow, now: Date, finished: string = AUCTION_MSG.offerAfterFinish): void {
  if (auction.status === 'DRAFT' || auction.status === 'NOT_STARTED' || now < auction.startTime) {
    throw AppError.field(HTTP.unprocessable, null, AUCTION_MSG.offerBeforeStart);
  }
  if (auction.status !== 'ON_GOING' || now >= auction.endTime) throw AppError.field(HTTP.unprocessable, null, finished);
}

/** The standing the rules judge against, from the auction row and the participants' rows. */
export function standingOf(board: Board): AuctionStanding {
  const { auction } = board;
  const standing: AuctionStanding = {
    ...initialStanding(board.direction),
    phase: 'ON_GOING',
    sequence: auction.sequence,
    endTime: auction.endTime.toISOString(),
    extensionsUsed: auction.extensionsUsed,
    leadingPrice: auction.leadingPrice,
    itemLeadingPrices: auction.itemLeadingPrices,
  };
  for (const p of board.participants) {
    if (p.lastPrice === null || p.lastSequence === null) continue;
    const lastOffer = { offerId: p.lastOfferId ?? '', sequence: p.lastSequence, at: p.lastOfferAt ?? '', totalOffer: p.lastPrice, unitOffers: p.lastUnitOffers, priceTooLow: false };
    standing.vendors[p.vendorId] = { procurementVendorId: p.vendorId, validOffers: [lastOffer], lastOffer, lastUnitOffers: p.lastUnitOffers, lastSequence: p.lastSequence };
  }
  return standing;
}

export function termsOf(board: Board): OfferTerms {
  return {
    direction: board.direction,
    auctionType: board.auction.auctionType as OfferTerms['auctionType'],
    biddingType: board.procurement.biddingType as OfferTerms['biddingType'],
    initialPrice: board.auction.initialPrice,
    minimalDecrement: board.auction.minimalDecrement,
    estimatedTotal: board.info.estimatedTotal,
    items: board.items.map((item) => ({
      auctionItemId: item.auctionItemId,
      quantity: item.quantity,
      initialUnitPrice: item.initialUnitPrice,
      estimatedUnitPrice: item.initialUnitPrice,
    })),
  };
}

/** The participants with one vendor's standing replaced (the board after its offer). */
export function withStanding(participants: Participant[], vendorId: string, standing: Partial<Participant>): Participant[] {
  return participants.map((p) => (p.vendorId === vendorId ? { ...p, ...standing } : p));
}

/** The answer to a retry: the offer as it was accepted, and the standings as they are now. */
async function replayAnswer(ctx: AppContext, offer: typeof auctionOffers.$inferSelect, invitation: InvitationRow): Promise<MakeOfferResult> {
  const [row] = await ctx.db
    .select({ auction: auctions, procurement: procurements })
    .from(auctions)
    .innerJoin(procurements, eq(procurements.id, auctions.procurementId))
    .where(eq(auctions.id, offer.auctionId));
  const board = await loadBoard(ctx.db, row!.auction, row!.procurement);
  const audience = { kind: 'VENDOR', vendorId: invitation.procurementVendorId } as const;
  return { offer: offerFor(board, offerLogEntry(offer, invitation.vendorName), audience)!, state: leaderboardFor(board, audience, ctx.clock.now()) };
}

/**
 * A vendor's offer (socket MAKE_OFFER and POST …/offers). Acknowledged only after its commit; a
 * retry with the same idempotency key returns the first answer and writes nothing.
 */
export async function makeOffer(ctx: AppContext, user: AuthUser, auctionId: string, input: OfferInput): Promise<MakeOfferResult> {
  if (user.role !== 'seller_auction') throw AppError.field(HTTP.forbidden, null, AUCTION_MSG.notParticipant);
  const outcome = await ctx.db.transaction(async (tx) => {
    const { auction, procurement } = await lockAuction(tx, auctionId);
    const invitation = await participantInvitation(tx, auctionId, user);
    const vendorId = invitation.procurementVendorId;
    const [earlier] = await tx
      .select()
      .from(auctionOffers)
      .where(and(eq(auctionOffers.auctionId, auctionId), eq(auctionOffers.procurementVendorId, vendorId), eq(auctionOffers.idempotencyKey, input.idempotencyKey)));
    if (earlier) return { kind: 'retry', offer: earlier, invitation } as const;

    const now = ctx.clock.now();
    requireRunning(auction, now);
    const board = await loadBoard(tx, auction, procurement);
    const participant = board.participants.find((p) => p.vendorId === vendorId);
    if (!participant) throw AppError.field(HTTP.forbidden, null, AUCTION_MSG.notParticipant);
    const before = standingOf(board);
    const verdict = validateOffer(termsOf(board), before, { procurementVendorId: vendorId, bidItemPrices: participant.bidItemPrices }, input);
    if (!verdict.ok) throw new AppError(HTTP.unprocessable, verdict.errors);

    const offerId = randomUUID();
    const drafts: LedgerDraft[] = [
      { kind: 'OFFER', payload: { offerId, vendorId, totalOffer: verdict.totalOffer, items: verdict.offerItems, priceTooLow: verdict.priceTooLow } },
    ];
    const extension = injuryTimeExtension({
      periodType: auction.periodType as PeriodType,
      endTime: auction.endTime.toISOString(),
      now: now.toISOString(),
      injuryTimeBeforeEnd: auction.injuryTimeBeforeEnd,
      timeExtension: auction.timeExtension,
      maxSessionExtension: auction.maxSessionExtension,
      extensionsUsed: auction.extensionsUsed,
    });
    if (extension.extend) {
      const cause = 'INJURY_TIME' as const;
      drafts.push({ kind: 'EXTENSION', payload: { previousEndTime: auction.endTime.toISOString(), endTime: extension.endTime, extensionsUsed: extension.extensionsUsed, cause } });
    }
    const { entries, head } = await appendLedger(tx, auctionId, auction, now, drafts);
    const after = entries.reduce(applyEvent, before);
    const own = after.vendors[vendorId]!;
    const offerSequence = entries[0]!.sequence;
    const [offer] = await tx
      .insert(auctionOffers)
      .values({
        id: offerId,
        auctionId,
        procurementVendorId: vendorId,
        sequence: offerSequence,
        totalOffer: verdict.totalOffer,
        items: verdict.offerItems,
        priceTooLow: verdict.priceTooLow,
        idempotencyKey: input.idempotencyKey,
        createdAt: now,
      })
      .returning();
    const standing = { lastOfferId: offerId, lastTotal: verdict.totalOffer, lastUnitOffers: own.lastUnitOffers, lastSequence: offerSequence, lastOfferAt: now };
    await tx
      .insert(auctionVendors)
      .values({ auctionId, procurementVendorId: vendorId, ...standing })
      .onConflictDoUpdate({ target: [auctionVendors.auctionId, auctionVendors.procurementVendorId], set: standing });
    const [moved] = await tx
      .update(auctions)
      .set({
        ...head,
        leadingPrice: after.leadingPrice,
        itemLeadingPrices: after.itemLeadingPrices,
        endTime: new Date(after.endTime!),
        extensionsUsed: after.extensionsUsed,
        previousRanks: placesOf(board),
      })
      .where(eq(auctions.id, auctionId))
      .returning();
    const participants = withStanding(board.participants, vendorId, {
      lastPrice: verdict.totalOffer,
      lastOfferAt: now.toISOString(),
      lastUnitOffers: own.lastUnitOffers,
      lastOfferId: offerId,
      lastSequence: offerSequence,
    });
    return { kind: 'accepted', board: { ...board, auction: moved!, participants }, offer: offer!, extended: extension.extend, invitation } as const;
  });

  if (outcome.kind === 'retry') return replayAnswer(ctx, outcome.offer, outcome.invitation);
  const { board, offer, extended, invitation } = outcome;
  const entry = offerLogEntry(offer, invitation.vendorName);
  announceChange(ctx, { board, offer: { event: 'NEW_OFFER', entry }, extended });
  const audience = { kind: 'VENDOR', vendorId: invitation.procurementVendorId } as const;
  return { offer: offerFor(board, entry, audience)!, state: leaderboardFor(board, audience, ctx.clock.now()) };
}
