import { and, asc, count, eq, gt, lte, max, min } from 'drizzle-orm';
import { chainLedgerDrafts, storedHashing, type LedgerDraft, type LedgerEntry, type LedgerHashing } from '@procura/domain/auction/ledger/auction-ledger.rules';
import type { LedgerSealing } from '@procura/domain/auction/ledger/ledger-forms.rules';
import type { Executor } from '../../../db/client';
import { auctionLedger } from '../../../db/schema/auction';
import { readInWindows } from '../../../platform/heavy-work/paged-read';
import { appendLedgerEntries, chainLedgerEntries, type LedgerChain, type LedgerHead } from '../../../platform/ledger-append';

// The auction's hash-chained ledger in the database (docs/rules/auction-bidding.md#ledger), appended
// through the one ledger contract (platform/ledger-append). Appends happen inside the transaction that
// holds the auction row's lock (an offer, a transition, a disqualification), so sequences never collide
// and each entry chains after the head kept on that row.

export type { LedgerDraft, LedgerHead };

/** What a session's ledger is hashed by: its id, its form and salt, and whether its rooms showed other vendors' amounts. */
export interface LedgerOwner {
  id: string;
  ledgerForm: number;
  ledgerSalt: string;
  auctionType: string;
}

/** The session's sealing (docs/rules/auction-bidding.md#ledger-forms): form 1 sessions hash every entry as stored. */
export function sealingOf(owner: LedgerOwner): LedgerSealing {
  return { version: owner.ledgerForm === 2 ? 2 : 1, salt: owner.ledgerSalt, othersAmounts: owner.auctionType === 'OPEN' };
}

/** How the server recomputes the session's stored entries. */
export const hashingOf = (owner: LedgerOwner): LedgerHashing => storedHashing(sealingOf(owner));

/** The session's ledger to the append contract: the auction's chain rules and its table. */
function auctionLedgerChain(owner: LedgerOwner): LedgerChain<LedgerDraft, LedgerEntry> {
  const sealing = sealingOf(owner);
  return {
    chain: (head, at, drafts) => chainLedgerDrafts(head, owner.id, at, drafts, sealing),
    insert: (tx, entries) => tx.insert(auctionLedger).values(entries.map((e) => ({ ...e, payload: e.payload }))),
  };
}

/** Chains `drafts` after `head`, at `at`: the entries to store and the new head (pure: nothing is written). */
export function chainDrafts(owner: LedgerOwner, head: LedgerHead, at: Date, drafts: readonly LedgerDraft[]): { entries: LedgerEntry[]; head: LedgerHead } {
  return chainLedgerEntries(auctionLedgerChain(owner), head, at, drafts);
}

/**
 * Chains and inserts `drafts` after `head`, at `at` (one INSERT), and returns the stored entries
 * with the new head. The caller writes the new head onto the auction row in its own UPDATE.
 */
export function appendLedger(tx: Executor, owner: LedgerOwner, head: LedgerHead, at: Date, drafts: readonly LedgerDraft[]): Promise<{ entries: LedgerEntry[]; head: LedgerHead }> {
  return appendLedgerEntries(tx, auctionLedgerChain(owner), head, at, drafts);
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
