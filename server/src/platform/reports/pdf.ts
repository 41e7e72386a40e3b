import type { Margins, TDocumentDefinitions } from 'pdfmake/interfaces';
import { runHeavy } from '../heavy-work/heavy-pool';

// PDFs are rendered on the heavy-work thread (docs/decisions.md 220; pdf-render.ts), so a document
// crosses as data: what pdfmake takes as a function (the page footer, pageBreakBefore) is described
// here and made into the function there.

/** The page footer: `left`, and `right` with {page} and {pages} filled, in small type; none before `fromPage`. */
export interface PdfFooter {
  left: string;
  right: string;
  fontSize: number;
  color: string;
  margin: Margins;
  fromPage?: number;
}

/** A node of this style starting below `belowRatio` of the page (or last on it) moves to the next page. */
export interface PdfKeepWithNext {
  style: string;
  belowRatio: number;
}

/** A pdfmake document definition with no function in it. */
export type PdfDocument = Omit<TDocumentDefinitions, 'footer' | 'header' | 'background' | 'pageBreakBefore'> & {
  footer?: PdfFooter;
  keepWithNext?: PdfKeepWithNext;
};

/** Renders a document to PDF bytes on the heavy-work thread. */
export async function renderPdf(document: PdfDocument): Promise<Buffer> {
  return runHeavy('pdf', document);
}
