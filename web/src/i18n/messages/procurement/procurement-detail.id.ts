// Indonesian texts of the initiation-detail part of the initiation area, keyed by their English text.
// Keys used elsewhere too are repeated here with the same text, so this page does not depend on
// another area's catalogue.
export const procurementDetailId = {
  // Page, breadcrumb and side anchors
  Dashboard: 'Dasbor',
  Procurement: 'Pengadaan',
  Initiation: 'Inisiasi',
  'New Initiation': 'Inisiasi Baru',
  'New Initiation: {{name}}': 'Inisiasi Baru: {{name}}',
  Sections: 'Bagian',
  'Go to section': 'Ke bagian',
  'We could not load this initiation. Please try again.': 'Kami tidak dapat memuat inisiasi ini. Silakan coba lagi.',
  'Try again': 'Coba lagi',
  'Back To List': 'Kembali ke Daftar',
  Close: 'Tutup',
  Cancel: 'Batal',
  Save: 'Simpan',
  Edit: 'Ubah',
  Yes: 'Ya',
  No: 'Tidak',

  // Tips
  'Tips: {{section}}': 'Tips: {{section}}',
  "Don't show again": 'Jangan tampilkan lagi',
  'List every item to procure with its needed quantity and estimated price. Large lists can be filled in the Excel template and imported at once.':
    'Daftarkan setiap barang yang akan diadakan beserta jumlah yang dibutuhkan dan perkiraan harganya. Daftar yang panjang dapat diisi di templat Excel lalu diimpor sekaligus.',
  'Check the procurement info and set its start and end date while it is a draft: every auction session must take place between them.':
    'Periksa info pengadaan dan tetapkan tanggal mulai dan selesainya selama masih draf: setiap sesi lelang harus berlangsung di antara keduanya.',
  'Invite the vendors by e-mail and phone. An auction needs at least two vendors, a negotiation at least one.':
    'Undang vendor melalui email dan telepon. Lelang memerlukan minimal dua vendor, negosiasi minimal satu.',
  'Weight the administration, technical and price scores, then give each vendor its scores. The ranking decides the winner when the procurement ends.':
    'Tentukan bobot nilai administrasi, teknis, dan harga, lalu berikan nilai kepada setiap vendor. Peringkat menentukan pemenang saat pengadaan diakhiri.',
  'Create auction sessions for the invited vendors. Draft sessions can be completed later; created ones invite the vendors.':
    'Buat sesi lelang untuk vendor yang diundang. Sesi draf dapat dilengkapi nanti; sesi yang dibuat langsung mengundang vendor.',
  'Negotiations with the vendors are listed here once they are available.': 'Negosiasi dengan vendor akan ditampilkan di sini setelah tersedia.',
  'Reports of the auction sessions whose status is Done are listed here.': 'Laporan sesi lelang berstatus Selesai ditampilkan di sini.',

  // Procurement Info and Procurement Status cards
  'Procurement Number': 'Nomor Pengadaan',
  'Post Date': 'Tanggal Posting',
  'Procurement Name': 'Nama Pengadaan',
  'Negotiation Type': 'Jenis Negosiasi',
  'Evaluation Method': 'Metode Evaluasi',
  'Winner Type': 'Jenis Pemenang',
  'Bidding Type': 'Jenis Penawaran',
  'Currency Type': 'Jenis Mata Uang',
  Currency: 'Mata Uang',
  'Price Include TAX': 'Harga Termasuk Pajak',
  'Start Date': 'Tanggal Mulai',
  'End Date': 'Tanggal Selesai',
  'Procurement Status': 'Status Pengadaan',
  Date: 'Tanggal',
  Status: 'Status',
  'User Name': 'Nama Pengguna',
  'Cancel Reason': 'Alasan Pembatalan',
  'Edit Procurement Info': 'Ubah Info Pengadaan',
  'Jakarta time (WIB)': 'Waktu Jakarta (WIB)',
  'Please complete the date and time': 'Silakan lengkapi tanggal dan jamnya',
  'Procurement info has been updated': 'Info pengadaan telah diperbarui',

  // Submit, cancel and end
  Submit: 'Kirim',
  End: 'Akhiri',
  'Submit Initiation': 'Kirim Inisiasi',
  'After submitting, the items, vendors and procurement info can no longer be changed. Submit this initiation now?':
    'Setelah dikirim, barang, vendor, dan info pengadaan tidak dapat diubah lagi. Kirim inisiasi ini sekarang?',
  'Submit Success': 'Berhasil Dikirim',
  'The procurement has been submitted with the number': 'Pengadaan telah dikirim dengan nomor',
  'Create Auction Session': 'Buat Sesi Lelang',
  'Submit Failed': 'Gagal Mengirim',
  'Cancel procurement': 'Batalkan pengadaan',
  'Keep procurement': 'Jangan batalkan',
  'Are you sure you want to cancel this initiation? Please tell the reason.': 'Apakah Anda yakin ingin membatalkan inisiasi ini? Silakan sebutkan alasannya.',
  Reason: 'Alasan',
  'End Procurement': 'Akhiri Pengadaan',
  '{{name}} is ranked first and will be the winner of this procurement. Do you want to end it now?':
    '{{name}} berada di peringkat pertama dan akan menjadi pemenang pengadaan ini. Akhiri pengadaan sekarang?',
  'No vendor is ranked first, so this procurement will end without a winner. Do you want to end it now?':
    'Belum ada vendor di peringkat pertama, sehingga pengadaan ini akan berakhir tanpa pemenang. Akhiri pengadaan sekarang?',
  'Remove draft sessions?': 'Hapus sesi draf?',
  'This procurement still has {{sessions}} draft auction sessions and {{batches}} draft negotiation batches. They will be removed when it ends. Continue?':
    'Pengadaan ini masih memiliki {{sessions}} sesi lelang draf dan {{batches}} sesi negosiasi draf. Semuanya akan dihapus saat pengadaan diakhiri. Lanjutkan?',
  'End procurement failed': 'Gagal mengakhiri pengadaan',
  'The procurement has been ended': 'Pengadaan telah diakhiri',

  // Item List
  'Item List': 'Daftar Barang',
  'Add Item': 'Tambah Barang',
  'Edit Item': 'Ubah Barang',
  'Item Detail': 'Detail Barang',
  Image: 'Gambar',
  Images: 'Gambar',
  'Image {{n}}': 'Gambar {{n}}',
  'Add image {{n}}': 'Tambah gambar {{n}}',
  'Remove image {{n}}': 'Hapus gambar {{n}}',
  'Up to 5 images, jpeg, jpg or png, at most 2 MB each': 'Hingga 5 gambar, jpeg, jpg, atau png, masing-masing maksimal 2 MB',
  'PR Number': 'Nomor PR',
  'Item Code': 'Kode Barang',
  'Item Name': 'Nama Barang',
  'Needed Qty': 'Jumlah Dibutuhkan',
  'Minimal Capable Qty': 'Jumlah Kemampuan Minimal',
  'PR Line': 'Baris PR',
  UOM: 'Satuan',
  'Estimated Price Per Unit': 'Perkiraan Harga per Satuan',
  Subtotal: 'Subtotal',
  'Grand Total': 'Total Keseluruhan',
  Specification: 'Spesifikasi',
  'Equal to the needed qty for a single winner procurement': 'Sama dengan jumlah yang dibutuhkan untuk pengadaan pemenang tunggal',
  'Needed qty x estimated price per unit': 'Jumlah dibutuhkan x perkiraan harga per satuan',
  'Item has been added': 'Barang telah ditambahkan',
  'Item has been updated': 'Barang telah diperbarui',
  'We could not load the items.': 'Kami tidak dapat memuat daftar barang.',
  'Search item code, name or PR number': 'Cari kode barang, nama, atau nomor PR',
  'Search items': 'Cari barang',
  Search: 'Cari',
  Delete: 'Hapus',
  'Delete Items': 'Hapus Barang',
  'Delete the {{count}} selected items? This cannot be undone.': 'Hapus {{count}} barang yang dipilih? Tindakan ini tidak dapat dibatalkan.',

  // Specification editor
  'Text formatting': 'Format teks',
  Bold: 'Tebal',
  Italic: 'Miring',
  'Bulleted list': 'Daftar berpoin',
  'Numbered list': 'Daftar bernomor',
  Heading: 'Judul',

  // Spreadsheets
  'Download Template': 'Unduh Templat',
  Import: 'Impor',
  Export: 'Ekspor',
  'Import items from Excel': 'Impor barang dari Excel',
  '{{count}} items have been imported': '{{count}} barang telah diimpor',
  '1 item has been imported': '1 barang telah diimpor',
  'Import failed': 'Impor gagal',
  'Nothing was imported.': 'Tidak ada yang diimpor.',
  'Nothing was imported. Please fix these rows in the file and import it again.':
    'Tidak ada yang diimpor. Silakan perbaiki baris-baris ini di berkas lalu impor kembali.',

  // Column names in the import's row messages ('Row 3: Item code is required')
  'Item code': 'Kode barang',
  'Item name': 'Nama barang',
  'PR number': 'Nomor PR',
  'PR line': 'Baris PR',
  'Needed qty': 'Jumlah dibutuhkan',
  'Minimal capable qty': 'Jumlah kemampuan minimal',
  'Estimated price per unit': 'Perkiraan harga per satuan',

  // Server messages of the item calls (ITEM_MSG)
  'Minimal capable qty must equal needed qty for a single winner procurement':
    'Jumlah kemampuan minimal harus sama dengan jumlah yang dibutuhkan untuk pengadaan pemenang tunggal',
  'Image not found': 'Gambar tidak ditemukan',
  'Sort must be itemCode, itemName, prNumber, quantity, pricePerUnit or subTotal':
    'Urutan harus itemCode, itemName, prNumber, quantity, pricePerUnit, atau subTotal',
  'Order must be asc or desc': 'Arah urutan harus asc atau desc',
  'Please choose an Excel file (.xlsx) to import': 'Silakan pilih berkas Excel (.xlsx) untuk diimpor',
  'Please choose one file only': 'Silakan pilih satu berkas saja',
  'The file must be an Excel workbook (.xlsx)': 'Berkas harus berupa buku kerja Excel (.xlsx)',
  'The file must be at most 5 MB': 'Ukuran berkas maksimal 5 MB',
  'The file could not be read as an Excel workbook': 'Berkas tidak dapat dibaca sebagai buku kerja Excel',
  'The file has no items to import': 'Berkas tidak berisi barang untuk diimpor',
  'At most 1,000 items can be imported at once': 'Maksimal 1.000 barang dapat diimpor sekaligus',
  'Column "{{column}}" is missing from the first row': 'Kolom "{{column}}" tidak ada di baris pertama',
  '{{column}} is required': '{{column}} wajib diisi',
  'Row {{row}}: {{message}}': 'Baris {{row}}: {{message}}',
  '{{count}} more problems are not listed; please fix the rows above and import again':
    '{{count}} masalah lainnya tidak ditampilkan; silakan perbaiki baris di atas lalu impor kembali',

  // Server messages of the procurement calls (PROCUREMENT_STATE_MSG)
  'Please set the procurement start date': 'Silakan tetapkan tanggal mulai pengadaan',
  'Please set the procurement end date': 'Silakan tetapkan tanggal selesai pengadaan',
  'Procurement end date must be after its start date': 'Tanggal selesai pengadaan harus setelah tanggal mulainya',
  'Please set the procurement start and end date': 'Silakan tetapkan tanggal mulai dan selesai pengadaan',
  'The procurement end date has already passed': 'Tanggal selesai pengadaan sudah lewat',
  'This option is not available': 'Pilihan ini tidak tersedia',
  'Only a draft procurement can be changed': 'Hanya pengadaan berstatus draf yang dapat diubah',
  'Only a draft procurement can be submitted': 'Hanya pengadaan draf yang dapat dikirim',
  'Only an open procurement can be canceled': 'Hanya pengadaan terbuka yang dapat dibatalkan',
  'This procurement comes from an external procurement and cannot be canceled here':
    'Pengadaan ini berasal dari pengadaan eksternal dan tidak dapat dibatalkan di sini',
  'Only an open procurement can be ended': 'Hanya pengadaan terbuka yang dapat diakhiri',
  'Please stop or cancel the scheduled and running auction sessions first':
    'Silakan hentikan atau batalkan terlebih dahulu sesi lelang yang terjadwal dan sedang berjalan',
  'Tip key must be 1 to 64 letters, digits, dots, dashes or underscores':
    'Kunci tips harus terdiri dari 1 sampai 64 huruf, angka, titik, tanda hubung, atau garis bawah',
  'Too many tips dismissed': 'Terlalu banyak tips yang disembunyikan',
  // The open-data download (OCDS)
  'Download open data (OCDS)': 'Unduh data terbuka (OCDS)',
  'The open data could not be downloaded. Please try again.': 'Data terbuka tidak dapat diunduh. Silakan coba lagi.',
} satisfies Record<string, string>;
