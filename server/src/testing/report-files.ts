import JSZip from 'jszip';

// Tests read generated reports back: the text of every PDF page, the text and the tables of a DOCX's body.

/** The part of pdf.js used here. Its own types reference the DOM library, which would change Node's Buffer/Blob types for the whole program. */
interface PdfJs {
  getDocument(source: { data: Uint8Array; useSystemFonts: boolean; isEvalSupported: boolean }): {
    promise: Promise<{ numPages: number; getPage(n: number): Promise<{ getTextContent(): Promise<{ items: Array<{ str?: string }> }> }>; destroy(): Promise<void> }>;
  };
}
const PDFJS_MODULE: string = 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, one string per page (items joined by spaces). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const { getDocument } = (await import(PDFJS_MODULE)) as PdfJs;
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => item.str ?? '').join(' ').replace(/\s+/g, ' '));
  }
  await pdf.destroy();
  return pages;
}

/** The paragraphs of a DOCX's main body (word/document.xml), in order, entities decoded. */
export async function docxParagraphs(bytes: Uint8Array): Promise<string[]> {
  const zip = await JSZip.loadAsync(bytes);
  const xml = await zip.file('word/document.xml')!.async('string');
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)]
    .map(([paragraph]) => [...paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map(([, text]) => decodeXml(text ?? '')).join(''))
    .filter((text) => text.length > 0);
}

/** The tables of a DOCX's main body: rows of cells, each cell's paragraphs joined by a line break. */
export async function docxTables(bytes: Uint8Array): Promise<string[][][]> {
  const zip = await JSZip.loadAsync(bytes);
  const xml = await zip.file('word/document.xml')!.async('string');
  const textOf = (part: string) =>
    [...part.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)]
      .map(([paragraph]) => [...paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map(([, text]) => decodeXml(text ?? '')).join(''))
      .join('\n');
  return [...xml.matchAll(/<w:tbl>[\s\S]*?<\/w:tbl>/g)].map(([table]) =>
    [...table.matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map(([row]) => [...row.matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map(([cell]) => textOf(cell))),
  );
}

function decodeXml(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
}
