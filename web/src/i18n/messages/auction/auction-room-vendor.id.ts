// Indonesian texts of the vendor's live auction room (/vendor-auction/session/{auctionId}),
// keyed by their English text. The offer and room messages of the server are in auction-offer.id.ts;
// shared words are repeated so the area stands alone.
export const auctionRoomVendorId = {
  // Page, timer and rank
  'Auction Session': 'Sesi Lelang',
  'Not Started': 'Belum Dimulai',
  'On Going': 'Sedang Berlangsung',
  'Start In': 'Dimulai Dalam',
  'Ends In': 'Berakhir Dalam',
  'Start Time': 'Waktu Mulai',
  'End Time': 'Waktu Selesai',
  'Your Rank': 'Peringkat Anda',
  '{{ranking}} of {{total}}': '{{ranking}} dari {{total}}',
  'Rank went up': 'Peringkat naik',
  'Rank went down': 'Peringkat turun',
  'Rank unchanged': 'Peringkat tetap',
  'Your rank shows once you have made an offer.': 'Peringkat Anda tampil setelah Anda mengajukan penawaran.',
  'Time extended: the session now ends at {{time}} ({{used}} of {{max}} extensions used).':
    'Waktu diperpanjang: sesi kini berakhir pukul {{time}} ({{used}} dari {{max}} perpanjangan terpakai).',
  'Time extended to {{time}} ({{used}}/{{max}})': 'Diperpanjang hingga {{time}} ({{used}}/{{max}})',
  Simulation: 'Simulasi',

  // Offer entry
  'Your Offer': 'Penawaran Anda',
  'Leading Price': 'Harga Terdepan',
  'Your Last Offer': 'Penawaran Terakhir Anda',
  'Total Offer': 'Total Penawaran',
  'Auto Reduce': 'Pengurangan Otomatis',
  'From {{price}}': 'Dari {{price}}',
  'Offer at most {{price}}': 'Tawarkan paling tinggi {{price}}',
  'Offer at least {{price}}': 'Tawarkan paling rendah {{price}}',
  'Submit Offer': 'Kirim Penawaran',
  'Your offer has been received': 'Penawaran Anda telah diterima',
  Yes: 'Ya',
  No: 'Tidak',
  'Item Offers': 'Penawaran Barang',
  Item: 'Barang',
  Qty: 'Jml',
  'Unit Prices': 'Harga Satuan',
  'Your Unit Price': 'Harga Satuan Anda',
  'Bid Item Price': 'Harga Penawaran Barang',
  'Unit Price': 'Harga Satuan',
  Subtotal: 'Subtotal',
  Leading: 'Terdepan',
  Yours: 'Anda',

  // Disqualification request
  'Request disqualification': 'Minta diskualifikasi',
  'Disqualification requested': 'Diskualifikasi diminta',
  'Ask the buyer to disqualify your last offer of {{amount}}. Your previous offer counts again if the buyer agrees.':
    'Minta pembeli mendiskualifikasi penawaran terakhir Anda sebesar {{amount}}. Penawaran Anda sebelumnya berlaku kembali jika pembeli setuju.',
  Reason: 'Alasan',
  Submit: 'Kirim',
  Cancel: 'Batal',

  // Offer log
  'Offer Log': 'Log Penawaran',
  'No offers yet': 'Belum ada penawaran',
  Disqualified: 'Didiskualifikasi',
  '(You)': '(Anda)',
  'Other Vendor': 'Vendor Lain',

  // Merit point
  'Your Scores': 'Skor Anda',
  Administration: 'Administrasi',
  Technical: 'Teknis',
  Price: 'Harga',
  'Total Score': 'Skor Total',
  Passed: 'Lulus',
  'Not Passed': 'Tidak Lulus',

  // Auction Info
  'Auction Info': 'Info Lelang',
  'Procurement Number': 'Nomor Pengadaan',
  'Procurement Name': 'Nama Pengadaan',
  Company: 'Perusahaan',
  'Auction Number': 'Nomor Lelang',
  'Evaluation Method': 'Metode Evaluasi',
  'Winner Type': 'Jenis Pemenang',
  'Bidding Type': 'Jenis Penawaran',
  'Auction Type': 'Jenis Lelang',
  Currency: 'Mata Uang',
  'Initial Price': 'Harga Awal',
  'Minimal Decrement': 'Penurunan Minimal',
  'Minimal Increment': 'Kenaikan Minimal',
  Duration: 'Durasi',
  'Period Type': 'Jenis Periode',
  'Time Extension': 'Perpanjangan Waktu',
  'Injury Time': 'Waktu Tambahan',
  'Max Extensions': 'Maks. Perpanjangan',
  '{{minutes}} minute(s)': '{{minutes}} menit',
  'An offer in the last {{injury}} extends the session by {{extension}}, at most {{max}} times.':
    'Penawaran pada {{injury}} terakhir memperpanjang sesi selama {{extension}}, paling banyak {{max}} kali.',

  // Notices
  'This session canceled by {{who}} at {{time}} The cancelation reason is {{reason}}':
    'Sesi ini dibatalkan oleh {{who}} pada {{time}} Alasan pembatalan adalah {{reason}}',
  'Auction has been finished': 'Lelang telah selesai',
  'Auction has been stopped': 'Lelang telah dihentikan',
  OK: 'OK',
  'You asked the buyer to disqualify your offer of {{amount}}: waiting for the decision':
    'Anda meminta pembeli mendiskualifikasi penawaran Anda sebesar {{amount}}: menunggu keputusan',
  'The buyer disqualified your offer of {{amount}}, as you asked: your previous offer counts again':
    'Pembeli mendiskualifikasi penawaran Anda sebesar {{amount}}, sesuai permintaan Anda: penawaran Anda sebelumnya kembali berlaku',
  'Kept by the buyer: still valid': 'Dipertahankan pembeli: tetap sah',
  'The buyer refused to disqualify your offer of {{amount}}: it stays valid': 'Pembeli menolak mendiskualifikasi penawaran Anda sebesar {{amount}}: penawaran tetap sah',
};
