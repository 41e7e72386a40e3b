import { and, eq } from 'drizzle-orm';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { AUCTION_PAUSE_MSG } from '@procura/domain/auction/session/auction-pause.messages';
import type { MakeOfferResult } from '@procura/domain/auction/auction.views';
import type { OfferReceipt } from '@procura/domain/auction/ledger/offer-receipt.rules';
import { offerFingerprint } from '@procura/domain/auction/bidding/idempotency.rules';
import { validateOffer } from '@procura/domain/auction/bidding/offer.rules';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { isAuctionBeforeStart, isAuctionRunning } from '@procura/domain/auction/session/auction-status.rules';
import type { Executor } from '../../../db/client';
import { auctionOffers, auctions } from '../../../db/schema/auction';
import { procurements } from '../../../db/schema/procurement';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { requireSameRequest } from '../../../platform/idempotency';
import { databaseErrorOf } from '../../../platform/http/error-log';
import { notFound, requireParticipant, type AuctionRow, type InvitationRow, type ProcurementRow } from '../room/auction-access';
import { announceOffers } from './auction-announce';
import { proxyOffersAfter } from '../proxy/auction-proxy.service';
import { acceptOffer, receiptOf, type AcceptedOffer, type OfferRow } from './auction-offer-record';
import { standingOf, termsOf } from './auction-offer-terms';
import { leaderboardFor, loadBoard, offerFor, offerLogEntry, type Board } from '../room/auction-board';
import { receiptAt } from '../ledger/auction-receipts';
import { ROW_LOCKED, writeOffers } from './offer-writer';
import { forgetBoard, lastCommittedBoard, rememberBoard } from './group-commit/committed-boards';
import { judgeGroup, type FingerprintedOffer, type GroupVerdict, type OfferInput, type OfferRequest } from './group-commit/offer-batch';
import { OfferGroups, offerGroupsOf, type Waiting } from './group-commit/offer-group';

// One offer is one command (docs/rules/auction-bidding.md#offers): status and time by the server
// clock, the caller an ATTEND participant, the pure rules of domain/, the ledger, the standing,
// injury time; then commit, and only then the answer and the broadcasts. The offers that arrive on a
// session while its previous write is in flight are judged in order and written together in one
// statement (group-commit/); the locked row is the path that reads everything afresh. Either way the
// one writer (offer-writer.ts) stores them. Statements are bounded by the participants and items,
// never by the offers made so far.

/**
 * The session and its procurement with the session row locked: every writer of the session takes it
 * but the group statement, whose guard compares the row instead (offer-writer.ts).
 */
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

const notParticipant = () => AppError.field(HTTP.forbidden, null, AUCTION_MSG.notParticipant);
const sessionBusy = () => new AppError(HTTP.serviceUnavailable, [{ param: null, msg: AUCTION_MSG.sessionBusy }], 1);

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
async function replayAnswer(ctx: AppContext, offer: OfferRow, invitation: InvitationRow): Promise<MakeOfferResult> {
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

/** What one offer came to on this node: accepted (with the board after the last offer its write committed), or a retry of an earlier one. */
type OfferOutcome = { kind: 'accepted'; accepted: AcceptedOffer; latest: Board; receipt: OfferReceipt } | { kind: 'retry'; offer: OfferRow; invitation: InvitationRow };

type WaitingOffer = Waiting<OfferRequest, OfferOutcome>;

/**
 * One group of a session's waiting offers (group-commit/offer-group.ts): judged on the board this
 * node committed last and written in one statement; when that board is not known to be current
 * (or cannot judge them alone), each offer in turn on the locked row. A statement that failed or
 * timed out may or may not have committed: its offers take the locked row too, which answers each
 * by its key, and announces one the statement did commit (decision 226). The committed offers are
 * announced in ledger order before their callers are answered.
 */
async function takeGroup(ctx: AppContext, auctionId: string, group: WaitingOffer[]): Promise<void> {
  const known = lastCommittedBoard(ctx, auctionId) ?? (await boardRead(ctx, auctionId));
  const judged = known ? judgeGroup(known, group.map((w) => w.request), ctx.clock) : null;
  let written = false;
  if (known && judged) {
    try {
      written = await writeOffers(ctx.db, auctionId, { kind: 'unchanged', board: known, keys: judged.keys }, judged.accepted);
    } catch (error) {
      ctx.log.warn({ err: error, auctionId }, 'an offer group statement failed: its offers take the locked row');
      forgetBoard(ctx, auctionId);
      return takeOnLockedRow(ctx, auctionId, group, judged.verdicts);
    }
  }
  if (!known || !judged || !written) {
    forgetBoard(ctx, auctionId);
    return takeOnLockedRow(ctx, auctionId, group);
  }
  rememberBoard(ctx, judged.board);
  const elsewhere: WaitingOffer[] = [];
  judged.verdicts.forEach((verdict, i) => {
    const waiting = group[i]!;
    if (verdict.kind === 'elsewhere') return elsewhere.push(waiting);
    if (verdict.kind === 'refused') return waiting.reject(new AppError(HTTP.unprocessable, verdict.errors));
    announceOffers(ctx, [verdict]);
    waiting.resolve({ kind: 'accepted', accepted: verdict, latest: judged.board, receipt: receiptOf(verdict) });
  });
  return takeOnLockedRow(ctx, auctionId, elsewhere);
}

/**
 * Each offer in turn on the locked row (everything read afresh), announced and answered after its
 * own commit. `judged`: the verdicts of a group whose statement failed; an offer that statement
 * committed after all (its key holds the very offer judged) is announced now, once, and answered as accepted.
 */
async function takeOnLockedRow(ctx: AppContext, auctionId: string, offers: WaitingOffer[], judged?: readonly GroupVerdict[]): Promise<void> {
  for (const [i, waiting] of offers.entries()) {
    try {
      const locked = await offerOnLockedRow(ctx, waiting.request.user, auctionId, waiting.request.input);
      if (locked.kind === 'retry') {
        const verdict = judged?.[i];
        if (verdict?.kind === 'accepted' && verdict.offer.id === locked.offer.id) {
          announceOffers(ctx, [verdict]);
          waiting.resolve({ kind: 'accepted', accepted: verdict, latest: verdict.board, receipt: receiptOf(verdict) });
        } else {
          waiting.resolve(locked);
        }
        continue;
      }
      const written = [locked.accepted, ...locked.proxies];
      const latest = written.at(-1)!.board;
      rememberBoard(ctx, latest);
      announceOffers(ctx, written);
      waiting.resolve({ kind: 'accepted', accepted: locked.accepted, latest, receipt: receiptOf(locked.accepted, written.at(-1)) });
    } catch (error) {
      waiting.reject(timedOut(error) ? sessionBusy() : error);
    }
  }
}

/** A lock wait or a statement past the pool's bounds (db/client.ts): the session is busy, nothing was written. */
function timedOut(error: unknown): boolean {
  const code = databaseErrorOf(error)?.code;
  return code === LOCK_NOT_AVAILABLE || code === QUERY_CANCELED;
}
const LOCK_NOT_AVAILABLE = '55P03';
const QUERY_CANCELED = '57014';

const groupsOf = (ctx: AppContext) =>
  offerGroupsOf(
    ctx,
    () =>
      new OfferGroups<OfferRequest, OfferOutcome>(
        (auctionId, group) => takeGroup(ctx, auctionId, group),
        ({ user, input }) => `${user.id}:${input.idempotencyKey}`,
        sessionBusy,
      ),
  );

/**
 * A vendor's offer (socket MAKE_OFFER and POST …/offers). The caller is known to be an attending
 * participant before its offer touches the session (the board this node holds names the
 * participants; otherwise one indexed read): a stranger never reaches the line or the row lock.
 * Acknowledged only after its commit; a retry with the same idempotency key returns the first
 * answer and writes nothing; the key with another request is refused (409) and writes nothing
 * either. Offers arriving on a session while its previous write is in flight are written together
 * as one group (decision 215).
 */
export async function makeOffer(ctx: AppContext, user: AuthUser, auctionId: string, request: OfferInput): Promise<MakeOfferResult> {
  if (user.role !== 'seller_auction') throw notParticipant();
  const known = lastCommittedBoard(ctx, auctionId)?.participants.some((p) => p.accountId === user.id);
  if (!known) await requireParticipant(ctx.db, user, auctionId, notParticipant);
  const outcome = await groupsOf(ctx).submit(auctionId, { user, input: { ...request, fingerprint: offerFingerprint(request) } });
  if (outcome.kind === 'retry') return replayAnswer(ctx, outcome.offer, outcome.invitation);
  const { accepted, latest, receipt } = outcome;
  const audience = { kind: 'VENDOR', vendorId: accepted.offer.procurementVendorId } as const;
  const offer = offerFor(accepted.board, offerLogEntry(accepted.offer, accepted.vendorName), audience)!;
  return { offer: { ...offer, receipt }, state: leaderboardFor(latest, audience, ctx.clock.now()) };
}

/**
 * The offer in one transaction on the locked auction row, everything read afresh
 * (docs/rules/auction-bidding.md#offers), and the proxy offers it calls for, written together by the
 * one writer (offer-writer.ts) under the row lock.
 */
function offerOnLockedRow(ctx: AppContext, user: AuthUser, auctionId: string, input: FingerprintedOffer) {
  return ctx.db.transaction(async (tx) => {
    const { auction, procurement } = await lockAuction(tx, auctionId);
    const invitation = await requireParticipant(tx, user, auctionId, notParticipant);
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
    if (!participant) throw notParticipant();
    const verdict = validateOffer(termsOf(board), standingOf(board), { procurementVendorId: vendorId, bidItemPrices: participant.bidItemPrices }, input);
    if (!verdict.ok) throw new AppError(HTTP.unprocessable, verdict.errors);
    const accepted = acceptOffer(board, vendorId, verdict, { kind: 'vendor', idempotencyKey: input.idempotencyKey, fingerprint: input.fingerprint }, now);
    const proxies = proxyOffersAfter(accepted.board, now);
    await writeOffers(tx, auctionId, ROW_LOCKED, [accepted, ...proxies]);
    return { kind: 'accepted', accepted, proxies } as const;
  });
}
