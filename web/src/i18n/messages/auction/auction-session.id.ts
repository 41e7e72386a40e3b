// Indonesian texts of the auction-session part of the initiation area, keyed by their English text:
// the Auction Session section, the Auction Evaluation Methods form and the server's messages of
// the auction-session calls (domain/src/auction/session/auction-session.messages.ts). Shared words
// (Cancel, Back, Dashboard …) are repeated with the same text so this area stands on its own.
export const auctionSessionId = {
  // Auction Session section
  'Auction Session': 'Sesi Lelang',
  'Auction Number': 'Nomor Lelang',
  'Auction Type': 'Jenis Lelang',
  'Start Time': 'Waktu Mulai',
  'End Time': 'Waktu Selesai',
  Status: 'Status',
  'Search auction number': 'Cari nomor lelang',
  Search: 'Cari',
  'Download Report': 'Unduh Laporan',
  'New Session': 'Sesi Baru',
  Delete: 'Hapus',
  'Delete Auction Session': 'Hapus Sesi Lelang',
  'Delete {{count}} draft auction session(s)? This cannot be undone.': 'Hapus {{count}} sesi lelang draf? Tindakan ini tidak dapat dibatalkan.',
  OK: 'OK',
  'Create auction session failed': 'Gagal membuat sesi lelang',
  'Stop Reason': 'Alasan Penghentian',
  'The last auction session was stopped manually. Please tell us why before creating a new session.':
    'Sesi lelang terakhir dihentikan secara manual. Harap sampaikan alasannya sebelum membuat sesi baru.',
  Reason: 'Alasan',
  Yes: 'Ya',
  No: 'Tidak',

  // Auction Evaluation Methods form
  'Auction Evaluation Methods': 'Metode Evaluasi Lelang',
  'New Auction Session': 'Sesi Lelang Baru',
  'Edit Auction Session': 'Ubah Sesi Lelang',
  'Auction Model': 'Model Lelang',
  'Period Type': 'Jenis Periode',
  Duration: 'Durasi',
  'Time Extension': 'Perpanjangan Waktu',
  'Injury Time Before End': 'Waktu Tambahan Sebelum Berakhir',
  'Max Session Extension': 'Perpanjangan Sesi Maksimal',
  'Initial Price': 'Harga Awal',
  'Minimal Decrement': 'Penurunan Minimal',
  minutes: 'menit',
  times: 'kali',
  'Jakarta time (WIB), 24-hour': 'Waktu Jakarta (WIB), format 24 jam',
  'Counted from the start and end time': 'Dihitung dari waktu mulai dan selesai',
  'Minutes, up to 2 decimals': 'Menit, maksimal 2 desimal',
  'Choose a period type first': 'Pilih jenis periode terlebih dahulu',
  'An offer in these last minutes extends the session': 'Penawaran pada menit-menit terakhir ini memperpanjang sesi',
  'A whole number': 'Bilangan bulat',
  'Cannot exceed the initial price': 'Tidak boleh melebihi harga awal',
  Vendors: 'Vendor',
  'Choose the vendors taking part in this session (at least 2).': 'Pilih vendor yang mengikuti sesi ini (minimal 2).',
  'No vendors are invited to this procurement yet.': 'Belum ada vendor yang diundang ke pengadaan ini.',
  Items: 'Barang',
  'Choose the items auctioned by unit price in this session.': 'Pilih barang yang dilelang per harga satuan dalam sesi ini.',
  'This procurement has no items yet.': 'Pengadaan ini belum memiliki barang.',
  '{{picked}} of {{total}} selected': '{{picked}} dari {{total}} dipilih',
  'Save as Draft': 'Simpan sebagai Draf',
  'Saving…': 'Menyimpan…',
  'The auction session has been saved as a draft': 'Sesi lelang telah disimpan sebagai draf',

  // The session's rules list: the slip warning and the pause limit (web/src/features/auction/rules/session-rules.rules.ts)
  'Slip warning': 'Peringatan salah ketik',
  'An offer more than {{percent}} % below the leading price needs a second confirmation':
    'Penawaran yang lebih dari {{percent}} % di bawah harga terdepan memerlukan konfirmasi kedua',
  'An offer more than {{percent}} % above the leading price needs a second confirmation':
    'Penawaran yang lebih dari {{percent}} % di atas harga terdepan memerlukan konfirmasi kedua',
  'An offer more than {{percent}} % below your last offer needs a second confirmation; your first offer is not checked':
    'Penawaran yang lebih dari {{percent}} % di bawah penawaran terakhir Anda memerlukan konfirmasi kedua; penawaran pertama Anda tidak diperiksa',
  'An offer more than {{percent}} % above your last offer needs a second confirmation; your first offer is not checked':
    'Penawaran yang lebih dari {{percent}} % di atas penawaran terakhir Anda memerlukan konfirmasi kedua; penawaran pertama Anda tidak diperiksa',
  'Maximum pause': 'Jeda maksimal',
  'The buyer may pause the session for at most {{minutes}} minute(s), and the paused time is added to the end; a longer pause cancels the session':
    'Pembeli dapat menjeda sesi paling lama {{minutes}} menit, dan waktu jeda ditambahkan pada akhir sesi; jeda yang lebih lama membatalkan sesi',

  // Shared words this area shows
  Dashboard: 'Dasbor',
  Procurement: 'Pengadaan',
  Initiation: 'Inisiasi',
  Back: 'Kembali',
  Cancel: 'Batal',
  Close: 'Tutup',
  'Try again': 'Coba lagi',
  'Loading…': 'Memuat…',
  'Select all': 'Pilih semua',

  // Server messages of the auction-session calls (AUCTION_SESSION_MSG)
  'Please submit the procurement before creating an auction session': 'Harap kirim pengadaan sebelum membuat sesi lelang',
  'Auction sessions can be added only while the procurement is Open': 'Sesi lelang hanya dapat ditambahkan selama pengadaan berstatus Terbuka',
  'A negotiation procurement has no auction sessions': 'Pengadaan negosiasi tidak memiliki sesi lelang',
  'This procurement has ended, so no new auction session can be added': 'Pengadaan ini telah berakhir, sehingga tidak dapat menambah sesi lelang baru',
  'A new auction session cannot be added while the previous one is in progress':
    'Sesi lelang baru tidak dapat ditambahkan selama sesi sebelumnya masih berlangsung',
  'Please give the reason the last session was stopped before creating a new one':
    'Harap berikan alasan sesi terakhir dihentikan sebelum membuat sesi baru',
  'Start time must be later than the current time': 'Waktu mulai harus lebih lambat dari waktu saat ini',
  'Some selected vendors are not invited to this procurement': 'Beberapa vendor yang dipilih tidak diundang ke pengadaan ini',
  'Some selected items are not in this procurement': 'Beberapa barang yang dipilih tidak ada dalam pengadaan ini',
  'This session belongs to another procurement': 'Sesi ini milik pengadaan lain',
  'Only a draft auction session can be changed': 'Hanya sesi lelang draf yang dapat diubah',
  'Only draft auction sessions can be deleted': 'Hanya sesi lelang draf yang dapat dihapus',
  'This session was not stopped by hand': 'Sesi ini tidak dihentikan secara manual',
  'The stop reason of this session has already been recorded': 'Alasan penghentian sesi ini sudah dicatat',
  'Auctions Removed Successfully': 'Sesi lelang berhasil dihapus',
  'Reason Sent!': 'Alasan Terkirim!',
  'No session available': 'Tidak ada sesi yang tersedia',
} satisfies Record<string, string>;
