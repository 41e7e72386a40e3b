// Indonesian texts of the live ranking and its projections (domain/src/auction/auction-projection.messages.ts),
// and of the ledger download (features/auction-ledger), keyed by their English text.
export const auctionLedgerId = {
  '(You)': '(Anda)',
  'Other Vendor': 'Vendor Lain',
  'A vendor can download the ledger once the session has ended': 'Vendor dapat mengunduh ledger setelah sesi berakhir',
};
