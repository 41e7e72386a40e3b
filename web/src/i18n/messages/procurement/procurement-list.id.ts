// Indonesian texts of the initiation-list part of the initiation area, keyed by their English text.
export const procurementListId = {
  // List page
  Initiations: 'Daftar inisiasi',
  'Procurement Number': 'Nomor Pengadaan',
  'Procurement Name': 'Nama Pengadaan',
  'Post Date': 'Tanggal Posting',
  'Bidding Type': 'Jenis Penawaran',
  Status: 'Status',
  '{{count}} procurement(s) found': '{{count}} pengadaan ditemukan',

  // Filters
  'Filter initiations': 'Saring inisiasi',
  Search: 'Cari',
  'Number, name or item': 'Nomor, nama, atau barang',
  'Clear search': 'Kosongkan pencarian',
  'Post Date From': 'Tanggal Posting Dari',
  'Post Date To': 'Tanggal Posting Sampai',
  'Reset filters': 'Atur ulang filter',

  // Bulk delete
  Delete: 'Hapus',
  'Delete ({{count}})': 'Hapus ({{count}})',
  'Delete Procurement': 'Hapus Pengadaan',
  'Delete the {{count}} selected draft procurement(s)? This cannot be undone.':
    'Hapus {{count}} draf pengadaan yang dipilih? Tindakan ini tidak dapat dibatalkan.',

  // New Initiation dialog
  'Negotiation Type': 'Jenis Negosiasi',
  'Evaluation Method': 'Metode Evaluasi',
  'Winner Type': 'Jenis Pemenang',
  'Currency Type': 'Jenis Mata Uang',
  Currency: 'Mata Uang',
  'Price Include TAX': 'Harga Termasuk Pajak',
  Yes: 'Ya',
  No: 'Tidak',
  Apply: 'Terapkan',
  'Initiation has been created': 'Inisiasi telah dibuat',
} satisfies Record<string, string>;
