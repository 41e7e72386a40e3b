import { verifyLedgerAgainstHead, type LedgerHeadVerification } from '@procura/domain/auction/ledger/auction-ledger.rules';
import { biddingHistoryWorkbook, type BiddingHistoryWorkbookInput } from './history/bidding-history.export';
import { hashingOf } from './ledger/auction-ledger.store';
import { auditStoredFigures, type AuditProblem, type StoredFigures } from './ledger/auction-ledger-audit';
import type { AuctionRow, ProcurementRow } from './room/auction-access';

// The auction's heavy tasks (docs/decisions.md 220), run on the heavy-work thread: recomputing a
// session's hash chain (and replaying it against the stored figures) and the offer log's workbook.

/** What GET …/ledger/verify computes from what it read. */
export interface AuctionLedgerCheckInput {
  auction: AuctionRow;
  procurement: ProcurementRow;
  entries: readonly unknown[];
  stored: StoredFigures;
}

declare module '../../platform/heavy-work/heavy-tasks' {
  interface HeavyTasks {
    auctionLedgerCheck: (input: AuctionLedgerCheckInput) => { chain: LedgerHeadVerification; problems: AuditProblem[] };
    biddingHistoryXlsx: (input: BiddingHistoryWorkbookInput) => Promise<Buffer>;
  }
}

export const auctionHeavyTasks = {
  auctionLedgerCheck: ({ auction, procurement, entries, stored }: AuctionLedgerCheckInput) => ({
    chain: verifyLedgerAgainstHead(entries, { sequence: auction.sequence, headHash: auction.ledgerHeadHash }, hashingOf(auction)),
    problems: auditStoredFigures(auction, procurement, entries as Parameters<typeof auditStoredFigures>[2], stored),
  }),
  biddingHistoryXlsx: biddingHistoryWorkbook,
};
