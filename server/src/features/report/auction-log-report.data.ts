import { count, eq } from 'drizzle-orm';
import type { LedgerEntry } from '@procura/domain/auction/ledger/auction-ledger.rules';
import { applyEvent, initialStanding, type AuctionStanding } from '@procura/domain/auction/bidding/auction-standing.rules';
import { effectiveDecrement } from '@procura/domain/auction/bidding/offer.rules';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { auctionSavingBaseline, savingAgainstBaseline } from '@procura/domain/procurement/evaluation/saving.rules';
import { REPORT_AUCTION_MSG as MSG } from '@procura/domain/report/report-auction.messages';
import type { Executor } from '../../db/client';
import { auctionInvitations } from '../../db/schema/auction';
import { companies } from '../../db/schema/company';
import type { AuthUser } from '../../platform/security/access-tokens';
import { runHeavy } from '../../platform/heavy-work/heavy-pool';
import { signLedgerHead, type LedgerSigningKey } from '../../platform/security/ledger-signing';
import { requireBuyerCompany } from '../../platform/security/tenancy';
import type { AuctionRow, ProcurementRow } from '../auction';
import { loadBoard, offerLogOf, rankingOf, type Board, type Participant } from '../auction';
import { ledgerOf } from '../auction';
import { doneSessionsOf } from '../auction';
import { requireOwnProcurement } from '../procurement';

// What both auction reports print, read only from stored data (docs/rules/reports-dashboard-help.md#reports): the procurement, its DONE
// sessions, each session's ledger in order (offers, disqualifications, extensions, start, stop,
// cancel) with the offering vendor's place after each offer, and the final ranking the result page
// shows. The places are a replay of the ledger ranked by the live ranking's own function, so the
// report says what the room said at that moment.

/** One ledger entry as a report line: the entry, who it is about, and (offers) the place after it. */
export interface ReportLogLine {
  entry: LedgerEntry;
  vendorName: string | null;
  /** OFFER: the offering vendor's place right after it (null: a dash). */
  rankAfter: number | null;
  /** OFFER: later disqualified by the buyer. */
  disqualified: boolean;
  /** OFFER under a percent step (TOTAL_PRICE): the step it had to keep, as money (stepOf); null otherwise. */
  step: string | null;
}

export interface ReportRankingRow {
  /** The procurement vendor (the log's entries name it so): the minutes list each one's offers. */
  vendorId: string;
  ranking: number | null;
  vendorName: string;
  lastPrice: string | null;
  /** Percent saved against the session's baseline (savingAgainstBaseline), null without a baseline or an offer. */
  saving: string | null;
  winner: boolean;
}

export interface ReportSession {
  auction: AuctionRow;
  /** The planned end written by START (the row's endTime is the end after extensions). */
  plannedEndTime: string;
  log: ReportLogLine[];
  offers: number;
  /** The minutes' counts (Berita Acara): vendors invited, attending (ranked), offering. */
  invited: number;
  attending: number;
  offering: number;
  ranking: ReportRankingRow[];
  /** What the savings are measured against: the procurement's estimated total (auctionSavingBaseline), the monitor's. */
  savingBaseline: string | null;
  /** The head the session row keeps (what verify-ledger --head checks a file against), and its entry count. */
  headHash: string | null;
  headSequence: number;
  /** The app's Ed25519 signature (base64) over that head, as the export's headSignature carries it; null without a key or an entry. */
  headSignature: string | null;
  /** The chain verifies and ends at that head. */
  ledgerValid: boolean;
}

export interface ReportData {
  companyName: string;
  procurement: ProcurementRow;
  currency: string;
  sessions: ReportSession[];
}

async function invitedCountOf(db: Executor, auctionId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auctionInvitations).where(eq(auctionInvitations.auctionId, auctionId));
  return row?.n ?? 0;
}

const nameOf = (participants: readonly Participant[], names: Map<string, string>, vendorId: string) =>
  participants.find((p) => p.vendorId === vendorId)?.name ?? names.get(vendorId) ?? '-';

/** The board's participants standing as the replay says at this moment. */
function standingsAt(board: Board, state: AuctionStanding): Participant[] {
  return board.participants.map((p) => {
    const last = state.vendors[p.vendorId]?.lastOffer ?? null;
    return { ...p, lastPrice: last?.totalOffer ?? null, lastOfferAt: last?.at ?? null, lastSequence: last?.sequence ?? null };
  });
}

/**
 * The step a TOTAL_PRICE offer had to keep under a percent rule (decision 184): the percent of the price it
 * had to beat in the standing before it, as the offer rules measured it (the leading price, before any offer
 * the initial price; CLOSE the vendor's own last offer, none for its first). An amount rule is the header's;
 * UNIT_PRICE steps per item and TOTAL_PRICE_BY_UNIT has no step: null.
 */
function stepOf(board: Board, before: AuctionStanding, vendorId: string): string | null {
  const { auction } = board;
  if (auction.minimalDecrementPercent === null || board.procurement.biddingType !== 'TOTAL_PRICE') return null;
  const reference = auction.auctionType === 'OPEN' ? (before.leadingPrice ?? auction.initialPrice) : (before.vendors[vendorId]?.lastOffer?.totalOffer ?? null);
  return reference === null ? null : effectiveDecrement(auction, reference);
}

function logOf(board: Board, entries: readonly LedgerEntry[], names: Map<string, string>, disqualifiedOffers: Set<string>): ReportLogLine[] {
  let state = initialStanding(board.direction);
  return entries.map((entry) => {
    const before = state;
    state = applyEvent(state, entry);
    if (entry.kind === 'OFFER') {
      const ranked = rankingOf({ ...board, participants: standingsAt(board, state) });
      return {
        entry,
        vendorName: nameOf(board.participants, names, entry.payload.vendorId),
        rankAfter: ranked.find((row) => row.standing.vendorId === entry.payload.vendorId)?.ranking ?? null,
        disqualified: disqualifiedOffers.has(entry.payload.offerId),
        step: stepOf(board, before, entry.payload.vendorId),
      };
    }
    const vendorName = 'vendorId' in entry.payload ? nameOf(board.participants, names, entry.payload.vendorId) : null;
    return { entry, vendorName, rankAfter: null, disqualified: false, step: null };
  });
}

async function sessionOf(db: Executor, auction: AuctionRow, procurement: ProcurementRow, ledgerKey?: LedgerSigningKey): Promise<ReportSession> {
  const board = await loadBoard(db, auction, procurement);
  const entries = await ledgerOf(db, auction.id);
  const offers = await offerLogOf(db, auction.id);
  const names = new Map(offers.map((o) => [o.vendorId, o.vendorName]));
  const disqualified = new Set(offers.filter((o) => o.priceDisqualified).map((o) => o.offerId));
  const start = entries.find((e) => e.kind === 'START');
  // The chain is recomputed on the heavy-work thread (docs/decisions.md 220).
  const verification = await runHeavy('auctionLedgerChain', { entries, head: { sequence: auction.sequence, headHash: auction.ledgerHeadHash } });
  const signed = ledgerKey && auction.ledgerHeadHash ? signLedgerHead(ledgerKey, { auctionId: auction.id, sequence: auction.sequence, headHash: auction.ledgerHeadHash }) : null;
  const savingBaseline = auctionSavingBaseline(procurement.biddingType, board.info.estimatedTotal);
  return {
    auction,
    plannedEndTime: start?.kind === 'START' ? start.payload.endTime : auction.endTime.toISOString(),
    log: logOf(board, entries, names, disqualified),
    offers: offers.length,
    invited: await invitedCountOf(db, auction.id),
    attending: board.participants.length,
    offering: new Set(offers.map((o) => o.vendorId)).size,
    ranking: rankingOf(board).map((row) => ({
      vendorId: row.standing.vendorId,
      ranking: row.ranking,
      vendorName: row.standing.name,
      lastPrice: row.standing.lastPrice,
      saving: savingAgainstBaseline(savingBaseline, row.standing.lastPrice, board.direction)?.percent ?? null,
      winner: row.winner,
    })),
    savingBaseline,
    headHash: auction.ledgerHeadHash,
    headSequence: auction.sequence,
    headSignature: signed?.signature ?? null,
    ledgerValid: verification.valid,
  };
}

/**
 * The report's data for a procurement of the caller's company (404 otherwise); 'No report
 * generated!' (409) when no session of it is DONE. With `ledgerKey` each head is printed signed.
 */
export async function loadAuctionReport(db: Executor, user: AuthUser, procurementId: string, ledgerKey?: LedgerSigningKey): Promise<ReportData> {
  return loadReportOf(db, await reportSessionsOf(db, user, procurementId), ledgerKey);
}

/** The procurement and its DONE sessions a report prints (what selects it: decision 221's cache key). */
export interface ReportSessions {
  companyName: string;
  procurement: ProcurementRow;
  done: AuctionRow[];
}

/** The first reads of a report: the caller's procurement (404 otherwise) and its DONE sessions (409 without one). */
export async function reportSessionsOf(db: Executor, user: AuthUser, procurementId: string): Promise<ReportSessions> {
  const companyId = await requireBuyerCompany(db, user);
  const procurement = await requireOwnProcurement(db, companyId, procurementId);
  const done = await doneSessionsOf(db, procurement.id);
  if (done.length === 0) throw AppError.field(HTTP.conflict, null, MSG.noReport);
  const [company] = await db.select({ name: companies.companyName }).from(companies).where(eq(companies.id, companyId));
  return { companyName: company?.name ?? '', procurement, done };
}

/** The report's data once reportSessionsOf found its sessions. */
export async function loadReportOf(db: Executor, { companyName, procurement, done }: ReportSessions, ledgerKey?: LedgerSigningKey): Promise<ReportData> {
  const sessions: ReportSession[] = [];
  for (const auction of done) sessions.push(await sessionOf(db, auction, procurement, ledgerKey));
  return { companyName, procurement, currency: procurement.currency ?? 'IDR', sessions };
}
