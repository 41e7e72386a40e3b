import type { AuctionType, BiddingType, PriceDirection, AuctionSessionStatus } from '../../procurement/procurement.enums';
import { isBetterPrice } from '../bidding/auction-standing.rules';
import type { AuctionAudience } from '../room/auction-projection.rules';
import { ranksShown } from '../room/auction-projection.rules';
import type { AuctionItemView } from '../auction.views';
import { shownDecrement, type OfferTerms } from '../bidding/offer.rules';

// The items of a unit-price session as each audience sees them (docs/rules/auction-bidding.md#ranking, docs/rules/auction-bidding.md#what-each-audience-sees): UNIT_PRICE ranks
// per item, so a vendor sees its own place on each; TOTAL_PRICE_BY_UNIT prices every item against
// the vendor's own last price (its bid item price first). A CLOSE auction hides the leading prices.

export interface AuctionItemFacts {
  auctionItemId: string;
  itemCode: string;
  itemName: string;
  quantity: string;
  uom: string;
  /** UNIT_PRICE OPEN: the starting unit price (the item's estimated unit price), or null. */
  initialUnitPrice: string | null;
}

export interface ItemStanding {
  vendorId: string;
  /** auctionItemId -> the unit price of the vendor's latest valid offer on the item. */
  lastUnitOffers: Readonly<Record<string, string>>;
  /** TOTAL_PRICE_BY_UNIT: auctionItemId -> the price its first offer must beat. */
  bidItemPrices: Readonly<Record<string, string>>;
}

export interface ItemsProjectionInput {
  status: AuctionSessionStatus;
  auctionType: AuctionType;
  biddingType: BiddingType;
  direction: PriceDirection;
  items: readonly AuctionItemFacts[];
  itemLeadingPrices: Readonly<Record<string, string>>;
  standings: readonly ItemStanding[];
  /** The session's minimal decrement: an amount, or a percent of the price to beat. */
  decrement: Pick<OfferTerms, 'minimalDecrement' | 'minimalDecrementPercent'>;
}

/**
 * A vendor's place on one item among the vendors who priced it: 1 + how many priced it better.
 * Equal prices share the place (who offered first is not kept per item). Null before its own price.
 */
export function itemRanking(direction: PriceDirection, own: string | undefined, others: readonly (string | undefined)[]): number | null {
  if (own === undefined) return null;
  return 1 + others.filter((price) => price !== undefined && isBetterPrice(direction, price, own)).length;
}

export function projectItems(input: ItemsProjectionInput, audience: AuctionAudience): AuctionItemView[] {
  const own = audience.kind === 'VENDOR' ? input.standings.find((s) => s.vendorId === audience.vendorId) : undefined;
  const seesLeading = audience.kind === 'BUYER' || input.auctionType === 'OPEN';
  return input.items.map((item) => {
    const id = item.auctionItemId;
    const yourUnitOffer = own?.lastUnitOffers[id];
    const others = input.standings.filter((s) => s !== own).map((s) => s.lastUnitOffers[id]);
    return {
      auctionItemId: id,
      itemCode: item.itemCode,
      itemName: item.itemName,
      quantity: item.quantity,
      uom: item.uom,
      leadingUnitPrice: seesLeading ? (input.itemLeadingPrices[id] ?? null) : null,
      yourUnitOffer: yourUnitOffer ?? null,
      yourRanking: own && input.biddingType === 'UNIT_PRICE' && ranksShown(input.status) ? itemRanking(input.direction, yourUnitOffer, others) : null,
      bidItemPrice: own && input.biddingType === 'TOTAL_PRICE_BY_UNIT' ? (own.bidItemPrices[id] ?? null) : null,
      initialUnitPrice: input.biddingType === 'UNIT_PRICE' && input.auctionType === 'OPEN' ? item.initialUnitPrice : null,
      effectiveDecrement: input.biddingType === 'UNIT_PRICE' ? shownDecrement(input.decrement, itemReference(input, seesLeading, id, yourUnitOffer)) : null,
    };
  });
}

/** The unit price this audience's next offer on the item is stepped from: the leading one (OPEN, or the buyer), else its own. */
function itemReference(input: ItemsProjectionInput, seesLeading: boolean, id: string, own: string | undefined): string | null {
  if (!seesLeading) return own ?? null;
  return input.itemLeadingPrices[id] ?? (input.auctionType === 'OPEN' ? (input.items.find((i) => i.auctionItemId === id)?.initialUnitPrice ?? null) : null);
}
