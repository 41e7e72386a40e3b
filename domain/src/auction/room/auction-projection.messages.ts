// The labels a vendor's room shows instead of company names (spec 3 section 2, DESIGN 5.4).
export const AUCTION_AUDIENCE_LABELS = {
  you: '(You)',
  otherVendor: 'Other Vendor',
} as const;
