import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import type { Board } from '../room/auction-board';
import type { AcceptedOffer } from './auction-offer-record';

// The one writer of offers (decision 225): every accepted offer, whether judged in a group, on the
// locked row or placed by a proxy floor, is stored here, with its ledger entries, its vendor's
// standing and the session row's new head, in ONE statement under one of two guards:
// - `locked`: the caller's transaction holds the session row (lockAuction), so the row is the board's;
// - `unchanged`: a compare-and-set for offers judged on a board read earlier (group-commit/): the row
//   is written only while it is still that board's (ledger sequence, end, last change, running, not
//   paused, no proxy floor) and no key of `keys` was used by an offer already (decisions 151, 215).
// Nothing else in the code base names these tables' columns for an offer.

/** A vendor's idempotency key as the guard checks it. */
export interface VendorKey {
  vendorId: string;
  idempotencyKey: string;
}

export type OfferGuard = { kind: 'locked' } | { kind: 'unchanged'; board: Board; keys: readonly VendorKey[] };

export const ROW_LOCKED: OfferGuard = { kind: 'locked' };

function conditionOf(auctionId: string, guard: OfferGuard): SQL {
  const own = sql`auctions.id = ${auctionId}::uuid`;
  if (guard.kind === 'locked') return own;
  const { auction } = guard.board;
  const keys = JSON.stringify(guard.keys.map((k) => ({ vendor: k.vendorId, key: k.idempotencyKey })));
  return sql`${own} and auctions.sequence = ${auction.sequence}::int and auctions.status = 'ON_GOING' and auctions.paused_at is null
    and auctions.end_time = ${auction.endTime.toISOString()}::timestamptz and date_trunc('milliseconds', auctions.updated_at) = ${auction.updatedAt.toISOString()}::timestamptz
    and not exists (select 1 from auction_vendors pv where pv.auction_id = auctions.id and pv.proxy_floor is not null)
    and not exists (
      select 1 from auction_offers o join jsonb_to_recordset(${keys}::jsonb) as k(vendor uuid, key text)
        on o.procurement_vendor_id = k.vendor and o.idempotency_key = k.key
      where o.auction_id = auctions.id)`;
}

/** Whether the guard holds now, writing nothing (a group of refusals stands only if its board was current). */
export async function guardHolds(db: Executor, auctionId: string, guard: OfferGuard): Promise<boolean> {
  const result = (await db.execute(sql`select count(*)::int as current from auctions where ${conditionOf(auctionId, guard)}`)) as unknown as { rows: Array<{ current: number }> };
  return Number(result.rows[0]?.current ?? 0) === 1;
}

/**
 * Writes `accepted` (in ledger order, each chained after the one before) in one statement; true when
 * written, false when the guard did not hold (nothing written). The session row gets the last
 * offer's board; each vendor's standing row its last offer of the list.
 */
export async function writeOffers(db: Executor, auctionId: string, guard: OfferGuard, accepted: readonly AcceptedOffer[]): Promise<boolean> {
  if (accepted.length === 0) return guardHolds(db, auctionId, guard);
  const final = accepted.at(-1)!.board.auction;
  const ledgerRows = accepted.flatMap((a) => a.entries.map((e) => ({ sequence: e.sequence, at: e.at, kind: e.kind, payload: e.payload, hash: e.hash })));
  const offerRows = accepted.map(({ offer }) => ({
    id: offer.id,
    vendor: offer.procurementVendorId,
    sequence: offer.sequence,
    total: offer.totalOffer,
    items: offer.items,
    too_low: offer.priceTooLow,
    by_proxy: offer.byProxy,
    slip: offer.confirmedSlip,
    key: offer.idempotencyKey,
    fingerprint: offer.requestFingerprint,
    at: offer.createdAt.toISOString(),
  }));
  // One standing row per vendor: its last offer of the list (an upsert may not touch a row twice).
  const lastOfVendor = new Map(accepted.map((a) => [a.offer.procurementVendorId, a.standing]));
  const standingRows = [...lastOfVendor].map(([vendor, s]) => ({
    vendor,
    offer_id: s.lastOfferId,
    total: s.lastTotal,
    unit_offers: s.lastUnitOffers,
    sequence: s.lastSequence,
    at: s.lastOfferAt.toISOString(),
  }));
  const result = (await db.execute(sql`
    with moved as (
      update auctions set
        sequence = ${final.sequence}::int, ledger_head_hash = ${final.ledgerHeadHash}, leading_price = ${final.leadingPrice}::numeric,
        item_leading_prices = ${JSON.stringify(final.itemLeadingPrices)}::jsonb, end_time = ${final.endTime.toISOString()}::timestamptz,
        extensions_used = ${final.extensionsUsed}::int, previous_ranks = ${JSON.stringify(final.previousRanks)}::jsonb
      where ${conditionOf(auctionId, guard)}
      returning auctions.id
    ), ledger as (
      insert into auction_ledger (auction_id, sequence, at, kind, payload, hash)
      select moved.id, e.sequence, e.at, e.kind, e.payload, e.hash
      from moved, jsonb_to_recordset(${JSON.stringify(ledgerRows)}::jsonb) as e(sequence int, at text, kind text, payload jsonb, hash text)
    ), offer as (
      insert into auction_offers (id, auction_id, procurement_vendor_id, sequence, total_offer, items, price_too_low, by_proxy, confirmed_slip, idempotency_key, request_fingerprint, created_at)
      select o.id, moved.id, o.vendor, o.sequence, o.total, o.items, o.too_low, o.by_proxy, o.slip, o.key, o.fingerprint, o.at
      from moved, jsonb_to_recordset(${JSON.stringify(offerRows)}::jsonb) as o(id uuid, vendor uuid, sequence int, total numeric, items jsonb, too_low boolean, by_proxy boolean, slip boolean, key text, fingerprint text, at timestamptz)
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
