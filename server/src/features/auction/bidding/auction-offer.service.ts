import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { AUCTION_PAUSE_MSG } from '@procura/domain/auction/session/auction-pause.messages';
import type { MakeOfferResult } from '@procura/domain/auction/auction.views';
import { applyEvent } from '@procura/domain/auction/bidding/auction-standing.rules';
import { offerFingerprint } from '@procura/domain/auction/bidding/idempotency.rules';
import type { OfferReceipt } from '@procura/domain/auction/ledger/offer-receipt.rules';
import { validateOffer } from '@procura/domain/auction/bidding/offer.rules';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { isAuctionBeforeStart, isAuctionRunning } from '@procura/domain/auction/session/auction-status.rules';
import type { Executor } from '../../../db/client';
import { auctionInvitations, auctionOffers, auctions } from '../../../db/schema/auction';
import { procurements } from '../../../db/schema/procurement';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { requireSameRequest } from '../../../platform/idempotency';
import { notFound, type AuctionRow, type InvitationRow, type ProcurementRow } from '../room/auction-access';
import { announceChange } from './auction-announce';
import { announceProxyOffers, placeProxyOffers } from '../proxy/auction-proxy.service';
import { boardAfterOffer, sessionAfterOffer, writeStanding } from './auction-offer-record';
import { draftsOf, offerRankOf, proxyOfferWriting, standingOf, termsOf } from './auction-offer-terms';
import { leaderboardFor, loadBoard, offerFor, offerLogEntry, type Board } from '../room/auction-board';
import { appendLedger } from '../ledger/auction-ledger.store';
import { receiptAt, receiptOfCommit } from '../ledger/auction-receipts';
import { forgetBoard, lastCommittedBoard, rememberBoard } from './group-commit/committed-boards';
import { judgeGroup, receiptOfGroupOffer, writeGroup, type FingerprintedOffer, type OfferInput, type OfferRequest, type OfferRow } from './group-commit/offer-batch';
import { OfferGroups, offerGroupsOf, type Waiting } from './group-commit/offer-group';

// One offer is one command (docs/rules/auction-bidding.md#offers): status and time by the server
// clock, the caller an ATTEND participant, the pure rules of domain/, the ledger, the standing,
// injury time; then commit, and only then the answer and the broadcasts. The offers that arrive on a
// session while its previous write is in flight are judged in order and written together in one
// statement (group-commit/); the locked row is the path that reads everything afresh. Statements
// are bounded by the participants and items, never by the offers made so far.

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

/**
 * Offers are taken only while ON_GOING and between the start and the end by the server's clock.
 * A paused session's clock stands still at its pause (the end moves by the paused time on resume).
 */
export function requireRunning(auction: AuctionRow, now: Date, finished: string = AUCTION_MSG.offerAfterFinish): void {
  if (isAuctionBeforeStart(auction.status) || now < auction.startTime) {
    throw AppError.field(HTTP.unprocessable, null, AUCTION_MSG.offerBeforeStart);
  }
  if (!isAuctionRunning(auction.status) || (auction.pausedAt ?? now) >= auction.endTime) throw AppError.field(HTTP.unprocessable, null, finished);
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
  const receipt = await receiptAt(ctx.db, offer.auctionId, offer.sequence);
  return { offer: { ...offerFor(board, offerLogEntry(offer, invitation.vendorName), audience)!, receipt }, state: leaderboardFor(board, audience, ctx.clock.now()) };
}

/** The session's board read without a lock (a node's first offer on it): its sequence guards the write. */
async function boardRead(ctx: AppContext, auctionId: string): Promise<Board | null> {
  const [row] = await ctx.db
    .select({ auction: auctions, procurement: procurements })
    .from(auctions)
    .innerJoin(procurements, eq(procurements.id, auctions.procurementId))
    .where(eq(auctions.id, auctionId));
  return row && isAuctionRunning(row.auction.status) ? loadBoard(ctx.db, row.auction, row.procurement) : null;
}

/** What one offer came to on this node: accepted (with the board after it and after its commit), or a retry of an earlier one. */
type OfferOutcome =
  | { kind: 'accepted'; board: Board; offer: OfferRow; vendorName: string; vendorId: string; latest: Board; receipt: OfferReceipt | null }
  | { kind: 'retry'; offer: OfferRow; invitation: InvitationRow };

type WaitingOffer = Waiting<OfferRequest, OfferOutcome>;

/**
 * One group of a session's waiting offers (group-commit/offer-group.ts): judged on the board this
 * node committed last and written in one statement; when that board is not known to be current
 * (or cannot judge them alone), each offer in turn on the locked row. The committed offers are
 * announced in ledger order before their callers are answered.
 */
async function takeGroup(ctx: AppContext, auctionId: string, group: WaitingOffer[]): Promise<void> {
  const known = lastCommittedBoard(ctx, auctionId) ?? (await boardRead(ctx, auctionId));
  const requests = group.map((w) => w.request);
  const judged = known ? judgeGroup(known, requests, ctx.clock) : null;
  if (known && judged && (await writeGroup(ctx, known, requests, judged))) {
    rememberBoard(ctx, judged.board);
    const elsewhere: WaitingOffer[] = [];
    judged.verdicts.forEach((verdict, i) => {
      const waiting = group[i]!;
      if (verdict.kind === 'elsewhere') return elsewhere.push(waiting);
      if (verdict.kind === 'refused') return waiting.reject(new AppError(HTTP.unprocessable, verdict.errors));
      const { offer, vendorName, board, extended } = verdict;
      announceChange(ctx, { board, offer: { event: 'NEW_OFFER', entry: offerLogEntry(offer, vendorName) }, extended });
      waiting.resolve({ kind: 'accepted', board, offer, vendorName, vendorId: offer.procurementVendorId, latest: judged.board, receipt: receiptOfGroupOffer(verdict) });
    });
    return takeOnLockedRow(ctx, auctionId, elsewhere);
  }
  forgetBoard(ctx, auctionId);
  return takeOnLockedRow(ctx, auctionId, group);
}

/** Each offer in turn on the locked row (everything read afresh), announced and answered after its own commit. */
async function takeOnLockedRow(ctx: AppContext, auctionId: string, offers: WaitingOffer[]): Promise<void> {
  for (const waiting of offers) {
    try {
      const locked = await offerOnLockedRow(ctx, waiting.request.user, auctionId, waiting.request.input);
      if (locked.kind === 'retry') {
        waiting.resolve(locked);
        continue;
      }
      const latest = locked.proxies?.at(-1)?.board ?? locked.board;
      rememberBoard(ctx, latest);
      const { board, offer, extended, invitation } = locked;
      announceChange(ctx, { board, offer: { event: 'NEW_OFFER', entry: offerLogEntry(offer, invitation.vendorName) }, extended });
      if (locked.proxies) announceProxyOffers(ctx, locked.proxies);
      waiting.resolve({ kind: 'accepted', board, offer, vendorName: invitation.vendorName, vendorId: invitation.procurementVendorId, latest, receipt: null });
    } catch (error) {
      waiting.reject(error);
    }
  }
}

const groupsOf = (ctx: AppContext) =>
  offerGroupsOf(ctx, () => new OfferGroups<OfferRequest, OfferOutcome>((auctionId, group) => takeGroup(ctx, auctionId, group), ({ user, input }) => `${user.id}:${input.idempotencyKey}`));

/**
 * A vendor's offer (socket MAKE_OFFER and POST …/offers). Acknowledged only after its commit; a
 * retry with the same idempotency key returns the first answer and writes nothing; the key with
 * another request is refused (409) and writes nothing either. Offers arriving on a session while
 * its previous write is in flight are written together as one group (decision 215).
 */
export async function makeOffer(ctx: AppContext, user: AuthUser, auctionId: string, request: OfferInput): Promise<MakeOfferResult> {
  if (user.role !== 'seller_auction') throw AppError.field(HTTP.forbidden, null, AUCTION_MSG.notParticipant);
  const outcome = await groupsOf(ctx).submit(auctionId, { user, input: { ...request, fingerprint: offerFingerprint(request) } });
  if (outcome.kind === 'retry') return replayAnswer(ctx, outcome.offer, outcome.invitation);
  const { board, offer, vendorName, vendorId, latest } = outcome;
  const audience = { kind: 'VENDOR', vendorId } as const;
  const receipt = outcome.receipt ?? (await receiptOfCommit(ctx.db, latest.auction, offer.sequence));
  return { offer: { ...offerFor(board, offerLogEntry(offer, vendorName), audience)!, receipt }, state: leaderboardFor(latest, audience, ctx.clock.now()) };
}

/** The offer in one transaction on the locked auction row, everything read afresh (docs/rules/auction-bidding.md#offers). */
function offerOnLockedRow(ctx: AppContext, user: AuthUser, auctionId: string, input: FingerprintedOffer) {
  return ctx.db.transaction(async (tx) => {
    const { auction, procurement } = await lockAuction(tx, auctionId);
    const invitation = await participantInvitation(tx, auctionId, user);
    const vendorId = invitation.procurementVendorId;
    const [earlier] = await tx
      .select()
      .from(auctionOffers)
      .where(and(eq(auctionOffers.auctionId, auctionId), eq(auctionOffers.procurementVendorId, vendorId), eq(auctionOffers.idempotencyKey, input.idempotencyKey)));
    if (earlier) {
      requireSameRequest(earlier.requestFingerprint, input.fingerprint);
      return { kind: 'retry', offer: earlier, invitation } as const;
    }

    const now = ctx.clock.now();
    requireRunning(auction, now);
    if (auction.pausedAt) throw AppError.field(HTTP.unprocessable, null, AUCTION_PAUSE_MSG.offerWhilePaused);
    const board = await loadBoard(tx, auction, procurement);
    const participant = board.participants.find((p) => p.vendorId === vendorId);
    if (!participant) throw AppError.field(HTTP.forbidden, null, AUCTION_MSG.notParticipant);
    const before = standingOf(board);
    const verdict = validateOffer(termsOf(board), before, { procurementVendorId: vendorId, bidItemPrices: participant.bidItemPrices }, input);
    if (!verdict.ok) throw new AppError(HTTP.unprocessable, verdict.errors);

    const offerId = randomUUID();
    const { drafts, extension } = draftsOf(auction, now, offerId, vendorId, verdict, offerRankOf(board, vendorId, verdict, now));
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
        confirmedSlip: verdict.confirmedSlip,
        idempotencyKey: input.idempotencyKey,
        requestFingerprint: input.fingerprint,
        createdAt: now,
      })
      .returning();
    const standing = { lastOfferId: offerId, lastTotal: verdict.totalOffer, lastUnitOffers: own.lastUnitOffers, lastSequence: offerSequence, lastOfferAt: now };
    await writeStanding(tx, auctionId, vendorId, standing);
    const [moved] = await tx.update(auctions).set(sessionAfterOffer(board, head, after)).where(eq(auctions.id, auctionId)).returning();
    const accepted = boardAfterOffer(board, moved!, vendorId, standing);
    const proxies = await placeProxyOffers(tx, proxyOfferWriting, accepted, now);
    return { kind: 'accepted', board: accepted, offer: offer!, extended: extension.extend, invitation, proxies } as const;
  });
}
