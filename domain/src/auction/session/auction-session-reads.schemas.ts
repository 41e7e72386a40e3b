import { z } from 'zod';
import { limitField, pageField, searchTextField } from '../../procurement/procurement-fields.schemas';
import { DEFAULT_INNER_PAGE_SIZE } from '../../procurement/procurement.enums';

// The spec's reads of one session for outside clients (docs/rules/auction.md#spec-api-paths-for-outside-clients).

/** GET /api/secured/auction-item/{auctionId}/find-by-auction: the session's items, 5 a page by default (docs/rules/auction.md#limits). */
export const auctionItemListQuerySchema = z.strictObject({
  page: pageField,
  /** -1 (or "All") for every row. */
  limit: limitField(DEFAULT_INNER_PAGE_SIZE),
  /** Matches the item code or name. */
  query: searchTextField,
});
export type AuctionItemListQuery = z.output<typeof auctionItemListQuerySchema>;
