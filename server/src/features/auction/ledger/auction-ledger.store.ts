import { and, asc, count, eq, gt, lte, max, min } from 'drizzle-orm';
import { chainLedgerDrafts, type LedgerDraft, type LedgerEntry } from '@procura/domain/auction/ledger/auction-ledger.rules';
import type { Executor } from '../../../db/client';
import { auctionLedger } from '../../../db/schema/auction';
import { readInWindows } from '../../../platform/heavy-work/paged-read';
import { appendLedgerEntries, chainLedgerEntries, type LedgerChain, type LedgerHead } from '../../../platform/ledger-append';

// The auction's hash-chained ledger in the database (docs/rules/auction-bidding.md#ledger), appended
// through the one ledger contract (platform/ledger-append). Appends happen inside the transaction that
// holds the auction row's lock (an offer, a transition, a disqualification), so sequences never collide
// and each entry chains after the head kept on that row.

export type { LedgerDraft, LedgerHead };

/** The session's ledger to the append contract: the auction's chain rules and its table. */
function auctionLedgerChain(auctionId: string): LedgerChain<LedgerDraft, LedgerEntry> {
  return {
    chain: (head, at, drafts) => chainLedgerDrafts(head, auctionId, at, drafts),
    insert: (tx, entries) => tx.insert(auctionLedger).values(entries.map((e) => ({ ...e, payload: e.payload }))),
  };
}

/** Chains `drafts` after `head`, at `at`: the entries to store and the new head (pure: nothing is written). */
export function chainDrafts(auctionId: string, head: LedgerHead, at: Date, drafts: readonly LedgerDraft[]): { entries: LedgerEntry[]; head: LedgerHead } {
  return chainLedgerEntries(auctionLedgerChain(auctionId), head, at, drafts);
}

/**
 * Chains and inserts `drafts` after `head`, at `at` (one INSERT), and returns the stored entries
 * with the new head. The caller writes the new head onto the auction row in its own UPDATE.
 */
export function appendLedger(tx: Executor, auctionId: string, head: LedgerHead, at: Date, drafts: readonly LedgerDraft[]): Promise<{ entries: LedgerEntry[]; head: LedgerHead }> {
  return appendLedgerEntries(tx, auctionLedgerChain(auctionId), head, at, drafts);
}

/** The whole ledger of a session, in order, as stored (read in windows: docs/decisions.md 233). */
export function ledgerOf(db: Executor, auctionId: string): Promise<LedgerEntry[]> {
  return ledgerRangeOf(db, auctionId, {});
}

/**
 * The session's entries after sequence `after` and up to `through` (either bound may be left out), in
 * order, as stored when the read began: in windows of sequences with the event loop let go between
 * them (platform/heavy-work/paged-read).
 */
export async function ledgerRangeOf(db: Executor, auctionId: string, range: { after?: number; through?: number }): Promise<LedgerEntry[]> {
  const within = (after: number | undefined, through: number | undefined) =>
    and(
      eq(auctionLedger.auctionId, auctionId),
      after === undefined ? undefined : gt(auctionLedger.sequence, after),
      through === undefined ? undefined : lte(auctionLedger.sequence, through),
    );
  const [span] = await db
    .select({ first: min(auctionLedger.sequence), last: max(auctionLedger.sequence), rows: count() })
    .from(auctionLedger)
    .where(within(range.after, range.through));
  const rows = await readInWindows(span!, (after, through) => db.select().from(auctionLedger).where(within(after, through)).orderBy(asc(auctionLedger.sequence)));
  return rows.map((row) => ({ sequence: row.sequence, auctionId: row.auctionId, at: row.at, kind: row.kind, payload: row.payload, hash: row.hash }) as LedgerEntry);
}
