import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { passesFloor } from '@procura/domain/auction/bidding/proxy.rules';
import { toMoney } from '@procura/domain/common/money/money';
import { offerBound } from '../offers/offer-entry.rules';

// When the vendor's floor has stopped its proxy (docs/rules/auction-bidding.md#proxy-bidding): the
// server moves for a vendor that does not hold the leading price by whole decrements, never past its
// floor; once even one decrement would pass it, nothing more is offered for the vendor until it
// offers itself or lowers its floor. The room tells the vendor so.

export type FloorState = Pick<AuctionRoomState, 'status' | 'auctionType' | 'direction' | 'leadingPrice' | 'effectiveDecrement' | 'you' | 'info' | 'rules' | 'biddingType'>;

export const FLOOR_REACHED = 'Your floor was reached; you are no longer bidding automatically';
export const CEILING_REACHED = 'Your ceiling was reached; you are no longer bidding automatically';

/** Whether the vendor holds the leading price: its own last offer is it (OPEN), its rank is 1 (CLOSE, which hides the price). */
function holdsLead(state: FloorState): boolean {
  const own = state.you?.lastOffer ?? null;
  if (own === null) return false;
  if (state.auctionType === 'CLOSE') return state.you?.ranking === 1;
  return state.leadingPrice !== null && toMoney(own).equals(state.leadingPrice);
}

/** The vendor's floor is set, the session runs, the vendor is overtaken and the next offer it may make lies past its floor. */
export function floorReached(state: FloorState): boolean {
  const floor = state.you?.proxyFloor ?? null;
  if (floor === null || !state.rules.proxyBidding || state.biddingType !== 'TOTAL_PRICE' || state.status !== 'ON_GOING') return false;
  // CLOSE: the proxy waits for the vendor's own first offer; no offer yet, nothing was stopped.
  if (state.auctionType === 'CLOSE' && !state.you?.lastOffer) return false;
  if (holdsLead(state)) return false;
  const bound = offerBound(state);
  return bound === null || passesFloor(state.direction, bound, floor);
}

/** The sentence for the vendor's room and its announcer. */
export function floorReachedText(state: Pick<FloorState, 'direction'>): string {
  return state.direction === 'FORWARD' ? CEILING_REACHED : FLOOR_REACHED;
}
