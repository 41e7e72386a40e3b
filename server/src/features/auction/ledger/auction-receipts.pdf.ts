import { formatDateTime } from '@procura/domain/common/dates';
import { formatMoney } from '@procura/domain/common/money/money';
import type { SignedLedgerHead } from '@procura/domain/auction/ledger/auction-ledger.rules';
import { ledgerHeadLines } from '@procura/domain/auction/ledger/ledger-head-text.rules';
import type { OfferReceiptsView } from '@procura/domain/auction/ledger/offer-receipt.rules';
import { withoutBidiControls } from '@procura/domain/common/bidi-controls';
import { runHeavy } from '../../../platform/heavy-work/heavy-pool';
import { renderPdf, type PdfDocument } from '../../../platform/reports/pdf';

// The vendor's receipts as one A4 page (decision 210): both languages, times 24-hour
// to the millisecond in WIB, amounts `1,234,567.00 IDR`, the hashes whole (small type) so the page
// can be checked against the ledger by eye; the JSON file is what `npm run verify-ledger --receipts` reads.

const HASH_FONT = 5.5;
/** A hash on two lines of 32 characters: whole, and within its column. */
const twoLines = (hash: string) => `${hash.slice(0, 32)}\n${hash.slice(32)}`;

/**
 * The PDF of GET …/receipts' answer, generated at `now` for the vendor `vendorName`: laid out
 * (auction-receipts.heavy-tasks.ts, decision 233) and rendered on the heavy-work thread.
 */
export async function receiptsPdf(view: OfferReceiptsView, vendorName: string, now: Date, finalHead: SignedLedgerHead | null): Promise<Buffer> {
  return renderPdf(await runHeavy('receiptsDocument', { view, vendorName, now, finalHead }));
}

/** That PDF's document, as data (docs/decisions.md 220). */
export function receiptsDocument(view: OfferReceiptsView, typedVendorName: string, now: Date, finalHead: SignedLedgerHead | null): PdfDocument {
  const vendorName = withoutBidiControls(typedVendorName);
  // A finished session's head, printed so the file carries it outside the server (decision 241).
  const headLines = finalHead ? [...ledgerHeadLines(finalHead, null, 'en'), ...ledgerHeadLines(finalHead, null, 'id')] : [];
  const rows = view.receipts.map((r) => [
    { text: formatDateTime(r.at, { withMilliseconds: true }) },
    { text: formatMoney(r.totalOffer, view.currency), alignment: 'right' as const },
    { text: String(r.sequence), alignment: 'right' as const },
    { text: twoLines(r.entryHash), fontSize: HASH_FONT },
    { text: twoLines(r.headHash), fontSize: HASH_FONT },
  ]);
  const document: PdfDocument = {
    pageSize: 'A4',
    pageMargins: [28, 32, 28, 32],
    info: { title: `Offer receipts ${view.auctionNumber}`, subject: 'Offer receipts / Tanda terima penawaran' },
    defaultStyle: { fontSize: 7 },
    content: [
      { text: 'Offer receipts / Tanda terima penawaran', fontSize: 13, bold: true, margin: [0, 0, 0, 4] },
      { text: `Session / Sesi: ${view.auctionNumber}    Vendor: ${vendorName}    Generated / Dibuat: ${formatDateTime(now, { withSeconds: true })}` },
      {
        text:
          'Each receipt names the ledger entry of one acknowledged offer: its sequence, its entry hash and the chain head right after it. ' +
          'Check them against the exported ledger: npm run verify-ledger -- ledger.json --receipts receipts.json\n' +
          'Setiap tanda terima menunjuk entri ledger satu penawaran yang diterima: nomor urut, hash entri, dan hash kepala rantai sesudahnya. ' +
          'Periksa dengan ledger yang diekspor: npm run verify-ledger -- ledger.json --receipts receipts.json',
        margin: [0, 4, 0, 8],
        color: '#444444',
      },
      ...(headLines.length > 0 ? [{ text: headLines.join('\n'), fontSize: HASH_FONT, margin: [0, 0, 0, 8] as [number, number, number, number] }] : []),
      view.receipts.length === 0
        ? { text: 'No offers / Tidak ada penawaran' }
        : {
            table: {
              headerRows: 1,
              widths: [78, 72, 26, '*', '*'],
              body: [
                ['Time / Waktu (WIB)', 'Amount / Nominal', 'Seq.', 'Entry hash / Hash entri', 'Head hash / Hash kepala'].map((text) => ({ text, bold: true })),
                ...rows,
              ],
            },
            layout: 'lightHorizontalLines',
          },
    ],
  };
  return document;
}
