import type { auctions } from '../../db/schema/auction';

/** An auction session's row as the database holds it. */
export type AuctionRecord = typeof auctions.$inferSelect;
