// Indonesian texts of the master-data pages, keyed by their English text.
export const masterDataId = {
  // Page, table and dialogs
  'Add Value': 'Tambah Nilai',
  'Add a value to {{list}}': 'Tambah nilai ke {{list}}',
  'Edit {{code}}': 'Ubah {{code}}',
  'Remove {{code}}': 'Hapus {{code}}',
  'Remove {{code}}?': 'Hapus {{code}}?',
  Edit: 'Ubah',
  Remove: 'Hapus',
  Save: 'Simpan',
  Actions: 'Aksi',
  Code: 'Kode',
  'English label': 'Label bahasa Inggris',
  'Indonesian label': 'Label bahasa Indonesia',
  Active: 'Aktif',
  Inactive: 'Tidak aktif',
  Order: 'Urutan',
  'Master values': 'Nilai master',
  'No values yet. Add the first one.': 'Belum ada nilai. Tambahkan yang pertama.',
  'Active values are offered in the forms of the product; inactive ones stay on the records that already use them.':
    'Nilai aktif ditawarkan pada formulir produk; nilai tidak aktif tetap tersimpan pada data yang sudah menggunakannya.',
  'Used by the product rules': 'Digunakan oleh aturan produk',
  'Used by the product rules: deactivate it instead': 'Digunakan oleh aturan produk: nonaktifkan saja',
  'The product rules depend on this value: its code is fixed and it cannot be removed.':
    'Aturan produk bergantung pada nilai ini: kodenya tetap dan nilainya tidak dapat dihapus.',
  'The product rules depend on this code, so it cannot be changed.': 'Aturan produk bergantung pada kode ini, sehingga kode tidak dapat diubah.',
  'Capital letters, digits and underscores; records store this code.': 'Huruf kapital, angka, dan garis bawah; data menyimpan kode ini.',
  'Three capital letters, as in ISO 4217 (e.g. EUR); records store this code.':
    'Tiga huruf kapital, sesuai ISO 4217 (mis. EUR); data menyimpan kode ini.',
  '+ followed by 1 to 4 digits; records store this code.': '+ diikuti 1 sampai 4 angka; data menyimpan kode ini.',
  '{{label}} will no longer be offered in {{list}}. A value that records still use cannot be removed; deactivate it instead.':
    '{{label}} tidak akan ditawarkan lagi di {{list}}. Nilai yang masih digunakan oleh data tidak dapat dihapus; nonaktifkan saja.',
  '{{code}} added': '{{code}} ditambahkan',
  '{{code}} saved': '{{code}} disimpan',
  '{{code}} removed': '{{code}} dihapus',

  // Server messages (domain master-data.messages.ts and the schemas' field messages)
  'Master list not found': 'Daftar master tidak ditemukan',
  'Master value not found': 'Nilai master tidak ditemukan',
  'Language must be en or id': 'Bahasa harus en atau id',
  'Code already exists': 'Kode sudah ada',
  'Code is required': 'Kode wajib diisi',
  'Code must be text': 'Kode harus berupa teks',
  'Code must be 2 to 50 characters: capital letters, digits and underscores': 'Kode harus 2 sampai 50 karakter: huruf kapital, angka, dan garis bawah',
  'Currency code must be 3 capital letters, as in ISO 4217 (e.g. EUR)': 'Kode mata uang harus 3 huruf kapital, sesuai ISO 4217 (mis. EUR)',
  'Phone prefix must be + followed by 1 to 4 digits': 'Kode telepon harus + diikuti 1 sampai 4 angka',
  'English label is required': 'Label bahasa Inggris wajib diisi',
  'English label must be text': 'Label bahasa Inggris harus berupa teks',
  'English label must be at most 100 characters': 'Label bahasa Inggris maksimal 100 karakter',
  'Indonesian label is required': 'Label bahasa Indonesia wajib diisi',
  'Indonesian label must be text': 'Label bahasa Indonesia harus berupa teks',
  'Indonesian label must be at most 100 characters': 'Label bahasa Indonesia maksimal 100 karakter',
  'Active must be true or false': 'Aktif harus bernilai benar atau salah',
  'Order must be a whole number from 1 to 9999': 'Urutan harus bilangan bulat dari 1 sampai 9999',
  'This code is used by the product rules and cannot be changed': 'Kode ini digunakan oleh aturan produk dan tidak dapat diubah',
  'This value is used by the product rules and cannot be removed; deactivate it instead':
    'Nilai ini digunakan oleh aturan produk dan tidak dapat dihapus; nonaktifkan saja',
  'This value is used by existing records, so its code cannot be changed': 'Nilai ini digunakan oleh data yang ada, sehingga kodenya tidak dapat diubah',
  'This value is used by existing records and cannot be removed; deactivate it instead':
    'Nilai ini digunakan oleh data yang ada dan tidak dapat dihapus; nonaktifkan saja',
  'You are not allowed to do this': 'Anda tidak diizinkan melakukan ini',
} satisfies Record<string, string>;
