// Indonesian texts of a vendor's offer in the live auction (issue 10), keyed by their English text
// (domain/src/auction/offer.messages.ts). The amounts are filled by the server as the money mask
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
};
