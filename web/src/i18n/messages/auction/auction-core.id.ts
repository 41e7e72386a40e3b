// Indonesian texts of the live session's core calls (server: features/auction, creating, moving
// and resending sessions), keyed by their English text (domain/src/auction/auction.messages.ts).
export const auctionCoreId = {
  // core
  // Creating and moving a session
  'This session overlaps another session of the procurement that has not finished': 'Sesi ini bertumpang tindih dengan sesi lain dari pengadaan yang belum selesai',
  'This session cannot make that change in its current status': 'Sesi ini tidak dapat melakukan perubahan tersebut pada statusnya saat ini',
  'Status is not valid': 'Status tidak valid',
  'Please give the reason for canceling the session': 'Mohon berikan alasan pembatalan sesi',
  'The cancel reason must be at most 5,000 characters': 'Alasan pembatalan maksimal 5.000 karakter',
  'Less than 2 participants joined the session.': 'Kurang dari 2 peserta bergabung dalam sesi.',
  'Auction has started': 'Lelang telah dimulai',
  'Auction has been stopped': 'Lelang telah dihentikan',
  'Auction has been finished': 'Lelang telah selesai',
  // A vendor e-mail of a buyer or admin account (the web matches {{email}} in the server's text).
  'The e-mail {{email}} belongs to an account that is not a vendor account. Please invite this vendor with another e-mail':
    'Email {{email}} milik akun yang bukan akun vendor. Mohon undang vendor ini dengan email lain',

  // Invitations and resends
  'Email sent': 'Email terkirim',
  'Failed to send email': 'Gagal mengirim email',
  'Please wait 10 seconds before sending another e-mail to this vendor': 'Mohon tunggu 10 detik sebelum mengirim email lain ke vendor ini',
  'Invitations can be sent again only before the session starts': 'Undangan hanya dapat dikirim ulang sebelum sesi dimulai',
  'A join link can be sent only to a vendor who will attend a session that has not finished':
    'Tautan masuk hanya dapat dikirim ke vendor yang akan hadir pada sesi yang belum selesai',
  'The e-mail can be changed only while the vendor has not confirmed': 'Email hanya dapat diubah selama vendor belum mengonfirmasi',
  'This information must be filled': 'Informasi ini wajib diisi',
  'Please use letters, spaces and dots only': 'Gunakan hanya huruf, spasi, dan titik',
};
