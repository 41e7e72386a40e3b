// Indonesian texts of the company's auditors (/company/auditors, docs/decisions.md 244), keyed by their English text.
export const companyAuditorsId = {
  // Side menu and page
  Auditors: 'Auditor',
  'Auditors (your internal audit, APIP or SPI) read every procurement, auction session, ledger, report, objection and connection record of your company, and can change nothing. They sign in with a one-time code sent to their e-mail.':
    'Auditor (audit internal Anda, APIP atau SPI) membaca setiap pengadaan, sesi lelang, ledger, laporan, sanggahan, dan catatan koneksi perusahaan Anda, serta tidak dapat mengubah apa pun. Mereka masuk dengan kode sekali pakai yang dikirim ke e-mail mereka.',
  'We could not load the auditors.': 'Kami tidak dapat memuat daftar auditor.',

  // The invitation
  'Invite auditor': 'Undang auditor',
  Invite: 'Undang',
  "Invite {{email}} as an auditor? They will read all of your company's records.":
    'Undang {{email}} sebagai auditor? Auditor akan membaca semua catatan perusahaan Anda.',
  '{{email}} has been invited as an auditor.': '{{email}} telah diundang sebagai auditor.',
  // The server's 409, with the e-mail it names (the web matches {{email}} in the server's text)
  'The e-mail {{email}} already belongs to an account. Please invite the auditor with another e-mail':
    'E-mail {{email}} sudah dimiliki sebuah akun. Silakan undang auditor dengan e-mail lain',

  // The list
  'Auditors of your company': 'Auditor perusahaan Anda',
  'No auditor has been invited yet.': 'Belum ada auditor yang diundang.',
  Invited: 'Diundang',
  'Last sign-in': 'Terakhir masuk',
  'Not yet': 'Belum pernah',
  'Read only: you are an auditor of {{company}}. You can read and verify all of its records; nothing can be changed.':
    'Hanya baca: Anda auditor {{company}}. Anda dapat membaca dan memverifikasi semua catatannya; tidak ada yang dapat diubah.',
  'Read only: you are an auditor. You can read and verify all of the company’s records; nothing can be changed.':
    'Hanya baca: Anda auditor. Anda dapat membaca dan memverifikasi semua catatan perusahaan; tidak ada yang dapat diubah.',
};
