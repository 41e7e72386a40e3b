import { formatDateTime } from '@procura/domain/common/dates';
import type { Config } from '../../../config';
import type { Executor } from '../../../db/client';
import { bilingualMail } from '../../../platform/mail/layout';
import { enqueueMail } from '../../../platform/mail/outbox';
import type { AuctionRecord } from '../auction-record';
import { buyerOf, resultUrl, vendorRoomUrl } from '../auction-notices';
import { sessionFactsOf } from '../invitations/auction-invitations';

// The mails of an objection (docs/rules/auction-bidding.md#objections), queued in its transaction: the
// buyer hears each objection with the way to answer it, the vendor hears the answer. English and
// Indonesian in one mail, like every mail of the product.

type Urls = Pick<Config, 'PUBLIC_URL'>;

/** A vendor objected: the session's buyer is told who, what and where to answer. */
export async function mailObjection(tx: Executor, config: Urls, auction: AuctionRecord, objection: { vendorName: string; text: string; at: Date }): Promise<void> {
  const buyer = await buyerOf(tx, auction);
  if (!buyer) return;
  const session = await sessionFactsOf(tx, auction);
  const url = resultUrl(config, auction);
  await enqueueMail(
    tx,
    bilingualMail(
      buyer.email,
      `Objection to auction ${session.auctionNumber} / Sanggahan atas lelang ${session.auctionNumber}`,
      {
        greeting: `Hello ${buyer.name},`,
        paragraphs: [
          `${objection.vendorName} objected to the result of auction session ${session.auctionNumber} at ${formatDateTime(objection.at)}:`,
          objection.text,
          'Its receipts, connection record and the ledger head are attached to it. Answer it on the result page within the objection period.',
        ],
        action: { label: 'Answer the objection', url },
      },
      {
        greeting: `Halo ${buyer.name},`,
        paragraphs: [
          `${objection.vendorName} mengajukan sanggahan atas hasil sesi lelang ${session.auctionNumber} pada ${formatDateTime(objection.at)}:`,
          objection.text,
          'Tanda terima, catatan koneksi, dan kepala ledger-nya terlampir. Jawab di halaman hasil dalam masa sanggah.',
        ],
        action: { label: 'Jawab sanggahan', url },
      },
    ),
  );
}

/** The buyer answered: the vendor is told whether it was upheld, and why. */
export async function mailObjectionAnswer(
  tx: Executor,
  config: Urls,
  auction: AuctionRecord,
  vendor: { vendorEmail: string; picVendor: string; vendorName: string },
  answer: { text: string; upheld: boolean; at: Date },
): Promise<void> {
  const session = await sessionFactsOf(tx, auction);
  const url = vendorRoomUrl(config, auction.id);
  await enqueueMail(
    tx,
    bilingualMail(
      vendor.vendorEmail,
      `Answer to your objection in auction ${session.auctionNumber} / Jawaban sanggahan Anda di lelang ${session.auctionNumber}`,
      {
        greeting: `Hello ${vendor.picVendor},`,
        paragraphs: [
          `The buyer answered ${vendor.vendorName}'s objection to auction session ${session.auctionNumber} at ${formatDateTime(answer.at)}: ${answer.upheld ? 'upheld' : 'not upheld'}.`,
          answer.text,
        ],
        action: { label: 'Open the session', url },
      },
      {
        greeting: `Halo ${vendor.picVendor},`,
        paragraphs: [
          `Pembeli menjawab sanggahan ${vendor.vendorName} atas sesi lelang ${session.auctionNumber} pada ${formatDateTime(answer.at)}: ${answer.upheld ? 'diterima' : 'ditolak'}.`,
          answer.text,
        ],
        action: { label: 'Buka sesi', url },
      },
    ),
  );
}
