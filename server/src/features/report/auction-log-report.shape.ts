import { verifyLedgerAgainstHead, type LedgerEntry } from '@procura/domain/auction/ledger/auction-ledger.rules';
import { applyEvent, initialStanding, type AuctionStanding } from '@procura/domain/auction/bidding/auction-standing.rules';
import { effectiveDecrement } from '@procura/domain/auction/bidding/offer.rules';
import { auctionSavingBaseline, savingAgainstBaseline } from '@procura/domain/procurement/evaluation/saving.rules';
import type { ProcurementRow } from '../auction';
import { hashingOf, rankingOf, type Board, type Participant } from '../auction';
import type { ReportData, ReportLogLine, ReportRows, ReportSession, ReportSessionRows } from './auction-log-report.data';

// The auction reports' data shaped from the rows the main thread read (auction-log-report.data.ts),
// on the heavy-work thread (decision 233; docs/decisions.md 220): the replay of each session's ledger
// with the offering vendor's place after each offer, the final ranking with its savings, and the
// chain measured against the session row's head. Pure: rows in, the report's data out.

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

function sessionOf(rows: ReportSessionRows, procurement: ProcurementRow): ReportSession {
  const { board, entries } = rows;
  const { auction } = board;
  const names = new Map(rows.offering.map((o) => [o.vendorId, o.vendorName]));
  const disqualified = new Set(rows.disqualifiedOfferIds);
  const start = entries.find((e) => e.kind === 'START');
  const verification = verifyLedgerAgainstHead(entries, { sequence: auction.sequence, headHash: auction.ledgerHeadHash }, hashingOf(auction));
  const savingBaseline = auctionSavingBaseline(procurement.biddingType, board.info.estimatedTotal);
  return {
    auction,
    plannedEndTime: start?.kind === 'START' ? start.payload.endTime : auction.endTime.toISOString(),
    log: logOf(board, entries, names, disqualified),
    offers: rows.offering.reduce((sum, vendor) => sum + vendor.offers, 0),
    invited: rows.invited,
    attending: board.participants.length,
    offering: rows.offering.length,
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
    headSignature: rows.headSignature,
    ledgerValid: verification.valid,
  };
}

/** Both auction reports' data from the rows read (the heavy-work thread's `auctionReportData`). */
export function shapeReport(rows: ReportRows): ReportData {
  const { companyName, procurement } = rows;
  return { companyName, procurement, currency: procurement.currency ?? 'IDR', sessions: rows.sessions.map((session) => sessionOf(session, procurement)) };
}
