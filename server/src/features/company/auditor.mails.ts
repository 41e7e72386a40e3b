import type { Config } from '../../config';
import { bilingualMail } from '../../platform/mail/layout';
import type { Mail } from '../../platform/mail/outbox';

// The auditor's invitation (docs/decisions.md 244), English and Indonesian in one mail like every mail of the product.

export interface AuditorMailFacts {
  companyName: string;
  ownerName: string;
}

/** The buyers' sign-in page, on its one-time code form, with the auditor's e-mail filled in. */
export function auditorSignInLink(config: Pick<Config, 'PUBLIC_URL'>, email: string): string {
  return `${config.PUBLIC_URL}/buyer-login?mode=code&email=${encodeURIComponent(email)}`;
}

export function auditorInvitationMail(to: string, facts: AuditorMailFacts, url: string): Mail {
  return bilingualMail(
    to,
    `Auditor invitation: ${facts.companyName} / Undangan auditor: ${facts.companyName}`,
    {
      greeting: 'Hello,',
      paragraphs: [
        `${facts.ownerName} of ${facts.companyName} invites you to audit the company on Procura Auction.`,
        "You can read every procurement, auction session, ledger, report, objection and connection record of the company and verify its ledgers; you cannot change anything.",
        `To sign in, open the sign-in page, choose "Sign in with a one-time code", enter ${to} and type the code we mail you.`,
      ],
      action: { label: 'Sign in with a one-time code', url },
      footnote: 'If you did not expect this invitation, ignore this mail.',
    },
    {
      greeting: 'Halo,',
      paragraphs: [
        `${facts.ownerName} dari ${facts.companyName} mengundang Anda untuk mengaudit perusahaan di Procura Auction.`,
        'Anda dapat membaca setiap pengadaan, sesi lelang, ledger, laporan, sanggahan dan catatan koneksi perusahaan serta memverifikasi ledger-nya; Anda tidak dapat mengubah apa pun.',
        `Untuk masuk, buka halaman masuk, pilih "Masuk dengan kode sekali pakai", masukkan ${to} dan ketik kode yang kami kirimkan ke email Anda.`,
      ],
      action: { label: 'Masuk dengan kode sekali pakai', url },
      footnote: 'Jika Anda tidak mengharapkan undangan ini, abaikan email ini.',
    },
  );
}
