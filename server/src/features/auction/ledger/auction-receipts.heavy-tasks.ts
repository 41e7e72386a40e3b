import type { SignedLedgerHead } from '@procura/domain/auction/ledger/auction-ledger.rules';
import type { OfferReceiptsView } from '@procura/domain/auction/ledger/offer-receipt.rules';
import type { PdfDocument } from '../../../platform/reports/pdf';
import { receiptsDocument } from './auction-receipts.pdf';

// The receipts PDF's layout on the heavy-work thread (decision 233; docs/decisions.md 220): the main
// thread reads the vendor's receipts, this thread writes each line (times and amounts in words of the
// page) into the document, and the platform's `pdf` task renders it.

/** What the receipts page is made of: GET …/receipts' answer, the vendor's name and the moment. */
export interface ReceiptsDocumentInput {
  view: OfferReceiptsView;
  vendorName: string;
  now: Date;
  /** The session's head once it ended (printed on the page), else null. */
  finalHead: SignedLedgerHead | null;
}

declare module '../../../platform/heavy-work/heavy-tasks' {
  interface HeavyTasks {
    receiptsDocument: (input: ReceiptsDocumentInput) => PdfDocument;
  }
}

export const receiptsHeavyTasks = { receiptsDocument: ({ view, vendorName, now, finalHead }: ReceiptsDocumentInput) => receiptsDocument(view, vendorName, now, finalHead) };
