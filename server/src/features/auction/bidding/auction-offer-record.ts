import type { AuctionStanding } from '@procura/domain/auction/bidding/auction-standing.rules';
import type { Executor } from '../../../db/client';
import { auctionVendors } from '../../../db/schema/auction';
import type { AuctionRow } from '../room/auction-access';
import { placesOf, type Board, type Participant } from '../room/auction-board';
import type { LedgerHead } from '../ledger/auction-ledger.store';

// What an accepted offer changes besides its own row and ledger entries, in one place for the three
// ways an offer is written: the one-statement path, the locked path and a proxy's offer.

/** The vendor's standing after its offer, as its auction_vendors row keeps it. */
export interface StandingRow {
  lastOfferId: string;
  lastTotal: string;
  lastUnitOffers: AuctionStanding['vendors'][string]['lastUnitOffers'];
  lastSequence: number;
  lastOfferAt: Date;
}

/** The session row's columns after an offer: the ledger head, leading prices, end, extensions, and the places before it. */
export function sessionAfterOffer(board: Board, head: LedgerHead, after: AuctionStanding) {
  return {
    ...head,
    leadingPrice: after.leadingPrice,
    itemLeadingPrices: after.itemLeadingPrices,
    endTime: new Date(after.endTime!),
    extensionsUsed: after.extensionsUsed,
    previousRanks: placesOf(board),
  };
}

/** Writes the vendor's standing row (created at its first offer). */
export async function writeStanding(tx: Executor, auctionId: string, vendorId: string, standing: StandingRow): Promise<void> {
  await tx
    .insert(auctionVendors)
    .values({ auctionId, procurementVendorId: vendorId, ...standing })
    .onConflictDoUpdate({ target: [auctionVendors.auctionId, auctionVendors.procurementVendorId], set: standing });
}

/** The participants with one vendor's standing replaced (the board after its offer). */
export function withStanding(participants: Participant[], vendorId: string, standing: Partial<Participant>): Participant[] {
  return participants.map((p) => (p.vendorId === vendorId ? { ...p, ...standing } : p));
}

/** The board after an offer: the moved session row and the offering vendor's new standing. */
export function boardAfterOffer(board: Board, moved: AuctionRow, vendorId: string, standing: StandingRow): Board {
  const participants = withStanding(board.participants, vendorId, {
    lastPrice: standing.lastTotal,
    lastOfferAt: standing.lastOfferAt.toISOString(),
    lastUnitOffers: standing.lastUnitOffers,
    lastOfferId: standing.lastOfferId,
    lastSequence: standing.lastSequence,
  });
  return { ...board, auction: moved, participants };
}
