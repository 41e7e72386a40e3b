import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { ASSIST_MSG } from '@procura/domain/auction/assistance/assistance.messages';
import type { AssistanceView, AssistedOfferInput } from '@procura/domain/auction/assistance/assistance.schemas';
import { offerFingerprint } from '@procura/domain/auction/bidding/idempotency.rules';
import { ledgerAmount } from '@procura/domain/auction/ledger/auction-ledger.rules';
import { isAuctionRunning } from '@procura/domain/auction/session/auction-status.rules';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { Executor } from '../../../db/client';
import { auctionAssistanceRequests, auctionAssistedOffers, auctionInvitations, auctions } from '../../../db/schema/auction';
import { accounts } from '../../../db/schema/auth';
import type { AppContext } from '../../../platform/context';
import { requireSameRequest } from '../../../platform/idempotency';
import type { AuthUser } from '../../../platform/security/access-tokens';
import { announceOffers } from '../bidding/auction-announce';
import { lockAuction } from '../bidding/auction-offer.service';
import { receiptOf } from '../bidding/auction-offer-record';
import { judgeAssistedOffer, writeAssistedOffer } from '../bidding/assisted-offer';
import { forgetBoard, rememberBoard } from '../bidding/group-commit/committed-boards';
import { appendLedger } from '../ledger/auction-ledger.store';
import { lockBuyerAuction } from '../pause/auction-pause.service';
import { notFound, requireAudience, requireParticipant, type AuctionRow, type InvitationRow } from '../room/auction-access';
import { mailAssistedOfferReceipt } from './auction-assistance.mails';

// Assisted offers (docs/rules/auction-bidding.md#assisted-offers): a vendor that cannot reach the room asks
// for help (or the buyer records its phone request); a buyer places an offer for it; the offer counts only
// when a second buyer account of the company confirms it, judged then by the same rules as any offer and
// written by the one writer of offers. The request, the placed offer and the confirmed OFFER are each a
// ledger entry; the vendor is mailed its receipt at once; rooms show the offer like any other.

type RequestRow = typeof auctionAssistanceRequests.$inferSelect;
type AssistedRow = typeof auctionAssistedOffers.$inferSelect;

const conflict = (message: string) => AppError.field(HTTP.conflict, null, message);

/** Help is asked, placed and confirmed only while the session runs (a paused one takes requests, not offers). */
function requireRunningSession(auction: AuctionRow, now: Date): void {
  const running = isAuctionRunning(auction.status) && (auction.pausedAt !== null || now < auction.endTime);
  if (!running) throw conflict(ASSIST_MSG.onlyWhileRunning);
}

async function attendingInvitation(tx: Executor, auctionId: string, procurementVendorId: string): Promise<InvitationRow> {
  const [invitation] = await tx
    .select()
    .from(auctionInvitations)
    .where(and(eq(auctionInvitations.auctionId, auctionId), eq(auctionInvitations.procurementVendorId, procurementVendorId)));
  if (!invitation || invitation.status !== 'ATTEND') throw AppError.field(HTTP.unprocessable, 'procurementVendorId', ASSIST_MSG.vendorRequired);
  return invitation;
}

/** POST …/assistance: the vendor asks for itself; the buyer records a request it received for `procurementVendorId`. */
export async function requestAssistance(ctx: AppContext, user: AuthUser, auctionId: string, request: { reason: string; procurementVendorId?: string }): Promise<AssistanceView> {
  const byVendor = request.procurementVendorId === undefined;
  const invitation = byVendor ? await requireParticipant(ctx.db, user, auctionId) : null;
  const view = await ctx.db.transaction(async (tx) => {
    const { auction } = byVendor ? await lockAuction(tx, auctionId) : await lockBuyerAuction(tx, user, auctionId);
    const vendor = invitation ?? (await attendingInvitation(tx, auction.id, request.procurementVendorId!));
    const now = ctx.clock.now();
    requireRunningSession(auction, now);
    const requestId = crypto.randomUUID();
    const channel = byVendor ? ('VENDOR' as const) : ('BUYER' as const);
    const { head } = await appendLedger(tx, auction, auction, now, [
      { kind: 'ASSISTANCE_REQUESTED', payload: { requestId, vendorId: vendor.procurementVendorId, reason: request.reason, channel, recordedBy: user.id } },
    ]);
    await tx.update(auctions).set({ ...head, updatedAt: now }).where(eq(auctions.id, auction.id));
    const [row] = await tx
      .insert(auctionAssistanceRequests)
      .values({ id: requestId, auctionId: auction.id, procurementVendorId: vendor.procurementVendorId, reason: request.reason, channel, recordedBy: user.id, sequence: head.sequence, createdAt: now })
      .returning();
    return viewOf(row!, vendor.vendorName, null);
  });
  forgetBoard(ctx, auctionId);
  return view;
}

/** POST …/assisted-offers: a buyer places an offer for a vendor that asked (its latest unused request). */
export async function placeAssistedOffer(ctx: AppContext, user: AuthUser, auctionId: string, input: AssistedOfferInput): Promise<AssistanceView> {
  const fingerprint = offerFingerprint({ totalOffer: input.totalOffer, confirmSlip: input.confirmSlip });
  const view = await ctx.db.transaction(async (tx) => {
    const locked = await lockBuyerAuction(tx, user, auctionId);
    const { auction } = locked;
    const [earlier] = await tx
      .select()
      .from(auctionAssistedOffers)
      .where(and(eq(auctionAssistedOffers.auctionId, auction.id), eq(auctionAssistedOffers.placedBy, user.id), eq(auctionAssistedOffers.idempotencyKey, input.idempotencyKey)));
    if (earlier) {
      requireSameRequest(earlier.requestFingerprint, fingerprint);
      return viewOfRequest(tx, earlier.requestId);
    }
    const now = ctx.clock.now();
    requireRunningSession(auction, now);
    const vendor = await attendingInvitation(tx, auction.id, input.procurementVendorId);
    const request = await unusedRequest(tx, auction.id, vendor.procurementVendorId);
    const terms = { totalOffer: String(input.totalOffer ?? ''), confirmSlip: input.confirmSlip ?? false };
    const { verdict } = await judgeAssistedOffer(tx, locked, vendor.procurementVendorId, terms, now);
    const assistedOfferId = crypto.randomUUID();
    const totalOffer = ledgerAmount(verdict.totalOffer);
    const { head } = await appendLedger(tx, auction, auction, now, [
      { kind: 'ASSISTED_OFFER', payload: { assistedOfferId, requestId: request.id, vendorId: vendor.procurementVendorId, totalOffer, placedBy: user.id } },
    ]);
    await tx.update(auctions).set({ ...head, updatedAt: now }).where(eq(auctions.id, auction.id));
    await tx.insert(auctionAssistedOffers).values({
      id: assistedOfferId,
      auctionId: auction.id,
      requestId: request.id,
      procurementVendorId: vendor.procurementVendorId,
      totalOffer,
      confirmSlip: terms.confirmSlip,
      idempotencyKey: input.idempotencyKey,
      requestFingerprint: fingerprint,
      placedBy: user.id,
      placedAt: now,
      sequence: head.sequence,
    });
    return viewOfRequest(tx, request.id);
  });
  forgetBoard(ctx, auctionId);
  return view;
}

/** The vendor's latest request not yet used by an assisted offer; refused without one. */
async function unusedRequest(tx: Executor, auctionId: string, procurementVendorId: string): Promise<RequestRow> {
  const requests = await tx
    .select()
    .from(auctionAssistanceRequests)
    .where(and(eq(auctionAssistanceRequests.auctionId, auctionId), eq(auctionAssistanceRequests.procurementVendorId, procurementVendorId)))
    .orderBy(asc(auctionAssistanceRequests.sequence));
  if (requests.length === 0) throw conflict(ASSIST_MSG.noRequest);
  const used = await tx
    .select({ requestId: auctionAssistedOffers.requestId })
    .from(auctionAssistedOffers)
    .where(inArray(auctionAssistedOffers.requestId, requests.map((r) => r.id)));
  const usedIds = new Set(used.map((u) => u.requestId));
  const unused = requests.filter((r) => !usedIds.has(r.id)).at(-1);
  if (!unused) throw conflict(ASSIST_MSG.requestUsed);
  return unused;
}

/** POST …/assisted-offers/{assistedOfferId}/confirm: a second buyer account of the company makes it an offer. */
export async function confirmAssistedOffer(ctx: AppContext, user: AuthUser, auctionId: string, assistedOfferId: string): Promise<AssistanceView> {
  const { view, written } = await ctx.db.transaction(async (tx) => {
    const locked = await lockBuyerAuction(tx, user, auctionId);
    const [row] = await tx.select().from(auctionAssistedOffers).where(and(eq(auctionAssistedOffers.id, assistedOfferId), eq(auctionAssistedOffers.auctionId, locked.auction.id)));
    if (!row) throw AppError.field(HTTP.notFound, null, ASSIST_MSG.assistedOfferNotFound);
    if (row.confirmedAt) throw conflict(ASSIST_MSG.alreadyDecided);
    if (row.placedBy === user.id) throw AppError.field(HTTP.forbidden, null, ASSIST_MSG.secondMemberRequired);
    const now = ctx.clock.now();
    requireRunningSession(locked.auction, now);
    const source = { kind: 'assisted' as const, fingerprint: row.requestFingerprint, assisted: { assistedOfferId: row.id, placedBy: row.placedBy, confirmedBy: user.id } };
    const offers = await writeAssistedOffer(tx, locked, row.procurementVendorId, { totalOffer: row.totalOffer, confirmSlip: row.confirmSlip }, source, now);
    const accepted = offers[0]!;
    await tx.update(auctionAssistedOffers).set({ confirmedBy: user.id, confirmedAt: now, offerId: accepted.offer.id }).where(eq(auctionAssistedOffers.id, row.id));
    const vendor = await attendingInvitation(tx, locked.auction.id, row.procurementVendorId);
    await mailAssistedOfferReceipt(tx, ctx.config, locked.auction, vendor, { totalOffer: accepted.offer.totalOffer, currency: locked.procurement.currency ?? 'IDR', at: now, receipt: receiptOf(accepted, offers.at(-1)) });
    return { view: await viewOfRequest(tx, row.requestId), written: offers };
  });
  // Only after commit: every room hears the offer like any other (no identity to other vendors).
  rememberBoard(ctx, written.at(-1)!.board);
  announceOffers(ctx, written);
  return view;
}

/** GET …/assistance: the buyer every request and what became of it; a vendor that attends its own; anyone else 404. */
export async function assistanceOf(ctx: AppContext, user: AuthUser, auctionId: string): Promise<AssistanceView[]> {
  const { auction, audience } = await requireAudience(ctx.db, user, auctionId);
  if (audience.kind === 'vendor' && audience.invitation.status !== 'ATTEND') throw notFound();
  const own = audience.kind === 'vendor' ? eq(auctionAssistanceRequests.procurementVendorId, audience.invitation.procurementVendorId) : undefined;
  const rows = await requestsWhere(ctx.db, and(eq(auctionAssistanceRequests.auctionId, auction.id), own));
  return rows.map(({ request, vendorName, offer }) => viewOf(request, vendorName, offer));
}

/** Requests with their vendor's name and the assisted offer placed for each (one at most), in ledger order. */
function requestsWhere(db: Executor, where: SQL | undefined) {
  return db
    .select({ request: auctionAssistanceRequests, vendorName: auctionInvitations.vendorName, offer: auctionAssistedOffers })
    .from(auctionAssistanceRequests)
    .innerJoin(
      auctionInvitations,
      and(eq(auctionInvitations.auctionId, auctionAssistanceRequests.auctionId), eq(auctionInvitations.procurementVendorId, auctionAssistanceRequests.procurementVendorId)),
    )
    .leftJoin(auctionAssistedOffers, eq(auctionAssistedOffers.requestId, auctionAssistanceRequests.id))
    .where(where)
    .orderBy(asc(auctionAssistanceRequests.sequence));
}

async function viewOfRequest(tx: Executor, requestId: string): Promise<AssistanceView> {
  const [row] = await requestsWhere(tx, eq(auctionAssistanceRequests.id, requestId));
  return viewOf(row!.request, row!.vendorName, row!.offer);
}

function viewOf(request: RequestRow, vendorName: string, offer: AssistedRow | null): AssistanceView {
  return {
    requestId: request.id,
    procurementVendorId: request.procurementVendorId,
    vendorName,
    reason: request.reason,
    channel: request.channel,
    at: request.createdAt.toISOString(),
    sequence: request.sequence,
    offer: offer
      ? {
          assistedOfferId: offer.id,
          totalOffer: offer.totalOffer,
          placedAt: offer.placedAt.toISOString(),
          placedBy: offer.placedBy,
          sequence: offer.sequence,
          status: offer.confirmedAt ? 'CONFIRMED' : 'PENDING',
          confirmedBy: offer.confirmedBy,
          confirmedAt: offer.confirmedAt?.toISOString() ?? null,
          offerId: offer.offerId,
        }
      : null,
  };
}

/** One assisted offer as the Auction Log Report's appendix prints it, beside the connection record (names, not ids). */
export interface AssistanceRecordLine {
  vendorName: string;
  requestedAt: string;
  channel: 'VENDOR' | 'BUYER';
  reason: string;
  recordedBy: string;
  placed: { at: string; totalOffer: string; by: string; confirmedAt: string | null; confirmedBy: string | null } | null;
}

/** A session's requests and assisted offers with the names of the accounts that recorded, placed and confirmed them (no access check). */
export async function assistanceRecordOf(db: Executor, auctionId: string): Promise<AssistanceRecordLine[]> {
  const requests = await requestsWhere(db, eq(auctionAssistanceRequests.auctionId, auctionId));
  if (requests.length === 0) return [];
  const offers = requests.flatMap((r) => (r.offer ? [r.offer] : []));
  const accountIds = [...new Set([...requests.map((r) => r.request.recordedBy), ...offers.flatMap((o) => [o.placedBy, o.confirmedBy ?? o.placedBy])])];
  const people = await db.select({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName, email: accounts.email }).from(accounts).where(inArray(accounts.id, accountIds));
  const nameOf = (id: string) => {
    const person = people.find((p) => p.id === id);
    return person ? `${person.firstName} ${person.lastName}`.trim() || person.email : '-';
  };
  return requests.map(({ request, vendorName, offer }) => {
    return {
      vendorName,
      requestedAt: request.createdAt.toISOString(),
      channel: request.channel,
      reason: request.reason,
      recordedBy: nameOf(request.recordedBy),
      placed: offer
        ? {
            at: offer.placedAt.toISOString(),
            totalOffer: offer.totalOffer,
            by: nameOf(offer.placedBy),
            confirmedAt: offer.confirmedAt?.toISOString() ?? null,
            confirmedBy: offer.confirmedBy ? nameOf(offer.confirmedBy) : null,
          }
        : null,
    };
  });
}
