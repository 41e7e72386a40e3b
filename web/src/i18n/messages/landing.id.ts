// Indonesian texts of the landing page's free-trial dialog and the trial request's server messages,
// keyed by their English text. The page's marketing copy is written in Indonesian in its components.
export const landingId = {
  'Try Procura Auction for free': 'Coba Procura Auction gratis',
  'Leave your details and our sales team will contact you to set up your free trial and a demo.':
    'Isi data Anda dan tim sales kami akan menghubungi Anda untuk menyiapkan uji coba gratis dan demo.',
  Name: 'Nama',
  'Company name': 'Nama perusahaan',
  'Send request': 'Kirim permintaan',
  'By sending this form you agree to be contacted by our sales team.': 'Dengan mengirim formulir ini, Anda setuju untuk dihubungi oleh tim sales kami.',
  'Request sent': 'Permintaan terkirim',
  'Thank you! We have received your free trial request and will contact you soon.':
    'Terima kasih! Permintaan uji coba gratis Anda telah kami terima. Kami akan segera menghubungi Anda.',

  // Messages of POST /api/landing-page (domain/src/landing/landing.messages.ts).
  'Name is required': 'Nama wajib diisi',
  'Name must be text': 'Nama harus berupa teks',
  'Name must be at most 100 characters': 'Nama maksimal 100 karakter',
  'Company name is required': 'Nama perusahaan wajib diisi',
  'Company name must be text': 'Nama perusahaan harus berupa teks',
  'Company name must be at most 150 characters': 'Nama perusahaan maksimal 150 karakter',
  'Too many free trial requests from your network. Please try again later.':
    'Terlalu banyak permintaan uji coba gratis dari jaringan Anda. Silakan coba lagi nanti.',
} satisfies Record<string, string>;
