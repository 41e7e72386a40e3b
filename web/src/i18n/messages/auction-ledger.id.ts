// Indonesian texts of the live ranking and its projections (domain/src/auction/auction-projection.messages.ts),
// keyed by their English text.
export const auctionLedgerId = {
  '(You)': '(Anda)',
  'Other Vendor': 'Vendor Lain',
};
