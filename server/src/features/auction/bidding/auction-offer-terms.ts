import { initialStanding, type AuctionStanding, type OfferItemPrice } from '@procura/domain/auction/bidding/auction-standing.rules';
import { injuryTimeExtension } from '@procura/domain/auction/bidding/injury-time.rules';
import type { OfferTerms } from '@procura/domain/auction/bidding/offer.rules';
import type { Board } from '../room/auction-board';
import type { AuctionRow } from '../room/auction-access';
import type { LedgerDraft } from '../ledger/auction-ledger.store';
import { injuryTimeInputOf, rankAfterOffer } from './auction-offer-rank';

// What the pure offer rules (domain/src/auction/bidding) are given for a session's board, and the
// ledger drafts an accepted offer writes: the same for the group commit, the locked path and a proxy's offer.

/** The standing the rules judge against, from the auction row and the participants' rows. */
export function standingOf(board: Board): AuctionStanding {
  const { auction } = board;
  const standing: AuctionStanding = {
    ...initialStanding(board.direction),
    phase: 'ON_GOING',
    sequence: auction.sequence,
    endTime: auction.endTime.toISOString(),
    extensionsUsed: auction.extensionsUsed,
    leadingPrice: auction.leadingPrice,
    itemLeadingPrices: auction.itemLeadingPrices,
  };
  for (const p of board.participants) {
    if (p.lastPrice === null || p.lastSequence === null) continue;
    const lastOffer = { offerId: p.lastOfferId ?? '', sequence: p.lastSequence, at: p.lastOfferAt ?? '', totalOffer: p.lastPrice, unitOffers: p.lastUnitOffers, priceTooLow: false };
    standing.vendors[p.vendorId] = { procurementVendorId: p.vendorId, validOffers: [lastOffer], lastOffer, lastUnitOffers: p.lastUnitOffers, lastSequence: p.lastSequence };
  }
  return standing;
}

export function termsOf(board: Board): OfferTerms {
  return {
    direction: board.direction,
    auctionType: board.auction.auctionType as OfferTerms['auctionType'],
    biddingType: board.procurement.biddingType as OfferTerms['biddingType'],
    initialPrice: board.auction.initialPrice,
    minimalDecrement: board.auction.minimalDecrement,
    minimalDecrementPercent: board.auction.minimalDecrementPercent,
    tieRule: board.auction.tieRule,
    slipWarningPercent: board.auction.slipWarningPercent,
    estimatedTotal: board.info.estimatedTotal,
    items: board.items.map((item) => ({
      auctionItemId: item.auctionItemId,
      quantity: item.quantity,
      initialUnitPrice: item.initialUnitPrice,
      estimatedUnitPrice: item.initialUnitPrice,
    })),
  };
}

/** The offering vendor's rank after its offer, asked only when the session extends on top ranks (decision 181). */
export function offerRankOf(board: Board, vendorId: string, verdict: { totalOffer: string; offerItems: OfferItemPrice[] }, now: Date): number | null {
  return board.auction.extensionTrigger === 'TOP_RANKS' ? rankAfterOffer(board, vendorId, verdict, now) : null;
}

/**
 * The ledger drafts of an accepted offer: the offer (confirmedSlip written only when true), and the
 * extension when it falls in injury time and the session's rules let it extend (offerRank: offerRankOf).
 */
export function draftsOf(
  auction: AuctionRow,
  now: Date,
  offerId: string,
  vendorId: string,
  verdict: { totalOffer: string; offerItems: unknown; priceTooLow: boolean; confirmedSlip?: boolean },
  offerRank: number | null = null,
) {
  const slip = verdict.confirmedSlip ? { confirmedSlip: true } : {};
  const drafts: LedgerDraft[] = [
    { kind: 'OFFER', payload: { offerId, vendorId, totalOffer: verdict.totalOffer, items: verdict.offerItems, priceTooLow: verdict.priceTooLow, ...slip } } as LedgerDraft,
  ];
  const extension = injuryTimeExtension(injuryTimeInputOf(auction, now, offerRank));
  if (extension.extend) {
    const cause = 'INJURY_TIME' as const;
    drafts.push({ kind: 'EXTENSION', payload: { previousEndTime: auction.endTime.toISOString(), endTime: extension.endTime, extensionsUsed: extension.extensionsUsed, cause } });
  }
  return { drafts, extension };
}
