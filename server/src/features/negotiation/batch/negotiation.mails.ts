import { formatDateTime } from '@procura/domain/common/dates';
import { bilingualMail } from '../../../platform/mail/layout';
import type { Mail } from '../../../platform/mail/outbox';

// The negotiation mails (docs/rules/negotiation.md#schedules), Indonesian and English in one mail like every mail of the
// product. Times are shown in WIB, the one date-time format.

/** What a negotiation mail tells about it. */
export interface NegotiationFacts {
  procurementName: string;
  procurementNumber: string | null;
  companyName: string;
  batchName: string;
  vendorName: string;
}

const procurementOf = (n: NegotiationFacts) => `${n.procurementName}${n.procurementNumber ? ` (${n.procurementNumber})` : ''}`;

/** The schedule of an online negotiation: when, and the link into the session page. */
export function scheduleMail(to: string, pic: string, facts: NegotiationFacts, startDate: Date, link: string): Mail {
  const when = formatDateTime(startDate);
  return bilingualMail(
    to,
    `Negotiation invitation: ${facts.procurementName} / Undangan negosiasi: ${facts.procurementName}`,
    {
      greeting: `Hello ${pic},`,
      paragraphs: [
        `${facts.companyName} invites ${facts.vendorName} to an online negotiation (${facts.batchName}) of the procurement ${procurementOf(facts)}.`,
        `Schedule: ${when}. Open the session page at that time; sign in with your e-mail and a one-time code.`,
      ],
      action: { label: 'Open the negotiation', url: link },
      footnote: 'If you did not expect this invitation, ignore this mail.',
    },
    {
      greeting: `Halo ${pic},`,
      paragraphs: [
        `${facts.companyName} mengundang ${facts.vendorName} ke negosiasi daring (${facts.batchName}) untuk pengadaan ${procurementOf(facts)}.`,
        `Jadwal: ${when}. Buka halaman sesi pada waktu tersebut; masuk dengan email Anda dan kode sekali pakai.`,
      ],
      action: { label: 'Buka negosiasi', url: link },
      footnote: 'Jika Anda tidak mengharapkan undangan ini, abaikan email ini.',
    },
  );
}
