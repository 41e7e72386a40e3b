// Indonesian texts of the help centre (/help/buyer, /help/{slug}, /help/vendor); the help content
// itself is bilingual data in domain/src/help.
export const helpId = {
  'Search modul name or title': 'Cari nama modul atau judul',
  'No help page matches "{{query}}"': 'Tidak ada halaman bantuan yang cocok dengan "{{query}}"',
  'Try another word, or clear the search to see every page.': 'Coba kata lain, atau kosongkan pencarian untuk melihat semua halaman.',
  '{{count}} steps': '{{count}} langkah',
  'Illustrated walkthrough': 'Panduan bergambar',
  '{{title}}, step {{number}}': '{{title}}, langkah {{number}}',
  'Enlarge {{name}}': 'Perbesar {{name}}',
  Related: 'Terkait',
  'Buyer User Guide': 'Panduan Pengguna Pembeli',
  // Server
  'Language must be en or id': 'Bahasa harus en atau id',
};
