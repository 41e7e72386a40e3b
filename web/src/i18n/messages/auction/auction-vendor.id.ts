// Indonesian texts of the vendor side of live auctions that the server answers (attendance,
// letters of attorney, the room), keyed by their English text.
export const auctionVendorId = {
  // vendor
  'Invitation not found': 'Undangan tidak ditemukan',
  'You have already confirmed your attendance for this session': 'Anda sudah mengonfirmasi kehadiran Anda untuk sesi ini',
  'The attendance confirmation is closed: the session has already started or finished':
    'Konfirmasi kehadiran sudah ditutup: sesi sudah dimulai atau selesai',
  'Please agree to the terms and conditions first': 'Silakan setujui syarat dan ketentuan terlebih dahulu',
  'Please tell us why you will not attend': 'Silakan beri tahu kami alasan Anda tidak hadir',
  'The reason must be at most 1,000 characters': 'Alasan maksimal 1.000 karakter',
  // capableQtyRangeMessage(min, qty): quantities as the page shows them ('1,000.00')
  'Your input must be above or equal to {{min}} and below or equal to {{qty}}':
    'Input Anda harus lebih besar atau sama dengan {{min}} dan lebih kecil atau sama dengan {{qty}}',
  'Please fill in the capable quantity of every item': 'Silakan isi kuantitas yang sanggup dipenuhi untuk setiap barang',
  'Thank you for your confirmation': 'Terima kasih atas konfirmasi Anda',
  'See you in another auction!': 'Sampai jumpa di lelang berikutnya!',
  'You can upload at most 5 letters of attorney': 'Anda dapat mengunggah paling banyak 5 surat kuasa',
  'Only pdf, doc, docx, jpg and jpeg files can be uploaded': 'Hanya berkas pdf, doc, docx, jpg, dan jpeg yang dapat diunggah',
  'Please choose a letter of attorney to upload': 'Silakan pilih surat kuasa untuk diunggah',
  'No letter uploaded!': 'Belum ada surat yang diunggah!',
  'Document has been deleted': 'Dokumen telah dihapus',
  'Selected document failed to be deleted': 'Dokumen yang dipilih gagal dihapus',
  'Failed to get auction data': 'Gagal mengambil data lelang',
  "Can't submit offer. Auction has been finished": 'Tidak dapat mengajukan penawaran. Lelang telah selesai',
};
