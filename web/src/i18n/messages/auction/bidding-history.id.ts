// Indonesian texts of the Bidding History page (/initiation/{p}/vendor/auction/history) and of the
// spec leftovers of decision 164 (the session toolbar, the start notice, the resend failure), keyed by their English text.
export const biddingHistoryId = {
  'Bidding History': 'Riwayat Penawaran',
  'No.': 'No.',
  Session: 'Sesi',
  Vendor: 'Vendor',
  'Vendor Name': 'Nama Vendor',
  'Time (WIB)': 'Waktu (WIB)',
  Amount: 'Jumlah',
  'All sessions': 'Semua sesi',
  'All vendors': 'Semua vendor',
  'Export to Excel': 'Ekspor ke Excel',
  'Exporting…': 'Mengekspor…',
  'No offers yet': 'Belum ada penawaran',
  "Offers appear here once vendors bid in this procurement's auction sessions.":
    'Penawaran akan tampil di sini setelah vendor menawar dalam sesi lelang pengadaan ini.',
  'Back to the procurement': 'Kembali ke pengadaan',
  '{{count}} offer(s)': '{{count}} penawaran',
  // The marks beside an offer ('by proxy' is the offer logs' own, in auction-rules.id.ts)
  'slip warning confirmed': 'peringatan salah ketik dikonfirmasi',
  'No Auctions Selected': 'Tidak Ada Sesi Lelang yang Dipilih',
  'includeAllSession must be true or false': 'includeAllSession harus true atau false',
};
