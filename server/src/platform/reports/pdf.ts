import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

// The one place PDFs are made (pdfmake on the server): Roboto from the package, no file or URL
// read on behalf of a document (every image is passed in as data), the document's metadata set.

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

/** Renders a document definition to PDF bytes. */
export async function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf({ defaultStyle: { font: 'Roboto', fontSize: 9 }, ...document }).getBuffer();
}
