import { z } from 'zod';
import { idField } from '../../procurement/procurement-fields.schemas';
import { PROCUREMENT_MSG } from '../../procurement/procurement.messages';
import type { BiddingHistoryRow, BiddingHistoryView } from './bidding-history.schemas';

// The Bidding History of one item (docs/rules/auction.md#bidding-history): the offers of a procurement's
// sessions that priced the item, with their unit price. The query is the procurement's (biddingHistoryQuerySchema).
// GET /api/secured/auction-session/auction-vendor-offer-items/{procurementId}/{itemId}?includeAllSession.

export const biddingHistoryItemParamsSchema = z.strictObject({
  procurementId: idField(PROCUREMENT_MSG.idInvalid),
  /** A procurement item of that procurement. */
  itemId: idField(PROCUREMENT_MSG.idInvalid),
});

/** One offer of the item's log: the offer as the procurement's log shows it, and its unit price for the item. */
export interface BiddingHistoryItemRow extends BiddingHistoryRow {
  unitOffer: string;
}

export interface BiddingHistoryItemView extends Omit<BiddingHistoryView, 'filteredData'> {
  item: { procurementItemId: string; itemCode: string; itemName: string; quantity: string; uom: string };
  /** The page of the item's offers the filters keep. */
  filteredData: BiddingHistoryItemRow[];
}
