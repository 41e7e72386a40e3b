import { constants, deflateRawSync, deflateSync } from 'node:zlib';

// Disguised and honest files for the upload tests, built in memory: a zip bomb is a few megabytes
// of repeated deflate blocks, never a big file in the repository.

export interface ZipEntry {
  name: string;
  /** Raw deflate data. */
  deflated: Buffer;
  /** The uncompressed size the zip declares (a bomb may lie). */
  size: number;
}

export const deflatedEntry = (name: string, content: Buffer | string): ZipEntry => {
  const bytes = Buffer.from(content);
  return { name, deflated: deflateRawSync(bytes), size: bytes.length };
};

/** A zip of deflated entries, written by hand so the sizes it declares can be made to lie. */
export function zipOf(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.deflated.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + entry.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MEBIBYTE = 1024 * 1024;

/**
 * A raw deflate stream of `mebibytes` MiB of zeros at about 1 KB per MiB: one MiB compressed and
 * flushed to a byte boundary (its back-references never reach before it), repeated, then an empty
 * final block.
 */
export function zerosDeflated(mebibytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(MEBIBYTE), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array<Buffer>(mebibytes).fill(block), Buffer.from([0x03, 0x00])]);
}

/** [Content_Types].xml naming the package's main part, which is all file-type reads to tell docx from xlsx. */
const contentTypes = (mainPart: string, mainType: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/${mainPart}" ContentType="${mainType}"/></Types>`;
const packageRelationships = (mainPart: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${mainPart}"/></Relationships>`;
const WORD_DOCUMENT =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
  '<w:body><w:p><w:r><w:t>Surat Kuasa</w:t></w:r></w:p></w:body></w:document>';

const OFFICE = {
  docx: { mainPart: 'word/document.xml', mainType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml' },
  xlsx: { mainPart: 'xl/workbook.xml', mainType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml' },
};

/** An office package whose main part is `main`. */
function officePackage(kind: keyof typeof OFFICE, main: (name: string) => ZipEntry): Buffer {
  const { mainPart, mainType } = OFFICE[kind];
  return zipOf([deflatedEntry('[Content_Types].xml', contentTypes(mainPart, mainType)), deflatedEntry('_rels/.rels', packageRelationships(mainPart)), main(mainPart)]);
}

export const DOCX = officePackage('docx', (name) => deflatedEntry(name, WORD_DOCUMENT));

/** An office file whose main part inflates to nearly 4 GiB from about 4 MB (it declares its true size). */
export function officeZipBomb(kind: keyof typeof OFFICE): Buffer {
  const mebibytes = 4095;
  return officePackage(kind, (name) => ({ name, deflated: zerosDeflated(mebibytes), size: mebibytes * MEBIBYTE }));
}

const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');

/** Opens with a script: the catalog's /OpenAction is a JavaScript action. */
export const PDF_OPEN_ACTION_JS = pdf(
  '1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Action /S /JavaScript /JS (app.alert\\("Please confirm your bank account"\\)) >>\nendobj',
);

/** The same action with its names written in '#xx' escapes (/J#61vaScript is /JavaScript). */
export const PDF_ESCAPED_JS = pdf('1 0 obj\n<< /Type /Catalog /OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >> >>\nendobj');

/** Launches a program when opened. */
export const PDF_LAUNCH = pdf('1 0 obj\n<< /Type /Catalog /OpenAction << /S /Launch /F (cmd.exe) >> >>\nendobj');

/** The JavaScript action hidden in a compressed object stream (PDF 1.5). */
export const PDF_JS_IN_OBJECT_STREAM = (() => {
  const zlibStream = deflateSync(Buffer.from('3 0 << /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>'));
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n1 0 obj\n<< /Type /Catalog /OpenAction 3 0 R >>\nendobj\n4 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${zlibStream.length} >>\nstream\n`, 'latin1'),
    zlibStream,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
})();

/** A page and a PDF at once: the header first, then markup a browser sniffing the first bytes runs. */
export const PDF_HTML_POLYGLOT = pdf('%<html><body><script>alert(document.cookie)</script></body></html>\n1 0 obj\n<< /Type /Catalog >>\nendobj');

/** Markup before the %PDF header (viewers look for the header in the first kilobyte). */
export const HTML_BEFORE_PDF_HEADER = Buffer.concat([Buffer.from('<html><script>alert(1)</script></html>\n'), pdf('1 0 obj\n<< /Type /Catalog >>\nendobj')]);

/** A PDF whose catalog only sets the first view (an /OpenAction that is not a script). */
export const PDF_OPEN_ACTION_VIEW = pdf('1 0 obj\n<< /Type /Catalog /OpenAction [2 0 R /FitH null] >>\nendobj');

/** The right-to-left override: 'invoice\u202Efdp.exe.pdf'. */
export const RLO_NAME = 'invoice\u202Efdp.exe.pdf';
