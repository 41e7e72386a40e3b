import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { PdfDocument, PdfFooter, PdfKeepWithNext } from './pdf';

// The one place PDFs are made (pdfmake, on the heavy-work thread: docs/decisions.md 220): Roboto from
// the package, no file or URL read on behalf of a document (every image is passed in as data), the
// document's metadata set. What a definition would hold as a function crosses as data (pdf.ts) and
// becomes the function here. Table layouts are pdfmake's named ones ('lightHorizontalLines', 'noBorders').

const require = createRequire(import.meta.url);
const robotoDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');

pdfmake.setFonts({
  Roboto: {
    normal: path.join(robotoDir, 'Roboto-Regular.ttf'),
    bold: path.join(robotoDir, 'Roboto-Medium.ttf'),
    italics: path.join(robotoDir, 'Roboto-Italic.ttf'),
    bolditalics: path.join(robotoDir, 'Roboto-MediumItalic.ttf'),
  },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file: string) => file.startsWith(robotoDir));

function footerOf(footer: PdfFooter) {
  const style = { fontSize: footer.fontSize, color: footer.color };
  return (page: number, pages: number): Content =>
    page < (footer.fromPage ?? 1)
      ? ''
      : {
          columns: [
            { text: footer.left, ...style },
            { text: footer.right.replace('{page}', String(page)).replace('{pages}', String(pages)), alignment: 'right', ...style },
          ],
          margin: footer.margin,
        };
}

/** A node of `style` near a page's foot (or last on it) moves to the next page, with what it heads. */
function keepWithNextOf(rule: PdfKeepWithNext): TDocumentDefinitions['pageBreakBefore'] {
  return (node, queries) => node.style === rule.style && (queries.getFollowingNodesOnPage().length === 0 || node.startPosition.verticalRatio > rule.belowRatio);
}

/** The pdfmake definition of a document given as data. */
export function pdfmakeDefinitionOf(document: PdfDocument): TDocumentDefinitions {
  const { footer, keepWithNext, ...rest } = document;
  return {
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    ...rest,
    ...(footer ? { footer: footerOf(footer) } : {}),
    ...(keepWithNext ? { pageBreakBefore: keepWithNextOf(keepWithNext) } : {}),
  };
}

/** Renders a document on the calling thread (the heavy-work thread's `pdf` task). */
export async function renderPdfHere(document: PdfDocument): Promise<Buffer> {
  return pdfmake.createPdf(pdfmakeDefinitionOf(document)).getBuffer();
}

declare module '../heavy-work/heavy-tasks' {
  interface HeavyTasks {
    pdf: (document: PdfDocument) => Promise<Buffer>;
  }
}

export const pdfHeavyTasks = { pdf: renderPdfHere };
