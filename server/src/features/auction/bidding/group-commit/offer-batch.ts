import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { applyEvent } from '@procura/domain/auction/bidding/auction-standing.rules';
import { validateOffer } from '@procura/domain/auction/bidding/offer.rules';
import type { LedgerEntry } from '@procura/domain/auction/ledger/auction-ledger.rules';
import type { OfferReceipt } from '@procura/domain/auction/ledger/offer-receipt.rules';
import { isAuctionRunning } from '@procura/domain/auction/session/auction-status.rules';
import type { FieldError } from '@procura/domain/common/errors';
import type { auctionOffers } from '../../../../db/schema/auction';
import type { Clock } from '../../../../platform/clock';
import type { AppContext } from '../../../../platform/context';
import type { AuthUser } from '../../../../platform/security/access-tokens';
import type { Board } from '../../room/auction-board';
import { chainDrafts } from '../../ledger/auction-ledger.store';
import { boardAfterOffer, sessionAfterOffer, type StandingRow } from '../auction-offer-record';
import { draftsOf, offerRankOf, standingOf, termsOf } from '../auction-offer-terms';
import type { MakeOfferInput } from '@procura/domain/auction/auction.schemas';

// One group of a session's offers (offer-group.ts) judged in order against the board this node
// committed last, each against the standing the ones before it leave, and written in ONE
// statement: every ledger entry, every offer, each vendor's last standing and one update of the
// session row, applied only while the row is still that board's (compare-and-set on the ledger
// sequence, end and last change) and no offer of the group reuses an idempotency key already taken.
// A refusal in the group stands once the group commits: the board it was judged on was current then.

export type OfferInput = Omit<MakeOfferInput, 'idempotencyKey'> & { idempotencyKey: string };
/** The offer with the fingerprint of its request (idempotency.rules): a key answers only for that request. */
export type FingerprintedOffer = OfferInput & { fingerprint: string };
export interface OfferRequest {
  user: AuthUser;
  input: FingerprintedOffer;
}

export type OfferRow = typeof auctionOffers.$inferSelect;

/** An accepted offer of a group: its row, its ledger entries, and the board right after it. */
export interface GroupAccepted {
  kind: 'accepted';
  offer: OfferRow;
  vendorName: string;
  entries: LedgerEntry[];
  board: Board;
  extended: boolean;
}
/** `elsewhere`: the caller is no participant on this board; the locked path answers it (404 or 403) after the group. */
export type GroupVerdict = GroupAccepted | { kind: 'refused'; errors: FieldError[] } | { kind: 'elsewhere' };

export interface JudgedGroup {
  /** One verdict per offer, in the group's order (ledger order for the accepted). */
  verdicts: GroupVerdict[];
  /** The board after the group's accepted offers. */
  board: Board;
}

/**
 * The group judged on `board`, or null when the board cannot judge it alone and the offers take
 * the locked path: the session is not running by the server clock or is paused, a vendor has a
 * proxy floor (the proxies answer inside the offer's transaction). A caller that is no participant
 * is left to the locked path (`elsewhere`), so it cannot send the others' group there.
 */
export function judgeGroup(board: Board, requests: readonly OfferRequest[], clock: Clock): JudgedGroup | null {
  if (board.participants.some((p) => p.proxyFloor !== null)) return null;
  const verdicts: GroupVerdict[] = [];
  let current = board;
  for (const { user, input } of requests) {
    const { auction } = current;
    const now = clock.now();
    if (!isAuctionRunning(auction.status) || auction.pausedAt || now < auction.startTime || now >= auction.endTime) return null;
    const participant = current.participants.find((p) => p.accountId === user.id);
    if (!participant) {
      verdicts.push({ kind: 'elsewhere' });
      continue;
    }
    const vendorId = participant.vendorId;
    const before = standingOf(current);
    const verdict = validateOffer(termsOf(current), before, { procurementVendorId: vendorId, bidItemPrices: participant.bidItemPrices }, input);
    if (!verdict.ok) {
      verdicts.push({ kind: 'refused', errors: verdict.errors });
      continue;
    }
    const offerId = randomUUID();
    const { drafts, extension } = draftsOf(auction, now, offerId, vendorId, verdict, offerRankOf(current, vendorId, verdict, now));
    const { entries, head } = chainDrafts(auction.id, auction, now, drafts);
    const after = entries.reduce(applyEvent, before);
    const sequence = entries[0]!.sequence;
    const standing: StandingRow = { lastOfferId: offerId, lastTotal: verdict.totalOffer, lastUnitOffers: after.vendors[vendorId]!.lastUnitOffers, lastSequence: sequence, lastOfferAt: now };
    const next = boardAfterOffer(current, { ...auction, ...sessionAfterOffer(current, head, after) }, vendorId, standing);
    const offer: OfferRow = {
      id: offerId,
      auctionId: auction.id,
      procurementVendorId: vendorId,
      sequence,
      totalOffer: verdict.totalOffer,
      items: verdict.offerItems,
      priceTooLow: verdict.priceTooLow,
      byProxy: false,
      confirmedSlip: verdict.confirmedSlip,
      idempotencyKey: input.idempotencyKey,
      requestFingerprint: input.fingerprint,
      disqualificationRequestedAt: null,
      disqualificationRequestReason: null,
      disqualifiedAt: null,
      disqualifyReason: null,
      createdAt: now,
    };
    verdicts.push({ kind: 'accepted', offer, vendorName: participant.invitationVendorName, entries, board: next, extended: extension.extend });
    current = next;
  }
  return { verdicts, board: current };
}

/** An accepted offer's receipt (decision 209): its entry, and the head right after it and what it caused (its extension). */
export function receiptOfGroupOffer(accepted: GroupAccepted): OfferReceipt {
  return { sequence: accepted.offer.sequence, entryHash: accepted.entries[0]!.hash, headHash: accepted.entries.at(-1)!.hash };
}

/** The (vendor, key) pairs of the group's participants' offers, as the statement's guard reads them. */
function keysOf(board: Board, requests: readonly OfferRequest[]): string {
  const vendorOf = new Map(board.participants.map((p) => [p.accountId, p.vendorId]));
  const keys = requests.flatMap(({ user, input }) => (vendorOf.has(user.id) ? [{ vendor: vendorOf.get(user.id), key: input.idempotencyKey }] : []));
  return JSON.stringify(keys);
}

/** Whether an offer of the session already holds one of the group's keys (the columns `used`). */
function keysUsed(auctionId: string, keys: string) {
  return sql`exists (
    select 1 from auction_offers o join jsonb_to_recordset(${keys}::jsonb) as k(vendor uuid, key text)
      on o.procurement_vendor_id = k.vendor and o.idempotency_key = k.key
    where o.auction_id = ${auctionId}::uuid)`;
}

/**
 * Writes the judged group in one statement; true when it was written. False (nothing written) when
 * the session row moved since `board`, or a key of the group was already used: the caller then
 * takes each offer on the locked row, which reads everything afresh (a retry answers its first
 * answer there, a key reused for another request is refused there).
 */
export async function writeGroup(ctx: AppContext, board: Board, requests: readonly OfferRequest[], judged: JudgedGroup): Promise<boolean> {
  const { auction } = board;
  const keys = keysOf(board, requests);
  const accepted = judged.verdicts.filter((v): v is GroupAccepted => v.kind === 'accepted');
  const guard = sql`auctions.id = ${auction.id}::uuid and auctions.sequence = ${auction.sequence}::int and auctions.status = 'ON_GOING' and auctions.paused_at is null
    and auctions.end_time = ${auction.endTime.toISOString()}::timestamptz and date_trunc('milliseconds', auctions.updated_at) = ${auction.updatedAt.toISOString()}::timestamptz
    and not exists (select 1 from auction_vendors pv where pv.auction_id = auctions.id and pv.proxy_floor is not null)
    and not ${keysUsed(auction.id, keys)}`;
  if (accepted.length === 0) {
    // Only refusals: nothing to write, but they stand only if the board was current at this moment.
    const result = (await ctx.db.execute(sql`select count(*)::int as current from auctions where ${guard}`)) as unknown as { rows: Array<{ current: number }> };
    return Number(result.rows[0]?.current ?? 0) === 1;
  }
  const final = judged.board.auction;
  const ledgerRows = accepted.flatMap((a) => a.entries.map((e) => ({ sequence: e.sequence, at: e.at, kind: e.kind, payload: e.payload, hash: e.hash })));
  const offerRows = accepted.map(({ offer }) => ({
    id: offer.id,
    vendor: offer.procurementVendorId,
    sequence: offer.sequence,
    total: offer.totalOffer,
    items: offer.items,
    too_low: offer.priceTooLow,
    slip: offer.confirmedSlip,
    key: offer.idempotencyKey,
    fingerprint: offer.requestFingerprint,
    at: offer.createdAt.toISOString(),
  }));
  // One standing row per vendor: its last offer of the group (an upsert may not touch a row twice).
  const lastOfVendor = new Map(accepted.map((a) => [a.offer.procurementVendorId, a]));
  const standingRows = [...lastOfVendor.values()].map(({ offer, board: after }) => ({
    vendor: offer.procurementVendorId,
    offer_id: offer.id,
    total: offer.totalOffer,
    unit_offers: after.participants.find((p) => p.vendorId === offer.procurementVendorId)!.lastUnitOffers,
    sequence: offer.sequence,
    at: offer.createdAt.toISOString(),
  }));
  const result = (await ctx.db.execute(sql`
    with moved as (
      update auctions set
        sequence = ${final.sequence}::int, ledger_head_hash = ${final.ledgerHeadHash}, leading_price = ${final.leadingPrice}::numeric,
        item_leading_prices = ${JSON.stringify(final.itemLeadingPrices)}::jsonb, end_time = ${final.endTime.toISOString()}::timestamptz,
        extensions_used = ${final.extensionsUsed}::int, previous_ranks = ${JSON.stringify(final.previousRanks)}::jsonb
      where ${guard}
      returning auctions.id
    ), ledger as (
      insert into auction_ledger (auction_id, sequence, at, kind, payload, hash)
      select moved.id, e.sequence, e.at, e.kind, e.payload, e.hash
      from moved, jsonb_to_recordset(${JSON.stringify(ledgerRows)}::jsonb) as e(sequence int, at text, kind text, payload jsonb, hash text)
    ), offer as (
      insert into auction_offers (id, auction_id, procurement_vendor_id, sequence, total_offer, items, price_too_low, confirmed_slip, idempotency_key, request_fingerprint, created_at)
      select o.id, moved.id, o.vendor, o.sequence, o.total, o.items, o.too_low, o.slip, o.key, o.fingerprint, o.at
      from moved, jsonb_to_recordset(${JSON.stringify(offerRows)}::jsonb) as o(id uuid, vendor uuid, sequence int, total numeric, items jsonb, too_low boolean, slip boolean, key text, fingerprint text, at timestamptz)
    ), standing as (
      insert into auction_vendors (auction_id, procurement_vendor_id, last_offer_id, last_total, last_unit_offers, last_sequence, last_offer_at)
      select moved.id, s.vendor, s.offer_id, s.total, s.unit_offers, s.sequence, s.at
      from moved, jsonb_to_recordset(${JSON.stringify(standingRows)}::jsonb) as s(vendor uuid, offer_id uuid, total numeric, unit_offers jsonb, sequence int, at timestamptz)
      on conflict (auction_id, procurement_vendor_id) do update set
        last_offer_id = excluded.last_offer_id, last_total = excluded.last_total, last_unit_offers = excluded.last_unit_offers,
        last_sequence = excluded.last_sequence, last_offer_at = excluded.last_offer_at
    )
    select count(*)::int as moved from moved`)) as unknown as { rows: Array<{ moved: number }> };
  return Number(result.rows[0]?.moved ?? 0) === 1;
}
