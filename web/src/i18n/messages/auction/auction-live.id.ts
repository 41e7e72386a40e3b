// Indonesian texts of the live-auction pages up to the start, keyed by their English
// text: the vendor's attendance, decline and home pages, the rooms, the buyer's waiting room, and
// the few server messages the pages show that other areas also send. The auction calls' own
// messages are in auction-core.id.ts and auction-vendor.id.ts, each once. Shared words are repeated
// so the area stands alone.
export const auctionLiveId = {
  // Messages of the auction calls the pages show
  'Opps.. this link has been used or expired.': 'Ups.. tautan ini sudah digunakan atau kedaluwarsa.',
  'Delete failed': 'Gagal menghapus',
  "Our system detected that your local computer date & time seems to haven't been set correctly, or you have set it manually. Please make sure to set the date & time by configure it as automatically.":
    'Sistem kami mendeteksi bahwa tanggal & waktu komputer Anda tampaknya belum diatur dengan benar, atau Anda mengaturnya secara manual. Pastikan tanggal & waktu diatur secara otomatis.',

  // Rooms, countdowns and connection
  'Auction Session': 'Sesi Lelang',
  'Connection lost. Reconnecting…': 'Koneksi terputus. Menghubungkan kembali…',
  'Start In': 'Dimulai Dalam',
  'Ends In': 'Berakhir Dalam',
  'Start Time': 'Waktu Mulai',
  'End Time': 'Waktu Selesai',
  'Participants present: {{present}} of {{total}}': 'Peserta hadir: {{present}} dari {{total}}',
  'No vendor has confirmed attendance yet': 'Belum ada vendor yang mengonfirmasi kehadiran',
  Back: 'Kembali',

  // Vendor home
  'Auction Invitations': 'Undangan Lelang',
  'No invitations yet': 'Belum ada undangan',
  'Confirm attendance': 'Konfirmasi kehadiran',
  'Waiting room': 'Ruang tunggu',
  'Enter room': 'Masuk ruang',
  'View details': 'Lihat detail',
  'Result and objection': 'Hasil dan sanggahan',
  'Auction Number': 'Nomor Lelang',
  Loading: 'Memuat',
  'Try again': 'Coba lagi',

  // Attendance confirmation
  'Attendance Confirmation': 'Konfirmasi Kehadiran',
  'Procurement Info': 'Info Pengadaan',
  'Procurement Number': 'Nomor Pengadaan',
  'Procurement Name': 'Nama Pengadaan',
  Company: 'Perusahaan',
  'Bidding Type': 'Jenis Penawaran',
  Currency: 'Mata Uang',
  'Auction Schedule': 'Jadwal Lelang',
  Duration: 'Durasi',
  '{{minutes}} minute(s)': '{{minutes}} menit',
  'Due Date Confirmation': 'Batas Waktu Konfirmasi',
  'Item List': 'Daftar Barang',
  Item: 'Barang',
  Quantity: 'Kuantitas',
  'Min. Capable Qty': 'Min. Kuantitas Sanggup',
  'Capable Qty': 'Kuantitas Sanggup',
  'Capable Qty of {{item}}': 'Kuantitas Sanggup untuk {{item}}',
  'No records to display': 'Tidak ada data untuk ditampilkan',
  'Terms and Conditions': 'Syarat dan Ketentuan',
  'Read in a window': 'Baca di jendela',
  'I have read and agree to the terms and conditions': 'Saya telah membaca dan menyetujui syarat dan ketentuan',
  Close: 'Tutup',
  'By choosing Attend, your company commits to take part in this auction session and to have a representative in the auction room from its start time until its end.':
    'Dengan memilih Hadir, perusahaan Anda berkomitmen untuk mengikuti sesi lelang ini dan menempatkan perwakilan di ruang lelang sejak waktu mulai hingga berakhir.',
  'Every offer you submit in the auction room is binding: it is the price at which your company is ready to supply the items under the procurement’s terms, and it cannot be withdrawn after it is submitted.':
    'Setiap penawaran yang Anda kirim di ruang lelang bersifat mengikat: itu adalah harga yang membuat perusahaan Anda siap memasok barang sesuai ketentuan pengadaan, dan tidak dapat ditarik kembali setelah dikirim.',
  'For unit-price bidding, the capable quantity you state for each item is the quantity your company can really supply; the buyer may award up to that quantity.':
    'Untuk penawaran harga satuan, kuantitas sanggup yang Anda nyatakan untuk setiap barang adalah kuantitas yang benar-benar dapat dipasok perusahaan Anda; pembeli dapat memberikan pesanan hingga kuantitas tersebut.',
  'The person who takes part holds the authority to make offers for your company; when that person is not the company’s legal representative, a letter of attorney is uploaded before the session starts.':
    'Orang yang mengikuti lelang berwenang mengajukan penawaran atas nama perusahaan Anda; bila orang tersebut bukan wakil sah perusahaan, surat kuasa diunggah sebelum sesi dimulai.',
  'You keep the auction’s information confidential and do not share it with other vendors, and you do not agree prices with other vendors or act to distort the auction.':
    'Anda menjaga kerahasiaan informasi lelang dan tidak membagikannya kepada vendor lain, serta tidak menyepakati harga dengan vendor lain atau bertindak mengganggu jalannya lelang.',
  'The server’s clock decides the start, the end and every offer’s time. You are responsible for your own device, internet connection and a correctly set computer clock.':
    'Jam server menentukan waktu mulai, waktu selesai, dan waktu setiap penawaran. Anda bertanggung jawab atas perangkat, koneksi internet, dan pengaturan jam komputer Anda sendiri.',
  'The buyer may cancel the session, with a reason, before or during the auction; you will be informed by e-mail and on the auction page. The buyer decides the award after the auction.':
    'Pembeli dapat membatalkan sesi, dengan alasan, sebelum atau selama lelang; Anda akan diberi tahu melalui e-mail dan di halaman lelang. Pembeli menentukan pemenang setelah lelang.',
  'Your answer is final: after you choose Attend or Not Attend it cannot be changed for this session.':
    'Jawaban Anda bersifat final: setelah Anda memilih Hadir atau Tidak Hadir, jawaban tidak dapat diubah untuk sesi ini.',
  'Letter of Attorney': 'Surat Kuasa',
  'Up to {{count}} files: pdf, doc, docx, jpg or jpeg.': 'Hingga {{count}} berkas: pdf, doc, docx, jpg, atau jpeg.',
  'Upload Letter of Attorney': 'Unggah Surat Kuasa',
  'Uploading…': 'Mengunggah…',
  'Delete {{name}}': 'Hapus {{name}}',
  'Delete document': 'Hapus dokumen',
  'Delete {{name}}?': 'Hapus {{name}}?',
  Delete: 'Hapus',
  Attend: 'Hadir',
  'Not Attend': 'Tidak Hadir',
  'Your answer': 'Jawaban Anda',
  Reason: 'Alasan',
  Submit: 'Kirim',
  Cancel: 'Batal',
  OK: 'OK',

  // Decline page
  'Not Attend Confirmation': 'Konfirmasi Tidak Hadir',
  'E-mail': 'E-mail',
  'Auction {{number}} of {{procurement}} ({{company}})': 'Lelang {{number}} untuk {{procurement}} ({{company}})',

  // Buyer waiting room
  'Status Information': 'Informasi Status',
  Date: 'Tanggal',
  Status: 'Status',
  'User Name': 'Nama Pengguna',
  'Vendor List': 'Daftar Vendor',
  'Vendor Name': 'Nama Vendor',
  'Attend Confirmation': 'Konfirmasi Kehadiran',
  'Reason Not Attend': 'Alasan Tidak Hadir',
  'Resend Invitation': 'Kirim Ulang Undangan',
  Resend: 'Kirim Ulang',
  'Joined Status': 'Status Bergabung',
  'In room': 'Di ruang',
  'Letter Of Attorney': 'Surat Kuasa',
  View: 'Lihat',
  'PIC Vendor': 'PIC Vendor',
  'PIC E-mail': 'E-mail PIC',
  Yes: 'Ya',
  No: 'Tidak',
  'Cancel Session': 'Batalkan Sesi',
  'The vendors are told by e-mail that the session is canceled, with this reason.': 'Para vendor diberi tahu melalui e-mail bahwa sesi dibatalkan, beserta alasan ini.',
  'The auction session has been canceled': 'Sesi lelang telah dibatalkan',
  Dashboard: 'Dasbor',
  Initiation: 'Inisiasi',

  // Creating a session
  'Create Session': 'Buat Sesi',
  'Save as Draft': 'Simpan sebagai Draf',
  'Auction Session has been Created': 'Sesi Lelang telah Dibuat',
  'The invitations have been sent to the vendors by e-mail.': 'Undangan telah dikirim ke para vendor melalui e-mail.',

  // The room's older offers (the state carries the last ones) and the limits one account meets
  'Show older offers': 'Tampilkan penawaran sebelumnya',
  'Loading older offers…': 'Memuat penawaran sebelumnya…',
  'Too many requests at once. Please wait a moment and try again.': 'Terlalu banyak permintaan sekaligus. Silakan tunggu sebentar lalu coba lagi.',
  'This session is already open in 10 tabs or windows of your account. Close one of them and try again.':
    'Sesi ini sudah terbuka di 10 tab atau jendela akun Anda. Tutup salah satunya lalu coba lagi.',
};
