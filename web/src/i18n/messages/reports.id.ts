// Indonesian texts of the auction reports: the report dialog, the Log Report section, the spec's
// report messages (domain/src/report/report-auction.messages.ts), keyed by their English text.
export const reportsId = {
  'Auction Report': 'Laporan Lelang',
  'Organizing Committee': 'Pelaksana',
  Allocation: 'Peruntukan',
  'Who ran the auction: one name (and position) per line; the reports print them at the end.':
    'Siapa yang melaksanakan lelang: satu nama (dan jabatan) per baris; laporan mencetaknya di bagian akhir.',
  'What the procurement is for: the unit, budget or purpose it serves; printed at the end of the reports.':
    'Untuk apa pengadaan ini: unit kerja, anggaran, atau keperluan yang dilayaninya; dicetak di bagian akhir laporan.',
  Reports: 'Laporan',
  'Generate Auction Log Report': 'Buat Laporan Log Lelang',
  'Report Result Auction': 'Laporan Hasil Lelang',
  'Generating the report…': 'Membuat laporan…',
  'The reports cover every session of this procurement whose status is Done.': 'Laporan mencakup setiap sesi pengadaan ini yang berstatus Selesai.',
  'The saved report settings could not be loaded.': 'Pengaturan laporan yang tersimpan tidak dapat dimuat.',
  'Reports can only be generated for sessions whose status is Done.': 'Laporan hanya dapat dibuat untuk sesi yang berstatus Selesai.',
  Report: 'Laporan',
  'Please complete the input field': 'Harap lengkapi kolom isian',
  'No report generated!': 'Tidak ada laporan yang dibuat!',
  'The text is too long (at most 1,000 characters)': 'Teks terlalu panjang (paling banyak 1.000 karakter)',
  'Report settings already exist for this company': 'Pengaturan laporan untuk perusahaan ini sudah ada',
  'Report settings not found': 'Pengaturan laporan tidak ditemukan',
  "Please fill in the committee member's name": 'Harap isi nama anggota panitia',
  "Please fill in the committee member's position": 'Harap isi jabatan anggota panitia',
  'The text is too long (at most 120 characters)': 'Teks terlalu panjang (paling banyak 120 karakter)',
  'At most 12 committee members': 'Paling banyak 12 anggota panitia',
  'The committee members are not valid': 'Anggota panitia tidak valid',
  'Committee members (signature blocks)': 'Anggota panitia (blok tanda tangan)',
  'Each member gets a signature block on both reports, beside the place for the e-Meterai; without members none is printed.':
    'Setiap anggota mendapat blok tanda tangan di kedua laporan, di samping tempat e-Meterai; tanpa anggota tidak ada yang dicetak.',
  Name: 'Nama',
  Position: 'Jabatan',
  'Add member': 'Tambah anggota',
  'Remove member {{number}}': 'Hapus anggota {{number}}',
};
