// Indonesian texts of the evidence a vendor and the buyer hold (decisions 209-212): the vendor's offer receipts
// (features/auction/receipts) and the buyer's connection record (features/auction/connections).
export const auctionEvidenceId = {
  'My receipts': 'Tanda terima saya',
  'Your acknowledged offers will be listed here with their place in the ledger.': 'Penawaran Anda yang diterima akan tercantum di sini beserta tempatnya di ledger.',
  Time: 'Waktu',
  Sequence: 'Urutan',
  Hash: 'Hash',
  'Download receipts (JSON)': 'Unduh tanda terima (JSON)',
  'Download receipts (PDF)': 'Unduh tanda terima (PDF)',
  'Check them against your copy of the ledger after the session:': 'Periksa dengan salinan ledger Anda setelah sesi berakhir:',
  'Receipts saved as {{file}}': 'Tanda terima disimpan sebagai {{file}}',
  'Vendor connections': 'Koneksi vendor',
  'No vendor has entered the room yet.': 'Belum ada vendor yang masuk ruang lelang.',
  Connection: 'Koneksi',
  'Last seen': 'Terakhir terlihat',
  'Entries into the room': 'Masuk ke ruang',
  'Round trip': 'Waktu tempuh',
  Online: 'Daring',
  Offline: 'Luring',
  Now: 'Sekarang',
  Never: 'Belum pernah',
};
