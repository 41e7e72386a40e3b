import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { LEGAL_FILE_EXTENSIONS, LEGAL_FILE_MAX_BYTES } from '@procura/domain/company/company.rules';
import { EXE, JPEG, PDF, WORD_97 } from '../../features/company/company.testing';
import { attachmentDisposition } from './file-download';
import { cleanFileName } from './file-names';
import { checkUpload, type UploadCheck } from './upload-check';
import {
  DOCX,
  HTML_BEFORE_PDF_HEADER,
  PDF_ESCAPED_JS,
  PDF_HTML_POLYGLOT,
  PDF_JS_IN_OBJECT_STREAM,
  PDF_LAUNCH,
  PDF_OPEN_ACTION_JS,
  PDF_OPEN_ACTION_VIEW,
  RLO_NAME,
  officeZipBomb,
} from '../../testing/upload-samples.testing';

const legal = (fileName: string, content: Buffer) => checkUpload({ fileName, content }, LEGAL_FILE_EXTENSIONS);
const problemOf = (check: UploadCheck) => (check.ok ? null : check.problem);

describe('upload check', () => {
  it('accepts honest files of every legal type, typed by their content', async () => {
    for (const [name, content, mime] of [
      ['npwp.pdf', PDF, 'application/pdf'],
      ['kuasa.doc', WORD_97, 'application/msword'],
      ['kuasa.docx', DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['ktp.jpg', JPEG, 'image/jpeg'],
      ['ktp.JPEG', JPEG, 'image/jpeg'],
      ['view.pdf', PDF_OPEN_ACTION_VIEW, 'application/pdf'],
    ] as const) {
      expect(await legal(name, content)).toEqual({ ok: true, file: { fileName: name, content, ext: name.split('.')[1]!.toLowerCase(), mime } });
    }
  });

  it('refuses a file whose name says another type than its content (a JPEG named .pdf, a PDF named .jpg)', async () => {
    expect(problemOf(await legal('photo.pdf', JPEG))).toBe('type');
    expect(problemOf(await legal('scan.jpg', PDF))).toBe('type');
    expect(problemOf(await legal('letter.doc', DOCX))).toBe('type');
    expect(problemOf(await legal('letter.docx', WORD_97))).toBe('type');
    expect(problemOf(await legal('setup.pdf', EXE))).toBe('type');
  });

  it('refuses PDFs that run JavaScript or launch programs, however the names are written or hidden', async () => {
    for (const content of [PDF_OPEN_ACTION_JS, PDF_ESCAPED_JS, PDF_LAUNCH, PDF_JS_IN_OBJECT_STREAM]) {
      expect(problemOf(await legal('letter.pdf', content))).toBe('activeContent');
    }
  });

  it('refuses an object stream it cannot look into', async () => {
    const hidden = Buffer.from('%PDF-1.7\n4 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length 9 >>\nstream\nnot zlib!\nendstream\nendobj\n%%EOF\n');
    expect(problemOf(await legal('letter.pdf', hidden))).toBe('unreadable');
  });

  it('refuses a PDF/HTML polyglot and markup before the PDF header', async () => {
    expect(problemOf(await legal('letter.pdf', PDF_HTML_POLYGLOT))).toBe('type');
    expect(problemOf(await legal('letter.pdf', HTML_BEFORE_PDF_HEADER))).toBe('type');
    const jpegWithPage = Buffer.concat([JPEG.subarray(0, 20), Buffer.from('<script>alert(1)</script>'), JPEG.subarray(20)]);
    expect(problemOf(await legal('ktp.jpg', jpegWithPage))).toBe('type');
  });

  it('refuses a docx whose document inflates to 4 GB, within the size limit of an upload', async () => {
    const bomb = officeZipBomb('docx');
    expect(bomb.length).toBeLessThan(LEGAL_FILE_MAX_BYTES);
    expect(problemOf(await legal('kuasa.docx', bomb))).toBe('unreadable');
  });

  it('applies the same zip budget to a workbook import', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Items').addRow(['Item Code', 'Item Name']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    expect((await checkUpload({ fileName: 'items.xlsx', content: xlsx }, ['xlsx'])).ok).toBe(true);
    expect(problemOf(await checkUpload({ fileName: 'items.xlsx', content: officeZipBomb('xlsx') }, ['xlsx']))).toBe('unreadable');
  });

  it('types a nameless image by its content alone and names it after that type', async () => {
    expect(await checkUpload({ fileName: null, content: JPEG }, ['jpg', 'jpeg', 'png'])).toMatchObject({ ok: true, file: { fileName: 'file.jpg', mime: 'image/jpeg' } });
    expect(problemOf(await checkUpload({ fileName: null, content: PDF }, ['jpg', 'jpeg', 'png']))).toBe('type');
  });
});

describe('file names', () => {
  it('drops bidi overrides and other invisible characters, so the name reads as it is', async () => {
    expect(cleanFileName(RLO_NAME)).toBe('invoicefdp.exe.pdf');
    expect(cleanFileName('surat\u200b kuasa\u2066\u2069\u00ad.pdf')).toBe('surat kuasa.pdf');
    expect(cleanFileName('C:\\Users\\budi\\ktp\u00a0 scan.jpg')).toBe('ktp scan.jpg');
    expect(await legal(RLO_NAME, PDF)).toMatchObject({ ok: true, file: { fileName: 'invoicefdp.exe.pdf' } });
  });

  it('keeps the extension of a name cut to 255 characters', () => {
    const long = cleanFileName(`${'a'.repeat(300)}.pdf`);
    expect(long).toHaveLength(255);
    expect(long.endsWith('a.pdf')).toBe(true);
  });

  it('offers downloads as attachments with a plain and an exact name', () => {
    expect(attachmentDisposition('surat kuasa.pdf')).toBe(`attachment; filename="surat_kuasa.pdf"; filename*=UTF-8''surat%20kuasa.pdf`);
    expect(attachmentDisposition(`Kuasa "Budi" (asli)\u202E.pdf`)).toBe(
      `attachment; filename="Kuasa__Budi___asli_.pdf"; filename*=UTF-8''Kuasa%20%22Budi%22%20%28asli%29.pdf`,
    );
  });
});
