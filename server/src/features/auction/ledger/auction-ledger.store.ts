import { asc, eq } from 'drizzle-orm';
import { LEDGER_GENESIS_HASH, chainEntry, type LedgerEntry, type LedgerEntryContent, type LedgerPayloads } from '@procura/domain/auction/ledger/auction-ledger.rules';
import type { Executor } from '../../../db/client';
import { auctionLedger } from '../../../db/schema/auction';

// The auction's hash-chained ledger in the database (docs/rules/auction-bidding.md#ledger). Appends happen inside the
// transaction that holds the auction row's lock (an offer, a transition, a disqualification), so
// sequences never collide and each entry chains after the head kept on that row.

/** An entry to append: the kind and its payload (sequence, auction and hash are the ledger's). */
export type LedgerDraft = { [K in keyof LedgerPayloads]: { kind: K; payload: LedgerPayloads[K] } }[keyof LedgerPayloads];

export interface LedgerHead {
  sequence: number;
  ledgerHeadHash: string | null;
}

/** Chains `drafts` after `head`, at `at`: the entries to store and the new head (pure: nothing is written). */
export function chainDrafts(auctionId: string, head: LedgerHead, at: Date, drafts: readonly LedgerDraft[]): { entries: LedgerEntry[]; head: LedgerHead } {
  let sequence = head.sequence;
  let hash = head.ledgerHeadHash ?? LEDGER_GENESIS_HASH;
  const entries = drafts.map((draft) => {
    sequence += 1;
    const entry = chainEntry(hash, { sequence, auctionId, at: at.toISOString(), ...draft } as LedgerEntryContent) as LedgerEntry;
    hash = entry.hash;
    return entry;
  });
  return { entries, head: { sequence, ledgerHeadHash: entries.length > 0 ? hash : head.ledgerHeadHash } };
}

/**
 * Chains and inserts `drafts` after `head`, at `at` (one INSERT), and returns the stored entries
 * with the new head. The caller writes the new head onto the auction row in its own UPDATE.
 */
export async function appendLedger(
  tx: Executor,
  auctionId: string,
  head: LedgerHead,
  at: Date,
  drafts: readonly LedgerDraft[],
): Promise<{ entries: LedgerEntry[]; head: LedgerHead }> {
  const chained = chainDrafts(auctionId, head, at, drafts);
  if (chained.entries.length > 0) await tx.insert(auctionLedger).values(chained.entries.map((e) => ({ ...e, payload: e.payload })));
  return chained;
}

/** The whole ledger of a session, in order, as stored. */
export async function ledgerOf(db: Executor, auctionId: string): Promise<LedgerEntry[]> {
  const rows = await db.select().from(auctionLedger).where(eq(auctionLedger.auctionId, auctionId)).orderBy(asc(auctionLedger.sequence));
  return rows.map((row) => ({ sequence: row.sequence, auctionId: row.auctionId, at: row.at, kind: row.kind, payload: row.payload, hash: row.hash }) as LedgerEntry);
}
