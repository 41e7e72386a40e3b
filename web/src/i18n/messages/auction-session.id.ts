// Indonesian texts of the auction-session part of the initiation area, keyed by their English text.
export const auctionSessionId = {} satisfies Record<string, string>;
