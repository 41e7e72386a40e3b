import type { OfferReceipt } from '@procura/domain/auction/ledger/offer-receipt.rules';
import { formatDateTime } from '@procura/domain/common/dates';
import { formatMoney, formatOfficialMoney } from '@procura/domain/common/money/money';
import type { Config } from '../../../config';
import type { Executor } from '../../../db/client';
import { bilingualMail } from '../../../platform/mail/layout';
import { enqueueMail } from '../../../platform/mail/outbox';
import type { AuctionRecord } from '../auction-record';
import { vendorRoomUrl } from '../auction-notices';
import { sessionFactsOf } from '../invitations/auction-invitations';

// The vendor's receipt of an assisted offer (docs/rules/auction-bidding.md#assisted-offers), queued in the
// transaction that wrote it: the vendor learns at once what was offered in its name, with the receipt it
// checks against its copy of the ledger like any other.

type Urls = Pick<Config, 'PUBLIC_URL'>;

export async function mailAssistedOfferReceipt(
  tx: Executor,
  config: Urls,
  auction: AuctionRecord,
  vendor: { vendorEmail: string; picVendor: string; vendorName: string },
  offer: { totalOffer: string; currency: string; at: Date; receipt: OfferReceipt },
): Promise<void> {
  const session = await sessionFactsOf(tx, auction);
  const { receipt } = offer;
  const lines = [`Sequence / Urutan: ${receipt.sequence}`, `Entry hash / Hash entri: ${receipt.entryHash}`, `Head hash / Hash kepala: ${receipt.headHash}`];
  await enqueueMail(
    tx,
    bilingualMail(
      vendor.vendorEmail,
      `An offer was placed for you in auction ${session.auctionNumber} / Penawaran diajukan untuk Anda di lelang ${session.auctionNumber}`,
      {
        greeting: `Hello ${vendor.picVendor},`,
        paragraphs: [
          `At your request the buyer placed an offer for ${vendor.vendorName} in auction session ${session.auctionNumber}, confirmed by a second member of its committee at ${formatDateTime(offer.at)}: ${formatMoney(offer.totalOffer, offer.currency)}.`,
          'Its receipt:',
          ...lines,
        ],
        action: { label: 'Open the session', url: vendorRoomUrl(config, auction.id) },
      },
      {
        greeting: `Halo ${vendor.picVendor},`,
        paragraphs: [
          `Atas permintaan Anda, pembeli mengajukan penawaran untuk ${vendor.vendorName} di sesi lelang ${session.auctionNumber}, dikonfirmasi anggota kedua panitianya pada ${formatDateTime(offer.at)}: ${formatOfficialMoney(offer.totalOffer, offer.currency)}.`,
          'Tanda terimanya:',
          ...lines,
        ],
        action: { label: 'Buka sesi', url: vendorRoomUrl(config, auction.id) },
      },
    ),
  );
}
