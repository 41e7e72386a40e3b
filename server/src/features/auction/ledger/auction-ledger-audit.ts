import { and, asc, count, eq, gt, inArray, isNotNull, lte, max, min } from 'drizzle-orm';
import { ledgerAmount, type LedgerEntry, type LedgerOfferItem } from '@procura/domain/auction/ledger/auction-ledger.rules';
import { replay, type AuctionStanding } from '@procura/domain/auction/bidding/auction-standing.rules';
import { toMoney } from '@procura/domain/common/money/money';
import { priceDirectionOf } from '@procura/domain/procurement/procurement.enums';
import { isAuctionDone, isAuctionRunning } from '@procura/domain/auction/session/auction-status.rules';
import type { Db, Executor } from '../../../db/client';
import { readInWindows } from '../../../platform/heavy-work/paged-read';
import { auctionOffers, auctions, auctionVendors } from '../../../db/schema/auction';
import { negotiations } from '../../../db/schema/negotiation';
import { procurementVendorItems, procurementVendors } from '../../../db/schema/procurement';
import type { AuctionRow, ProcurementRow } from '../room/auction-access';
import { ledgerRangeOf } from './auction-ledger.store';

// What GET …/ledger/verify compares besides the chain (decision 168): the standings and final prices kept
// beside the ledger are a replay of it (docs/rules/auction-bidding.md#ledger), so each stored figure is re-derived from the
// ledger and every difference is named. The session row (leading price, extensions, end, status), each
// offer row (vendor, sequence, amount, items, disqualified), each vendor's standing row and, for a
// REALTIME session that ended DONE, the final prices it wrote to the procurement's vendors, where no
// later session or negotiation has since replaced them.

/** One difference; `vendorId` names whose figure it is (another vendor's is told without its figures). */
export interface AuditProblem {
  vendorId: string | null;
  text: string;
}

type OfferRow = Pick<typeof auctionOffers.$inferSelect, 'id' | 'procurementVendorId' | 'sequence' | 'totalOffer' | 'items' | 'disqualifiedAt'>;
type StandingRow = Pick<typeof auctionVendors.$inferSelect, 'procurementVendorId' | 'lastOfferId' | 'lastTotal' | 'lastSequence' | 'lastUnitOffers'>;

export interface StoredFigures {
  offers: OfferRow[];
  standings: StandingRow[];
  /** procurementVendorId -> its last price, for the vendors whose price this session wrote and nothing replaced since. */
  finalPrices: Map<string, string | null>;
  /** procurementVendorId -> procurementItemId -> last unit price, for the same vendors. */
  finalUnitPrices: Map<string, Map<string, string | null>>;
}

const sameMoney = (a: string | null | undefined, b: string | null | undefined) => (a == null || b == null ? a == null && b == null : toMoney(a).equals(toMoney(b)));
const shown = (value: string | number | null | undefined) => (value == null ? 'none' : String(value));
const itemsText = (items: readonly LedgerOfferItem[]) =>
  items.length === 0 ? 'none' : items.map((i) => `${i.auctionItemId}=${ledgerAmount(i.unitOffer)}`).sort().join(', ');

function samePrices(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameMoney(a[key], b[key]));
}

const STATUS_OF_PHASE: Record<AuctionStanding['phase'], readonly string[]> = {
  NOT_STARTED: ['DRAFT', 'NOT_STARTED'],
  ON_GOING: ['ON_GOING'],
  DONE: ['DONE'],
  CANCELED: ['CANCELED'],
};

function sessionProblems(auction: AuctionRow, state: AuctionStanding): AuditProblem[] {
  const problems: AuditProblem[] = [];
  const session = (text: string) => problems.push({ vendorId: null, text });
  if (!STATUS_OF_PHASE[state.phase].includes(auction.status)) session(`the session is ${auction.status}, the ledger says ${state.phase}`);
  if (!sameMoney(auction.leadingPrice, state.leadingPrice)) {
    session(`the session's leading price is ${shown(auction.leadingPrice)}, the ledger's ${shown(state.leadingPrice)}`);
  }
  if (!samePrices(auction.itemLeadingPrices, state.itemLeadingPrices)) session("the session's leading unit prices differ from the ledger's");
  if (auction.extensionsUsed !== state.extensionsUsed) session(`the session counts ${auction.extensionsUsed} extensions, the ledger ${state.extensionsUsed}`);
  if (state.endTime !== null && auction.endTime.toISOString() !== state.endTime) {
    session(`the session ends at ${auction.endTime.toISOString()}, the ledger at ${state.endTime}`);
  }
  // A running session's pause is the ledger's too (PAUSE sets it, RESUME clears it).
  const pausedAt = auction.pausedAt?.toISOString() ?? null;
  if (isAuctionRunning(auction.status) && pausedAt !== state.pausedAt) {
    const said = (at: string | null) => (at ? `paused since ${at}` : 'not paused');
    session(`the session is ${said(pausedAt)}, the ledger says ${said(state.pausedAt)}`);
  }
  return problems;
}

function offerProblems(entries: readonly LedgerEntry[], state: AuctionStanding, offers: readonly OfferRow[]): AuditProblem[] {
  const problems: AuditProblem[] = [];
  const inLedger = new Map<string, Extract<LedgerEntry, { kind: 'OFFER' }>>();
  for (const entry of entries) if (entry.kind === 'OFFER') inLedger.set(entry.payload.offerId, entry);
  const stored = new Set<string>();
  for (const row of offers) {
    stored.add(row.id);
    const entry = inLedger.get(row.id);
    const about = (text: string) => problems.push({ vendorId: row.procurementVendorId, text: `offer ${row.id} (sequence ${row.sequence}): ${text}` });
    if (!entry) {
      about(`stored (amount ${ledgerAmount(row.totalOffer)}) but not in the ledger`);
      continue;
    }
    if (entry.payload.vendorId !== row.procurementVendorId) about(`stored for vendor ${row.procurementVendorId}, the ledger's is ${entry.payload.vendorId}`);
    if (entry.sequence !== row.sequence) about(`the ledger has it at sequence ${entry.sequence}`);
    if (!sameMoney(row.totalOffer, entry.payload.totalOffer)) about(`stored amount ${ledgerAmount(row.totalOffer)}, the ledger's ${entry.payload.totalOffer}`);
    if (itemsText(row.items) !== itemsText(entry.payload.items)) about(`stored unit prices ${itemsText(row.items)}, the ledger's ${itemsText(entry.payload.items)}`);
    const disqualified = state.offers[row.id]?.disqualified ?? false;
    if ((row.disqualifiedAt !== null) !== disqualified) {
      about(row.disqualifiedAt !== null ? 'stored as disqualified, the ledger never disqualified it' : 'stored as valid, the ledger disqualified it');
    }
  }
  for (const [offerId, entry] of inLedger) {
    if (!stored.has(offerId)) problems.push({ vendorId: entry.payload.vendorId, text: `offer ${offerId} (sequence ${entry.sequence}): in the ledger (amount ${entry.payload.totalOffer}) but not stored` });
  }
  return problems;
}

function standingProblems(state: AuctionStanding, standings: readonly StandingRow[]): AuditProblem[] {
  const problems: AuditProblem[] = [];
  const rows = new Map(standings.map((row) => [row.procurementVendorId, row]));
  const vendorIds = new Set([...rows.keys(), ...Object.keys(state.vendors)]);
  for (const vendorId of vendorIds) {
    const row = rows.get(vendorId);
    const derived = state.vendors[vendorId];
    const last = derived?.lastOffer ?? null;
    const about = (text: string) => problems.push({ vendorId, text: `vendor ${vendorId}'s standing: ${text}` });
    if (!row) {
      if (last) about(`no standing row, the ledger's last price is ${last.totalOffer}`);
      continue;
    }
    if (!sameMoney(row.lastTotal, last?.totalOffer)) about(`stored last price ${shown(row.lastTotal)}, the ledger's ${shown(last?.totalOffer)}`);
    if (row.lastSequence !== (last?.sequence ?? null)) about(`stored last offer at sequence ${shown(row.lastSequence)}, the ledger's at ${shown(last?.sequence)}`);
    else if (row.lastOfferId !== (last?.offerId ?? null)) about(`stored last offer ${shown(row.lastOfferId)}, the ledger's ${shown(last?.offerId)}`);
    if (!samePrices(row.lastUnitOffers, derived?.lastUnitOffers ?? {})) about("stored unit prices differ from the ledger's");
  }
  return problems;
}

function finalPriceProblems(state: AuctionStanding, stored: StoredFigures): AuditProblem[] {
  const problems: AuditProblem[] = [];
  for (const [vendorId, price] of stored.finalPrices) {
    const derived = state.vendors[vendorId];
    if (!derived?.lastOffer) continue;
    if (!sameMoney(price, derived.lastOffer.totalOffer)) {
      problems.push({ vendorId, text: `vendor ${vendorId}'s final price in the procurement is ${shown(price)}, the ledger's ${derived.lastOffer.totalOffer}` });
    }
    for (const [itemId, unitPrice] of stored.finalUnitPrices.get(vendorId) ?? []) {
      const ledgerUnit = derived.lastUnitOffers[itemId];
      if (ledgerUnit !== undefined && !sameMoney(unitPrice, ledgerUnit)) {
        problems.push({ vendorId, text: `vendor ${vendorId}'s final unit price of item ${itemId} in the procurement is ${shown(unitPrice)}, the ledger's ${ledgerUnit}` });
      }
    }
  }
  return problems;
}

/** Every difference between the figures stored beside the ledger and a replay of `entries` (pure). */
export function auditStoredFigures(auction: AuctionRow, procurement: ProcurementRow, entries: readonly LedgerEntry[], stored: StoredFigures): AuditProblem[] {
  let state: AuctionStanding;
  try {
    state = replay(priceDirectionOf(procurement.negotiationType), entries);
  } catch {
    return [{ vendorId: null, text: 'the ledger entries cannot be replayed (a payload is not what its kind records)' }];
  }
  return [
    ...sessionProblems(auction, state),
    ...offerProblems(entries, state, stored.offers),
    ...standingProblems(state, stored.standings),
    ...finalPriceProblems(state, stored),
  ];
}

/**
 * The final prices a REALTIME session that ended DONE wrote (auction-results), for the vendors whose
 * price no later DONE session and no negotiation with a final price has replaced since.
 */
async function finalPricesOf(db: Executor, auction: AuctionRow): Promise<Pick<StoredFigures, 'finalPrices' | 'finalUnitPrices'>> {
  const none = { finalPrices: new Map(), finalUnitPrices: new Map() };
  if (!isAuctionDone(auction.status) || auction.auctionModel !== 'REALTIME') return none;
  const written = await db
    .select({ vendorId: auctionVendors.procurementVendorId })
    .from(auctionVendors)
    .where(and(eq(auctionVendors.auctionId, auction.id), isNotNull(auctionVendors.lastTotal)));
  if (written.length === 0) return none;
  const ended = auction.endedAt ?? auction.endTime;
  const later = await db
    .select({ vendorId: auctionVendors.procurementVendorId })
    .from(auctionVendors)
    .innerJoin(auctions, eq(auctions.id, auctionVendors.auctionId))
    .where(
      and(
        eq(auctions.procurementId, auction.procurementId),
        eq(auctions.status, 'DONE'),
        eq(auctions.auctionModel, 'REALTIME'),
        gt(auctions.endedAt, ended),
        isNotNull(auctionVendors.lastTotal),
      ),
    );
  const vendorIds = written.map((w) => w.vendorId);
  const negotiated = await db
    .select({ vendorId: negotiations.procurementVendorId })
    .from(negotiations)
    .where(and(inArray(negotiations.procurementVendorId, vendorIds), isNotNull(negotiations.finalPrice)));
  const replaced = new Set([...later, ...negotiated].map((r) => r.vendorId));
  const kept = vendorIds.filter((id) => !replaced.has(id));
  if (kept.length === 0) return none;
  const prices = await db.select({ id: procurementVendors.id, lastPrice: procurementVendors.lastPrice }).from(procurementVendors).where(inArray(procurementVendors.id, kept));
  const units = await db
    .select({ vendorId: procurementVendorItems.procurementVendorId, itemId: procurementVendorItems.procurementItemId, lastPrice: procurementVendorItems.lastPrice })
    .from(procurementVendorItems)
    .where(inArray(procurementVendorItems.procurementVendorId, kept));
  const finalUnitPrices = new Map<string, Map<string, string | null>>();
  for (const unit of units) {
    if (!finalUnitPrices.has(unit.vendorId)) finalUnitPrices.set(unit.vendorId, new Map());
    finalUnitPrices.get(unit.vendorId)!.set(unit.itemId, unit.lastPrice);
  }
  return { finalPrices: new Map(prices.map((p) => [p.id, p.lastPrice])), finalUnitPrices };
}

/** The session's offers after sequence `after` and up to `through` (either bound may be left out), in ledger order, read in windows of sequences. */
async function offersInRange(db: Executor, auctionId: string, range: { after?: number; through?: number }): Promise<OfferRow[]> {
  const within = (after: number | undefined, through: number | undefined) =>
    and(
      eq(auctionOffers.auctionId, auctionId),
      after === undefined ? undefined : gt(auctionOffers.sequence, after),
      through === undefined ? undefined : lte(auctionOffers.sequence, through),
    );
  const [span] = await db
    .select({ first: min(auctionOffers.sequence), last: max(auctionOffers.sequence), rows: count() })
    .from(auctionOffers)
    .where(within(range.after, range.through));
  return readInWindows(span!, (after, through) =>
    db
      .select({
        id: auctionOffers.id,
        procurementVendorId: auctionOffers.procurementVendorId,
        sequence: auctionOffers.sequence,
        totalOffer: auctionOffers.totalOffer,
        items: auctionOffers.items,
        disqualifiedAt: auctionOffers.disqualifiedAt,
      })
      .from(auctionOffers)
      .where(within(after, through))
      .orderBy(asc(auctionOffers.sequence)),
  );
}

/** What GET …/ledger/verify measures: the session row (its head), the stored entries and the figures a replay of them must reproduce. */
export interface AuditRows {
  auction: AuctionRow;
  entries: LedgerEntry[];
  stored: StoredFigures;
}

/**
 * The ledger and the stored figures of a session, read as of one head (decision 233): the session row
 * and its standings from one snapshot (an offer writes both in one transaction), then the entries and
 * offers up to the row's head, in windows with the event loop let go between them, then whatever lies
 * past it. Of that, what the row's head covers by then was appended while the windows were read (a
 * live session) and is left out; what no head covers (entries or offers written behind the server's
 * back) is measured, as a single read would.
 */
export async function auditRowsOf(db: Db, auctionId: string): Promise<AuditRows> {
  const { auction, standings } = await db.transaction(
    async (tx) => {
      const [auction] = await tx.select().from(auctions).where(eq(auctions.id, auctionId));
      const standings = await tx
        .select({
          procurementVendorId: auctionVendors.procurementVendorId,
          lastOfferId: auctionVendors.lastOfferId,
          lastTotal: auctionVendors.lastTotal,
          lastSequence: auctionVendors.lastSequence,
          lastUnitOffers: auctionVendors.lastUnitOffers,
        })
        .from(auctionVendors)
        .where(eq(auctionVendors.auctionId, auctionId));
      return { auction: auction!, standings };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const head = auction.sequence;
  const entries = await ledgerRangeOf(db, auctionId, { through: head });
  const offers = await offersInRange(db, auctionId, { through: head });
  const laterEntries = await ledgerRangeOf(db, auctionId, { after: head });
  const laterOffers = await offersInRange(db, auctionId, { after: head });
  if (laterEntries.length > 0 || laterOffers.length > 0) {
    const [row] = await db.select({ sequence: auctions.sequence }).from(auctions).where(eq(auctions.id, auctionId));
    const coveredThrough = row?.sequence ?? head;
    for (const entry of laterEntries) if (entry.sequence > coveredThrough) entries.push(entry);
    for (const offer of laterOffers) if (offer.sequence > coveredThrough) offers.push(offer);
  }
  return { auction, entries, stored: { offers, standings, ...(await finalPricesOf(db, auction)) } };
}
