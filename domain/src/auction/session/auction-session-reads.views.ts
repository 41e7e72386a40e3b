import type { AuctionModel, AuctionSessionStatus, AuctionType, PeriodType } from '../../procurement/procurement.enums';
import type { AuctionSessionView } from '../../procurement/procurement.views';
import type { InvitationItemView } from '../auction.views';

// What the spec's reads of one session answer to outside clients (docs/rules/auction.md#spec-api-paths-for-outside-clients).

/**
 * GET /api/auction/{auctionId} (no token): a session created for real, as anyone holding its link may see
 * it: its status and schedule for a countdown or an expired link. Nothing about its procurement, vendors
 * or prices.
 */
export interface PublicAuctionView {
  _id: string;
  auctionNumber: string;
  status: AuctionSessionStatus;
  auctionType: AuctionType;
  auctionModel: AuctionModel;
  periodType: PeriodType;
  startTime: string;
  /** The planned end, moved by extensions. */
  endTime: string;
  serverNow: string;
}

/** GET /api/secured/auction/v2/{auctionId} for an invited vendor: the buyer's session view without the other vendors. */
export type VendorAuctionSessionView = Omit<AuctionSessionView, 'vendorIds'>;

/** GET /api/auction-vendor/find-by-auction/{auctionId}: the room's 'of N' (ATTEND vendors) and how many are in it now. */
export interface AuctionParticipantsView {
  auctionId: string;
  total: number;
  present: number;
}

/** GET /api/secured/auction-item/{auctionId}/find-by-auction: a page of the session's items (capableQty: the calling vendor's own; null for the buyer). */
export interface AuctionItemPage {
  filteredData: InvitationItemView[];
  total: number;
}
