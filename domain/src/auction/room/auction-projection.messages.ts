// The labels a vendor's room shows instead of company names (docs/rules/auction-bidding.md#what-each-audience-sees).
export const AUCTION_AUDIENCE_LABELS = {
  you: '(You)',
  otherVendor: 'Other Vendor',
} as const;
