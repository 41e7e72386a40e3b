import { sql } from 'drizzle-orm';
import type { OfferReceipt, OfferReceiptLine, OfferReceiptsView } from '@procura/domain/auction/ledger/offer-receipt.rules';
import type { Executor } from '../../../db/client';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { notFound, requireAudience, type AuctionRow } from '../room/auction-access';

// Offer receipts (docs/rules/auction-bidding.md#receipts, decisions 209-210): an offer's sequence, its
// entry's hash, and the head right after the commit that took it. That commit wrote the offer and,
// in injury time, its EXTENSION (same time, next sequence): the head is the extension's hash then,
// else the offer's own. A receipt is read from the ledger, so a retry and GET …/receipts answer the
// same receipt as the first acknowledgement; nothing is stored for it.

type ReceiptRow = { sequence: number; at: string; total_offer: string | null; entry_hash: string; head_hash: string };

/** The receipts of the offers at `sequences` (null for none) or of one vendor's offers, from the ledger. */
async function receiptRows(db: Executor, auctionId: string, filter: { sequence: number } | { vendorId: string }): Promise<ReceiptRow[]> {
  const which = 'sequence' in filter ? sql`l.sequence = ${filter.sequence}::int` : sql`l.payload->>'vendorId' = ${filter.vendorId}`;
  const result = (await db.execute(sql`
    select l.sequence, l.at, l.payload->>'totalOffer' as total_offer, l.hash as entry_hash, coalesce(n.hash, l.hash) as head_hash
    from auction_ledger l
    left join auction_ledger n on n.auction_id = l.auction_id and n.sequence = l.sequence + 1 and n.kind = 'EXTENSION'
      and n.at = l.at and n.payload->>'cause' = 'INJURY_TIME'
    where l.auction_id = ${auctionId}::uuid and l.kind = 'OFFER' and ${which}
    order by l.sequence`)) as unknown as { rows: ReceiptRow[] };
  return result.rows.map((r) => ({ ...r, sequence: Number(r.sequence) }));
}

const receiptOf = (row: ReceiptRow): OfferReceipt => ({ sequence: row.sequence, entryHash: row.entry_hash, headHash: row.head_hash });

/** The receipt of the offer at `sequence` (a retry's answer, or an offer whose commit also extended the end). */
export async function receiptAt(db: Executor, auctionId: string, sequence: number): Promise<OfferReceipt> {
  const [row] = await receiptRows(db, auctionId, { sequence });
  if (!row) throw new Error(`no ledger entry for the offer at ${sequence} of ${auctionId}`);
  return receiptOf(row);
}

/**
 * The receipt of an offer just committed, `moved` the session row after the commit: when the offer
 * is the head (no extension came with it) nothing is read; otherwise the ledger is.
 */
export async function receiptOfCommit(db: Executor, moved: AuctionRow, offerSequence: number): Promise<OfferReceipt> {
  if (moved.sequence === offerSequence && moved.ledgerHeadHash) return { sequence: offerSequence, entryHash: moved.ledgerHeadHash, headHash: moved.ledgerHeadHash };
  return receiptAt(db, moved.id, offerSequence);
}

/** An OFFER line as GET …/receipts lists it. */
const lineOf = (auctionId: string, row: ReceiptRow): OfferReceiptLine => ({ auctionId, at: row.at, totalOffer: row.total_offer ?? '', ...receiptOf(row) });

/**
 * GET …/receipts: the calling vendor's receipts in the session, in ledger order, and its name (for
 * the PDF). A vendor that did not attend, the buyer (it makes no offers) and anyone else: 404.
 */
export async function vendorReceipts(ctx: AppContext, user: AuthUser, auctionId: string): Promise<{ view: OfferReceiptsView; vendorName: string }> {
  const { auction, procurement, audience } = await requireAudience(ctx.db, user, auctionId);
  if (audience.kind !== 'vendor' || audience.invitation.status !== 'ATTEND') throw notFound();
  const rows = await receiptRows(ctx.db, auction.id, { vendorId: audience.invitation.procurementVendorId });
  const receipts = rows.map((row) => lineOf(auction.id, row));
  return { view: { auctionId: auction.id, auctionNumber: auction.auctionNumber, currency: procurement.currency ?? 'IDR', receipts }, vendorName: audience.invitation.vendorName };
}
