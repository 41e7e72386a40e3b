import { and, eq, inArray } from 'drizzle-orm';
import { sourcesOf, type AuctionActor } from '@procura/domain/auction/session/auction-status.rules';
import type { AuctionSessionStatus } from '@procura/domain/procurement/procurement.enums';
import { isAuctionDone } from '@procura/domain/auction/session/auction-status.rules';
import type { Executor } from '../../db/client';
import { auctions } from '../../db/schema/auction';
import { appendLedger, type LedgerDraft } from './ledger/auction-ledger.store';
import { writeFinalPrices } from './auction-results';

export type { AuctionRecord } from './auction-record';
import type { AuctionRecord } from './auction-record';

/**
 * Moves one session to `to` as `actor` may (the one transition table in domain), as a conditional
 * `UPDATE … WHERE id = ? AND status IN (sources) RETURNING`: of two concurrent requests, or two
 * nodes' schedulers, exactly one gets the row back; the other gets undefined and does nothing more.
 */
export async function applyTransition(
  tx: Executor,
  auctionId: string,
  to: AuctionSessionStatus,
  actor: AuctionActor,
  values: Partial<typeof auctions.$inferInsert> & { updatedAt: Date },
): Promise<AuctionRecord | undefined> {
  const sources = sourcesOf(to, actor);
  if (sources.length === 0) return undefined;
  const [row] = await tx
    .update(auctions)
    .set({ ...values, status: to })
    .where(and(eq(auctions.id, auctionId), inArray(auctions.status, sources)))
    .returning();
  if (row) return recordTransition(tx, row, values.updatedAt);
  return row;
}

/** What the ledger says of a move (START, STOP, CANCEL; DRAFT -> NOT_STARTED is not in it). */
function ledgerDraftOf(row: AuctionRecord): LedgerDraft | null {
  switch (row.status) {
    case 'ON_GOING':
      return { kind: 'START', payload: { startTime: row.startTime.toISOString(), endTime: row.endTime.toISOString() } };
    case 'DONE':
      // The actual end: the scheduler's at the end time as it stands, a Stop Session's at that moment (it moves endTime).
      return { kind: 'STOP', payload: { endTime: row.endTime.toISOString() } };
    case 'CANCELED':
      return { kind: 'CANCEL', payload: { reason: row.cancelReason ?? '' } };
    default:
      return null;
  }
}

/**
 * The moved row's ledger entry, in the transaction of the move (the row is locked by its UPDATE);
 * a REALTIME session that ends DONE also writes the final prices to the procurement.
 */
async function recordTransition(tx: Executor, row: AuctionRecord, now: Date): Promise<AuctionRecord> {
  const draft = ledgerDraftOf(row);
  if (!draft) return row;
  const { head } = await appendLedger(tx, row, row, now, [draft]);
  await tx.update(auctions).set(head).where(eq(auctions.id, row.id));
  if (isAuctionDone(row.status)) await writeFinalPrices(tx, row, now);
  return { ...row, ...head };
}
