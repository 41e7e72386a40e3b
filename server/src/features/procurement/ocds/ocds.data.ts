import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { auctionInvitations } from '../../../db/schema/auction';
import { companies } from '../../../db/schema/company';
import { negotiationBatches, negotiations } from '../../../db/schema/negotiation';
import { procurementVendors } from '../../../db/schema/procurement';
import { doneSessionsOf, loadBoard, offerLogOf, rankingOf, type AuctionRow } from '../../auction';
import type { ProcurementRow } from '../procurement-access';
import { itemsOf, rankedVendorsOf } from '../vendors/evaluation.queries';

// What the OCDS export (docs/rules/reports-dashboard-help.md#open-contracting-data) reads: the procurement, its
// items, every DONE auction session with each attending vendor's final offer and place, the final
// prices of the DONE negotiations, and the evaluation's winner. Names of companies only: no e-mail,
// phone or person's name is read.

export interface OcdsSessionBid {
  vendorId: string;
  vendorName: string;
  lastPrice: string | null;
  lastOfferAt: string | null;
  ranking: number | null;
  /** Its standing offer was struck out by the buyer, leaving none. */
  disqualified: boolean;
}

export interface OcdsSession {
  auction: AuctionRow;
  invited: number;
  attending: number;
  bids: OcdsSessionBid[];
}

export interface OcdsNegotiation {
  negotiationId: string;
  batchId: string;
  vendorId: string;
  vendorName: string;
  finalPrice: string;
  endedAt: Date | null;
}

export interface OcdsData {
  buyer: { id: string; name: string };
  procurement: ProcurementRow;
  items: Awaited<ReturnType<typeof itemsOf>>;
  sessions: OcdsSession[];
  negotiations: OcdsNegotiation[];
  /** Rank 1 of the evaluation with the winner mark, with the price it won at. */
  winner: { vendorId: string; vendorName: string; price: string } | null;
}

async function sessionOf(db: Executor, auction: AuctionRow, procurement: ProcurementRow): Promise<OcdsSession> {
  const board = await loadBoard(db, auction, procurement);
  const offers = await offerLogOf(db, auction.id);
  const [invited] = await db.select({ n: count() }).from(auctionInvitations).where(eq(auctionInvitations.auctionId, auction.id));
  const offered = new Set(offers.map((o) => o.vendorId));
  const struck = new Set(offers.filter((o) => o.priceDisqualified).map((o) => o.vendorId));
  const bids = rankingOf(board)
    .filter((row) => offered.has(row.standing.vendorId))
    .map((row) => ({
      vendorId: row.standing.vendorId,
      vendorName: row.standing.name,
      lastPrice: row.standing.lastPrice,
      lastOfferAt: row.standing.lastOfferAt,
      ranking: row.ranking,
      disqualified: row.standing.lastPrice === null && struck.has(row.standing.vendorId),
    }));
  return { auction, invited: invited?.n ?? 0, attending: board.participants.length, bids };
}

async function negotiationsOf(db: Executor, procurementId: string): Promise<OcdsNegotiation[]> {
  const batches = await db
    .select({ id: negotiationBatches.id })
    .from(negotiationBatches)
    .where(and(eq(negotiationBatches.procurementId, procurementId), eq(negotiationBatches.status, 'DONE')));
  if (batches.length === 0) return [];
  const rows = await db
    .select({
      negotiationId: negotiations.id,
      batchId: negotiations.batchId,
      vendorId: negotiations.procurementVendorId,
      vendorName: procurementVendors.name,
      finalPrice: negotiations.finalPrice,
      endedAt: negotiations.endDate,
    })
    .from(negotiations)
    .innerJoin(procurementVendors, eq(procurementVendors.id, negotiations.procurementVendorId))
    .where(inArray(negotiations.batchId, batches.map((b) => b.id)))
    .orderBy(asc(negotiations.createdAt), asc(negotiations.id));
  return rows.flatMap((row) => (row.finalPrice === null ? [] : [{ ...row, finalPrice: row.finalPrice }]));
}

/** The export's data for a procurement already checked to be the caller's. */
export async function loadOcdsData(db: Executor, procurement: ProcurementRow): Promise<OcdsData> {
  const [company] = await db.select({ id: companies.id, name: companies.companyName }).from(companies).where(eq(companies.id, procurement.companyId));
  const sessions: OcdsSession[] = [];
  for (const auction of await doneSessionsOf(db, procurement.id)) sessions.push(await sessionOf(db, auction, procurement));
  const ranked = await rankedVendorsOf(db, procurement);
  const top = ranked.find((row) => row.scores.winner);
  const winner = top && top.scores.lastPrice !== null ? { vendorId: top.entry.id, vendorName: top.entry.name, price: top.scores.lastPrice } : null;
  return {
    buyer: { id: company?.id ?? procurement.companyId, name: company?.name ?? '' },
    procurement,
    items: await itemsOf(db, procurement.id),
    sessions,
    negotiations: await negotiationsOf(db, procurement.id),
    winner,
  };
}
