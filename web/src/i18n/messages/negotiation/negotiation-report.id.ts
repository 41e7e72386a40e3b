// Indonesian texts of the negotiation official report (Berita Acara Klarifikasi dan Negosiasi): the
// form's button states and the messages of domain/src/report/report-negotiation.messages.ts.
export const negotiationReportId = {
  'Generating report…': 'Membuat berita acara…',
  'Fill in every field to generate the report.': 'Isi semua kolom untuk membuat berita acara.',
  'Please input the letter number': 'Mohon isi nomor surat',
  'Please select the letter date': 'Mohon pilih tanggal surat',
  'Please input the vendor offer letter number': 'Mohon isi nomor surat penawaran vendor',
  'Please select the vendor offer letter date': 'Mohon pilih tanggal surat penawaran vendor',
  'Please select the negotiation media': 'Mohon pilih media negosiasi',
  'The negotiation media must be online or offline': 'Media negosiasi harus daring atau luring',
  'Please input the offline location': 'Mohon isi lokasi luring',
  'Please select a valid date': 'Mohon pilih tanggal yang valid',
  'The text is too long': 'Teks terlalu panjang',
  'The final negotiation price is not a valid amount': 'Harga akhir negosiasi bukan jumlah yang valid',
  'The official report is available once the negotiation is done': 'Berita acara tersedia setelah negosiasi selesai',
  'The negotiation has no final price yet': 'Negosiasi belum memiliki harga akhir',
  'Failed to generate & download report': 'Gagal membuat & mengunduh berita acara',
  'Failed to download': 'Gagal mengunduh',
};
