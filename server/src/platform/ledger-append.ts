import type { ChainHead } from '@procura/domain/common/hash-chain';
import type { Executor } from '../db/client';

// The one way a ledger is appended to (the auction's, docs/rules/auction-bidding.md#outages, and the negotiation's): drafts
// chained after the head the owner's row keeps, by the ledger's domain rules over the common hash
// chain (domain/common/hash-chain), then inserted in one statement. Appends happen inside the
// transaction that holds the owner row's lock, so sequences never collide. Moving the head on the
// owner row is the caller's (the auction writes it in the UPDATE that moves its board; the
// negotiation store right after the insert).

/** The head an owner row keeps (auctions and negotiations: `sequence`, `ledger_head_hash`). */
export interface LedgerHead {
  sequence: number;
  ledgerHeadHash: string | null;
}

/** What a ledger is to the append: how its drafts chain (pure) and how its entries are stored. */
export interface LedgerChain<Draft, Entry> {
  /** Chains `drafts` after `head`, at `at` (ISO): the entries and the new head (the ledger's domain rules). */
  chain: (head: ChainHead, at: string, drafts: readonly Draft[]) => { entries: Entry[]; head: ChainHead };
  /** Inserts the chained entries (one INSERT; never called with none). */
  insert: (tx: Executor, entries: readonly Entry[]) => Promise<unknown>;
}

/** Chains `drafts` after `head`, at `at`, without writing: the entries to store and the new head. */
export function chainLedgerEntries<Draft, Entry>(ledger: LedgerChain<Draft, Entry>, head: LedgerHead, at: Date, drafts: readonly Draft[]): { entries: Entry[]; head: LedgerHead } {
  const chained = ledger.chain({ sequence: head.sequence, hash: head.ledgerHeadHash }, at.toISOString(), drafts);
  return { entries: chained.entries, head: { sequence: chained.head.sequence, ledgerHeadHash: chained.head.hash } };
}

/** Chains and inserts `drafts` after `head`, at `at`, and returns the stored entries with the new head. */
export async function appendLedgerEntries<Draft, Entry>(
  tx: Executor,
  ledger: LedgerChain<Draft, Entry>,
  head: LedgerHead,
  at: Date,
  drafts: readonly Draft[],
): Promise<{ entries: Entry[]; head: LedgerHead }> {
  const chained = chainLedgerEntries(ledger, head, at, drafts);
  if (chained.entries.length > 0) await ledger.insert(tx, chained.entries);
  return chained;
}
