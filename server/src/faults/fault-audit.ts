import { eq } from 'drizzle-orm';
import type { LedgerEntry, LedgerVerification } from '@procura/domain/auction/ledger/auction-ledger.rules';
import type { Db } from '../db/client';
import { auctionOffers, auctions, auctionVendors } from '../db/schema/auction';
import type { AcknowledgedOffer, Bidder, ClientView } from './fault-bidders';

// What the fault tests compare after a fault: the clients' acknowledged offers against the ledger
// (read from a node's API as the buyer, keys matched through the stored offers), the chain, and
// each client's view against the room's last standings.

export async function api<T>(nodeUrl: string, path: string, token?: string): Promise<{ status: number; body: T }> {
  const answer = await fetch(`${nodeUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await answer.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: answer.status, body: body as T };
}

export interface LedgerAudit {
  entries: LedgerEntry[];
  verification: LedgerVerification;
  /** Acknowledged offers that are not in the ledger as acknowledged (key unknown, or another sequence or amount). */
  missing: string[];
  acknowledged: number;
  offersInLedger: number;
  /** The last change of the standings a room hears (every entry but STOP). */
  lastBoardSequence: number;
  lastBoardHash: string | null;
}

/** The offers acknowledged to these clients. */
export const acknowledgedBy = (bidders: Bidder[]): AcknowledgedOffer[] => bidders.flatMap((b) => [...b.acknowledged.values()]);

/** Every offer acknowledged to a client is in the ledger with its sequence and amount, and the chain verifies. */
export async function auditLedger(nodeUrl: string, db: Db, auctionId: string, buyerToken: string, acknowledgedOffers: AcknowledgedOffer[]): Promise<LedgerAudit> {
  const ledger = await api<{ data: { entries: LedgerEntry[] } }>(nodeUrl, `/api/secured/auction/${auctionId}/ledger`, buyerToken);
  if (ledger.status !== 200) throw new Error(`ledger answered ${ledger.status}: ${JSON.stringify(ledger.body)}`);
  const verify = await api<{ data: LedgerVerification }>(nodeUrl, `/api/secured/auction/${auctionId}/ledger/verify`, buyerToken);
  if (verify.status !== 200) throw new Error(`ledger/verify answered ${verify.status}: ${JSON.stringify(verify.body)}`);
  const entries = ledger.body.data.entries;
  const bySequence = new Map(entries.map((e) => [e.sequence, e]));
  const stored = await db.select().from(auctionOffers).where(eq(auctionOffers.auctionId, auctionId));
  const byKey = new Map(stored.map((o) => [o.idempotencyKey, o]));
  const missing: string[] = [];
  for (const ack of acknowledgedOffers) {
    const offer = byKey.get(ack.key);
    const entry = bySequence.get(ack.sequence);
    const inLedger =
      offer && entry && entry.kind === 'OFFER' && entry.payload.offerId === offer.id && offer.sequence === ack.sequence && Number(entry.payload.totalOffer) === Number(ack.totalOffer);
    if (!inLedger) missing.push(ack.key);
  }
  const board = entries.filter((e) => e.kind !== 'STOP').at(-1);
  return {
    entries,
    verification: verify.body.data,
    missing,
    acknowledged: acknowledgedOffers.length,
    offersInLedger: entries.filter((e) => e.kind === 'OFFER').length,
    lastBoardSequence: board?.sequence ?? 0,
    lastBoardHash: board?.hash ?? null,
  };
}

export async function auctionRowOf(db: Db, auctionId: string) {
  const [row] = await db.select().from(auctions).where(eq(auctions.id, auctionId));
  return row!;
}

/**
 * Clients whose view is not the room's final one: standings older than the last change, a head hash
 * that is not the ledger's at the view's sequence, or another leading price, end or status.
 */
export function inconsistentClients(
  bidders: Bidder[],
  audit: Pick<LedgerAudit, 'entries' | 'lastBoardSequence'>,
  expected: (bidder: Bidder) => Pick<ClientView, 'leadingPrice' | 'endTime' | 'status' | 'lastOffer'>,
): Array<{ index: number; view: ClientView | null }> {
  const hashAt = new Map(audit.entries.map((e) => [e.sequence, e.hash]));
  const consistent = (bidder: Bidder) => {
    const view = bidder.view;
    if (!view || view.sequence < audit.lastBoardSequence || view.ledgerHeadHash !== hashAt.get(view.sequence)) return false;
    return Object.entries(expected(bidder)).every(([k, v]) => view[k as keyof ClientView] === v);
  };
  return bidders.map((bidder, index) => ({ index, view: bidder.view, ok: consistent(bidder) })).filter((c) => !c.ok).map(({ index, view }) => ({ index, view }));
}

/** Each vendor's own last offer as the database holds it (its standing), by procurement vendor id. */
export async function lastOffersOf(db: Db, auctionId: string): Promise<Map<string, string | null>> {
  const rows = await db.select().from(auctionVendors).where(eq(auctionVendors.auctionId, auctionId));
  return new Map(rows.map((r) => [r.procurementVendorId, r.lastTotal]));
}

/** Refusals of all clients by message (amounts as #), most frequent first. */
export function refusalsOf(bidders: Bidder[]): string {
  const all = new Map<string, number>();
  for (const b of bidders) for (const [msg, n] of b.refusals) all.set(msg, (all.get(msg) ?? 0) + n);
  return [...all].sort((x, y) => y[1] - x[1]).map(([msg, n]) => `${n} '${msg}'`).join(', ') || 'none';
}

/** How many offers of the ledger that a client may see (all in OPEN, its vendor's own in CLOSE) it never heard of, summed. */
export function missedOffers(bidders: Bidder[], entries: LedgerEntry[], auctionType: 'OPEN' | 'CLOSE'): number {
  const offers = entries.flatMap((e) => (e.kind === 'OFFER' ? [{ sequence: e.sequence, vendorId: e.payload.vendorId }] : []));
  return bidders.reduce((sum, b) => sum + offers.filter((o) => (auctionType === 'OPEN' || o.vendorId === b.vendorId) && !b.knownOffers.has(o.sequence)).length, 0);
}
