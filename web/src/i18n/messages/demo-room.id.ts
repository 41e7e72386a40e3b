// Indonesian texts of the demo-room pages, keyed by their English text.
export const demoRoomId = {
  // /login
  'Join the demo room': 'Masuk ke ruang demo',
  'Pick a name to bid with. No account is needed.': 'Pilih nama untuk menawar. Tidak perlu akun.',
  Username: 'Nama pengguna',
  Join: 'Masuk',
  'You will join as {{name}}': 'Anda akan masuk sebagai {{name}}',
  'Letters and digits only, at most {{max}} characters': 'Hanya huruf dan angka, paling banyak {{max}} karakter',
  'Please complete the following field': 'Silakan lengkapi kolom berikut',
  'Username must be text': 'Nama pengguna harus berupa teks',
  'Username is too long': 'Nama pengguna terlalu panjang',
  'Welcome, {{name}}!': 'Selamat datang, {{name}}!',

  // /secured/room
  'Demo Bid Room': 'Ruang Penawaran Demo',
  'Offers appear here live for everyone in the room.': 'Penawaran tampil di sini secara langsung untuk semua orang di ruangan.',
  Live: 'Langsung',
  'Reconnecting…': 'Menyambung kembali…',
  Leave: 'Keluar',
  'Submit an offer': 'Ajukan penawaran',
  'Your offer': 'Penawaran Anda',
  'Up to 15 digits and 2 decimals, for example 1500000.50': 'Hingga 15 digit dan 2 desimal, misalnya 1500000.50',
  Submit: 'Kirim',
  Offers: 'Penawaran',
  'Newest first': 'Terbaru di atas',
  Price: 'Harga',
  'Created at': 'Dibuat pada',
  You: 'Anda',
  'No offers yet': 'Belum ada penawaran',
  'Submit the first offer; everyone in the room sees it at once.': 'Ajukan penawaran pertama; semua orang di ruangan langsung melihatnya.',

  // Room toasts (docs/rules/shell-and-landing.md#demo-room)
  '{{name}} has joined the room': '{{name}} telah bergabung ke ruangan',
  '{{name}} has left the auction room': '{{name}} telah meninggalkan ruang lelang',
  'You have been disconnected': 'Koneksi Anda terputus',

  // Messages of the room's server side
  'Price is required': 'Harga wajib diisi',
  'Price must be a number, for example 1500000.50': 'Harga harus berupa angka, misalnya 1500000.50',
  'Price must be greater than 0': 'Harga harus lebih besar dari 0',
  'Price may have at most 2 decimals': 'Harga paling banyak memiliki 2 desimal',
  'Price may have at most 15 digits before the decimal point': 'Harga paling banyak memiliki 15 digit sebelum tanda desimal',
  'Please join the room first': 'Silakan masuk ke ruangan terlebih dahulu',
  'Too many offers at once. Please wait a moment and try again.': 'Terlalu banyak penawaran sekaligus. Silakan tunggu sebentar lalu coba lagi.',
  'Too many attempts to join. Please wait a moment and try again.': 'Terlalu banyak percobaan masuk. Silakan tunggu sebentar lalu coba lagi.',
  'The server did not answer. Please try again.': 'Server tidak menjawab. Silakan coba lagi.',
  'The request must be a JSON object': 'Permintaan harus berupa objek JSON',
  'Something went wrong on our side. Please try again in a moment.': 'Terjadi kesalahan di pihak kami. Silakan coba lagi sebentar lagi.',
  'The server is restarting. Please try again in a moment.': 'Server sedang dimulai ulang. Silakan coba lagi sebentar lagi.',
} satisfies Record<string, string>;
