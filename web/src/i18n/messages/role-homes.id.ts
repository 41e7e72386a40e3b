// Indonesian texts of the pages roles land on that have no area of their own yet (the vendor's
// invitations) and of the super admin's maintenance page, keyed by their English text.
export const roleHomesId = {
  // Side menu
  'Auction Invitations': 'Undangan Lelang',
  Maintenance: 'Pemeliharaan',
  'Search Index': 'Indeks Pencarian',

  // Vendor invitations (/vendor-auction/join)
  'Your auction invitations from every company are listed here, each with its status and schedule.':
    'Undangan lelang Anda dari semua perusahaan tercantum di sini, masing-masing dengan status dan jadwalnya.',
  'Every company': 'Semua perusahaan',
  'Invitations from all the companies that invite you, in one list.': 'Undangan dari semua perusahaan yang mengundang Anda, dalam satu daftar.',
  'Whether you still have to confirm, will attend or will not attend.': 'Apakah Anda masih perlu mengonfirmasi, akan hadir, atau tidak hadir.',
  Schedule: 'Jadwal',
  'When each auction starts and ends, so you can join on time.': 'Kapan setiap lelang dimulai dan berakhir, agar Anda bergabung tepat waktu.',
  'No invitations yet': 'Belum ada undangan',
  'Invitations arrive by e-mail. When a company invites you to an auction, open the link in the e-mail to confirm your attendance.':
    'Undangan dikirim melalui e-mail. Saat sebuah perusahaan mengundang Anda ke lelang, buka tautan di e-mail tersebut untuk mengonfirmasi kehadiran Anda.',

  // Search index maintenance (/maintenance/search-index)
  'Rebuild search index': 'Bangun ulang indeks pencarian',
  Rebuild: 'Bangun Ulang',
  'The initiation search finds procurements by number, name and items. The server keeps that search text up to date on every change and at start-up.':
    'Pencarian inisiasi menemukan pengadaan berdasarkan nomor, nama, dan barangnya. Server menjaga teks pencarian itu tetap mutakhir pada setiap perubahan dan saat dijalankan.',
  'Rebuild it for every company when a search misses a procurement it should find, for example after a database was restored or edited by hand.':
    'Bangun ulang untuk semua perusahaan bila pencarian tidak menemukan pengadaan yang seharusnya ditemukan, misalnya setelah basis data dipulihkan atau diubah secara manual.',
  'The search text of every procurement of every company is computed again from its number, name and items.':
    'Teks pencarian setiap pengadaan dari semua perusahaan dihitung ulang dari nomor, nama, dan barangnya.',
  'The search index has been rebuilt for {{count}} procurement(s)': 'Indeks pencarian telah dibangun ulang untuk {{count}} pengadaan',
};
