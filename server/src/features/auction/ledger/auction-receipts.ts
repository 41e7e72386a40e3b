import { sql } from 'drizzle-orm';
import type { OfferReceipt, OfferReceiptLine, OfferReceiptsView } from '@procura/domain/auction/ledger/offer-receipt.rules';
import type { Executor } from '../../../db/client';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { notFound, requireAudience, type AuctionRow } from '../room/auction-access';

// Offer receipts (docs/rules/auction-bidding.md#receipts, decisions 209-210): an offer's sequence, its
// entry's hash, and the head right after the commit that took it. Every entry of one commit carries
// the commit's time, and after the offer a commit writes only its consequences: the extension it
// caused and the proxy offers it called for (byProxy). So the head of the offer's commit is the last
// of the entries that follow it at the same time and are such consequences. A receipt is read from
// the ledger, so a retry and GET …/receipts answer the same receipt as the first acknowledgement;
// nothing is stored for it.

type OfferRow = { sequence: number; at: string; total_offer: string | null; hash: string };
type FollowerRow = { sequence: number; at: string; kind: string; by_proxy: string | null; hash: string };
type ReceiptRow = OfferRow & { head_hash: string };

/** Entries a commit writes after its offer: the extension and the proxies' offers. */
const consequence = (row: FollowerRow) => row.kind === 'EXTENSION' || (row.kind === 'OFFER' && row.by_proxy === 'true');

/** The OFFER entries at `sequence` or of one vendor, each with the head of the commit that wrote it (two reads). */
async function receiptRows(db: Executor, auctionId: string, filter: { sequence: number } | { vendorId: string }): Promise<ReceiptRow[]> {
  const which = 'sequence' in filter ? sql`l.sequence = ${filter.sequence}::int` : sql`l.payload->>'vendorId' = ${filter.vendorId}`;
  const offers = ((await db.execute(sql`
    select l.sequence, l.at, l.payload->>'totalOffer' as total_offer, l.hash from auction_ledger l
    where l.auction_id = ${auctionId}::uuid and l.kind = 'OFFER' and ${which} order by l.sequence`)) as unknown as { rows: OfferRow[] }).rows.map((r) => ({ ...r, sequence: Number(r.sequence) }));
  if (offers.length === 0) return [];
  const times = [...new Set(offers.map((o) => o.at))];
  const followers = ((await db.execute(sql`
    select l.sequence, l.at, l.kind, l.payload->>'byProxy' as by_proxy, l.hash from auction_ledger l
    where l.auction_id = ${auctionId}::uuid and l.at in (${sql.join(times.map((at) => sql`${at}`), sql`, `)}) and l.sequence > ${offers[0]!.sequence}::int`)) as unknown as { rows: FollowerRow[] }).rows;
  const bySequence = new Map(followers.map((f) => [Number(f.sequence), f]));
  return offers.map((offer) => {
    let head = offer.hash;
    for (let sequence = offer.sequence + 1; ; sequence += 1) {
      const next = bySequence.get(sequence);
      if (!next || next.at !== offer.at || !consequence(next)) break;
      head = next.hash;
    }
    return { ...offer, head_hash: head };
  });
}

const receiptOf = (row: ReceiptRow): OfferReceipt => ({ sequence: row.sequence, entryHash: row.hash, headHash: row.head_hash });

/** The receipt of the offer at `sequence` (a retry's answer). */
export async function receiptAt(db: Executor, auctionId: string, sequence: number): Promise<OfferReceipt> {
  const [row] = await receiptRows(db, auctionId, { sequence });
  if (!row) throw new Error(`no ledger entry for the offer at ${sequence} of ${auctionId}`);
  return receiptOf(row);
}

/**
 * The receipt of an offer just committed, `moved` the session row after the commit (its head is the
 * commit's): when the offer is that head (nothing followed it) nothing is read; otherwise its entry's hash is.
 */
export async function receiptOfCommit(db: Executor, moved: AuctionRow, offerSequence: number): Promise<OfferReceipt> {
  const head = moved.ledgerHeadHash!;
  if (moved.sequence === offerSequence) return { sequence: offerSequence, entryHash: head, headHash: head };
  const result = (await db.execute(sql`select hash from auction_ledger where auction_id = ${moved.id}::uuid and sequence = ${offerSequence}::int`)) as unknown as { rows: Array<{ hash: string }> };
  return { sequence: offerSequence, entryHash: result.rows[0]!.hash, headHash: head };
}

/** An OFFER line as GET …/receipts lists it. */
const lineOf = (auctionId: string, row: ReceiptRow): OfferReceiptLine => ({ auctionId, at: row.at, totalOffer: row.total_offer ?? '', ...receiptOf(row) });

/** A vendor's receipts in the session, in ledger order (also an objection's evidence). */
export async function receiptLinesOf(db: Executor, auctionId: string, vendorId: string): Promise<OfferReceiptLine[]> {
  return (await receiptRows(db, auctionId, { vendorId })).map((row) => lineOf(auctionId, row));
}

/**
 * GET …/receipts: the calling vendor's receipts in the session, in ledger order, and its name (for
 * the PDF). A vendor that did not attend, the buyer (it makes no offers) and anyone else: 404.
 */
export async function vendorReceipts(ctx: AppContext, user: AuthUser, auctionId: string): Promise<{ view: OfferReceiptsView; vendorName: string; auction: AuctionRow }> {
  const { auction, procurement, audience } = await requireAudience(ctx.db, user, auctionId);
  if (audience.kind !== 'vendor' || audience.invitation.status !== 'ATTEND') throw notFound();
  const receipts = await receiptLinesOf(ctx.db, auction.id, audience.invitation.procurementVendorId);
  return { view: { auctionId: auction.id, auctionNumber: auction.auctionNumber, currency: procurement.currency ?? 'IDR', receipts }, vendorName: audience.invitation.vendorName, auction };
}
