// Indonesian texts of the initiation-vendors part of the initiation area (the Vendor List and
// Evaluation Score sections and their dialogs), keyed by their English text. Shared words that
// other in-progress catalogues also carry (Delete, Search, …) are repeated here on purpose, with
// the same wording, so these screens never depend on another area's file.
export const procurementVendorsId = {
  // Vendor List section
  'Add Vendor': 'Tambah Vendor',
  'Edit Vendor': 'Ubah Vendor',
  'PIC Vendor': 'PIC Vendor',
  'Search vendors': 'Cari vendor',
  Search: 'Cari',
  Delete: 'Hapus',
  'Delete ({{count}})': 'Hapus ({{count}})',
  'Delete Vendor': 'Hapus Vendor',
  'Delete {{count}} selected vendor(s)? Their items and scores are removed too.':
    'Hapus {{count}} vendor yang dipilih? Barang dan nilai vendor tersebut juga ikut dihapus.',
  Success: 'Berhasil',
  Failed: 'Gagal',
  Items: 'Barang',
  'Items of {{name}}': 'Barang dari {{name}}',
  '{{count}} items of {{name}}': '{{count}} barang dari {{name}}',
  'We could not load the vendors. Please try again.': 'Vendor tidak dapat dimuat. Silakan coba lagi.',

  // Vendor Item dialog and its item picker
  'Vendor Item': 'Barang Vendor',
  'Vendor items': 'Barang vendor',
  Vendor: 'Vendor',
  'Add Item': 'Tambah Barang',
  Add: 'Tambah',
  'Add ({{count}})': 'Tambah ({{count}})',
  'Items to add': 'Barang yang akan ditambahkan',
  Image: 'Gambar',
  'Item Code': 'Kode Barang',
  'Item Name': 'Nama Barang',
  'PR Line': 'Baris PR',
  'Needed Qty': 'Jumlah Dibutuhkan',
  'Minimal Capable Qty': 'Jumlah Kemampuan Minimal',
  'Vendor Capable Qty': 'Jumlah Kemampuan Vendor',
  'Vendor capable qty of {{name}}': 'Jumlah kemampuan vendor untuk {{name}}',
  'We could not load the items. Please try again.': 'Barang tidak dapat dimuat. Silakan coba lagi.',
  'The items were added. Updating the list…': 'Barang telah ditambahkan. Memperbarui daftar…',
  'Remove Item': 'Hapus Barang',
  'Remove {{name}}': 'Hapus {{name}}',
  'Remove {{name}} from this vendor?': 'Hapus {{name}} dari vendor ini?',
  'Item has been removed from the vendor': 'Barang telah dihapus dari vendor',
  'Save Technical Score': 'Simpan Nilai Teknis',
  'Technical score of {{name}}': 'Nilai teknis {{name}}',
  'Give each item a technical score from 0 to 100, then save. A score can be given only once.':
    'Beri setiap barang nilai teknis dari 0 sampai 100, lalu simpan. Nilai hanya dapat diberikan satu kali.',
  'Last Price': 'Harga Terakhir',
  Saving: 'Penghematan',

  // Evaluation Score section
  'Scoring Percentage': 'Persentase Penilaian',
  Administration: 'Administrasi',
  Technical: 'Teknis',
  Price: 'Harga',
  Total: 'Total',
  'The three percentages add up to 100.': 'Jumlah ketiga persentase harus 100.',
  Indicator: 'Indikator',
  Rank: 'Peringkat',
  Winner: 'Pemenang',
  'Give Score': 'Beri Nilai',
  Passed: 'Lulus',
  'Not Passed': 'Tidak Lulus',
  'Technical score {{score}}, show details': 'Nilai teknis {{score}}, lihat rincian',
  Export: 'Ekspor',
  'The export could not be downloaded. Please try again.': 'Berkas ekspor tidak dapat diunduh. Silakan coba lagi.',
  'We could not load the evaluation. Please try again.': 'Evaluasi tidak dapat dimuat. Silakan coba lagi.',
  'By Item': 'Per Barang',
  'By Vendor': 'Per Vendor',
  'Administration Evaluation': 'Evaluasi Administrasi',
  UOM: 'Satuan',
  Qty: 'Jml',
  QTY: 'JML',
  'Min Capability Qty': 'Jumlah Kemampuan Min.',
  'Item Vendor': 'Vendor Barang',

  // Score dialogs
  'Procurement Number': 'Nomor Pengadaan',
  'Administration Score': 'Nilai Administrasi',
  Pass: 'Lulus',
  'Not Pass': 'Tidak Lulus',
  'Technical Score': 'Nilai Teknis',
  Score: 'Nilai',
  'From 0 to 100, with at most 2 decimals': 'Dari 0 sampai 100, maksimal 2 desimal',
  'Technical Percentage': 'Persentase Teknis',
  'Score x Technical Percentage / 100': 'Nilai x Persentase Teknis / 100',
  'The technical score has been given and cannot be changed.': 'Nilai teknis sudah diberikan dan tidak dapat diubah.',

  // Unit Price dialog (Total Price By Unit)
  'Unit Price': 'Harga Satuan',
  Company: 'Perusahaan',
  'Indicator Price': 'Harga Indikator',
  Subtotal: 'Subtotal',
  'Total Offer': 'Total Penawaran',

  // Server messages of the vendor, vendor item and score calls (PROCUREMENT_VENDOR_MSG)
  'Please add at least 1 item before adding vendors to a Merit Point procurement':
    'Harap tambahkan minimal 1 barang sebelum menambahkan vendor ke pengadaan Merit Point',
  'This item is not part of the procurement': 'Barang ini bukan bagian dari pengadaan',
  'This item has already been added to the vendor': 'Barang ini sudah ditambahkan ke vendor',
  'Vendor capable qty must be a number above 0 with at most 2 decimals': 'Jumlah kemampuan vendor harus berupa angka di atas 0 dengan maksimal 2 desimal',
  'Vendor capable qty cannot be more than the needed qty ({{qty}})': 'Jumlah kemampuan vendor tidak boleh melebihi jumlah yang dibutuhkan ({{qty}})',
  'Vendor capable qty must be at least the minimal capable qty ({{qty}})': 'Jumlah kemampuan vendor minimal sebesar jumlah kemampuan minimal ({{qty}})',
  'Scores are given only with the Merit Point evaluation method': 'Nilai hanya diberikan pada metode evaluasi Merit Point',
  'Scores can be given only while the procurement is Draft or Open': 'Nilai hanya dapat diberikan selama pengadaan berstatus Draf atau Terbuka',
  'The administration result cannot be changed after the procurement was submitted': 'Hasil administrasi tidak dapat diubah setelah pengadaan dikirim',
  'The technical score of this vendor has already been given': 'Nilai teknis vendor ini sudah diberikan',
  'The technical score of this item has already been given': 'Nilai teknis barang ini sudah diberikan',
  'A Unit Price procurement is scored per item: please give the technical score on the vendor items':
    'Pengadaan Harga Satuan dinilai per barang: silakan beri nilai teknis pada barang vendor',
  'Item technical scores are given only in a Unit Price procurement': 'Nilai teknis per barang hanya diberikan pada pengadaan Harga Satuan',

  // State refusals the server gives these calls
  'Items and vendors can be changed only while the procurement is DRAFT': 'Barang dan vendor hanya dapat diubah selama pengadaan berstatus Draf',
  'Scoring percentages are used by merit point evaluation only': 'Persentase penilaian hanya digunakan pada evaluasi merit point',
  'Only a draft procurement can be changed': 'Hanya pengadaan berstatus draf yang dapat diubah',
} satisfies Record<string, string>;
