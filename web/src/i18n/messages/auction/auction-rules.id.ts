// Indonesian texts of the newer auction rules on the web, keyed by their English text: the
// session form's rules, the rules list, the proxy floor, the slip confirmation, pause and resume,
// and the buyer's announcements. The domain's messages of the same features are here too.
export const auctionRulesId = {
  // The rules list (attendance page, rooms, waiting room, monitor)
  'Session rules': 'Aturan sesi',
  'Minimal decrement': 'Penurunan minimal',
  'Minimal increment': 'Kenaikan minimal',
  '{{amount}}': '{{amount}}',
  '{{percent}} % of the leading price': '{{percent}} % dari harga terdepan',
  '{{percent}} % of the leading price (now {{amount}})': '{{percent}} % dari harga terdepan (saat ini {{amount}})',
  Extension: 'Perpanjangan',
  'None: the session ends at its end time': 'Tidak ada: sesi berakhir pada waktu selesainya',
  "An offer that takes one of the top {{ranks}} ranks in the last {{window}} minute(s) sets the end to {{extension}} minute(s) after the offer's time, at most {{max}} time(s)":
    'Penawaran yang masuk {{ranks}} peringkat teratas dalam {{window}} menit terakhir menetapkan akhir sesi {{extension}} menit setelah waktu penawaran, paling banyak {{max}} kali',
  'An offer that takes one of the top {{ranks}} ranks in the last {{window}} minute(s) adds {{extension}} minute(s) to the planned end, at most {{max}} time(s)':
    'Penawaran yang masuk {{ranks}} peringkat teratas dalam {{window}} menit terakhir menambah {{extension}} menit pada akhir yang direncanakan, paling banyak {{max}} kali',
  "Any offer in the last {{window}} minute(s) sets the end to {{extension}} minute(s) after the offer's time, at most {{max}} time(s)":
    'Setiap penawaran dalam {{window}} menit terakhir menetapkan akhir sesi {{extension}} menit setelah waktu penawaran, paling banyak {{max}} kali',
  'Any offer in the last {{window}} minute(s) adds {{extension}} minute(s) to the planned end, at most {{max}} time(s)':
    'Setiap penawaran dalam {{window}} menit terakhir menambah {{extension}} menit pada akhir yang direncanakan, paling banyak {{max}} kali',
  'Equal prices': 'Harga sama',
  'No tie for rank 1: an offer equal to the leading price is refused': 'Tidak ada seri untuk peringkat 1: penawaran yang sama dengan harga terdepan ditolak',
  'An equal price ranks after the earlier offer': 'Harga yang sama diperingkat setelah penawaran yang lebih dahulu',
  'Proxy bidding': 'Penawaran proksi',
  'On: you may set a ceiling up to which the server bids for you': 'Aktif: Anda dapat menetapkan batas atas, sampai batas itu server menawar untuk Anda',
  'On: you may set a floor down to which the server bids for you': 'Aktif: Anda dapat menetapkan batas bawah, sampai batas itu server menawar untuk Anda',
  Off: 'Nonaktif',
  'What vendors see': 'Yang dilihat vendor',
  'Close: only their own offers, their rank and the number of participants': 'Tertutup: hanya penawaran sendiri, peringkat sendiri dan jumlah peserta',
  'Open: the leading price and every offer, without the other vendors’ names': 'Terbuka: harga terdepan dan setiap penawaran, tanpa nama vendor lain',

  // Pause, resume, announcements
  Paused: 'Dijeda',
  'for {{time}}': 'selama {{time}}',
  'Reason: {{reason}}': 'Alasan: {{reason}}',
  'Paused by the buyer at {{time}}. No offer is accepted until the session resumes; the paused time is added to the end.':
    'Dijeda oleh pembeli pukul {{time}}. Tidak ada penawaran yang diterima sampai sesi dilanjutkan; waktu jeda ditambahkan pada akhir sesi.',
  'Paused at {{time}}. No offer is accepted until you resume; the paused time is added to the end.':
    'Dijeda pukul {{time}}. Tidak ada penawaran yang diterima sampai Anda melanjutkan; waktu jeda ditambahkan pada akhir sesi.',
  Announcements: 'Pengumuman',
  'Announcements from the buyer': 'Pengumuman dari pembeli',

  // The session form
  'Bidding Rules': 'Aturan Penawaran',
  'Decrement given as': 'Penurunan diberikan sebagai',
  Amount: 'Jumlah',
  'Percent of the leading price': 'Persen dari harga terdepan',
  'Minimal Decrement (%)': 'Penurunan Minimal (%)',
  '{{amount}} on the initial price; in the room, of the leading price, in whole rupiah':
    '{{amount}} dari harga awal; di ruang lelang, dari harga terdepan, dalam rupiah bulat',
  'Of the leading price, in whole rupiah': 'Dari harga terdepan, dalam rupiah bulat',
  'A vendor may set a floor; the server then bids for it, by the minimal decrement, whenever it is overtaken, never below that floor.':
    'Vendor dapat menetapkan batas bawah; server lalu menawar untuknya, sebesar penurunan minimal, setiap kali ia tersusul, tidak pernah di bawah batas itu.',
  'Extension Rule': 'Aturan Perpanjangan',
  'Any offer in the last minutes, added to the planned end (standard)': 'Setiap penawaran di menit-menit terakhir, ditambahkan pada akhir yang direncanakan (standar)',
  "Any offer in the last minutes, counted from the offer's time": 'Setiap penawaran di menit-menit terakhir, dihitung dari waktu penawaran',
  'Only offers that take the top N ranks, added to the planned end': 'Hanya penawaran yang masuk N peringkat teratas, ditambahkan pada akhir yang direncanakan',
  "Only offers that take the top N ranks, counted from the offer's time": 'Hanya penawaran yang masuk N peringkat teratas, dihitung dari waktu penawaran',
  'Top Ranks (N)': 'Peringkat Teratas (N)',
  '1 = only an offer that takes rank 1 extends': '1 = hanya penawaran yang merebut peringkat 1 yang memperpanjang',
  'Tie Rule': 'Aturan Seri',
  'An equal price ranks after the earlier offer (standard)': 'Harga yang sama diperingkat setelah penawaran yang lebih dahulu (standar)',
  'Slip Warning': 'Peringatan Salah Ketik',
  'An offer this far past the leading price asks to be confirmed again': 'Penawaran yang sejauh ini melewati harga terdepan diminta konfirmasi sekali lagi',
  'Max Pause': 'Jeda Maksimal',
  'A longer pause cancels the session': 'Jeda yang lebih lama membatalkan sesi',

  // The vendor's room: proxy floor, slip confirmation, paused entry
  'Offers wait while the session is paused.': 'Penawaran menunggu selama sesi dijeda.',
  'Is this amount right?': 'Apakah jumlah ini benar?',
  '{{amount}} ({{percent}} %) above {{reference}}': '{{amount}} ({{percent}} %) di atas {{reference}}',
  '{{amount}} ({{percent}} %) below {{reference}}': '{{amount}} ({{percent}} %) di bawah {{reference}}',
  'Send this offer anyway? Your confirmation is recorded with the offer.': 'Tetap kirim penawaran ini? Konfirmasi Anda dicatat bersama penawaran.',
  'Yes, send it': 'Ya, kirim',
  'No, change it': 'Tidak, ubah',
  'Proxy Floor': 'Batas Bawah Proksi',
  'Proxy Ceiling': 'Batas Atas Proksi',
  'The server bids for you, by the minimal increment, whenever you are overtaken, up to this ceiling, even with this page closed. Nobody else sees it.':
    'Server menawar untuk Anda, sebesar kenaikan minimal, setiap kali Anda tersusul, sampai batas atas ini, meskipun halaman ini ditutup. Tidak ada orang lain yang melihatnya.',
  'The server bids for you, by the minimal decrement, whenever you are overtaken, down to this floor, even with this page closed. Nobody else sees it.':
    'Server menawar untuk Anda, sebesar penurunan minimal, setiap kali Anda tersusul, sampai batas bawah ini, meskipun halaman ini ditutup. Tidak ada orang lain yang melihatnya.',
  'No ceiling set': 'Belum ada batas atas',
  'No floor set': 'Belum ada batas bawah',
  'Your ceiling:': 'Batas atas Anda:',
  'Your floor:': 'Batas bawah Anda:',
  Ceiling: 'Batas atas',
  Floor: 'Batas bawah',
  'Set ceiling': 'Tetapkan batas atas',
  'Set floor': 'Tetapkan batas bawah',
  'Change ceiling': 'Ubah batas atas',
  'Change floor': 'Ubah batas bawah',
  'Remove ceiling': 'Hapus batas atas',
  'Remove floor': 'Hapus batas bawah',
  'Your ceiling has been saved': 'Batas atas Anda telah disimpan',
  'Your floor has been saved': 'Batas bawah Anda telah disimpan',
  'Your ceiling has been removed': 'Batas atas Anda telah dihapus',
  'Your floor has been removed': 'Batas bawah Anda telah dihapus',
  'The floor can be set while the session is on going.': 'Batas dapat ditetapkan selama sesi berlangsung.',
  'Your floor was reached; you are no longer bidding automatically': 'Batas bawah Anda telah tercapai; Anda tidak lagi menawar secara otomatis',
  'Your ceiling was reached; you are no longer bidding automatically': 'Batas atas Anda telah tercapai; Anda tidak lagi menawar secara otomatis',
  'Offer yourself, or lower your floor, to bid again.': 'Ajukan penawaran sendiri, atau turunkan batas bawah Anda, untuk menawar lagi.',
  'Offer yourself, or raise your ceiling, to bid again.': 'Ajukan penawaran sendiri, atau naikkan batas atas Anda, untuk menawar lagi.',
  'by proxy': 'oleh proksi',

  // The domain's messages of the newer rules (session form, offers, proxy, pause, announcements)
  'Your offer equals the leading price and rank 1 cannot be shared: please offer lower':
    'Penawaran Anda sama dengan harga terdepan dan peringkat 1 tidak dapat dibagi: silakan tawarkan lebih rendah',
  'Your offer equals the leading price and rank 1 cannot be shared: please offer higher':
    'Penawaran Anda sama dengan harga terdepan dan peringkat 1 tidak dapat dibagi: silakan tawarkan lebih tinggi',
  'Your offer is {{drop}} ({{percent}}%) lower than the leading price. Please confirm that you want to send it':
    'Penawaran Anda {{drop}} ({{percent}}%) lebih rendah dari harga terdepan. Mohon konfirmasi bahwa Anda ingin mengirimnya',
  'Your offer is {{drop}} ({{percent}}%) higher than the leading price. Please confirm that you want to send it':
    'Penawaran Anda {{drop}} ({{percent}}%) lebih tinggi dari harga terdepan. Mohon konfirmasi bahwa Anda ingin mengirimnya',
  'Your offer is {{drop}} ({{percent}}%) lower than your last offer. Please confirm that you want to send it':
    'Penawaran Anda {{drop}} ({{percent}}%) lebih rendah dari penawaran terakhir Anda. Mohon konfirmasi bahwa Anda ingin mengirimnya',
  'Your offer is {{drop}} ({{percent}}%) higher than your last offer. Please confirm that you want to send it':
    'Penawaran Anda {{drop}} ({{percent}}%) lebih tinggi dari penawaran terakhir Anda. Mohon konfirmasi bahwa Anda ingin mengirimnya',
  'confirmSlip must be true or false': 'confirmSlip harus true atau false',
  'Proxy bidding is off for this session': 'Penawaran proksi dinonaktifkan untuk sesi ini',
  'Proxy bidding is available only when the auction is on the total price': 'Penawaran proksi hanya tersedia untuk lelang harga total',
  'A floor can be set only while the session is on going': 'Batas hanya dapat ditetapkan selama sesi berlangsung',
  'The session is paused: a floor can be set again once it is resumed': 'Sesi sedang dijeda: batas dapat ditetapkan lagi setelah sesi dilanjutkan',
  'Please enter your floor': 'Silakan masukkan batas bawah Anda',
  'Please enter a floor above 0 with at most 15 digits and 2 decimals': 'Silakan masukkan batas bawah di atas 0 dengan paling banyak 15 digit dan 2 desimal',
  'Please enter your ceiling': 'Silakan masukkan batas atas Anda',
  'Please enter a ceiling above 0 with at most 15 digits and 2 decimals': 'Silakan masukkan batas atas di atas 0 dengan paling banyak 15 digit dan 2 desimal',
  'Only a running session can be paused': 'Hanya sesi yang sedang berlangsung yang dapat dijeda',
  'The session is already paused': 'Sesi sudah dijeda',
  'The session is running, not paused: only a paused session can be resumed': 'Sesi sedang berjalan, tidak dijeda: hanya sesi yang dijeda yang dapat dilanjutkan',
  'Only a paused session that is still running can be resumed': 'Hanya sesi yang dijeda dan masih berlangsung yang dapat dilanjutkan',
  'The session was paused longer than its limit allows and is being canceled': 'Sesi dijeda lebih lama dari batas yang diizinkan dan sedang dibatalkan',
  'Please give the reason for pausing the session': 'Silakan berikan alasan menjeda sesi',
  'The reason for pausing must be at least 10 characters': 'Alasan menjeda minimal 10 karakter',
  'The session is paused by the buyer. Offers are accepted again once it is resumed': 'Sesi dijeda oleh pembeli. Penawaran diterima lagi setelah sesi dilanjutkan',
  'Please write the announcement': 'Silakan tulis pengumuman',
  'An announcement must be at most 500 characters': 'Pengumuman paling banyak 500 karakter',
  'Announcements can be posted only while the session is on going': 'Pengumuman hanya dapat dikirim selama sesi berlangsung',
  'Proxy bidding must be on or off': 'Penawaran proksi harus aktif atau nonaktif',
  'Please choose which offers extend the session: any offer, or an offer that takes one of the top ranks':
    'Silakan pilih penawaran mana yang memperpanjang sesi: setiap penawaran, atau penawaran yang masuk peringkat teratas',
  'Please enter how many top ranks extend the session': 'Silakan masukkan berapa peringkat teratas yang memperpanjang sesi',
  'Top ranks must be a whole number from 1 to 999': 'Peringkat teratas harus bilangan bulat dari 1 sampai 999',
  "Please choose whether an extension counts from the planned end or from the offer's time":
    'Silakan pilih apakah perpanjangan dihitung dari akhir yang direncanakan atau dari waktu penawaran',
  'Please choose the tie rule: the earlier offer ranks first, or no tie for rank 1':
    'Silakan pilih aturan seri: penawaran yang lebih dahulu diperingkat lebih dulu, atau tidak ada seri untuk peringkat 1',
  'Slip warning must be a percent from 1 to 90 with at most 2 decimals': 'Peringatan salah ketik harus persen dari 1 sampai 90 dengan paling banyak 2 desimal',
  'Maximum pause must be above 0 and at most 1440 minutes, with at most 2 decimals': 'Jeda maksimal harus di atas 0 dan paling lama 1440 menit, dengan paling banyak 2 desimal',
  'Minimal decrement percent must be above 0 and at most 50, with at most 2 decimals': 'Persen penurunan minimal harus di atas 0 dan paling besar 50, dengan paling banyak 2 desimal',
  'Please give the minimal decrement as an amount or as a percent, not both': 'Silakan isi penurunan minimal sebagai jumlah atau sebagai persen, tidak keduanya',

  // The rooms' live news
  'The session is paused. Reason: {{reason}}': 'Sesi dijeda. Alasan: {{reason}}',
  'The session is paused.': 'Sesi dijeda.',
  'The session has resumed.': 'Sesi dilanjutkan.',
  'Announcement from the buyer: {{message}}': 'Pengumuman dari pembeli: {{message}}',

  // The buyer's monitor: pause, resume, announcements
  'Pause Session': 'Jeda Sesi',
  Pause: 'Jeda',
  'Every vendor sees the session paused with your reason, and no offer is accepted until you resume. The paused time is added to the end.':
    'Setiap vendor melihat sesi dijeda beserta alasan Anda, dan tidak ada penawaran yang diterima sampai Anda melanjutkan. Waktu jeda ditambahkan pada akhir sesi.',
  'At least {{min}} characters': 'Minimal {{min}} karakter',
  'Resume Session': 'Lanjutkan Sesi',
  Resume: 'Lanjutkan',
  'Resume the session now? Offers are accepted again, and the end moves by the paused time.':
    'Lanjutkan sesi sekarang? Penawaran diterima lagi, dan akhir sesi bergeser sebesar waktu jeda.',
  'Announcement to every vendor': 'Pengumuman untuk setiap vendor',
  Message: 'Pesan',
  'Vendors read it in their room; they cannot reply here.': 'Vendor membacanya di ruang mereka; mereka tidak dapat membalas di sini.',
  '{{count}} of {{max}} characters': '{{count}} dari {{max}} karakter',
  'Send to every vendor': 'Kirim ke setiap vendor',
  'Sent announcements': 'Pengumuman terkirim',
  'Announcement sent to every vendor': 'Pengumuman terkirim ke setiap vendor',

  "An offer that takes rank 1 in the last {{window}} minute(s) sets the end to {{extension}} minute(s) after the offer's time, at most {{max}} time(s)":
    'Penawaran yang merebut peringkat 1 dalam {{window}} menit terakhir menetapkan akhir sesi {{extension}} menit setelah waktu penawaran, paling banyak {{max}} kali',
  'An offer that takes rank 1 in the last {{window}} minute(s) adds {{extension}} minute(s) to the planned end, at most {{max}} time(s)':
    'Penawaran yang merebut peringkat 1 dalam {{window}} menit terakhir menambah {{extension}} menit pada akhir yang direncanakan, paling banyak {{max}} kali',
  'The floor can be changed again once the session resumes.': 'Batas dapat diubah lagi setelah sesi dilanjutkan.',
};
