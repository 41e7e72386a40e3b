import type { HelpPage } from './help.types';

// The vendor's help (/help/vendor and /help/start-vendor-auction; the spec leaves their content to
// us): how an invitation arrives, attendance, the live room and the online negotiation.

const vendorHelp: HelpPage = {
  slug: 'vendor',
  audience: 'vendor',
  category: 'VENDOR',
  title: { en: 'Help - Vendor', id: 'Bantuan - Vendor' },
  description: {
    en: 'A buyer invites your company by e-mail to an auction or a negotiation. You sign in with a one-time code, confirm your attendance, bid in the live auction room and negotiate online with the buyer.',
    id: 'Pembeli mengundang perusahaan Anda melalui email ke sebuah lelang atau negosiasi. Anda masuk dengan kode sekali pakai, mengonfirmasi kehadiran, menawar di ruang lelang langsung, dan bernegosiasi secara daring dengan pembeli.',
  },
  tags: ['VENDOR'],
  steps: [
    {
      text: {
        en: 'The invitation e-mail holds a link to confirm attendance and a link to decline. Vendors have no password: on /vendor-login type your e-mail, press Request OTP and type the 4-character code we send you, then press Login.',
        id: 'Email undangan berisi tautan untuk mengonfirmasi kehadiran dan tautan untuk menolak. Vendor tidak memakai kata sandi: di /vendor-login ketik email Anda, tekan Minta OTP dan ketik kode 4 karakter yang kami kirim, lalu tekan Masuk.',
      },
      screenshot: 'vendor-login.jpg',
    },
    {
      text: {
        en: 'Auction Invitations lists your invitations from every company with their status and schedule. Each card leads on: Confirm attendance, Waiting room, Enter room or View details.',
        id: 'Undangan Lelang menampilkan undangan Anda dari semua perusahaan beserta status dan jadwalnya. Setiap kartu mengarah ke: Konfirmasi kehadiran, Ruang tunggu, Masuk ruang, atau Lihat detail.',
      },
      screenshot: 'vendor-invitations.jpg',
    },
    {
      text: {
        en: 'On the attendance page read the procurement, its items and the auction schedule; for unit-price bidding state the quantity you can supply per item. Tick that you agree to the terms and conditions, upload a letter of attorney if needed, and press Attend.',
        id: 'Di halaman kehadiran baca pengadaan, barang, dan jadwal lelangnya; untuk penawaran harga satuan isi jumlah yang sanggup Anda penuhi per barang. Centang persetujuan syarat dan ketentuan, unggah surat kuasa bila perlu, lalu tekan Hadir.',
      },
    },
    {
      text: {
        en: 'Cannot join? Press Not Attend (or the decline link of the e-mail), write your reason and send it. A link that was used or expired says \'Opps.. this link has been used or expired.\'',
        id: 'Tidak dapat ikut? Tekan Tidak Hadir (atau tautan penolakan di email), tulis alasan Anda dan kirim. Tautan yang sudah dipakai atau kedaluwarsa menampilkan \'Ups.. tautan ini sudah digunakan atau kedaluwarsa.\'',
      },
    },
    {
      text: {
        en: 'At the start time the live room opens: enter your offers, watch your rank and the countdown. Step by step: Start Vendor Auction.',
        id: 'Pada waktu mulai ruang lelang langsung terbuka: masukkan penawaran Anda, pantau peringkat dan hitung mundurnya. Langkah demi langkah: Memulai Lelang Vendor.',
      },
    },
    {
      text: {
        en: 'For an online negotiation the buyer sends you a link to your session by e-mail. The buyer offers first; answer with Offer, or press DEAL to agree (NOT DEAL declines a deal). The chat beside it reaches the buyer.',
        id: 'Untuk negosiasi daring pembeli mengirimkan tautan sesi Anda melalui email. Pembeli memberi penawaran pertama; jawab dengan Tawar, atau tekan DEAL untuk sepakat (TIDAK DEAL menolak kesepakatan). Obrolan di sampingnya terhubung dengan pembeli.',
      },
    },
  ],
};

const startVendorAuction: HelpPage = {
  slug: 'start-vendor-auction',
  audience: 'vendor',
  category: 'VENDOR',
  title: { en: 'Start Vendor Auction', id: 'Memulai Lelang Vendor' },
  description: {
    en: 'From the invitation to your first offer in the live auction room.',
    id: 'Dari undangan hingga penawaran pertama Anda di ruang lelang langsung.',
  },
  tags: ['VENDOR', 'PROCUREMENT_PROCESS'],
  steps: [
    {
      text: {
        en: 'Sign in at /vendor-login with the one-time code sent to your e-mail and open Auction Invitations.',
        id: 'Masuk di /vendor-login dengan kode sekali pakai yang dikirim ke email Anda dan buka Undangan Lelang.',
      },
      screenshot: 'vendor-login.jpg',
    },
    {
      text: {
        en: 'Press Confirm attendance on the invitation, tick the terms and conditions and press Attend before the due date of confirmation.',
        id: 'Tekan Konfirmasi kehadiran pada undangan, centang syarat dan ketentuan, lalu tekan Hadir sebelum batas waktu konfirmasi.',
      },
      screenshot: 'vendor-invitations.jpg',
    },
    {
      text: {
        en: 'Before the start press Waiting room: the room counts down to the start time (Jakarta time, WIB). Keep the page open; it starts by itself.',
        id: 'Sebelum mulai tekan Ruang tunggu: ruang menghitung mundur ke waktu mulai (waktu Jakarta, WIB). Biarkan halaman terbuka; lelang dimulai dengan sendirinya.',
      },
    },
    {
      text: {
        en: 'When the session is On Going, type your offer, press Submit Offer and confirm Are you sure?. In an Open auction the offer must beat the leading price (before any offer, the initial price) by at least the minimal decrement. In a Closed auction the leading price stays hidden: the offer must beat your own last offer by at least the minimal decrement, and your first offer may be any amount above 0. The hint under the field shows your limit.',
        id: 'Saat sesi Sedang Berlangsung, ketik penawaran Anda, tekan Kirim Penawaran dan konfirmasi Apakah Anda yakin?. Pada lelang Terbuka, penawaran harus mengalahkan harga terdepan (sebelum ada penawaran, harga awal) minimal sebesar penurunan minimal. Pada lelang Tertutup, harga terdepan tidak ditampilkan: penawaran harus mengalahkan penawaran terakhir Anda sendiri minimal sebesar penurunan minimal, dan penawaran pertama Anda boleh berapa pun di atas 0. Petunjuk di bawah kolom menampilkan batas Anda.',
      },
    },
    // The slip confirmation (docs/rules/auction-bidding.md#ties-slips-and-a-percent-decrement), named as the room names it.
    {
      text: {
        en: 'An offer further below the leading price (in a Closed auction, below your own last offer) than the Slip warning share in Session rules opens Is this amount right?, which shows how far below it is. Press Yes, send it if the amount is right, or No, change it to correct a typing slip; your confirmation is recorded with the offer.',
        id: 'Penawaran yang lebih jauh di bawah harga terdepan (pada lelang Tertutup, di bawah penawaran terakhir Anda sendiri) daripada persentase Peringatan salah ketik di Aturan sesi membuka Apakah jumlah ini benar?, yang menunjukkan seberapa jauh selisihnya. Tekan Ya, kirim bila jumlahnya benar, atau Tidak, ubah untuk memperbaiki salah ketik; konfirmasi Anda dicatat bersama penawaran.',
      },
      screenshot: 'vendor-slip.jpg',
    },
    {
      text: {
        en: 'Follow your rank (for example 1 of 3) and the offer log, where your offers read (You) and the others Other Vendor. In an Injury Time session an offer in the last minutes extends the session.',
        id: 'Pantau peringkat Anda (misalnya 1 dari 3) dan log penawaran, tempat penawaran Anda bertanda (Anda) dan yang lain Vendor Lain. Pada sesi Waktu Tambahan, penawaran di menit-menit terakhir memperpanjang sesi.',
      },
    },
    // The proxy floor (docs/rules/auction-bidding.md#proxy-bidding) and a pause (#pause-and-resume).
    {
      text: {
        en: 'When Session rules say Proxy bidding is on (Total Price sessions only), the Proxy Floor card lets the server bid for you (Proxy Ceiling where prices go up). Type the lowest price you accept in Floor and press Set floor: whenever you are overtaken, the server offers for you in whole minimal decrements, never below your floor, even with the page closed. Nobody else sees your floor; the offers made for you read by proxy in your log.',
        id: 'Bila Aturan sesi menyatakan Penawaran proksi aktif (hanya sesi Harga Total), kartu Batas Bawah Proksi membuat server menawar untuk Anda (Batas Atas Proksi bila harga naik). Ketik harga terendah yang Anda terima di Batas bawah dan tekan Tetapkan batas bawah: setiap kali Anda tersusul, server menawar untuk Anda dalam kelipatan penurunan minimal, tidak pernah di bawah batas Anda, meskipun halaman ditutup. Tidak ada orang lain yang melihat batas Anda; penawaran yang dibuat untuk Anda bertanda oleh proksi di log Anda.',
      },
      screenshot: 'vendor-proxy-floor.jpg',
    },
    {
      text: {
        en: 'The floor must be a price you could offer now, at least one minimal decrement below the leading price (in a Closed auction, below your own last offer; there the server waits for your own first offer). Change floor moves it; Remove floor stops the automatic bidding. When one more decrement would pass your floor, the card says Your floor was reached; you are no longer bidding automatically: offer yourself, or lower your floor, to bid again.',
        id: 'Batas bawah harus berupa harga yang dapat Anda tawarkan saat itu, minimal satu penurunan minimal di bawah harga terdepan (pada lelang Tertutup, di bawah penawaran terakhir Anda sendiri; di sana server menunggu penawaran pertama Anda sendiri). Ubah batas bawah menggesernya; Hapus batas bawah menghentikan penawaran otomatis. Bila satu penurunan lagi akan melewati batas Anda, kartu menampilkan Batas bawah Anda telah tercapai; Anda tidak lagi menawar secara otomatis: ajukan penawaran sendiri, atau turunkan batas bawah Anda, untuk menawar lagi.',
      },
    },
    {
      text: {
        en: 'If the buyer pauses the session, the room shows Paused with the buyer\'s reason and how long it has lasted, and you also get an e-mail. Meanwhile no offer is accepted (Offers wait while the session is paused.), the floor cannot be set or changed (only removed) and the countdown stands still. On resume the paused time is added to the end, so you get back exactly the time that was left; a pause longer than the Maximum pause in Session rules cancels the session.',
        id: 'Jika pembeli menjeda sesi, ruang menampilkan Dijeda beserta alasan pembeli dan lamanya jeda, dan Anda juga menerima email. Selama itu tidak ada penawaran yang diterima (Penawaran menunggu selama sesi dijeda.), batas bawah tidak dapat ditetapkan atau diubah (hanya dihapus), dan hitung mundur berhenti. Saat sesi dilanjutkan, waktu jeda ditambahkan pada akhir sesi, sehingga Anda mendapatkan kembali tepat sisa waktu Anda; jeda yang lebih lama dari Jeda maksimal di Aturan sesi membatalkan sesi.',
      },
      screenshot: 'vendor-paused.jpg',
    },
    {
      text: {
        en: 'Made a mistake? Request disqualification of your last offer; if the buyer agrees your previous offer counts again. At the end your last offer is your final price.',
        id: 'Salah menawar? Minta diskualifikasi penawaran terakhir Anda; jika pembeli setuju, penawaran sebelumnya berlaku kembali. Di akhir sesi, penawaran terakhir Anda menjadi harga akhir Anda.',
      },
    },
    // The request's decision (docs/rules/auction-bidding.md#disqualification) and the receipts (#receipts).
    {
      text: {
        en: 'To ask, press Request disqualification under the offer entry, write your reason (at least 3 characters) and press Submit; you can ask once per offer, and only for your latest offer, while the session is On Going. A note then says you are waiting for the buyer\'s decision. The buyer disqualifies the offer (your previous offer counts again) or keeps it (it stays valid), and the note and an e-mail tell you which.',
        id: 'Untuk memintanya, tekan Minta diskualifikasi di bawah kolom penawaran, tulis alasan Anda (minimal 3 karakter) dan tekan Kirim; Anda dapat meminta sekali per penawaran, dan hanya untuk penawaran terakhir Anda, selama sesi Sedang Berlangsung. Sebuah catatan lalu menyatakan bahwa Anda menunggu keputusan pembeli. Pembeli mendiskualifikasi penawaran itu (penawaran Anda sebelumnya berlaku kembali) atau mempertahankannya (penawaran tetap sah), dan catatan itu serta email memberi tahu Anda keputusannya.',
      },
      screenshot: 'vendor-request-decision.jpg',
    },
    {
      text: {
        en: 'My receipts lists every offer of yours the server accepted, those made by proxy included: time, amount, its sequence in the ledger and the start of its hash. Press Download receipts (JSON) and Download receipts (PDF) to keep them; the PDF is a one-page copy for your files.',
        id: 'Tanda terima saya mencantumkan setiap penawaran Anda yang diterima server, termasuk yang dibuat oleh proksi: waktu, jumlah, urutannya di ledger, dan awal hash-nya. Tekan Unduh tanda terima (JSON) dan Unduh tanda terima (PDF) untuk menyimpannya; PDF adalah salinan satu halaman untuk arsip Anda.',
      },
      screenshot: 'vendor-receipts.jpg',
    },
    {
      text: {
        en: 'After the session ends, press Download ledger (JSON) in the Ledger card of your room: your copy of the ledger, with the other vendors named Vendor A, Vendor B, and so on. In the Procura project folder, npm run verify-ledger -- ledger.json --receipts receipts.json (with the names of the two files you saved) checks that each of your receipts is in the chain with its time and amount; a receipt that is not is named and the command fails.',
        id: 'Setelah sesi berakhir, tekan Unduh ledger (JSON) di kartu Ledger pada ruang Anda: salinan ledger Anda, dengan vendor lain ditulis sebagai Vendor A, Vendor B, dan seterusnya. Di folder proyek Procura, npm run verify-ledger -- ledger.json --receipts receipts.json (dengan nama kedua berkas yang Anda simpan) memeriksa bahwa setiap tanda terima Anda ada di rantai beserta waktu dan jumlahnya; tanda terima yang tidak ada disebutkan dan perintah gagal.',
      },
    },
  ],
};

/** The vendor help pages: the overview first. */
export const VENDOR_HELP_PAGES: readonly HelpPage[] = [vendorHelp, startVendorAuction];
