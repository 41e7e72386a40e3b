// Indonesian texts of the live ranking and its projections (domain/src/auction/room/auction-projection.messages.ts),
// and of the ledger download (features/auction-ledger), keyed by their English text.
export const auctionLedgerId = {
  '(You)': '(Anda)',
  'Other Vendor': 'Vendor Lain',
  'A vendor can download the ledger once the session has ended': 'Vendor dapat mengunduh ledger setelah sesi berakhir',
  Ledger: 'Ledger',
  'Download ledger (JSON)': 'Unduh ledger (JSON)',
  'Ledger saved as {{file}}': 'Ledger disimpan sebagai {{file}}',
  "Check it offline (its head hash must equal the Auction Log Report's):": 'Periksa tanpa server (hash kepalanya harus sama dengan yang tercetak di Laporan Log Lelang):',
  'Other vendors appear as Vendor A, Vendor B, …; this copy keeps the order, amounts, times and hashes. Check it offline:':
    'Vendor lain ditulis sebagai Vendor A, Vendor B, …; salinan ini mempertahankan urutan, nominal, waktu, dan hash. Periksa tanpa server:',
  'Other vendors appear as Vendor A, Vendor B, …; this copy keeps the order, times and hashes (their amounts stay sealed). Check it offline:':
    'Vendor lain ditulis sebagai Vendor A, Vendor B, …; salinan ini mempertahankan urutan, waktu, dan hash (nominal mereka tetap tertutup). Periksa tanpa server:',
};
