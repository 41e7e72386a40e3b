import { nextProxyOffer, proxyMoveLimit, type ProxyFloor } from '@procura/domain/auction/bidding/proxy.rules';
import { acceptOffer, type AcceptedOffer } from '../bidding/auction-offer-record';
import { standingOf, termsOf } from '../bidding/auction-offer-terms';
import type { Board } from '../room/auction-board';

// Proxy bidding on the server (docs/rules/auction-bidding.md#proxy-bidding): after an accepted offer
// (or a floor set), in the same transaction on the locked session row, the domain's nextProxyOffer is
// asked again and again and each answer is an ordinary accepted offer: the OFFER ledger entry marked
// byProxy (and an injury-time EXTENSION when it falls in the window), the offer row, the vendor's
// standing and the session row, written by the one writer (bidding/offer-writer.ts) with the offer
// that caused them. After commit every proxy offer is announced like any other
// (auction-announce.ts announceOffers). Nothing here reads the floor of anyone but to judge; no payload carries one.

/** The floors that count: only on a session with proxy bidding on. */
export function floorsOf(board: Board): ProxyFloor[] {
  if (!board.auction.proxyBidding) return [];
  return board.participants.flatMap((p) => (p.proxyFloor === null ? [] : [{ procurementVendorId: p.vendorId, floor: p.proxyFloor }]));
}

/** Every proxy offer the standing after `board` calls for, in ledger order (pure: the caller writes them). */
export function proxyOffersAfter(board: Board, now: Date): AcceptedOffer[] {
  const floors = floorsOf(board);
  const steps: AcceptedOffer[] = [];
  let current = board;
  while (steps.length < proxyMoveLimit(floors)) {
    const move = nextProxyOffer(termsOf(current), standingOf(current), floors);
    if (!move) break;
    const terms = { totalOffer: move.totalOffer, offerItems: [], priceTooLow: move.priceTooLow };
    const step = acceptOffer(current, move.procurementVendorId, terms, { kind: 'proxy' }, now);
    steps.push(step);
    current = step.board;
  }
  return steps;
}
