import { formatDateTime } from '@procura/domain/common/dates';
import type { TrialRequestInput } from '@procura/domain/landing/landing.schemas';
import { bilingualMail } from '../../platform/mail/layout';
import type { Mail } from '../../platform/mail/outbox';

// A subject is one header line: whatever whitespace the visitor typed becomes single spaces.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Tells the sales team who asked for a free trial and how to reach them. */
export function trialRequestMail(salesEmail: string, request: TrialRequestInput, receivedAt: Date): Mail {
  const company = oneLine(request.companyName);
  const phone = `${request.phonePrefix} ${request.phone}`;
  const received = formatDateTime(receivedAt);
  return bilingualMail(
    salesEmail,
    `Free trial request: ${company} / Permintaan uji coba gratis: ${company}`,
    {
      greeting: 'Hello Sales team,',
      paragraphs: [
        'A visitor of the landing page asked for a free trial of Procura Auction.',
        `Name: ${request.name}`,
        `Email: ${request.email}`,
        `Phone: ${phone}`,
        `Company: ${request.companyName}`,
        `Received: ${received}`,
      ],
      footnote: 'The visitor was told that we will contact them soon. Please reply within one working day.',
    },
    {
      greeting: 'Halo tim Sales,',
      paragraphs: [
        'Seorang pengunjung halaman utama meminta uji coba gratis Procura Auction.',
        `Nama: ${request.name}`,
        `Email: ${request.email}`,
        `Telepon: ${phone}`,
        `Perusahaan: ${request.companyName}`,
        `Diterima: ${received}`,
      ],
      footnote: 'Pengunjung telah diberi tahu bahwa kami akan segera menghubunginya. Mohon tanggapi dalam satu hari kerja.',
    },
  );
}
