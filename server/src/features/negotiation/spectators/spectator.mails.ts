import type { Config } from '../../../config';
import { bilingualMail } from '../../../platform/mail/layout';
import type { Mail } from '../../../platform/mail/outbox';

// The spectator's invitation, Indonesian and English in one mail like every mail of the product.

export interface SpectatorMailFacts {
  procurementName: string;
  buyerCompany: string;
  vendorName: string;
  batchId: string;
  negotiationId: string;
}

/** Spectators use the vendor-side session page and sign in by one-time code like vendors. */
export function spectatorLink(config: Pick<Config, 'PUBLIC_URL'>, facts: SpectatorMailFacts, email: string): string {
  return `${config.PUBLIC_URL}/negotiation/session-online/vendor/${facts.batchId}/${facts.negotiationId}?email=${encodeURIComponent(email)}`;
}

export function spectatorInvitationMail(to: string, facts: SpectatorMailFacts, url: string): Mail {
  return bilingualMail(
    to,
    `Negotiation invitation: ${facts.procurementName} / Undangan negosiasi: ${facts.procurementName}`,
    {
      greeting: 'Hello,',
      paragraphs: [
        `${facts.buyerCompany} invites you to watch the online negotiation with ${facts.vendorName} for the procurement ${facts.procurementName}.`,
        'You can follow the offers and the chat; only the two parties can make offers. Sign in with your e-mail and a one-time code.',
      ],
      action: { label: 'Watch the negotiation', url },
      footnote: 'If you did not expect this invitation, ignore this mail.',
    },
    {
      greeting: 'Halo,',
      paragraphs: [
        `${facts.buyerCompany} mengundang Anda untuk menyaksikan negosiasi online dengan ${facts.vendorName} untuk pengadaan ${facts.procurementName}.`,
        'Anda dapat mengikuti penawaran dan obrolan; hanya kedua pihak yang dapat mengajukan penawaran. Masuk dengan email Anda dan kode sekali pakai.',
      ],
      action: { label: 'Saksikan negosiasi', url },
      footnote: 'Jika Anda tidak mengharapkan undangan ini, abaikan email ini.',
    },
  );
}
