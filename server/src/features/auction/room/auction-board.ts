import { and, asc, desc, eq, inArray, lt, sum } from 'drizzle-orm';
import { projectItems, type AuctionItemFacts, type ItemStanding } from '@procura/domain/auction/session/auction-items.rules';
import { projectAuction, projectOffer, type AuctionAudience as ProjectionAudience, type OfferLogEntry } from '@procura/domain/auction/room/auction-projection.rules';
import { rankStandings, withTrends, type RankableVendor, type TrendedStanding } from '@procura/domain/auction/bidding/auction-ranking.rules';
import type { AuctionInfoView, AuctionLeaderboard, AuctionOfferLogView, AuctionOwnStanding, AuctionRoomState } from '@procura/domain/auction/auction.views';
import { auctionRulesOf } from '@procura/domain/auction/session/auction-rules.rules';
import { shownDecrement } from '@procura/domain/auction/bidding/offer.rules';
import { pauseDeadline } from '@procura/domain/auction/session/auction-pause.rules';
import { isAuctionRunning } from '@procura/domain/auction/session/auction-status.rules';
import { evaluationContextOf } from '@procura/domain/procurement/evaluation/procurement-evaluation.rules';
import {
  priceDirectionOf,
  type AuctionModel,
  type AuctionType,
  type BiddingType,
  type EvaluationMethod,
  type PeriodType,
  type PriceDirection,
  type WinnerType,
} from '@procura/domain/procurement/procurement.enums';
import type { Executor } from '../../../db/client';
import { auctionInvitations, auctionItems, auctionOffers, auctionVendors } from '../../../db/schema/auction';
import { companies } from '../../../db/schema/company';
import { procurementItems, procurementVendorItems, procurementVendors } from '../../../db/schema/procurement';
import type { AuctionAudience, AuctionRow, ProcurementRow } from './auction-access';

// What the room shows, per audience (docs/rules/auction-bidding.md#what-each-audience-sees, docs/rules/auction-bidding.md#contract), from the rows that hold it: the auction row
// (leading prices, sequence, ledger head, end, extensions), one standing row per participant and
// the items. Reads are bounded by the participants and items, never by the offers, except the
// full state's log (a join or a resync), which reads the session's offers once.

/** An ATTEND participant with its standing: what the ranking, the items and the audiences need. */
export interface Participant extends RankableVendor, ItemStanding {
  accountId: string;
  invitationId: string;
  /** The vendor's name on its invitation (what NEW_OFFER names the author by). */
  invitationVendorName: string;
  lastOfferId: string | null;
  /** The vendor's proxy floor (decision 191): its own projection's `you` alone carries it. */
  proxyFloor: string | null;
}

/** Everything the projections of one moment need. */
export interface Board {
  auction: AuctionRow;
  procurement: ProcurementRow;
  direction: PriceDirection;
  participants: Participant[];
  items: AuctionItemFacts[];
  info: AuctionInfoView;
}

const auctionTypeOf = (auction: AuctionRow) => auction.auctionType as AuctionType;
const biddingTypeOf = (procurement: ProcurementRow) => procurement.biddingType as BiddingType;

/** The session's items: the chosen ones, or every procurement item for TOTAL_PRICE_BY_UNIT; none for TOTAL_PRICE. */
async function itemsOf(db: Executor, auction: AuctionRow, procurement: ProcurementRow): Promise<AuctionItemFacts[]> {
  const biddingType = biddingTypeOf(procurement);
  if (biddingType === 'TOTAL_PRICE') return [];
  const columns = {
    auctionItemId: procurementItems.id,
    itemCode: procurementItems.itemCode,
    itemName: procurementItems.itemName,
    quantity: procurementItems.quantity,
    uom: procurementItems.uom,
    initialUnitPrice: procurementItems.pricePerUnit,
  };
  const order = [asc(procurementItems.createdAt), asc(procurementItems.id)];
  const chosen = await db
    .select(columns)
    .from(auctionItems)
    .innerJoin(procurementItems, eq(procurementItems.id, auctionItems.procurementItemId))
    .where(eq(auctionItems.auctionId, auction.id))
    .orderBy(...order);
  if (chosen.length > 0 || biddingType === 'UNIT_PRICE') return chosen;
  return db.select(columns).from(procurementItems).where(eq(procurementItems.procurementId, procurement.id)).orderBy(...order);
}

/** The vendors who chose ATTEND, each with its standing (and, for TOTAL_PRICE_BY_UNIT, its bid item prices). */
async function participantsOf(db: Executor, auction: AuctionRow, procurement: ProcurementRow, items: AuctionItemFacts[]): Promise<Participant[]> {
  const rows = await db
    .select({
      invitationId: auctionInvitations.id,
      accountId: auctionInvitations.accountId,
      invitationVendorName: auctionInvitations.vendorName,
      vendorId: procurementVendors.id,
      name: procurementVendors.name,
      indicatorPrice: procurementVendors.indicatorPrice,
      administrationPassed: procurementVendors.administrationPassed,
      technicalScore: procurementVendors.technicalScore,
      lastPrice: auctionVendors.lastTotal,
      lastOfferAt: auctionVendors.lastOfferAt,
      lastUnitOffers: auctionVendors.lastUnitOffers,
      lastOfferId: auctionVendors.lastOfferId,
      lastSequence: auctionVendors.lastSequence,
      proxyFloor: auctionVendors.proxyFloor,
    })
    .from(auctionInvitations)
    .innerJoin(procurementVendors, eq(procurementVendors.id, auctionInvitations.procurementVendorId))
    .leftJoin(auctionVendors, and(eq(auctionVendors.auctionId, auctionInvitations.auctionId), eq(auctionVendors.procurementVendorId, auctionInvitations.procurementVendorId)))
    .where(and(eq(auctionInvitations.auctionId, auction.id), eq(auctionInvitations.status, 'ATTEND')));
  const bidItemPrices = new Map<string, Record<string, string>>();
  if (biddingTypeOf(procurement) === 'TOTAL_PRICE_BY_UNIT' && rows.length > 0 && items.length > 0) {
    const prices = await db
      .select({
        vendorId: procurementVendorItems.procurementVendorId,
        itemId: procurementVendorItems.procurementItemId,
        lastPrice: procurementVendorItems.lastPrice,
        indicatorPrice: procurementVendorItems.indicatorPrice,
      })
      .from(procurementVendorItems)
      .where(inArray(procurementVendorItems.procurementVendorId, rows.map((r) => r.vendorId)));
    for (const p of prices) {
      const price = p.lastPrice ?? p.indicatorPrice;
      if (price !== null) bidItemPrices.set(p.vendorId, { ...bidItemPrices.get(p.vendorId), [p.itemId]: price });
    }
  }
  return rows.map((row) => ({
    ...row,
    lastOfferAt: row.lastOfferAt?.toISOString() ?? null,
    lastUnitOffers: row.lastUnitOffers ?? {},
    bidItemPrices: bidItemPrices.get(row.vendorId) ?? {},
  }));
}

async function infoOf(db: Executor, auction: AuctionRow, procurement: ProcurementRow): Promise<AuctionInfoView> {
  const [company] = await db.select({ name: companies.companyName }).from(companies).where(eq(companies.id, procurement.companyId));
  const [estimate] = await db.select({ total: sum(procurementItems.subTotal) }).from(procurementItems).where(eq(procurementItems.procurementId, procurement.id));
  return {
    procurementName: procurement.procurementName,
    procurementNumber: procurement.procurementNumber,
    companyName: company?.name ?? '',
    evaluationMethod: procurement.evaluationMethod as EvaluationMethod,
    winnerType: procurement.winnerType as WinnerType,
    currency: procurement.currency ?? 'IDR',
    initialPrice: auction.initialPrice,
    minimalDecrement: auction.minimalDecrement,
    estimatedTotal: estimate?.total ? Number(estimate.total) > 0 ? String(estimate.total) : null : null,
    duration: auction.duration,
    timeExtension: auction.timeExtension,
    injuryTimeBeforeEnd: auction.injuryTimeBeforeEnd,
    maxSessionExtension: auction.maxSessionExtension,
  };
}

/** Reads the board of a session at this moment (inside a transaction: what it will commit). */
export async function loadBoard(db: Executor, auction: AuctionRow, procurement: ProcurementRow): Promise<Board> {
  const items = await itemsOf(db, auction, procurement);
  const [participants, info] = [await participantsOf(db, auction, procurement, items), await infoOf(db, auction, procurement)];
  return { auction, procurement, direction: priceDirectionOf(procurement.negotiationType), participants, items, info };
}

/** The ranking of the board's standings (the evaluation's functions, docs/rules/auction-bidding.md#ranking). */
export function rankingOf(board: Board): ReturnType<typeof rankStandings<Participant>> {
  return rankStandings(board.participants, {
    evaluation: evaluationContextOf(board.procurement),
    simulation: board.auction.auctionModel === 'SIMULATION',
    initialPrice: board.auction.initialPrice,
    indicatorPrice: board.info.estimatedTotal ?? board.auction.initialPrice,
  });
}

/** Places by vendor, for the next change's trend (stored as the auction's previousRanks). */
export function placesOf(board: Board): Record<string, number | null> {
  return Object.fromEntries(rankingOf(board).map((row) => [row.standing.vendorId, row.ranking]));
}

/** The ranking with each vendor's trend since the change before. */
export function trendedRanking(board: Board): Array<TrendedStanding<Participant>> {
  const previous = Object.entries(board.auction.previousRanks).map(([vendorId, ranking]) => ({ ranking, standing: { vendorId } }));
  return withTrends(rankingOf(board), previous);
}

/** The server's audience as the projection rules name it. */
export function projectionAudience(audience: AuctionAudience): ProjectionAudience {
  return audience.kind === 'buyer' ? { kind: 'BUYER' } : { kind: 'VENDOR', vendorId: audience.invitation.procurementVendorId };
}

/** The standings part of the state for one audience (LEADERBOARD, the offer's ack). */
export function leaderboardFor(board: Board, audience: ProjectionAudience, now: Date, ranking = trendedRanking(board)): AuctionLeaderboard {
  const { auction } = board;
  const projection = projectAuction(
    {
      status: auction.status,
      auctionType: auctionTypeOf(auction),
      ranking,
      offerLog: [],
      leadingPrice: auction.leadingPrice,
      participants: { total: board.participants.length, present: 0 },
    },
    audience,
  );
  return {
    auctionId: auction.id,
    sequence: auction.sequence,
    serverNow: now.toISOString(),
    status: auction.status,
    endTime: auction.endTime.toISOString(),
    extensionsUsed: auction.extensionsUsed,
    leadingPrice: projection.leadingPrice,
    ranks: projection.ranks,
    you: projection.you,
    items: projectItems(
      {
        status: auction.status,
        auctionType: auctionTypeOf(auction),
        biddingType: biddingTypeOf(board.procurement),
        direction: board.direction,
        items: board.items,
        itemLeadingPrices: auction.itemLeadingPrices,
        standings: board.participants,
        decrement: auction,
      },
      audience,
    ),
    ledgerHeadHash: auction.ledgerHeadHash,
    effectiveDecrement: effectiveDecrementFor(board, audience),
  };
}

/**
 * A vendor audience that is none of the session's participants (procurement vendor ids are uuids):
 * what every invited vendor may see of the others, so the shared board is private by construction.
 */
const NO_PARTICIPANT: ProjectionAudience = { kind: 'VENDOR', vendorId: '' };

/**
 * The vendors' room's one LEADERBOARD (decision 217), encoded once for every vendor socket: the board
 * as a vendor that is none of the participants sees it (every row 'Other Vendor', nobody's scores; in
 * CLOSE no ranks and no leading price), `you: null` marking it as the shared board. Each participant's
 * YOUR_STANDING (standingFor) completes it into its own full projection.
 */
export function vendorsLeaderboardFor(board: Board, now: Date, ranking = trendedRanking(board)): AuctionLeaderboard {
  return { ...leaderboardFor(board, NO_PARTICIPANT, now, ranking), you: null };
}

/**
 * One participant's own part of its full projection (YOUR_STANDING): its `you`, items and step, and its
 * '(You)' rows with their index in its full ranks list, taken from that very projection.
 */
export function standingFor(board: Board, vendorId: string, now: Date, ranking = trendedRanking(board)): AuctionOwnStanding {
  const full = leaderboardFor(board, { kind: 'VENDOR', vendorId }, now, ranking);
  const ownRanks = full.ranks.flatMap((rank, index) => (rank.you ? [{ index, rank }] : []));
  return { auctionId: full.auctionId, sequence: full.sequence, you: full.you!, ownRanks, items: full.items, effectiveDecrement: full.effectiveDecrement };
}

/**
 * The step this audience's offers take now, as money (decision 184): stepped from the leading price
 * (before any offer the initial price), a CLOSE vendor from its own last offer; UNIT_PRICE steps per item
 * (the items carry it) and TOTAL_PRICE_BY_UNIT has no step.
 */
function effectiveDecrementFor(board: Board, audience: ProjectionAudience): string | null {
  const { auction } = board;
  const biddingType = biddingTypeOf(board.procurement);
  if (biddingType === 'TOTAL_PRICE_BY_UNIT') return null;
  if (biddingType === 'UNIT_PRICE') return shownDecrement(auction, null);
  const ownOnly = audience.kind === 'VENDOR' && auctionTypeOf(auction) !== 'OPEN';
  const reference = ownOnly
    ? (board.participants.find((p) => p.vendorId === audience.vendorId)?.lastPrice ?? null)
    : (auction.leadingPrice ?? auction.initialPrice);
  return shownDecrement(auction, reference);
}

/** The session's offers in ledger order, named for the projections. */
export async function offerLogOf(db: Executor, auctionId: string): Promise<OfferLogEntry[]> {
  const rows = await db
    .select({ offer: auctionOffers, vendorName: procurementVendors.name })
    .from(auctionOffers)
    .innerJoin(procurementVendors, eq(procurementVendors.id, auctionOffers.procurementVendorId))
    .where(eq(auctionOffers.auctionId, auctionId))
    .orderBy(asc(auctionOffers.sequence));
  return rows.map(({ offer, vendorName }) => offerLogEntry(offer, vendorName));
}

/**
 * The last `limit` offers (before `before`, when given) that the audience sees, in ledger order,
 * and whether older ones exist: what the room's state and GET_OFFER_LOG_PAGE carry, read with a
 * LIMIT on the (auction, sequence) index, never the whole log. A vendor of a CLOSE auction sees only its own.
 */
export async function offerLogTailOf(
  db: Executor,
  auction: AuctionRow,
  audience: ProjectionAudience,
  page: { before?: number; limit: number },
): Promise<{ entries: OfferLogEntry[]; hasOlder: boolean }> {
  const ownOnly = audience.kind === 'VENDOR' && auctionTypeOf(auction) !== 'OPEN';
  const rows = await db
    .select({ offer: auctionOffers, vendorName: procurementVendors.name })
    .from(auctionOffers)
    .innerJoin(procurementVendors, eq(procurementVendors.id, auctionOffers.procurementVendorId))
    .where(
      and(
        eq(auctionOffers.auctionId, auction.id),
        ownOnly ? eq(auctionOffers.procurementVendorId, audience.vendorId) : undefined,
        page.before === undefined ? undefined : lt(auctionOffers.sequence, page.before),
      ),
    )
    .orderBy(desc(auctionOffers.sequence))
    .limit(page.limit + 1);
  const hasOlder = rows.length > page.limit;
  return { entries: rows.slice(0, page.limit).reverse().map(({ offer, vendorName }) => offerLogEntry(offer, vendorName)), hasOlder };
}

/** One stored offer as the projections take it. */
export function offerLogEntry(offer: typeof auctionOffers.$inferSelect, vendorName: string): OfferLogEntry {
  return {
    sequence: offer.sequence,
    offerId: offer.id,
    vendorId: offer.procurementVendorId,
    vendorName,
    totalOffer: offer.totalOffer,
    offerItems: offer.items,
    createdAt: offer.createdAt.toISOString(),
    priceDisqualified: offer.disqualifiedAt !== null,
    priceTooLow: offer.priceTooLow,
    disqualificationRequested: offer.disqualificationRequestedAt !== null,
    disqualificationDeclined: offer.disqualificationDeclinedAt !== null,
    disqualifyReason: offer.disqualifyReason ?? offer.disqualificationRequestReason,
    byProxy: offer.byProxy,
  };
}

/** One offer for one audience, or null when that audience does not see it (a CLOSE auction's other vendors). */
export function offerFor(board: Pick<Board, 'auction'>, entry: OfferLogEntry, audience: ProjectionAudience): AuctionOfferLogView | null {
  const visible = audience.kind === 'BUYER' || auctionTypeOf(board.auction) === 'OPEN' || audience.vendorId === entry.vendorId;
  return visible ? projectOffer(entry, audience) : null;
}

/** The pause as every audience's state tells it (decision 186): only while the session runs. */
function pauseOf(auction: AuctionRow): Pick<AuctionRoomState, 'pausedAt' | 'pausedReason' | 'pauseDeadline'> {
  const pausedAt = isAuctionRunning(auction.status) ? auction.pausedAt : null;
  if (!pausedAt) return { pausedAt: null, pausedReason: null, pauseDeadline: null };
  return { pausedAt: pausedAt.toISOString(), pausedReason: auction.pausedReason ?? '', pauseDeadline: pauseDeadline(pausedAt, auction.maxPauseMinutes) };
}

/** The full state for one audience (JOIN_AUCTION, AUCTION_STATE, GET …/room). */
export function stateFor(
  board: Board,
  audience: AuctionAudience,
  extra: { offerLog: OfferLogEntry[]; offerLogHasOlder: boolean; present: number; cancel: AuctionRoomState['cancel']; announcements: AuctionRoomState['announcements']; now: Date },
): AuctionRoomState {
  const { auction, procurement } = board;
  const who = projectionAudience(audience);
  const board_ = leaderboardFor(board, who, extra.now);
  const projection = projectAuction(
    { status: auction.status, auctionType: auctionTypeOf(auction), ranking: [], offerLog: extra.offerLog, leadingPrice: null, participants: { total: board.participants.length, present: extra.present } },
    who,
  );
  return {
    ...board_,
    auctionNumber: auction.auctionNumber,
    procurementId: auction.procurementId,
    startTime: auction.startTime.toISOString(),
    auctionType: auctionTypeOf(auction),
    auctionModel: auction.auctionModel as AuctionModel,
    periodType: auction.periodType as PeriodType,
    biddingType: biddingTypeOf(procurement),
    direction: board.direction,
    offerLog: projection.offerLog,
    offerLogHasOlder: extra.offerLogHasOlder,
    participants: projection.participants,
    cancel: extra.cancel,
    stoppedManually: auction.stoppedManually,
    info: who.kind === 'BUYER' ? board.info : { ...board.info, estimatedTotal: null },
    // The rules are not secret: every audience gets the same (decision 185).
    rules: auctionRulesOf(auction),
    ...pauseOf(auction),
    announcements: extra.announcements,
  };
}
