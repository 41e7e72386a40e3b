// Indonesian texts of the buyer dashboard (/dashboard), keyed by their English text.
export const dashboardId = {
  'Hi, {{firstName}} {{lastName}}!': 'Hai, {{firstName}} {{lastName}}!',
  'Welcome to': 'Selamat datang di',
  'Last Login': 'Login Terakhir',
  'This is your first sign-in': 'Ini login pertama Anda',
  'Total Initiation': 'Total Inisiasi',
  'New Auction': 'Lelang Baru',
  'Ongoing Auction': 'Lelang Berlangsung',
  'Could not load': 'Gagal dimuat',
  'Total Potential Saving': 'Total Potensi Penghematan',
  Year: 'Tahun',
  'This Year': 'Tahun Ini',
  'Estimated Budget': 'Estimasi Anggaran',
  'The chart could not be loaded.': 'Grafik tidak dapat dimuat.',
  // Server message
  'Year must be a whole number from 2000 to 2100': 'Tahun harus bilangan bulat dari 2000 sampai 2100',
  'No procurement created in {{year}} has a final price yet.': 'Belum ada pengadaan tahun {{year}} yang memiliki harga akhir.',
  'Estimated budget of the procurements that have a final price, minus their final prices.':
    'Estimasi anggaran pengadaan yang sudah memiliki harga akhir, dikurangi harga akhirnya.',
};
