import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { LedgerEntry } from '@procura/domain/auction/ledger/auction-ledger.rules';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { REPORT_AUCTION_MSG as MSG } from '@procura/domain/report/report-auction.messages';
import type { Executor } from '../../db/client';
import { auctionInvitations, auctionOffers } from '../../db/schema/auction';
import { companies } from '../../db/schema/company';
import { procurementVendors } from '../../db/schema/procurement';
import type { AuthUser } from '../../platform/security/access-tokens';
import { runHeavy } from '../../platform/heavy-work/heavy-pool';
import { requireBuyerCompany } from '../../platform/security/tenancy';
import type { AuctionRow, ProcurementRow } from '../auction';
import { loadBoard, type Board } from '../auction';
import { ledgerOf, signHeadOnce, type HeadSigning } from '../auction';
import { doneSessionsOf } from '../auction';
import { requireOwnProcurement } from '../procurement';

// What both auction reports print, read only from stored data (docs/rules/reports-dashboard-help.md#reports): the procurement, its DONE
// sessions, each session's ledger in order (offers, disqualifications, extensions, start, stop,
// cancel) with the offering vendor's place after each offer, and the final ranking the result page
// shows. The places are a replay of the ledger ranked by the live ranking's own function, so the
// report says what the room said at that moment. This thread only reads the rows (ReportRows, the
// ledger in windows); the heavy-work thread shapes them (auction-log-report.shape.ts, decision 233).

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

/** What the main thread reads of one DONE session (plain data: it crosses to the heavy-work thread). */
export interface ReportSessionRows {
  /** The session row, its procurement, participants with their standings, items and facts. */
  board: Board;
  /** The ledger in order, as stored. */
  entries: LedgerEntry[];
  /** Each vendor that offered: its name and how many offers it made. */
  offering: Array<{ vendorId: string; vendorName: string; offers: number }>;
  /** The offers the buyer disqualified. */
  disqualifiedOfferIds: string[];
  invited: number;
  /** The app's signature over the row's head (base64), null without a key or an entry. */
  headSignature: string | null;
}

/** What the reports are shaped from (auction-log-report.shape.ts). */
export interface ReportRows {
  companyName: string;
  procurement: ProcurementRow;
  sessions: ReportSessionRows[];
}

async function invitedCountOf(db: Executor, auctionId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auctionInvitations).where(eq(auctionInvitations.auctionId, auctionId));
  return row?.n ?? 0;
}

/** Per vendor that offered in the session: its name and how many offers it made (its stored offers, grouped). */
async function offeringOf(db: Executor, auctionId: string): Promise<ReportSessionRows['offering']> {
  const rows = await db
    .select({ vendorId: auctionOffers.procurementVendorId, vendorName: procurementVendors.name, offers: count() })
    .from(auctionOffers)
    .innerJoin(procurementVendors, eq(procurementVendors.id, auctionOffers.procurementVendorId))
    .where(eq(auctionOffers.auctionId, auctionId))
    .groupBy(auctionOffers.procurementVendorId, procurementVendors.name);
  return rows.map((row) => ({ ...row, offers: Number(row.offers) }));
}

/** The offers of the session the buyer disqualified (their stored mark). */
async function disqualifiedOffersOf(db: Executor, auctionId: string): Promise<string[]> {
  const rows = await db
    .select({ id: auctionOffers.id })
    .from(auctionOffers)
    .where(and(eq(auctionOffers.auctionId, auctionId), isNotNull(auctionOffers.disqualifiedAt)));
  return rows.map((row) => row.id);
}

/** One DONE session's rows as read (the ledger in windows), with its head signed when a key is given. */
async function sessionRowsOf(db: Executor, auction: AuctionRow, procurement: ProcurementRow, signing?: HeadSigning): Promise<ReportSessionRows> {
  const board = await loadBoard(db, auction, procurement);
  const entries = await ledgerOf(db, auction.id);
  const signed = signing && auction.ledgerHeadHash ? await signHeadOnce(db, signing, { auctionId: auction.id, sequence: auction.sequence, headHash: auction.ledgerHeadHash }) : null;
  return {
    board,
    entries,
    offering: await offeringOf(db, auction.id),
    disqualifiedOfferIds: await disqualifiedOffersOf(db, auction.id),
    invited: await invitedCountOf(db, auction.id),
    headSignature: signed?.signature ?? null,
  };
}

/**
 * The report's data for a procurement of the caller's company (404 otherwise); 'No report
 * generated!' (409) when no session of it is DONE. With `signing` each head is printed signed (once per sequence: ledger-head-signing).
 */
export async function loadAuctionReport(db: Executor, user: AuthUser, procurementId: string, signing?: HeadSigning): Promise<ReportData> {
  return loadReportOf(db, await reportSessionsOf(db, user, procurementId), signing);
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

/** What the main thread reads for the reports once reportSessionsOf found the sessions: rows only, shaped on the heavy-work thread. */
export async function readReportRows(db: Executor, { companyName, procurement, done }: ReportSessions, signing?: HeadSigning): Promise<ReportRows> {
  const sessions: ReportSessionRows[] = [];
  for (const auction of done) sessions.push(await sessionRowsOf(db, auction, procurement, signing));
  return { companyName, procurement, sessions };
}

/** The report's data once reportSessionsOf found its sessions: the rows read here, shaped on the heavy-work thread. */
export async function loadReportOf(db: Executor, found: ReportSessions, signing?: HeadSigning): Promise<ReportData> {
  return runHeavy('auctionReportData', await readReportRows(db, found, signing));
}
