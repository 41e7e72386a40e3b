import type { HelpPage } from './help.types';

// The buyer help pages of docs/rules/reports-dashboard-help.md#help, written about this product as it works: buttons are
// named as the pages name them (English, then the Indonesian catalogue's text).

const logInAuction: HelpPage = {
  slug: 'login-auction',
  audience: 'buyer',
  category: 'GENERAL',
  title: { en: 'Log In Auction', id: 'Masuk ke Lelang' },
  description: {
    en: 'Sign in to Procura Auction as a buyer with your e-mail and password, or with a one-time code sent to your e-mail.',
    id: 'Masuk ke Procura Auction sebagai pembeli dengan email dan kata sandi Anda, atau dengan kode sekali pakai yang dikirim ke email Anda.',
  },
  tags: ['PROCUREMENT_PROCESS'],
  steps: [
    {
      text: {
        en: 'Open the sign-in page (/buyer-login), or press Login on the landing page.',
        id: 'Buka halaman masuk (/buyer-login), atau tekan Masuk di halaman utama.',
      },
      screenshot: 'login.jpg',
    },
    {
      text: {
        en: 'Type your Email and Password. Tick Remember Me to stay signed in on this computer, then press Login.',
        id: 'Ketik Email dan Kata Sandi Anda. Centang Ingat Saya agar tetap masuk di komputer ini, lalu tekan Masuk.',
      },
    },
    {
      text: {
        en: 'Without a password, choose Sign in with a one-time code, press Request OTP and type the 4 characters sent to your e-mail, then press Login. A new code can be requested after 30 seconds.',
        id: 'Tanpa kata sandi, pilih Masuk dengan kode sekali pakai, tekan Minta OTP dan ketik 4 karakter yang dikirim ke email Anda, lalu tekan Masuk. Kode baru dapat diminta setelah 30 detik.',
      },
    },
    {
      text: {
        en: 'Forgot your password? Press Forgot Password?, type your e-mail and follow the link we send you.',
        id: 'Lupa kata sandi? Tekan Lupa Kata Sandi?, ketik email Anda dan ikuti tautan yang kami kirim.',
      },
    },
    {
      text: {
        en: 'After signing in you land on the dashboard; a company that has not finished onboarding is taken to Company Onboarding first.',
        id: 'Setelah masuk Anda tiba di dasbor; perusahaan yang belum menyelesaikan onboarding diarahkan ke Onboarding Perusahaan terlebih dahulu.',
      },
    },
  ],
};

const registration: HelpPage = {
  slug: 'registration',
  audience: 'buyer',
  category: 'GENERAL',
  title: { en: 'Registration', id: 'Registrasi' },
  description: {
    en: 'Create a buyer account, verify your e-mail and register your company. Registration requires a tax number (NPWP) and an ID card (KTP).',
    id: 'Buat akun pembeli, verifikasi email Anda, dan daftarkan perusahaan Anda. Registrasi memerlukan nomor pokok wajib pajak (NPWP) dan kartu identitas (KTP).',
  },
  tags: ['PROCUREMENT_PROCESS'],
  steps: [
    {
      text: {
        en: 'On the sign-in page press Register Now. Fill in First Name, Last Name, Email, Password, Confirm Password and Reference, then press Register.',
        id: 'Di halaman masuk tekan Daftar Sekarang. Isi Nama Depan, Nama Belakang, Email, Kata Sandi, Konfirmasi Kata Sandi, dan Referensi, lalu tekan Daftar.',
      },
      screenshot: 'register.jpg',
    },
    {
      text: {
        en: 'Registration Success says we have sent you a link to verify your email account. Open the link in that e-mail, then press Continue to login and sign in.',
        id: 'Registrasi Berhasil menyatakan bahwa kami telah mengirim tautan untuk memverifikasi akun email Anda. Buka tautan pada email tersebut, lalu tekan Lanjutkan ke halaman masuk dan masuk.',
      },
    },
    {
      text: {
        en: 'Company Onboarding opens with three cards. In General Info enter the company type, name, PIC name, company e-mail and phone, and press Continue.',
        id: 'Onboarding Perusahaan terbuka dengan tiga kartu. Di Informasi Umum isi jenis perusahaan, nama, nama PIC, email perusahaan, dan telepon, lalu tekan Lanjutkan.',
      },
      screenshot: 'onboarding.jpg',
    },
    {
      text: {
        en: 'In Company Address choose the province, city and district, enter the zip code and the address detail, and press Continue.',
        id: 'Di Alamat Perusahaan pilih provinsi, kota, dan kecamatan, isi kode pos dan detail alamat, lalu tekan Lanjutkan.',
      },
    },
    {
      text: {
        en: 'In Legal Info enter the Tax Number (NPWP) and the ID Number (KTP) and attach a document for each (pdf, doc, docx, jpg or jpeg, up to 5 MB), then press Save.',
        id: 'Di Informasi Legal isi Nomor NPWP dan Nomor KTP serta lampirkan dokumen untuk masing-masing (pdf, doc, docx, jpg, atau jpeg, maksimal 5 MB), lalu tekan Simpan.',
      },
    },
    {
      text: {
        en: 'Onboarding Success appears; press Go to dashboard. Your company can now run procurements.',
        id: 'Onboarding Berhasil muncul; tekan Ke dasbor. Perusahaan Anda kini dapat menjalankan pengadaan.',
      },
    },
  ],
};

const createInitiation: HelpPage = {
  slug: 'create-initiation',
  audience: 'buyer',
  category: 'PROCUREMENT_INITIATION',
  title: { en: 'Create Initiation', id: 'Membuat Inisiasi' },
  description: {
    en: 'An initiation is a procurement being prepared: its items from the purchase request, the invited vendors and, for merit point, their scores. Submitting it makes it Open.',
    id: 'Inisiasi adalah pengadaan yang sedang disiapkan: barang dari permintaan pembelian, vendor yang diundang, dan untuk merit point, nilai mereka. Mengirimkannya membuat statusnya Terbuka.',
  },
  tags: ['INITIATION', 'PURCHASE_REQUEST', 'VENDOR'],
  steps: [
    {
      text: {
        en: 'Open Initiation in the side menu. The list shows every procurement with its number, name, post date, bidding type and status; press New Initiation.',
        id: 'Buka Inisiasi di menu samping. Daftar menampilkan setiap pengadaan dengan nomor, nama, tanggal posting, jenis penawaran, dan statusnya; tekan Inisiasi Baru.',
      },
      screenshot: 'initiation-list.jpg',
    },
    {
      text: {
        en: 'Fill in Procurement Name, Negotiation Type, Evaluation Method, Winner Type, Bidding Type, Currency Type (and Currency for a single currency) and Price Include TAX, then press Apply.',
        id: 'Isi Nama Pengadaan, Jenis Negosiasi, Metode Evaluasi, Jenis Pemenang, Jenis Penawaran, Jenis Mata Uang (dan Mata Uang untuk mata uang tunggal) serta Harga Termasuk Pajak, lalu tekan Terapkan.',
      },
      screenshot: 'new-initiation.jpg',
    },
    {
      text: {
        en: 'The initiation opens as Draft. In Item List press Add Item for each item of the purchase request (PR number, code, name, quantity, UOM, estimated price), or import them from the Excel template.',
        id: 'Inisiasi terbuka sebagai Draf. Di Daftar Barang tekan Tambah Barang untuk setiap barang dari permintaan pembelian (nomor PR, kode, nama, jumlah, satuan, harga perkiraan), atau impor dari templat Excel.',
      },
      screenshot: 'initiation-detail.jpg',
    },
    {
      text: {
        en: 'In Procurement Info set the start and end dates of the procurement. In Vendor List press Add Vendor for each vendor: at least two for an auction, at least one for a negotiation.',
        id: 'Di Info Pengadaan atur tanggal mulai dan berakhir pengadaan. Di Daftar Vendor tekan Tambah Vendor untuk setiap vendor: minimal dua untuk lelang, minimal satu untuk negosiasi.',
      },
    },
    {
      text: {
        en: 'With Merit Point, define the scoring percentages in Evaluation Score and give every vendor its administration and technical score.',
        id: 'Dengan Merit Point, tentukan persentase penilaian di Nilai Evaluasi dan berikan nilai administrasi dan teknis untuk setiap vendor.',
      },
    },
    {
      text: {
        en: 'Press Submit. The procurement gets its number and becomes Open; the dialog offers Back To List or Create Auction Session.',
        id: 'Tekan Kirim. Pengadaan mendapat nomornya dan menjadi Terbuka; dialog menawarkan Kembali ke Daftar atau Buat Sesi Lelang.',
      },
    },
  ],
};

const endInitiation: HelpPage = {
  slug: 'end-initiation',
  audience: 'buyer',
  category: 'PROCUREMENT_INITIATION',
  title: { en: 'End Initiation', id: 'Mengakhiri Inisiasi' },
  description: {
    en: 'Ending closes a procurement and names its winner. A procurement can only be ended when its status is Open. The winner is decided from the auction, or from the negotiation if one was held.',
    id: 'Mengakhiri akan menutup pengadaan dan menetapkan pemenangnya. Pengadaan hanya dapat diakhiri jika statusnya Terbuka. Pemenang ditentukan dari lelang, atau dari negosiasi jika negosiasi telah dilakukan.',
  },
  tags: ['INITIATION', 'PROCUREMENT_PROCESS'],
  steps: [
    {
      text: {
        en: 'Open Initiation and choose a procurement whose status is Open. A Draft one must be submitted first; Closed and Canceled ones cannot change.',
        id: 'Buka Inisiasi dan pilih pengadaan yang berstatus Terbuka. Pengadaan Draf harus dikirim terlebih dahulu; pengadaan Ditutup dan Dibatalkan tidak dapat diubah.',
      },
      screenshot: 'initiation-list.jpg',
    },
    {
      text: {
        en: 'Check the Evaluation Score table: the vendor ranked first, by the last prices of the auction or the negotiation, will be the winner.',
        id: 'Periksa tabel Nilai Evaluasi: vendor di peringkat pertama, berdasarkan harga terakhir dari lelang atau negosiasi, akan menjadi pemenang.',
      },
    },
    {
      text: {
        en: 'Press End at the bottom of the page. The confirmation names the vendor that will win; press End to confirm.',
        id: 'Tekan Akhiri di bagian bawah halaman. Konfirmasi menyebutkan vendor yang akan menang; tekan Akhiri untuk mengonfirmasi.',
      },
      screenshot: 'end-initiation.jpg',
    },
    {
      text: {
        en: 'If draft auction sessions or draft negotiations remain, a second confirmation says they will be removed; press End again to go on.',
        id: 'Jika masih ada sesi lelang draf atau negosiasi draf, konfirmasi kedua menyatakan bahwa semuanya akan dihapus; tekan Akhiri lagi untuk melanjutkan.',
      },
    },
    {
      text: {
        en: 'The procurement becomes Closed and you return to the Initiation list. To stop it without a winner, use Cancel procurement and give a reason instead.',
        id: 'Pengadaan menjadi Ditutup dan Anda kembali ke daftar Inisiasi. Untuk menghentikannya tanpa pemenang, gunakan Batalkan pengadaan dan isi alasannya.',
      },
    },
  ],
};

const createAuction: HelpPage = {
  slug: 'create-auction',
  audience: 'buyer',
  category: 'AUCTION_SESSION',
  title: { en: 'Create Auction', id: 'Membuat Sesi Lelang' },
  description: {
    en: 'Schedule a live auction session for an Open procurement, invite its vendors by e-mail and follow the bidding live.',
    id: 'Jadwalkan sesi lelang langsung untuk pengadaan yang Terbuka, undang vendornya melalui email, dan ikuti penawaran secara langsung.',
  },
  tags: ['PROCUREMENT_PROCESS', 'VENDOR'],
  steps: [
    {
      text: {
        en: 'Open the procurement (status Open) and go to its Auction Session section; press New Session. If the last session was stopped by hand, give the reason first.',
        id: 'Buka pengadaan (status Terbuka) dan masuk ke bagian Sesi Lelang; tekan Sesi Baru. Jika sesi terakhir dihentikan secara manual, isi alasannya terlebih dahulu.',
      },
      screenshot: 'auction-sessions.jpg',
    },
    {
      text: {
        en: 'In Auction Evaluation Methods choose the Auction Type (Open, or Closed (sealed): each vendor sees only its own offers), the Auction Model (Real Time or Simulation) and the Period Type (Limited Time or Injury Time).',
        id: 'Di Metode Evaluasi Lelang pilih Jenis Lelang (Terbuka, atau Tertutup (tersegel): setiap vendor hanya melihat penawarannya sendiri), Model Lelang (Waktu Nyata atau Simulasi), dan Jenis Periode (Waktu Terbatas atau Waktu Tambahan).',
      },
      screenshot: 'auction-form.jpg',
    },
    {
      text: {
        en: 'Set the Start Time (Jakarta time, WIB, inside the procurement period). Limited Time: set the End Time too; the Duration is counted from both and the session never extends.',
        id: 'Atur Waktu Mulai (waktu Jakarta, WIB, di dalam periode pengadaan). Waktu Terbatas: atur juga Waktu Selesai; Durasi dihitung dari keduanya dan sesi tidak pernah diperpanjang.',
      },
    },
    {
      text: {
        en: 'Injury Time: enter the Duration in minutes (the session ends that long after the start), the Injury Time Before End (an offer in these last minutes extends the session), the Time Extension (the minutes each extension adds) and the Max Session Extension (how many times at most).',
        id: 'Waktu Tambahan: isi Durasi dalam menit (sesi berakhir selama itu setelah waktu mulai), Waktu Tambahan Sebelum Berakhir (penawaran pada menit-menit terakhir ini memperpanjang sesi), Perpanjangan Waktu (menit yang ditambahkan setiap perpanjangan), dan Perpanjangan Sesi Maksimal (paling banyak berapa kali).',
      },
    },
    {
      text: {
        en: 'Enter the Initial Price and the Minimal Decrement (never above the initial price), and tick the vendors taking part: at least 2.',
        id: 'Isi Harga Awal dan Penurunan Minimal (tidak boleh melebihi harga awal), lalu centang vendor yang ikut serta: minimal 2.',
      },
    },
    // The newer rules of the session form (docs/rules/auction-bidding.md#ties-slips-and-a-percent-decrement,
    // #proxy-bidding, #pause-and-resume), named as the form and its Bidding Rules card name them.
    {
      text: {
        en: 'To give the decrement as a percent, choose Percent of the leading price instead of Amount and fill in Minimal Decrement (%) (above 0, at most 50). Each step is then that percent of the leading price (before any offer, of the initial price; in a Closed auction, of the vendor\'s own last offer), rounded to whole rupiah: 1 % of 250,000,000.00 IDR is 2,500,000.00 IDR. The rooms show the vendors the step as an amount.',
        id: 'Untuk memberikan penurunan dalam persen, pilih Persen dari harga terdepan (bukan Jumlah) dan isi Penurunan Minimal (%) (di atas 0, paling besar 50). Setiap penurunan lalu sebesar persen itu dari harga terdepan (sebelum ada penawaran, dari harga awal; pada lelang Tertutup, dari penawaran terakhir vendor itu sendiri), dibulatkan ke rupiah bulat: 1 % dari 250,000,000.00 IDR adalah 2,500,000.00 IDR. Ruang lelang menampilkan penurunan itu kepada vendor sebagai jumlah uang.',
      },
    },
    {
      text: {
        en: 'In Bidding Rules, Proxy bidding (on unless you switch it off) lets each vendor set a floor in its room: whenever it is overtaken, the server offers for it in whole minimal decrements, never below that floor, even with its page closed. It works in Total Price sessions only. On the monitor you see which offers a proxy made, never a vendor\'s floor.',
        id: 'Di Aturan Penawaran, Penawaran proksi (aktif kecuali Anda menonaktifkannya) memungkinkan setiap vendor menetapkan batas bawah di ruangnya: setiap kali vendor itu tersusul, server menawar untuknya dalam kelipatan penurunan minimal, tidak pernah di bawah batas itu, meskipun halamannya ditutup. Fitur ini hanya berlaku pada sesi Harga Total. Di monitor Anda melihat penawaran mana yang dibuat oleh proksi, tetapi tidak pernah melihat batas bawah vendor.',
      },
      screenshot: 'auction-rules.jpg',
    },
    {
      text: {
        en: 'Tie Rule decides how equal prices rank. With the standard rule an equal price ranks after the earlier offer; with No tie for rank 1 an offer equal to the leading price is refused, and the vendor must offer lower to take rank 1. An offer meets the leading price mainly in a Closed auction, where vendors do not see it.',
        id: 'Aturan Seri menentukan peringkat harga yang sama. Dengan aturan standar, harga yang sama diperingkat setelah penawaran yang lebih dahulu; dengan Tidak ada seri untuk peringkat 1, penawaran yang sama dengan harga terdepan ditolak, dan vendor harus menawar lebih rendah untuk merebut peringkat 1. Penawaran dapat menyamai harga terdepan terutama pada lelang Tertutup, karena vendor tidak melihat harga terdepan.',
      },
    },
    {
      text: {
        en: 'Slip Warning (10 % unless you change it, from 1 to 90) guards against typing slips: an offer more than that share below the leading price (in a Closed auction, below the vendor\'s own last offer) is sent only after the vendor confirms it a second time. The confirmation is recorded with the offer; offers made by a proxy are not asked.',
        id: 'Peringatan Salah Ketik (10 % kecuali Anda mengubahnya, dari 1 sampai 90) mencegah salah ketik: penawaran yang lebih dari persentase itu di bawah harga terdepan (pada lelang Tertutup, di bawah penawaran terakhir vendor itu sendiri) baru dikirim setelah vendor mengonfirmasinya sekali lagi. Konfirmasi itu dicatat bersama penawaran; penawaran oleh proksi tidak ditanyakan.',
      },
    },
    {
      text: {
        en: 'Max Pause is the longest you may pause the running session, in minutes (60 unless you change it, at most 1440): the paused time is given back at the end, and a longer pause cancels the session. The vendors read all these rules under Session rules, on the attendance page and in the room, before they bid.',
        id: 'Jeda Maksimal adalah waktu terlama Anda dapat menjeda sesi yang sedang berjalan, dalam menit (60 kecuali Anda mengubahnya, paling lama 1440): waktu jeda dikembalikan di akhir sesi, dan jeda yang lebih lama membatalkan sesi. Vendor membaca semua aturan ini di Aturan sesi, pada halaman kehadiran dan di ruang lelang, sebelum menawar.',
      },
    },
    {
      text: {
        en: 'Press Save as Draft to finish later, or Create Session: the invitations go to the vendors by e-mail and the waiting room shows who confirms attendance and the countdown.',
        id: 'Tekan Simpan sebagai Draf untuk menyelesaikannya nanti, atau Buat Sesi: undangan dikirim ke vendor melalui email dan ruang tunggu menampilkan vendor yang mengonfirmasi kehadiran serta hitung mundurnya.',
      },
    },
    {
      text: {
        en: 'At the start time the session starts by itself and the live monitor shows offers, ranks and the countdown. Stop Session ends it early; you then write the stop reason.',
        id: 'Pada waktu mulai sesi berjalan dengan sendirinya dan monitor langsung menampilkan penawaran, peringkat, dan hitung mundur. Hentikan Sesi mengakhirinya lebih awal; lalu Anda menulis alasan penghentian.',
      },
    },
    // The buyer's live monitor (docs/rules/auction-bidding.md#pause-and-resume, #announcements, #disqualification).
    {
      text: {
        en: 'Something wrong during the session, such as a power cut or a vendor who cannot connect? Press Pause Session on the monitor, write the Reason (at least 10 characters) and press Pause. Every room shows Paused with your reason, no offer is accepted and the countdown stands still; the attending vendors also get an e-mail.',
        id: 'Ada masalah selama sesi, misalnya listrik padam atau vendor yang tidak dapat terhubung? Tekan Jeda Sesi di monitor, tulis Alasan (minimal 10 karakter) dan tekan Jeda. Setiap ruang menampilkan Dijeda beserta alasan Anda, tidak ada penawaran yang diterima dan hitung mundur berhenti; vendor yang hadir juga menerima email.',
      },
      screenshot: 'monitor-paused.jpg',
    },
    {
      text: {
        en: 'When the problem is solved, press Resume Session and confirm with Resume. The paused time is added to the end, so the vendors get back exactly the time that was left. A pause longer than Max Pause cancels the session by itself; it can no longer be resumed.',
        id: 'Setelah masalah teratasi, tekan Lanjutkan Sesi dan konfirmasi dengan Lanjutkan. Waktu jeda ditambahkan pada akhir sesi, sehingga vendor mendapatkan kembali tepat sisa waktu yang mereka miliki. Jeda yang lebih lama dari Jeda Maksimal membatalkan sesi dengan sendirinya; sesi itu tidak dapat dilanjutkan lagi.',
      },
    },
    {
      text: {
        en: 'To tell every vendor something, type it under Announcement to every vendor (Message, at most 500 characters) and press Send to every vendor, also while the session is paused. Each room shows it under Announcements from the buyer; vendors cannot reply there. Announcements are kept in the ledger and listed in the Auction Log Report.',
        id: 'Untuk menyampaikan sesuatu kepada semua vendor, ketik di Pengumuman untuk setiap vendor (Pesan, paling banyak 500 karakter) dan tekan Kirim ke setiap vendor, juga saat sesi dijeda. Setiap ruang menampilkannya di Pengumuman dari pembeli; vendor tidak dapat membalas di sana. Pengumuman disimpan di ledger dan tercantum di Laporan Log Lelang.',
      },
    },
    {
      text: {
        en: 'A vendor\'s request to disqualify its last offer appears under Disqualification Requests with its reason (you also get an e-mail); decide while the session is On Going, paused or not. Press Keep, then Keep the offer, to refuse: the offer stays valid. Press Disqualify, write your reason (at least 3 characters) and press Disqualify: the offer is greyed in the log and the vendor falls back to its previous valid offer. Either way the vendor is told in its room and by e-mail.',
        id: 'Permintaan vendor untuk mendiskualifikasi penawaran terakhirnya muncul di Permintaan Diskualifikasi beserta alasannya (Anda juga menerima email); putuskan selama sesi Sedang Berlangsung, dijeda atau tidak. Tekan Pertahankan, lalu Pertahankan penawaran, untuk menolaknya: penawaran tetap sah. Tekan Diskualifikasi, tulis alasan Anda (minimal 3 karakter) dan tekan Diskualifikasi: penawaran menjadi abu-abu di log dan vendor kembali ke penawaran sah sebelumnya. Apa pun keputusannya, vendor diberi tahu di ruangnya dan melalui email.',
      },
      screenshot: 'monitor-requests.jpg',
    },
  ],
};

const negotiationProcess: HelpPage = {
  slug: 'negotiation-process',
  audience: 'buyer',
  category: 'NEGOTIATION',
  title: { en: 'Negotiation Process', id: 'Proses Negosiasi' },
  description: {
    en: 'Negotiate the final price with each vendor, online in the product or offline with the final prices entered afterwards.',
    id: 'Negosiasikan harga akhir dengan setiap vendor, secara daring di dalam produk atau secara luring dengan harga akhir dimasukkan sesudahnya.',
  },
  tags: ['PROCUREMENT_PROCESS', 'VENDOR'],
  steps: [
    {
      text: {
        en: 'Open the procurement (status Open) and press New Session in its Negotiation section. An auctioned procurement offers the vendors of its last session with status Done.',
        id: 'Buka pengadaan (status Terbuka) dan tekan Sesi Baru di bagian Negosiasi. Pengadaan yang sudah dilelang menawarkan vendor dari sesi terakhir yang selesai.',
      },
    },
    {
      text: {
        en: 'In Negotiation Info choose Online or Offline and the schedule; keep the items in Item Selection and tick the vendors in Vendor Selection, then press Create Session (or Save as Draft).',
        id: 'Di Info Negosiasi pilih Daring atau Luring dan jadwalnya; pertahankan barang di Pilihan Barang dan centang vendor di Pilihan Vendor, lalu tekan Buat Sesi (atau Simpan sebagai Draf).',
      },
      screenshot: 'negotiation-batch.jpg',
    },
    {
      text: {
        en: 'Online: in Vendor Negotiation press Schedule for a vendor and set the start, the PIC Name and the PIC E-mail; the vendor receives the link to its session by e-mail.',
        id: 'Daring: di Negosiasi Vendor tekan Jadwal untuk seorang vendor dan atur waktu mulai, Nama PIC, dan E-mail PIC; vendor menerima tautan ke sesinya melalui email.',
      },
    },
    {
      text: {
        en: 'Open the session from the vendor row and press Start. You make the first offer; each side then counter-offers or presses DEAL, which the other side confirms with DEAL or answers with NOT DEAL. Chat is on the right.',
        id: 'Buka sesi dari baris vendor dan tekan Mulai. Anda memberi penawaran pertama; lalu masing-masing pihak memberi penawaran balik atau menekan DEAL, yang dikonfirmasi pihak lain dengan DEAL atau dijawab dengan TIDAK DEAL. Obrolan ada di sebelah kanan.',
      },
    },
    {
      text: {
        en: 'Press End Session when you agree: the agreed price becomes the vendor\'s last price. Invite New Participant lets a spectator watch.',
        id: 'Tekan Akhiri Sesi bila sudah sepakat: harga yang disepakati menjadi harga terakhir vendor. Undang Peserta Baru memungkinkan peninjau ikut menyaksikan.',
      },
    },
    {
      text: {
        en: 'Offline: open the vendor row, type the final prices and the rounds of the Negotiation Log in the Negotiation Price dialog, then press Move to DONE.',
        id: 'Luring: buka baris vendor, ketik harga akhir dan putaran Log Negosiasi di dialog Harga Negosiasi, lalu tekan Pindahkan ke SELESAI.',
      },
    },
  ],
};

const renegotiationProcess: HelpPage = {
  slug: 'renegotiation-process',
  audience: 'buyer',
  category: 'NEGOTIATION',
  title: { en: 'Renegotiation Process', id: 'Proses Negosiasi Ulang' },
  description: {
    en: 'Hold another negotiation round after the previous one is Done, while the procurement is still Open. The latest agreed price counts for the winner.',
    id: 'Adakan putaran negosiasi berikutnya setelah putaran sebelumnya selesai, selama pengadaan masih Terbuka. Harga kesepakatan terakhir yang dihitung untuk pemenang.',
  },
  tags: ['PROCUREMENT_PROCESS', 'VENDOR'],
  steps: [
    {
      text: {
        en: 'Wait until the current negotiation is no longer On Going: a new one cannot be created while the last is ongoing, nor while an auction session is waiting or running.',
        id: 'Tunggu hingga negosiasi saat ini tidak lagi Sedang Berlangsung: negosiasi baru tidak dapat dibuat selama yang terakhir masih berlangsung, atau selama sesi lelang sedang menunggu atau berjalan.',
      },
    },
    {
      text: {
        en: 'Open the procurement and press New Session in its Negotiation section again. The new round is named after the last one (Negotiation 2, Negotiation 3, …).',
        id: 'Buka pengadaan dan tekan Sesi Baru di bagian Negosiasi lagi. Putaran baru dinamai setelah putaran terakhir (Negosiasi 2, Negosiasi 3, …).',
      },
      screenshot: 'negotiation-batch.jpg',
    },
    {
      text: {
        en: 'Choose the type, schedule, items and only the vendors you want to negotiate with again, then press Create Session.',
        id: 'Pilih jenis, jadwal, barang, dan hanya vendor yang ingin Anda negosiasikan kembali, lalu tekan Buat Sesi.',
      },
    },
    {
      text: {
        en: 'Run the round as in Negotiation Process. When it ends, the new agreed price replaces the vendor\'s last price and the Evaluation Score ranking follows it.',
        id: 'Jalankan putaran seperti pada Proses Negosiasi. Saat berakhir, harga kesepakatan baru menggantikan harga terakhir vendor dan peringkat Nilai Evaluasi mengikutinya.',
      },
    },
    {
      text: {
        en: 'When the prices are final, end the procurement: the vendor ranked first wins (see End Initiation).',
        id: 'Bila harga sudah final, akhiri pengadaan: vendor di peringkat pertama menang (lihat Mengakhiri Inisiasi).',
      },
    },
  ],
};

const report: HelpPage = {
  slug: 'report',
  audience: 'buyer',
  category: 'REPORT',
  title: { en: 'Report', id: 'Laporan' },
  description: {
    en: 'Download the official reports (Berita Acara): Auction Log Report, Negotiation Result Auction and Report Result Auction. Reports can only be generated for sessions whose status is Done.',
    id: 'Unduh laporan resmi (Berita Acara): Laporan Log Lelang, Berita Acara hasil negosiasi, dan Laporan Hasil Lelang. Laporan hanya dapat dibuat untuk sesi yang berstatus Selesai.',
  },
  tags: ['PROCUREMENT_PROCESS'],
  steps: [
    {
      text: {
        en: 'Open the procurement from Initiation. The Log Report section appears once at least one of its auction sessions is Done.',
        id: 'Buka pengadaan dari Inisiasi. Bagian Laporan Log muncul setelah sedikitnya satu sesi lelangnya berstatus Selesai.',
      },
      screenshot: 'initiation-detail.jpg',
    },
    {
      text: {
        en: 'In Log Report each session with status Done is listed with its dates; its number opens its result. Download Report opens the Auction Report dialog for the whole procurement: fill in Organizing Committee and Allocation (and any committee members who sign), then press Generate Auction Log Report to download the Auction Log Report (PDF), or Report Result Auction to download the Report Result Auction (PDF). Both cover every Done session.',
        id: 'Di Laporan Log setiap sesi yang berstatus Selesai tercantum dengan tanggalnya; nomornya membuka hasil sesi itu. Unduh Laporan membuka dialog Laporan Lelang untuk seluruh pengadaan: isi Pelaksana dan Peruntukan (serta anggota panitia yang menandatangani, bila ada), lalu tekan Buat Laporan Log Lelang untuk mengunduh laporan log lelang (PDF), atau Laporan Hasil Lelang untuk mengunduh laporan hasil lelang (PDF). Keduanya mencakup setiap sesi yang Selesai.',
      },
    },
    {
      text: {
        en: 'The Auction Session section lists every session with its status; only the Done ones have reports.',
        id: 'Bagian Sesi Lelang menampilkan setiap sesi beserta statusnya; hanya sesi Selesai yang memiliki laporan.',
      },
      screenshot: 'auction-sessions.jpg',
    },
    {
      text: {
        en: 'For a negotiation, open the vendor\'s session once it is Done: fill in the Official Report fields (letter number and date, the vendor offer letter, the negotiation media) and press Generate Official Report.',
        id: 'Untuk negosiasi, buka sesi vendor setelah berstatus Selesai: isi kolom Berita Acara (nomor dan tanggal surat, surat penawaran vendor, media negosiasi) lalu tekan Buat Berita Acara.',
      },
    },
    {
      text: {
        en: 'The reports are written in Indonesian, with amounts in figures and in words and times in WIB.',
        id: 'Laporan ditulis dalam bahasa Indonesia, dengan jumlah dalam angka dan terbilang serta waktu dalam WIB.',
      },
    },
    // The ledger and the vendors' receipts (docs/rules/auction-bidding.md#ledger, #receipts; README.md, npm run verify-ledger).
    {
      text: {
        en: 'Every Done session also has its ledger, the hash-chained record of every offer, extension, pause and decision. Press Download ledger (JSON) on the session\'s result page, or under Ledger in the dialog that Download Report opens; the Auction Log Report prints the ledger\'s head hash and number of entries.',
        id: 'Setiap sesi yang Selesai juga memiliki ledger, catatan berantai hash dari setiap penawaran, perpanjangan, jeda, dan keputusan. Tekan Unduh ledger (JSON) di halaman hasil sesi, atau di bagian Ledger pada dialog yang dibuka oleh Unduh Laporan; Laporan Log Lelang mencetak hash kepala ledger dan jumlah entrinya.',
      },
      screenshot: 'auction-result-reports.jpg',
    },
    {
      text: {
        en: 'To check the file offline, run npm run verify-ledger -- <file> in the Procura project folder, adding --head <hash> --entries <n> with the figures the report prints. It answers valid with the number of entries and the head hash, or broken with what does not hold: a file cut short or changed fails.',
        id: 'Untuk memeriksa berkas tanpa server, jalankan npm run verify-ledger -- <file> di folder proyek Procura, dengan tambahan --head <hash> --entries <n> berisi angka yang tercetak di laporan. Hasilnya valid beserta jumlah entri dan hash kepala, atau broken beserta bagian yang tidak sesuai: berkas yang terpotong atau diubah akan gagal.',
      },
    },
    {
      text: {
        en: 'Each vendor keeps a receipt of every offer of its own (My receipts in its room): the offer\'s place in the ledger and its hash. If a vendor questions an offer, ask for its receipts file and run npm run verify-ledger -- ledger.json --receipts receipts.json with your ledger file: every receipt must be in the chain, else the command names it and fails.',
        id: 'Setiap vendor menyimpan tanda terima untuk setiap penawarannya sendiri (Tanda terima saya di ruangnya): tempat penawaran di ledger beserta hash-nya. Jika vendor mempersoalkan sebuah penawaran, minta berkas tanda terimanya dan jalankan npm run verify-ledger -- ledger.json --receipts receipts.json dengan berkas ledger Anda: setiap tanda terima harus ada di rantai, jika tidak perintah menyebutkannya dan gagal.',
      },
    },
  ],
};

/** The buyer help pages in the order of /help/buyer. */
export const BUYER_HELP_PAGES: readonly HelpPage[] = [
  logInAuction,
  registration,
  createInitiation,
  endInitiation,
  createAuction,
  negotiationProcess,
  renegotiationProcess,
  report,
];
