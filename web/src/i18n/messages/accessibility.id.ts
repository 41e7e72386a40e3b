// Indonesian texts of what screen readers hear (decision 200): the live announcements of the auction
// rooms and the remaining-time control, keyed by their English text.
export const accessibilityId = {
  'Read remaining time': 'Bacakan sisa waktu',
  'New leading price: {{price}}': 'Harga terdepan baru: {{price}}',
  'Your rank: {{rank}} of {{total}}': 'Peringkat Anda: {{rank}} dari {{total}}',
  'The session was extended. It now ends at {{time}}': 'Sesi diperpanjang. Sekarang berakhir pukul {{time}}',
  'The auction session has ended': 'Sesi lelang telah berakhir',
  'The auction session has ended. Your final rank: {{rank}} of {{total}}': 'Sesi lelang telah berakhir. Peringkat akhir Anda: {{rank}} dari {{total}}',
  'Your final rank: {{rank}} of {{total}}': 'Peringkat akhir Anda: {{rank}} dari {{total}}',
  'The auction session was canceled': 'Sesi lelang dibatalkan',
  'The auction session has started': 'Sesi lelang telah dimulai',
  'New offer from {{vendor}}: {{price}}': 'Penawaran baru dari {{vendor}}: {{price}}',
  'Chat messages': 'Pesan obrolan',
};
