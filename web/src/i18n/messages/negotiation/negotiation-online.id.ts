// Indonesian texts of the online negotiation session, its chat and spectators, keyed by
// their English text; with the negotiation messages of domain (NEGOTIATION_MSG) the server answers.
export const negotiationOnlineId = {
  // Page, header and dialogs
  'Price Detail': 'Detail Harga',
  'Terms & Conditions': 'Syarat & Ketentuan',
  'Offer Detail Log': 'Detail Log Penawaran',
  'This answer carries no item prices: it answers the latest offer.': 'Jawaban ini tidak memuat harga barang: jawaban ini menanggapi penawaran terakhir.',
  'This negotiation was canceled by {{who}} at {{date}}': 'Negosiasi ini dibatalkan oleh {{who}} pada {{date}}',
  'The cancelation reason is': 'Alasan pembatalannya adalah',
  'The buyer opens the negotiation with the first offer.': 'Pembeli membuka negosiasi dengan penawaran pertama.',
  'Each side answers the latest offer of the other: a new offer, a deal, or not deal.':
    'Setiap pihak menjawab penawaran terakhir pihak lain: penawaran baru, deal, atau tidak deal.',
  'A deal is final only when the other side confirms it; a not deal sends the negotiation back to offers.':
    'Deal baru final jika pihak lain mengonfirmasinya; tidak deal mengembalikan negosiasi ke tahap penawaran.',
  'Unit prices are in the procurement currency; capable quantities stay within the item quantity.':
    'Harga satuan dalam mata uang pengadaan; kuantitas sanggup tidak melebihi kuantitas barang.',
  'The buyer may end the session once the vendor has offered, or cancel it with a reason.':
    'Pembeli dapat mengakhiri sesi setelah vendor memberi penawaran, atau membatalkannya dengan alasan.',
  'Spectators watch the offers and the chat and cannot act.': 'Peninjau melihat penawaran dan obrolan dan tidak dapat bertindak.',
  'Every offer and message is recorded with its time.': 'Setiap penawaran dan pesan dicatat beserta waktunya.',
  'The negotiation session has started': 'Sesi negosiasi telah dimulai',
  'The negotiation session has been canceled': 'Sesi negosiasi telah dibatalkan',
  'The deal is confirmed': 'Deal telah dikonfirmasi',

  // Spectators and invitation
  Spectators: 'Peninjau',
  'No spectators yet': 'Belum ada peninjau',
  '{{count}} more spectator(s)': '{{count}} peninjau lainnya',
  'Invite New Participant': 'Undang Peserta Baru',
  'Send Invitation': 'Kirim Undangan',
  Online: 'Daring',
  Offline: 'Luring',

  // Offer panel and log
  Offer: 'Tawar',
  DEAL: 'DEAL',
  'NOT DEAL': 'TIDAK DEAL',
  Deal: 'Deal',
  'Not Deal': 'Tidak Deal',
  'Last Price Offer': 'Penawaran Harga Terakhir',
  Accepted: 'Diterima',
  Cancelled: 'Dibatalkan',
  'Send Offer': 'Kirim Penawaran',
  'Send this offer of {{total}}?': 'Kirim penawaran sebesar {{total}}?',
  'Confirm the deal at {{total}}? The deal becomes final.': 'Konfirmasi deal pada {{total}}? Deal menjadi final.',
  'Offer a deal at {{total}}? The other side has to confirm it.': 'Ajukan deal pada {{total}}? Pihak lain harus mengonfirmasinya.',
  'Decline the deal? The negotiation goes back to offers.': 'Tolak deal? Negosiasi kembali ke tahap penawaran.',
  'The buyer has not started this negotiation yet': 'Pembeli belum memulai negosiasi ini',
  'This negotiation has ended': 'Negosiasi ini telah berakhir',
  'This negotiation has been canceled': 'Negosiasi ini telah dibatalkan',
  'The other side offered a deal: confirm it or answer Not Deal': 'Pihak lain mengajukan deal: konfirmasi atau jawab Tidak Deal',
  'It is your turn': 'Giliran Anda',
  'Waiting for the buyer': 'Menunggu pembeli',
  'Waiting for the vendor': 'Menunggu vendor',
  'Offer Log': 'Log Penawaran',
  Buyer: 'Pembeli',

  // Session actions
  Start: 'Mulai',
  'Start Session': 'Mulai Sesi',
  'Start this negotiation session now?': 'Mulai sesi negosiasi ini sekarang?',
  'Start before the scheduled time?': 'Mulai sebelum waktu yang dijadwalkan?',
  'This negotiation session is scheduled for {{date}}. Do you want to start it now?':
    'Sesi negosiasi ini dijadwalkan pada {{date}}. Apakah Anda ingin memulainya sekarang?',
  'End Session': 'Akhiri Sesi',

  // Official report
  'Official Report': 'Berita Acara',
  'Letter Number': 'Nomor Surat',
  'Letter Date': 'Tanggal Surat',
  'Vendor Offer Letter Number': 'Nomor Surat Penawaran Vendor',
  'Vendor Offer Letter Date': 'Tanggal Surat Penawaran Vendor',
  'Negotiation Media': 'Media Negosiasi',
  'Offline Location': 'Lokasi Luring',
  'Generate Official Report': 'Buat Berita Acara',

  // Chat
  Chat: 'Obrolan',
  Message: 'Pesan',
  Send: 'Kirim',
  'Type a message': 'Ketik pesan',
  'No messages yet': 'Belum ada pesan',
  'Older messages': 'Pesan sebelumnya',
  'Spectators can read the chat but not write in it.': 'Peninjau dapat membaca obrolan tetapi tidak dapat menulis.',
  'The buyer offers a deal at {{price}}, waiting for confirmation': 'Pembeli mengajukan deal pada {{price}}, menunggu konfirmasi',
  'The vendor offers a deal at {{price}}, waiting for confirmation': 'Vendor mengajukan deal pada {{price}}, menunggu konfirmasi',
  'The buyer confirmed the deal at {{price}}': 'Pembeli mengonfirmasi deal pada {{price}}',
  'The vendor confirmed the deal at {{price}}': 'Vendor mengonfirmasi deal pada {{price}}',
  'The buyer did not confirm the deal at {{price}}': 'Pembeli tidak mengonfirmasi deal pada {{price}}',
  'The vendor did not confirm the deal at {{price}}': 'Vendor tidak mengonfirmasi deal pada {{price}}',
  'This negotiation has been closed at {{date}}': 'Negosiasi ini telah ditutup pada {{date}}',
  'This negotiation has been canceled at {{date}}': 'Negosiasi ini telah dibatalkan pada {{date}}',

  // NEGOTIATION_MSG (domain): what the server answers, as written there ({x} filled by the server)
  'The e-mail {email} belongs to a buyer, vendor or admin account. Please invite the spectator with another e-mail':
    'E-mail {email} milik akun pembeli, vendor, atau admin. Silakan undang peninjau dengan e-mail lain',
  'The e-mail {{email}} belongs to a buyer, vendor or admin account. Please invite the spectator with another e-mail':
    'E-mail {{email}} milik akun pembeli, vendor, atau admin. Silakan undang peninjau dengan e-mail lain',
  // Added by the batch server (H1); kept here so the merged tree has them, whichever branch lands first
  'The negotiation session ended before this vendor was scheduled': 'Sesi negosiasi berakhir sebelum vendor ini dijadwalkan',
} as const;
