import { asc, eq } from 'drizzle-orm';
import { chainNegotiationDrafts, type NegotiationLedgerDraft, type NegotiationLedgerEntry } from '@procura/domain/negotiation/negotiation-ledger.rules';
import type { LedgerHeadVerification } from '@procura/domain/auction/ledger/auction-ledger.rules';
import type { Executor } from '../../../db/client';
import { negotiationLedger, negotiations } from '../../../db/schema/negotiation';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { appendLedgerEntries, type LedgerChain } from '../../../platform/ledger-append';
import { runHeavy } from '../../../platform/heavy-work/heavy-pool';
import { requireNegotiationViewer, type NegotiationRow } from '../negotiation-access';

// The negotiation's hash-chained ledger (the auction's chain, docs/rules/auction-bidding.md#ledger),
// appended through the one ledger contract (platform/ledger-append). Appends happen inside the
// transaction holding the negotiation row's lock, so sequences never collide; the new head is written
// back onto that row here.

/** The negotiation's ledger to the append contract: its chain rules and its table. */
function negotiationLedgerChain(negotiationId: string): LedgerChain<NegotiationLedgerDraft, NegotiationLedgerEntry> {
  return {
    chain: (head, at, drafts) => chainNegotiationDrafts(head, negotiationId, at, drafts),
    insert: (tx, entries) =>
      tx.insert(negotiationLedger).values(entries.map((e) => ({ negotiationId: e.negotiationId, sequence: e.sequence, at: e.at, kind: e.kind, payload: e.payload, hash: e.hash }))),
  };
}

/** Chains and inserts `drafts` after the row's head, at `at`, and moves the head on the row. */
export async function appendNegotiationLedger(tx: Executor, negotiation: NegotiationRow, at: Date, drafts: readonly NegotiationLedgerDraft[]): Promise<NegotiationLedgerEntry[]> {
  const { entries, head } = await appendLedgerEntries(tx, negotiationLedgerChain(negotiation.id), negotiation, at, drafts);
  if (entries.length === 0) return entries;
  await tx.update(negotiations).set({ sequence: head.sequence, ledgerHeadHash: head.ledgerHeadHash }).where(eq(negotiations.id, negotiation.id));
  return entries;
}

/** The whole ledger of a negotiation, in order, as stored. */
export async function negotiationLedgerOf(db: Executor, negotiationId: string): Promise<NegotiationLedgerEntry[]> {
  const rows = await db.select().from(negotiationLedger).where(eq(negotiationLedger.negotiationId, negotiationId)).orderBy(asc(negotiationLedger.sequence));
  return rows.map((row) => ({ sequence: row.sequence, negotiationId: row.negotiationId, at: row.at, kind: row.kind, payload: row.payload, hash: row.hash }) as NegotiationLedgerEntry);
}

/** GET negotiation/{id}/ledger: the parties see the whole chain (both sides of every offer are theirs); spectators too (they watch it all). */
export async function readNegotiationLedger(ctx: AppContext, user: AuthUser, negotiationId: string): Promise<{ negotiationId: string; headHash: string | null; entries: NegotiationLedgerEntry[] }> {
  const { negotiation } = await requireNegotiationViewer(ctx.db, user, negotiationId);
  const entries = await negotiationLedgerOf(ctx.db, negotiation.id);
  return { negotiationId: negotiation.id, headHash: entries.at(-1)?.hash ?? null, entries };
}

/**
 * GET negotiation/{id}/ledger/verify: the server recomputes the chain from the stored entries and
 * measures it against the head the negotiation row keeps (entries removed or re-chained: decision 168).
 */
export async function verifyNegotiationLedgerOf(ctx: AppContext, user: AuthUser, negotiationId: string): Promise<LedgerHeadVerification> {
  const { negotiation } = await requireNegotiationViewer(ctx.db, user, negotiationId);
  const entries = await negotiationLedgerOf(ctx.db, negotiation.id);
  // Recomputed on the heavy-work thread (docs/decisions.md 220).
  return runHeavy('negotiationLedgerChain', { entries, head: { sequence: negotiation.sequence, headHash: negotiation.ledgerHeadHash } });
}
