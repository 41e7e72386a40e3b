// Indonesian texts of the initiation area (domain/src/procurement), keyed by their English text.
// The English keys keep the spec's spelling ("fulfilled", "Inititation", "occured", "Uncomplete");
// the Indonesian texts are written correctly.
export const procurementId = {
  // New initiation
  'Please fulfilled all fields': 'Harap lengkapi semua kolom',
  'Procurement name must be at most 200 characters': 'Nama pengadaan maksimal 200 karakter',
  'Negotiation type must be Reverse Auction, Forward Auction or Negotiation':
    'Jenis negosiasi harus Lelang Terbalik, Lelang Maju, atau Negosiasi',
  'Evaluation method must be Passing Grade, Least Cost System or Merit Point':
    'Metode evaluasi harus Passing Grade, Sistem Biaya Terendah, atau Merit Point',
  'Winner type must be Single Winner or Multi Winner': 'Jenis pemenang harus Pemenang Tunggal atau Pemenang Jamak',
  'Bidding type must be Total Price, Total Price By Unit or Unit Price':
    'Jenis penawaran harus Harga Total, Harga Total per Satuan, atau Harga Satuan',
  'This bidding type is not available for the chosen winner type': 'Jenis penawaran ini tidak tersedia untuk jenis pemenang yang dipilih',
  'Currency type must be Single Currency or Multi Currency': 'Jenis mata uang harus Mata Uang Tunggal atau Multi Mata Uang',
  'Currency must be a 3-letter code such as IDR': 'Mata uang harus berupa kode 3 huruf, misalnya IDR',
  'A currency is chosen only for a single-currency procurement': 'Mata uang hanya dipilih untuk pengadaan dengan mata uang tunggal',
  'Price Include TAX must be yes or no': 'Harga Termasuk Pajak harus ya atau tidak',

  // Lists and search
  'Page must be a whole number from 1': 'Halaman harus berupa bilangan bulat mulai dari 1',
  'Page size must be All or a whole number from 1 to 100': 'Jumlah baris per halaman harus Semua atau bilangan bulat dari 1 sampai 100',
  'Search text must be at most 200 characters': 'Teks pencarian maksimal 200 karakter',
  'Date must be written as yyyy-mm-dd': 'Tanggal harus ditulis dengan format yyyy-mm-dd',
  'Post date from must be on or before post date to': 'Tanggal posting awal harus sama dengan atau sebelum tanggal posting akhir',
  'Status is not valid': 'Status tidak valid',
  'Keyword is required': 'Kata kunci wajib diisi',
  'Id is not valid': 'Id tidak valid',
  'Procurement id is required': 'Id pengadaan wajib diisi',
  'No records to display': 'Tidak ada data untuk ditampilkan',
  "No list available. Let's try to add one!": 'Belum ada daftar. Yuk, tambahkan satu!',
  All: 'Semua',

  // Items
  'Please fulfilled the given input': 'Harap lengkapi isian yang diminta',
  'Minimal capable qty must be equal or lower than needed qty':
    'Jumlah kemampuan minimal harus sama dengan atau lebih kecil dari jumlah yang dibutuhkan',
  'Needed qty must be a number above 0 with at most 2 decimals': 'Jumlah yang dibutuhkan harus berupa angka di atas 0 dengan maksimal 2 desimal',
  'Minimal capable qty must be a number above 0 with at most 2 decimals':
    'Jumlah kemampuan minimal harus berupa angka di atas 0 dengan maksimal 2 desimal',
  'UOM may contain only letters and spaces': 'Satuan hanya boleh berisi huruf dan spasi',
  'Price per unit must be an amount of at most 15 digits and 2 decimals, not negative':
    'Harga per satuan harus berupa nominal maksimal 15 digit dan 2 desimal, tidak negatif',
  'Subtotal must be an amount of at most 15 digits and 2 decimals, not negative':
    'Subtotal harus berupa nominal maksimal 15 digit dan 2 desimal, tidak negatif',
  'Subtotal must equal needed qty times price per unit': 'Subtotal harus sama dengan jumlah yang dibutuhkan dikali harga per satuan',
  'Subtotal may have at most 15 digits before the decimal point': 'Subtotal maksimal 15 digit sebelum tanda desimal',
  'This text is too long': 'Teks ini terlalu panjang',
  'Specification must be at most 20,000 characters': 'Spesifikasi maksimal 20.000 karakter',
  'An item has at most 5 images': 'Satu barang maksimal memiliki 5 gambar',
  'Each image needs an uploaded file or its url': 'Setiap gambar memerlukan berkas yang diunggah atau url-nya',
  'Image order must be a whole number from 1 to 5': 'Urutan gambar harus berupa bilangan bulat dari 1 sampai 5',
  'Two images cannot take the same slot': 'Dua gambar tidak boleh menempati slot yang sama',
  'Images must be jpeg, jpg or png': 'Gambar harus berformat jpeg, jpg, atau png',
  'An image must be at most 2 MB': 'Ukuran gambar maksimal 2 MB',

  // Vendors
  'Email already added to other vendor': 'Email sudah digunakan oleh vendor lain',
  "Please use the vendor's company email rather than a Gmail address": 'Gunakan email perusahaan vendor, bukan alamat Gmail',
  'Invite at least 1 vendor for a negotiation': 'Undang minimal 1 vendor untuk negosiasi',
  'Invite at least 2 vendors for an auction': 'Undang minimal 2 vendor untuk lelang',
  'Please choose Pass or Not Pass': 'Silakan pilih Lulus atau Tidak Lulus',
  'Company name is required': 'Nama perusahaan wajib diisi',
  'Company name must be text': 'Nama perusahaan harus berupa teks',
  'Company name must be at most 150 characters': 'Nama perusahaan maksimal 150 karakter',
  'Vendor city is required': 'Kota vendor wajib diisi',
  'Vendor city must be text': 'Kota vendor harus berupa teks',
  'Vendor city must be at most 100 characters': 'Kota vendor maksimal 100 karakter',
  'PIC vendor is required': 'PIC vendor wajib diisi',
  'PIC vendor must be text': 'PIC vendor harus berupa teks',
  'PIC vendor must be at most 100 characters': 'PIC vendor maksimal 100 karakter',

  // Scores
  'Technical score must be a number from 0 to 100 with at most 2 decimals': 'Nilai teknis harus berupa angka dari 0 sampai 100 dengan maksimal 2 desimal',
  'Maximum technical score is 100.00': 'Nilai teknis maksimal 100,00',
  "You haven't set any technical score to several items.": 'Anda belum memberikan nilai teknis pada beberapa barang.',
  'Each percentage must be a number from 0 to 100 with at most 2 decimals':
    'Setiap persentase harus berupa angka dari 0 sampai 100 dengan maksimal 2 desimal',
  'The total of the scoring percentages must be 100': 'Total persentase penilaian harus 100',
  'Define the Administration, Technical, and Price Scale to weight your score later.':
    'Tentukan bobot Administrasi, Teknis, dan Harga untuk menimbang nilai Anda nanti.',

  // Submit
  'Please complete the procurement info form input': 'Harap lengkapi isian formulir info pengadaan',
  'Please define auction evaluation scoring': 'Harap tentukan penilaian evaluasi lelang',
  "You haven't complete to give score (administration or technical) on listed vendor.":
    'Anda belum selesai memberikan nilai (administrasi atau teknis) pada vendor yang terdaftar.',
  'Please invite at least 1 vendor before submitting a negotiation': 'Harap undang minimal 1 vendor sebelum mengirim negosiasi',
  'Please invite at least 2 vendors before submitting': 'Harap undang minimal 2 vendor sebelum mengirim',
  'Please add at least 1 item before submitting': 'Harap tambahkan minimal 1 barang sebelum mengirim',

  // Cancel, end and delete
  'Please input the reason': 'Harap isi alasannya',
  'Reason must be at most 500 characters': 'Alasan maksimal 500 karakter',
  'No Items Selected!': 'Tidak Ada Barang yang Dipilih!',
  'No Vendors Selected': 'Tidak Ada Vendor yang Dipilih',
  'Too many rows selected at once': 'Terlalu banyak baris yang dipilih sekaligus',
  'The same row is selected twice': 'Baris yang sama dipilih dua kali',

  // Auction Evaluation Methods form
  'Error: Uncomplete Form': 'Kesalahan: Formulir Belum Lengkap',
  'Error: Invalid Form': 'Kesalahan: Formulir Tidak Valid',
  'Please complete the Evaluation Methods form': 'Harap lengkapi formulir Metode Evaluasi',
  'Please input auction start and end time between {{start}} and {{end}}':
    'Harap isi waktu mulai dan selesai lelang antara {{start}} dan {{end}}',
  'Auction type must be Open or Closed (sealed)': 'Jenis lelang harus Terbuka atau Tertutup (tersegel)',
  'Auction model must be Real Time or Simulation': 'Model lelang harus Waktu Nyata atau Simulasi',
  'Period type must be Injury Time or Limited Time': 'Jenis periode harus Waktu Tambahan atau Waktu Terbatas',
  'A new session is saved as a draft or created': 'Sesi baru disimpan sebagai draf atau dibuat',
  'Start time is required': 'Waktu mulai wajib diisi',
  'End time is required': 'Waktu selesai wajib diisi',
  'Time must be a date and time with its time zone': 'Waktu harus berupa tanggal dan jam beserta zona waktunya',
  'End time must be after start time': 'Waktu selesai harus setelah waktu mulai',
  'Duration is required': 'Durasi wajib diisi',
  'Duration must be minutes above 0 with at most 2 decimals': 'Durasi harus berupa menit di atas 0 dengan maksimal 2 desimal',
  'Minutes must be a number with at most 2 decimals, not negative': 'Menit harus berupa angka dengan maksimal 2 desimal, tidak negatif',
  'Injury time before end cannot be longer than the duration': 'Waktu tambahan sebelum berakhir tidak boleh lebih lama dari durasi',
  'Max session extension must be a positive whole number': 'Perpanjangan sesi maksimal harus berupa bilangan bulat positif',
  'Initial price is required': 'Harga awal wajib diisi',
  'Initial price must be an amount above 0 of at most 15 digits and 2 decimals':
    'Harga awal harus berupa nominal di atas 0 dengan maksimal 15 digit dan 2 desimal',
  'Minimal decrement must be an amount of at most 15 digits and 2 decimals, not negative':
    'Penurunan minimal harus berupa nominal maksimal 15 digit dan 2 desimal, tidak negatif',
  'Minimal decrement cannot exceed the initial price': 'Penurunan minimal tidak boleh melebihi harga awal',
  'Please select at least 2 vendors to create an auction': 'Harap pilih minimal 2 vendor untuk membuat lelang',
  'Please select at least 1 item for a unit price auction': 'Harap pilih minimal 1 barang untuk lelang harga satuan',

  // Toasts and result dialogs
  'Vendor administration score has been updated': 'Nilai administrasi vendor telah diperbarui',
  'Vendor technical score has been updated': 'Nilai teknis vendor telah diperbarui',
  'Vendor has been updated successfully': 'Vendor berhasil diperbarui',
  'Vendor has been added successfully': 'Vendor berhasil ditambahkan',
  'Inititation has been canceled': 'Inisiasi telah dibatalkan',
  'Technical inserted successfully': 'Nilai teknis berhasil disimpan',
  'Scoring has been configured successfully': 'Penilaian berhasil dikonfigurasi',
  'Data not found': 'Data tidak ditemukan',
  'Failed to cancel inititation': 'Gagal membatalkan inisiasi',
  'Error occured when updating technical score.': 'Terjadi kesalahan saat memperbarui nilai teknis.',
  'Item has been deleted': 'Barang telah dihapus',
  'Vendor has been deleted': 'Vendor telah dihapus',
  'Procurement has been deleted': 'Pengadaan telah dihapus',
  'Delete failed': 'Gagal menghapus',

  // Procurement and auction session statuses
  Draft: 'Draf',
  Open: 'Terbuka',
  Closed: 'Ditutup',
  Canceled: 'Dibatalkan',
  'Pending Approval': 'Menunggu Persetujuan',
  'Not Started': 'Belum Dimulai',
  'On Going': 'Sedang Berlangsung',
  Done: 'Selesai',

  // Detail page sections and bottom buttons (Cancel is in the shared catalogue)
  'Item List': 'Daftar Barang',
  'Procurement Info': 'Info Pengadaan',
  'Vendor List': 'Daftar Vendor',
  'Evaluation Score': 'Nilai Evaluasi',
  'Auction Session': 'Sesi Lelang',
  Negotiation: 'Negosiasi',
  'Log Report': 'Laporan Log',
  Submit: 'Kirim',
  End: 'Akhiri',
  'Only draft procurements can be deleted': 'Hanya pengadaan berstatus draf yang dapat dihapus',
} satisfies Record<string, string>;
