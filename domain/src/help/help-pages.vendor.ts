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
    id: 'Pembeli mengundang perusahaan Anda melalui email ke sebuah lelang atau negosiasi. Anda masuk dengan kode sekali pakai, mengonfirmasi kehadiran, menawar di ruang lelang langsung, dan bernegosiasi secara online dengan pembeli.',
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
        id: 'Tidak dapat ikut? Tekan Tidak Hadir (atau tautan penolakan di email), tulis alasan Anda dan kirim. Tautan yang sudah dipakai atau kedaluwarsa menampilkan \'Opps.. this link has been used or expired.\'',
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
        id: 'Untuk negosiasi online pembeli mengirimkan tautan sesi Anda melalui email. Pembeli memberi penawaran pertama; jawab dengan Tawar, atau tekan DEAL untuk sepakat (NOT DEAL menolak kesepakatan). Obrolan di sampingnya terhubung dengan pembeli.',
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
        en: 'When the session is On Going, type your offer: it must beat the leading price by at least the minimal decrement. Press Submit Offer and confirm Are you sure?',
        id: 'Saat sesi Sedang Berlangsung, ketik penawaran Anda: penawaran harus mengalahkan harga terdepan minimal sebesar penurunan minimal. Tekan Kirim Penawaran dan konfirmasi Apakah Anda yakin?',
      },
    },
    {
      text: {
        en: 'Follow your rank (for example 1 of 3) and the offer log, where your offers read (You) and the others Other Vendor. In an Injury Time session an offer in the last minutes extends the session.',
        id: 'Pantau peringkat Anda (misalnya 1 dari 3) dan log penawaran, tempat penawaran Anda bertanda (You) dan yang lain Other Vendor. Pada sesi Waktu Tambahan, penawaran di menit-menit terakhir memperpanjang sesi.',
      },
    },
    {
      text: {
        en: 'Made a mistake? Request disqualification of your last offer; if the buyer agrees your previous offer counts again. At the end your last offer is your final price.',
        id: 'Salah menawar? Minta diskualifikasi penawaran terakhir Anda; jika pembeli setuju, penawaran sebelumnya berlaku kembali. Di akhir sesi, penawaran terakhir Anda menjadi harga akhir Anda.',
      },
    },
  ],
};

/** The vendor help pages: the overview first. */
export const VENDOR_HELP_PAGES: readonly HelpPage[] = [vendorHelp, startVendorAuction];
