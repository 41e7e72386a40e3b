import { OTP_TTL_SECONDS } from '@procura/domain/auth/auth.rules';
import { bilingualMail } from '../../platform/mail/layout';
import type { Mail } from '../../platform/mail/outbox';

export function verificationMail(to: string, firstName: string, url: string): Mail {
  return bilingualMail(
    to,
    'Verify your email / Verifikasi email Anda',
    {
      greeting: `Hello ${firstName},`,
      paragraphs: ['Thank you for registering with Procura Auction. Please verify your email address to activate your account.'],
      action: { label: 'Verify my email', url },
      footnote: 'The link is valid for 3 days. If you did not register, ignore this mail.',
    },
    {
      greeting: `Halo ${firstName},`,
      paragraphs: ['Terima kasih telah mendaftar di Procura Auction. Silakan verifikasi alamat email Anda untuk mengaktifkan akun.'],
      action: { label: 'Verifikasi email saya', url },
      footnote: 'Tautan berlaku selama 3 hari. Jika Anda tidak mendaftar, abaikan email ini.',
    },
  );
}

export function oneTimeCodeMail(to: string, code: string): Mail {
  const minutes = OTP_TTL_SECONDS / 60;
  return bilingualMail(
    to,
    `Your sign-in code: ${code} / Kode masuk Anda: ${code}`,
    {
      greeting: 'Hello,',
      paragraphs: ['Use this code to sign in to Procura Auction:'],
      code,
      footnote: `The code is valid for ${minutes} minutes and can be used once. Never share it with anyone.`,
    },
    {
      greeting: 'Halo,',
      paragraphs: ['Gunakan kode ini untuk masuk ke Procura Auction:'],
      code,
      footnote: `Kode berlaku selama ${minutes} menit dan hanya dapat digunakan sekali. Jangan berikan kepada siapa pun.`,
    },
  );
}

export function passwordResetMail(to: string, firstName: string, url: string): Mail {
  return bilingualMail(
    to,
    'Create a new password / Buat kata sandi baru',
    {
      greeting: `Hello ${firstName},`,
      paragraphs: ['We received a request to reset your password. Open the link below to sign in and create a new password.'],
      action: { label: 'Create a new password', url },
      footnote: 'The link is valid for 1 hour and can be used once. If you did not ask for this, ignore this mail.',
    },
    {
      greeting: `Halo ${firstName},`,
      paragraphs: ['Kami menerima permintaan untuk mengatur ulang kata sandi Anda. Buka tautan di bawah untuk masuk dan membuat kata sandi baru.'],
      action: { label: 'Buat kata sandi baru', url },
      footnote: 'Tautan berlaku selama 1 jam dan hanya dapat digunakan sekali. Jika Anda tidak memintanya, abaikan email ini.',
    },
  );
}
