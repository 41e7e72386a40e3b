import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { AUCTION_PAUSE_MSG } from '@procura/domain/auction/session/auction-pause.messages';
import type { MakeOfferInput } from '@procura/domain/auction/auction.schemas';
import type { MakeOfferResult } from '@procura/domain/auction/auction.views';
import { applyEvent, initialStanding, type AuctionStanding, type OfferItemPrice } from '@procura/domain/auction/bidding/auction-standing.rules';
import { offerFingerprint } from '@procura/domain/auction/bidding/idempotency.rules';
import { injuryTimeExtension } from '@procura/domain/auction/bidding/injury-time.rules';
import { validateOffer, type OfferTerms } from '@procura/domain/auction/bidding/offer.rules';
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
import { announceProxyOffers, placeProxyOffers, type OfferWriting, type ProxyStep } from '../proxy/auction-proxy.service';
import { injuryTimeInputOf, rankAfterOffer } from './auction-offer-rank';
import { boardAfterOffer, sessionAfterOffer, writeStanding } from './auction-offer-record';
import { leaderboardFor, loadBoard, offerFor, offerLogEntry, placesOf, type Board } from '../room/auction-board';
import { appendLedger, chainDrafts, type LedgerDraft } from '../ledger/auction-ledger.store';
import { receiptAt, receiptOfCommit } from '../ledger/auction-receipts';

// One offer is one command in one transaction that locks the auction row (docs/rules/auction-bidding.md#offers): status and
// time by the server clock, the caller an ATTEND participant, the pure rules of domain/, the ledger,
// the standing, injury time; then commit, and only then the answer and the broadcasts. Statements
// are bounded by the participants and items, never by the offers made so far.

type OfferInput = Omit<MakeOfferInput, 'idempotencyKey'> & { idempotencyKey: string };
/** The offer with the fingerprint of its request (idempotency.rules): a key answers only for that request. */
type FingerprintedOffer = OfferInput & { fingerprint: string };

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
    minimalDecrementPercent: board.auction.minimalDecrementPercent,
    tieRule: board.auction.tieRule,
    slipWarningPercent: board.auction.slipWarningPercent,
    estimatedTotal: board.info.estimatedTotal,
    items: board.items.map((item) => ({
      auctionItemId: item.auctionItemId,
      quantity: item.quantity,
      initialUnitPrice: item.initialUnitPrice,
      estimatedUnitPrice: item.initialUnitPrice,
    })),
  };
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

// The last board each session's offers committed on this node (per database handle), and one
// queue per session: a node takes its own offers on a session one at a time, so the next one is
// judged against that board and written in ONE statement whose compare-and-set on the ledger
// sequence proves the board still current (docs/decisions.md, issue 13). Any other writer (a disqualification,
// a transition, another node) moves the sequence: the statement then writes nothing and the offer
// takes the locked path, which reads everything afresh.
const MAX_BOARDS = 5_000;
const boardsByDb = new WeakMap<object, Map<string, Board>>();
const turnsByDb = new WeakMap<object, Map<string, Promise<unknown>>>();

function boardsOf(ctx: AppContext): Map<string, Board> {
  let boards = boardsByDb.get(ctx.db);
  if (!boards) boardsByDb.set(ctx.db, (boards = new Map()));
  return boards;
}

function remember(ctx: AppContext, board: Board): void {
  const boards = boardsOf(ctx);
  boards.delete(board.auction.id);
  boards.set(board.auction.id, board);
  if (boards.size > MAX_BOARDS) boards.delete(boards.keys().next().value!);
}

/**
 * The board this node's offers committed last on the session when it is the moment of `auction`
 * (a row read afresh: the same ledger sequence, end, status and last change), so it is what
 * loadBoard would read now (every other writer moves the sequence); null otherwise. A join's state
 * is built on it without reading the participants and items again.
 */
export function committedBoardOf(ctx: AppContext, auction: AuctionRow): Board | null {
  const board = boardsOf(ctx).get(auction.id);
  if (!board || auction.status !== 'ON_GOING' || board.auction.status !== 'ON_GOING') return null;
  const same =
    board.auction.sequence === auction.sequence &&
    board.auction.endTime.getTime() === auction.endTime.getTime() &&
    board.auction.updatedAt.getTime() === auction.updatedAt.getTime();
  return same ? board : null;
}

/** Runs `work` after the node's earlier offers on the session have finished. */
function inTurn<T>(ctx: AppContext, auctionId: string, work: () => Promise<T>): Promise<T> {
  let turns = turnsByDb.get(ctx.db);
  if (!turns) turnsByDb.set(ctx.db, (turns = new Map()));
  const queue = turns;
  const previous = queue.get(auctionId) ?? Promise.resolve();
  const mine = previous.then(work, work);
  const settled = mine.then(
    () => undefined,
    () => undefined,
  );
  queue.set(auctionId, settled);
  void settled.then(() => {
    if (queue.get(auctionId) === settled) queue.delete(auctionId);
  });
  return mine;
}

/** Whether this vendor already used the key on the session, and for which request (columns `retried`, `earlier_fingerprint`). */
type KeyUse = { retried: boolean; earlier_fingerprint: string | null };
function keyUse(auctionId: string, vendorId: string, idempotencyKey: string) {
  const earlier = sql`from auction_offers o where o.auction_id = ${auctionId}::uuid and o.procurement_vendor_id = ${vendorId}::uuid and o.idempotency_key = ${idempotencyKey}`;
  return sql`exists (select 1 ${earlier}) as retried, (select o.request_fingerprint ${earlier}) as earlier_fingerprint`;
}

type Accepted = {
  board: Board;
  offer: typeof auctionOffers.$inferSelect;
  extended: boolean;
  invitation: Pick<InvitationRow, 'procurementVendorId' | 'vendorName'>;
  /** The proxy offers it called for, written in its transaction (the locked path only). */
  proxies?: ProxyStep[];
};

/**
 * The offer judged against the board this node committed last, written in one statement (ledger
 * entries, offer, the vendor's standing, the auction row) that applies only while the auction row
 * still has that board's sequence and end, is ON_GOING and holds no offer with this idempotency key.
 * Null when the board is not known to be current: the caller takes the locked path.
 */
async function offerOnKnownBoard(ctx: AppContext, board: Board, user: AuthUser, input: FingerprintedOffer): Promise<Accepted | null> {
  const { auction } = board;
  const participant = board.participants.find((p) => p.accountId === user.id);
  if (!participant) return null;
  const vendorName = participant.invitationVendorName;
  const now = ctx.clock.now();
  // A paused session takes no offer: the locked path says so.
  if (!isAuctionRunning(auction.status) || auction.pausedAt || now < auction.startTime || now >= auction.endTime) return null;
  // A session with a proxy floor takes the locked path: the proxies answer in the offer's transaction.
  if (board.participants.some((p) => p.proxyFloor !== null)) return null;
  const vendorId = participant.vendorId;
  const before = standingOf(board);
  const verdict = validateOffer(termsOf(board), before, { procurementVendorId: vendorId, bidItemPrices: participant.bidItemPrices }, input);
  if (!verdict.ok) {
    // A refusal stands when the board was still current at some moment of the request and the
    // offer is no retry (a retry answers its first result: the locked path finds it); a key
    // already used for another request is refused as such.
    const [row] = (
      (await ctx.db.execute(sql`
        select a.sequence, ${keyUse(auction.id, vendorId, input.idempotencyKey)}
        from auctions a where a.id = ${auction.id}::uuid`)) as unknown as { rows: Array<{ sequence: number } & KeyUse> }
    ).rows;
    if (row?.retried) requireSameRequest(row.earlier_fingerprint, input.fingerprint);
    if (row && Number(row.sequence) === auction.sequence && !row.retried) throw new AppError(HTTP.unprocessable, verdict.errors);
    return null;
  }
  const offerId = randomUUID();
  const { drafts, extension } = draftsOf(auction, now, offerId, vendorId, verdict, offerRankOf(board, vendorId, verdict, now));
  const { entries, head } = chainDrafts(auction.id, auction, now, drafts);
  const after = entries.reduce(applyEvent, before);
  const own = after.vendors[vendorId]!;
  const sequence = entries[0]!.sequence;
  const at = now.toISOString();
  const ledgerRows = JSON.stringify(entries.map((e) => ({ sequence: e.sequence, at: e.at, kind: e.kind, payload: e.payload, hash: e.hash })));
  const result = (await ctx.db.execute(sql`
    with moved as (
      update auctions set
        sequence = ${head.sequence}::int, ledger_head_hash = ${head.ledgerHeadHash}, leading_price = ${after.leadingPrice}::numeric,
        item_leading_prices = ${JSON.stringify(after.itemLeadingPrices)}::jsonb, end_time = ${after.endTime}::timestamptz,
        extensions_used = ${after.extensionsUsed}::int, previous_ranks = ${JSON.stringify(placesOf(board))}::jsonb
      where id = ${auction.id}::uuid and sequence = ${auction.sequence}::int and status = 'ON_GOING' and paused_at is null and end_time = ${auction.endTime.toISOString()}::timestamptz
        and not exists (select 1 from auction_offers o where o.auction_id = ${auction.id}::uuid and o.procurement_vendor_id = ${vendorId}::uuid and o.idempotency_key = ${input.idempotencyKey})
        and date_trunc('milliseconds', updated_at) = ${auction.updatedAt.toISOString()}::timestamptz
        and not exists (select 1 from auction_vendors pv where pv.auction_id = ${auction.id}::uuid and pv.proxy_floor is not null)
      returning id
    ), ledger as (
      insert into auction_ledger (auction_id, sequence, at, kind, payload, hash)
      select moved.id, e.sequence, e.at, e.kind, e.payload, e.hash from moved, jsonb_to_recordset(${ledgerRows}::jsonb) as e(sequence int, at text, kind text, payload jsonb, hash text)
    ), offer as (
      insert into auction_offers (id, auction_id, procurement_vendor_id, sequence, total_offer, items, price_too_low, confirmed_slip, idempotency_key, request_fingerprint, created_at)
      select ${offerId}::uuid, moved.id, ${vendorId}::uuid, ${sequence}::int, ${verdict.totalOffer}::numeric, ${JSON.stringify(verdict.offerItems)}::jsonb, ${verdict.priceTooLow}::boolean, ${verdict.confirmedSlip}::boolean, ${input.idempotencyKey}, ${input.fingerprint}, ${at}::timestamptz
      from moved
    ), standing as (
      insert into auction_vendors (auction_id, procurement_vendor_id, last_offer_id, last_total, last_unit_offers, last_sequence, last_offer_at)
      select moved.id, ${vendorId}::uuid, ${offerId}::uuid, ${verdict.totalOffer}::numeric, ${JSON.stringify(own.lastUnitOffers)}::jsonb, ${sequence}::int, ${at}::timestamptz
      from moved
      on conflict (auction_id, procurement_vendor_id) do update set
        last_offer_id = excluded.last_offer_id, last_total = excluded.last_total, last_unit_offers = excluded.last_unit_offers,
        last_sequence = excluded.last_sequence, last_offer_at = excluded.last_offer_at
    )
    select (select count(*) from moved)::int as moved, ${keyUse(auction.id, vendorId, input.idempotencyKey)}`)) as unknown as { rows: Array<{ moved: number } & KeyUse> };
  const written = result.rows[0];
  if (Number(written?.moved ?? 0) !== 1) {
    // Nothing written: a key already used for another request is refused here; anything else
    // (a moved board, a retry, a key committed after this statement's snapshot) is judged again on the locked row.
    if (written?.retried) requireSameRequest(written.earlier_fingerprint, input.fingerprint);
    return null;
  }
  const offer: typeof auctionOffers.$inferSelect = {
    id: offerId,
    auctionId: auction.id,
    procurementVendorId: vendorId,
    sequence,
    totalOffer: verdict.totalOffer,
    items: verdict.offerItems,
    priceTooLow: verdict.priceTooLow,
    byProxy: false,
    confirmedSlip: verdict.confirmedSlip,
    idempotencyKey: input.idempotencyKey,
    requestFingerprint: input.fingerprint,
    disqualificationRequestedAt: null,
    disqualificationRequestReason: null,
    disqualifiedAt: null,
    disqualifyReason: null,
    createdAt: now,
  };
  const moved: AuctionRow = { ...auction, ...sessionAfterOffer(board, head, after) };
  const standing = { lastOfferId: offerId, lastTotal: verdict.totalOffer, lastUnitOffers: own.lastUnitOffers, lastSequence: sequence, lastOfferAt: now };
  return { board: boardAfterOffer(board, moved, vendorId, standing), offer, extended: extension.extend, invitation: { procurementVendorId: vendorId, vendorName } };
}

/** The offering vendor's rank after its offer, asked only when the session extends on top ranks (issue 23 item 2). */
function offerRankOf(board: Board, vendorId: string, verdict: { totalOffer: string; offerItems: OfferItemPrice[] }, now: Date): number | null {
  return board.auction.extensionTrigger === 'TOP_RANKS' ? rankAfterOffer(board, vendorId, verdict, now) : null;
}

/**
 * The ledger drafts of an accepted offer: the offer (confirmedSlip written only when true), and the
 * extension when it falls in injury time and the session's rules let it extend (offerRank: offerRankOf).
 */
function draftsOf(
  auction: AuctionRow,
  now: Date,
  offerId: string,
  vendorId: string,
  verdict: { totalOffer: string; offerItems: unknown; priceTooLow: boolean; confirmedSlip?: boolean },
  offerRank: number | null = null,
) {
  const slip = verdict.confirmedSlip ? { confirmedSlip: true } : {};
  const drafts: LedgerDraft[] = [
    { kind: 'OFFER', payload: { offerId, vendorId, totalOffer: verdict.totalOffer, items: verdict.offerItems, priceTooLow: verdict.priceTooLow, ...slip } } as LedgerDraft,
  ];
  const extension = injuryTimeExtension(injuryTimeInputOf(auction, now, offerRank));
  if (extension.extend) {
    const cause = 'INJURY_TIME' as const;
    drafts.push({ kind: 'EXTENSION', payload: { previousEndTime: auction.endTime.toISOString(), endTime: extension.endTime, extensionsUsed: extension.extensionsUsed, cause } });
  }
  return { drafts, extension };
}

/** The offer rules the proxy (auction-proxy.service) writes its offers with: the same standing, terms, injury time and trigger rank. */
export const proxyOfferWriting: OfferWriting = {
  standingOf: (board) => standingOf(board),
  termsOf: (board) => termsOf(board),
  draftsOf: (board, now, offerId, { procurementVendorId, totalOffer, priceTooLow }) => {
    const verdict = { totalOffer, offerItems: [], priceTooLow };
    const { drafts, extension } = draftsOf(board.auction, now, offerId, procurementVendorId, verdict, offerRankOf(board, procurementVendorId, verdict, now));
    return { drafts, extended: extension.extend };
  },
};

/** The session's board read without a lock (a node's first offer on it): its sequence guards the write. */
async function boardRead(ctx: AppContext, auctionId: string): Promise<Board | null> {
  const [row] = await ctx.db
    .select({ auction: auctions, procurement: procurements })
    .from(auctions)
    .innerJoin(procurements, eq(procurements.id, auctions.procurementId))
    .where(eq(auctions.id, auctionId));
  return row && isAuctionRunning(row.auction.status) ? loadBoard(ctx.db, row.auction, row.procurement) : null;
}

/**
 * A vendor's offer (socket MAKE_OFFER and POST …/offers). Acknowledged only after its commit; a
 * retry with the same idempotency key returns the first answer and writes nothing; the key with
 * another request is refused (409) and writes nothing either. Judged on the
 * board this node committed last when it is still current (one statement), else on the locked row.
 */
export async function makeOffer(ctx: AppContext, user: AuthUser, auctionId: string, request: OfferInput): Promise<MakeOfferResult> {
  if (user.role !== 'seller_auction') throw AppError.field(HTTP.forbidden, null, AUCTION_MSG.notParticipant);
  const input: FingerprintedOffer = { ...request, fingerprint: offerFingerprint(request) };
  const outcome = await inTurn(ctx, auctionId, async () => {
    const boards = boardsOf(ctx);
    const known = boards.get(auctionId) ?? (await boardRead(ctx, auctionId));
    if (known) {
      const accepted = await offerOnKnownBoard(ctx, known, user, input);
      if (accepted) {
        remember(ctx, accepted.board);
        return { kind: 'accepted', ...accepted } as const;
      }
      boards.delete(auctionId);
    }
    const locked = await offerOnLockedRow(ctx, user, auctionId, input);
    if (locked.kind === 'accepted') remember(ctx, locked.proxies?.at(-1)?.board ?? locked.board);
    return locked;
  });

  if (outcome.kind === 'retry') return replayAnswer(ctx, outcome.offer, outcome.invitation);
  const { board, offer, extended, invitation } = outcome;
  const entry = offerLogEntry(offer, invitation.vendorName);
  announceChange(ctx, { board, offer: { event: 'NEW_OFFER', entry }, extended });
  if (outcome.proxies) announceProxyOffers(ctx, outcome.proxies);
  const latest = outcome.proxies?.at(-1)?.board ?? board;
  const audience = { kind: 'VENDOR', vendorId: invitation.procurementVendorId } as const;
  const receipt = await receiptOfCommit(ctx.db, latest.auction, offer.sequence);
  return { offer: { ...offerFor(board, entry, audience)!, receipt }, state: leaderboardFor(latest, audience, ctx.clock.now()) };
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
