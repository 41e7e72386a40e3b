// Indonesian texts of a vendor's offer in the live auction, keyed by their English text
// (domain/src/auction/bidding/offer.messages.ts). The amounts are filled by the server as the money mask
// shows them ('1,234,567.00') and matched by the numbered templates.
export const auctionOfferId = {
  "Couldn't send 0 offer": 'Tidak dapat mengirim penawaran 0',
  'Your price is too low': 'Harga Anda terlalu rendah',
  'Please enter an amount of at most 15 digits and 2 decimals': 'Masukkan nominal maksimal 15 digit dan 2 desimal',
  'Please enter your offer': 'Mohon masukkan penawaran Anda',
  'Please offer a price for at least one item': 'Mohon tawarkan harga untuk minimal satu barang',
  'Please offer a price for every item': 'Mohon tawarkan harga untuk setiap barang',
  'This item is not part of the auction': 'Barang ini bukan bagian dari lelang',
  'Each item can be offered only once in an offer': 'Setiap barang hanya dapat ditawar sekali dalam satu penawaran',

  'Your offer should be lower than {{price}} with minimal decrement {{decrement}}':
    'Penawaran Anda harus lebih rendah dari {{price}} dengan penurunan minimal {{decrement}}',
  'Your offer should be lower than {{price}} with minimal decrement {{decrement}} and above 0':
    'Penawaran Anda harus lebih rendah dari {{price}} dengan penurunan minimal {{decrement}} dan di atas 0',
  'Your offer should be higher than {{price}} with minimal increment {{increment}}':
    'Penawaran Anda harus lebih tinggi dari {{price}} dengan kenaikan minimal {{increment}}',
  'Your offer should be lower than {{price}} with minimal decrement of {{decrement}}':
    'Penawaran Anda harus lebih rendah dari {{price}} dengan penurunan minimal sebesar {{decrement}}',
  'Your offer should be lower than {{price}} with minimal decrement of {{decrement}} and above 0':
    'Penawaran Anda harus lebih rendah dari {{price}} dengan penurunan minimal sebesar {{decrement}} dan di atas 0',
  'Your offer should be higher than {{price}} with minimal increment of {{increment}}':
    'Penawaran Anda harus lebih tinggi dari {{price}} dengan kenaikan minimal sebesar {{increment}}',
  'Offer price should be lower than {{price}}': 'Harga penawaran harus lebih rendah dari {{price}}',
  'Offer price should be higher than {{price}}': 'Harga penawaran harus lebih tinggi dari {{price}}',

  // The hint under the total offer when no tie for rank 1 meets its bound (web/src/features/auction/room/offers/offer-entry.rules.ts)
  'Offer less than {{price}}: the leading price itself is refused, as rank 1 cannot be shared':
    'Tawarkan kurang dari {{price}}: harga terdepan itu sendiri ditolak, karena peringkat 1 tidak dapat dibagi',
  'Offer more than {{price}}: the leading price itself is refused, as rank 1 cannot be shared':
    'Tawarkan lebih dari {{price}}: harga terdepan itu sendiri ditolak, karena peringkat 1 tidak dapat dibagi',
  'Offer at most {{price}}; an offer equal to the leading price is refused, as rank 1 cannot be shared':
    'Tawarkan paling tinggi {{price}}; penawaran yang sama dengan harga terdepan ditolak, karena peringkat 1 tidak dapat dibagi',
  'Offer at least {{price}}; an offer equal to the leading price is refused, as rank 1 cannot be shared':
    'Tawarkan paling rendah {{price}}; penawaran yang sama dengan harga terdepan ditolak, karena peringkat 1 tidak dapat dibagi',

  // The live room's texts (domain/src/auction/auction.messages.ts)
  'The server did not answer in time. Your offer list shows what was received.':
    'Server tidak menjawab tepat waktu. Daftar penawaran Anda menunjukkan apa yang telah diterima.',
  'The auction has not started yet': 'Lelang belum dimulai',
  'Only vendors who confirmed their attendance can make offers': 'Hanya vendor yang telah mengonfirmasi kehadiran yang dapat mengajukan penawaran',
  'The session is busy. Please try again.': 'Sesi sedang sibuk. Silakan coba lagi.',
  'Each offer needs a key of 8 to 100 letters, digits or -_.:': 'Setiap penawaran memerlukan kunci 8 sampai 100 huruf, angka atau -_.:',
  // domain/src/auction/bidding/idempotency.rules.ts: the same key with another offer or negotiation move (409)
  'This idempotency key was already used for a different request.': 'Kunci idempotensi ini sudah dipakai untuk permintaan lain.',
  'Please input minimum 3 characters': 'Mohon masukkan minimal 3 karakter',
  'The reason must be at most 1,000 characters': 'Alasan maksimal 1.000 karakter',
  'Offer not found': 'Penawaran tidak ditemukan',
  'You can ask to disqualify only your latest offer': 'Anda hanya dapat meminta diskualifikasi untuk penawaran terakhir Anda',
  'You have already asked to disqualify this offer': 'Anda sudah meminta diskualifikasi untuk penawaran ini',
  'This offer has already been disqualified': 'Penawaran ini sudah didiskualifikasi',
  'Offers can be disqualified only while the auction is on going': 'Penawaran hanya dapat didiskualifikasi selama lelang berlangsung',
  'Your request has been sent to the buyer': 'Permintaan Anda telah dikirim ke pembeli',
  'The offer has been disqualified': 'Penawaran telah didiskualifikasi',
  'The session has been stopped by the buyer. Please check your email for more details.':
    'Sesi telah dihentikan oleh pembeli. Silakan periksa email Anda untuk detail lebih lanjut.',
  'Session Stopped.': 'Sesi Dihentikan.',
  'Session Canceled.': 'Sesi Dibatalkan.',
  'The session canceled by the buyer.': 'Sesi dibatalkan oleh pembeli.',
  'Are you sure?': 'Apakah Anda yakin?',
  'Once you have submitted, you need to ask to disqualify first to cancel your last offer':
    'Setelah dikirim, Anda harus meminta diskualifikasi terlebih dahulu untuk membatalkan penawaran terakhir Anda',
  'Less than 2 participants joined the session': 'Kurang dari 2 peserta bergabung dalam sesi',
};
