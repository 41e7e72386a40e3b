// Indonesian texts of the buyer's live monitor and its result, keyed by their English
// text: the offer log, the disqualification requests, the ranking table, the unit prices, the bid
// chart, Stop Session and the fewer-than-2 dialog; the session list's View result and the Log Report.
export const auctionMonitorId = {
  // Page and cards
  'Auction Session Result': 'Hasil Sesi Lelang',
  'Auction Info': 'Info Lelang',
  'Session Date': 'Tanggal Sesi',
  'Extensions used: {{used}} of {{max}}': 'Perpanjangan terpakai: {{used}} dari {{max}}',
  'Estimated Total': 'Total Perkiraan',
  'View result': 'Lihat hasil',
  'Kept after the vendor asked to disqualify it': 'Dipertahankan setelah vendor meminta diskualifikasi',
  'We could not load the connection record; it is read again every 15 seconds.': 'Catatan koneksi tidak dapat dimuat; catatan dibaca ulang setiap 15 detik.',
  'This auction session is Done. The result shows the final ranking and every offer.':
    'Sesi lelang ini berstatus Selesai. Hasilnya menampilkan peringkat akhir dan setiap penawaran.',
  'Open live monitor': 'Buka pemantauan langsung',
  'This session is still running; this page shows it read-only.': 'Sesi ini masih berlangsung; halaman ini menampilkannya hanya-baca.',

  // Offer log
  'Price Offer Log': 'Log Penawaran Harga',
  '{{count}} offer(s)': '{{count}} penawaran',
  'Leading offer': 'Penawaran terdepan',
  'Reaches the estimated total': 'Mencapai total perkiraan',
  'Price too low': 'Harga terlalu rendah',
  'Disqualification requested': 'Diskualifikasi diminta',
  Disqualified: 'Didiskualifikasi',
  Disqualify: 'Diskualifikasi',
  'Disqualify Offer': 'Diskualifikasi Penawaran',
  'The offer stays in the log, greyed; the vendor falls back to its previous valid offer.':
    'Penawaran tetap ada di log, berwarna abu-abu; vendor kembali ke penawaran sah sebelumnya.',
  "The vendor's reason": 'Alasan vendor',
  'Keep the offer?': 'Pertahankan penawaran?',
  'Keep the offer': 'Pertahankan penawaran',
  "{{vendor}}'s offer of {{amount}} stays valid and its request is refused. The vendor is told in its room and by e-mail. This cannot be undone.":
    'Penawaran {{vendor}} sebesar {{amount}} tetap sah dan permintaannya ditolak. Vendor diberi tahu di ruangnya dan melalui e-mail. Tindakan ini tidak dapat dibatalkan.',
  'The offer was kept; its vendor has been told': 'Penawaran dipertahankan; vendornya telah diberi tahu',
  'Its vendor has not asked to disqualify this offer': 'Vendornya tidak meminta diskualifikasi penawaran ini',
  'The request for this offer has already been decided': 'Permintaan untuk penawaran ini sudah diputuskan',

  // Disqualification requests
  'Disqualification Requests': 'Permintaan Diskualifikasi',
  'No offer is waiting for a decision.': 'Tidak ada penawaran yang menunggu keputusan.',
  Keep: 'Pertahankan',

  // Ranking table
  'Vendor Ranking': 'Peringkat Vendor',
  'Attendance Status': 'Status Kehadiran',
  'Saving %': 'Penghematan %',
  'vs Estimated Total': 'terhadap Total Perkiraan',
  'vs Indicator': 'terhadap Indikator',
  "Saving % vs Estimated Total: each vendor's last offer against the procurement's estimate, {{amount}}. vs Indicator: against the Indicator price in the vendor's own row.":
    'Penghematan % terhadap Total Perkiraan: penawaran terakhir setiap vendor dibandingkan perkiraan pengadaan, {{amount}}. Terhadap Indikator: dibandingkan Harga Indikator pada baris vendor itu sendiri.',
  "Saving % vs Estimated Total is not shown in a Unit Price session: a vendor's total may cover only some items. vs Indicator: against the Indicator price in the vendor's own row.":
    'Penghematan % terhadap Total Perkiraan tidak ditampilkan pada sesi Harga Satuan: total seorang vendor dapat mencakup sebagian barang saja. Terhadap Indikator: dibandingkan Harga Indikator pada baris vendor itu sendiri.',
  "Saving % vs Estimated Total is not shown: the procurement has no estimate. vs Indicator: against the Indicator price in the vendor's own row.":
    'Penghematan % terhadap Total Perkiraan tidak ditampilkan: pengadaan tidak memiliki perkiraan. Terhadap Indikator: dibandingkan Harga Indikator pada baris vendor itu sendiri.',
  Last: 'Terakhir',
  'Resend Link Auction': 'Kirim Ulang Tautan Lelang',
  'Resend ({{seconds}})': 'Kirim ulang ({{seconds}})',
  'Send the auction room link to {{vendor}} ({{email}}) again?': 'Kirim ulang tautan ruang lelang ke {{vendor}} ({{email}})?',

  // Bid chart
  'Bid Progression': 'Perkembangan Penawaran',

  // Stop Session and the fewer-than-2 dialog
  'Stop Session': 'Hentikan Sesi',
  'Stop the session now? It ends for every vendor, and no more offers are taken.':
    'Hentikan sesi sekarang? Sesi berakhir untuk semua vendor, dan tidak ada penawaran lagi yang diterima.',
  'The session has been stopped. Please write why: the vendors receive the reason by e-mail.':
    'Sesi telah dihentikan. Silakan tulis alasannya: para vendor menerima alasan tersebut melalui e-mail.',
  'Something wrong with your request': 'Terjadi kesalahan pada permintaan Anda',
  'Go To Negotiation': 'Lanjut ke Negosiasi',
  'An auction needs at least 2 vendors bidding. Continue with a negotiation, or cancel the session.':
    'Lelang membutuhkan minimal 2 vendor yang menawar. Lanjutkan dengan negosiasi, atau batalkan sesi.',

  // Log Report of the procurement page
};
