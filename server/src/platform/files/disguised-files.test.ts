import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { COMPANY_MSG } from '@procura/domain/company/company.messages';
import { FILE_MSG } from '@procura/domain/common/file.messages';
import { ITEM_MSG } from '@procura/domain/procurement/items/procurement-item.messages';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import { invitedSession } from '../../features/auction/auction-invitation.testing';
import { JPEG, PDF } from '../../features/company/company.testing';
import { dataUrl, download, draftProcurement, itemBody, makeJpeg, uploadImport } from '../../features/procurement/items/procurement-item.testing';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { officeZipBomb, PDF_HTML_POLYGLOT, PDF_OPEN_ACTION_JS, RLO_NAME } from '../../testing/upload-samples.testing';

// Files that are not what they say (decision 165), sent as a vendor and as a buyer would send them,
// to every upload (letters of attorney, onboarding documents, item images, item imports).

let t: TestApp;
let session: Awaited<ReturnType<typeof invitedSession>>;
beforeAll(async () => {
  t = await startTestApp();
  session = await invitedSession(t);
});
afterAll(async () => {
  await t.close();
});

type Answer = { status: number; body: any };

async function postForm(path: string, token: string, fields: Record<string, string>, files: Array<[field: string, fileName: string, content: Buffer]>): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [field, fileName, content] of files) form.append(field, new Blob([new Uint8Array(content)]), fileName);
  const response = await fetch(`${t.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: await response.json() };
}

const uploadLetter = (fileName: string, content: Buffer) => {
  const vendor = session.vendors[0]!;
  return postForm('/api/secured/auction/upload-attorney', vendor.token, { auctionInvitationId: vendor.invitationId }, [['attachments', fileName, content]]);
};

const LEGAL = { npwp: '01.234.567.8-901.000', idNumber: '3171012345678901' };
const uploadLegal = (fileName: string, content: Buffer) =>
  postForm('/api/secured/company/legal-info', session.buyer.token, LEGAL, [
    ['npwpAttachments', fileName, content],
    ['idNumberAttachments', 'ktp.jpg', JPEG],
  ]);

const refused = (param: string, msg: string) => ({ status: 400, body: { errors: [{ param, msg }] } });

/** The headers every download must carry: saved, never opened as a page, typed by its content. */
function expectSafeDownload(headers: Headers, mimeType: string, fileName: string) {
  expect(headers.get('content-type')).toBe(mimeType);
  expect(headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
}

const DISGUISED: Array<{ what: string; fileName: string; content: () => Buffer; letter: string; legal: string }> = [
  { what: 'a JPEG named .pdf', fileName: 'photo.pdf', content: () => JPEG, letter: AUCTION_MSG.letterTypeInvalid, legal: COMPANY_MSG.fileTypeRefused },
  { what: 'a PDF whose /OpenAction runs JavaScript', fileName: 'letter.pdf', content: () => PDF_OPEN_ACTION_JS, letter: FILE_MSG.activeContent, legal: FILE_MSG.activeContent },
  { what: 'a PDF/HTML polyglot', fileName: 'letter.pdf', content: () => PDF_HTML_POLYGLOT, letter: AUCTION_MSG.letterTypeInvalid, legal: COMPANY_MSG.fileTypeRefused },
  { what: 'a docx inflating to 4 GB', fileName: 'kuasa.docx', content: () => officeZipBomb('docx'), letter: FILE_MSG.unreadable, legal: FILE_MSG.unreadable },
];

describe('disguised files', () => {
  for (const file of DISGUISED) {
    it(`refuses ${file.what} as a letter of attorney and as an onboarding document, storing nothing`, async () => {
      expect(await uploadLetter(file.fileName, file.content())).toEqual(refused('attachments', file.letter));
      expect(await uploadLegal(file.fileName, file.content())).toEqual(refused('npwpAttachments', file.legal));
      const invitation = await t.call('GET', `/api/secured/auction-invitation/${session.vendors[0]!.invitationId}`, { token: session.vendors[0]!.token });
      expect(invitation.body.data.documents).toEqual([]);
    });
  }

  it('stores a name with a right-to-left override without it, and serves letters and documents as safe attachments', async () => {
    const letter = await uploadLetter(RLO_NAME, PDF);
    expect(letter.status).toBe(200);
    expect(letter.body.data.map((l: { fileName: string }) => l.fileName)).toEqual(['invoicefdp.exe.pdf']);
    for (const token of [session.buyer.token, session.vendors[0]!.token]) {
      const served = await download(t, token, letter.body.data[0].url);
      expect(served.status).toBe(200);
      expectSafeDownload(served.headers, 'application/pdf', 'invoicefdp.exe.pdf');
    }

    const legal = await uploadLegal(RLO_NAME, PDF);
    expect(legal.status).toBe(200);
    const [npwp] = legal.body.data.legalInfo.npwpAttachments;
    expect(npwp).toMatchObject({ originalName: 'invoicefdp.exe.pdf', mimeType: 'application/pdf' });
    expectSafeDownload((await download(t, session.buyer.token, npwp.url)).headers, 'application/pdf', 'invoicefdp.exe.pdf');
    const [ktp] = legal.body.data.legalInfo.idNumberAttachments;
    expectSafeDownload((await download(t, session.buyer.token, ktp.url)).headers, 'image/jpeg', 'ktp.jpg');
  });

  it('applies the same rules to item images and item imports', async () => {
    const procurement = await draftProcurement(t, session.buyer.companyId);
    const jpeg = makeJpeg();
    // A JPEG whose comment segment, in its first bytes, reads as a page.
    const polyglot = Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe, 0x00, 0x22]), Buffer.from('<script>alert(1)</script>'.padEnd(32)), jpeg.subarray(2)]);
    const image = (bytes: Buffer) => [{ imageBase64: dataUrl('image/jpeg', bytes), orderNumber: 1 }];
    const refusedImage = await t.call('POST', '/api/secured/procurement-item', { token: session.buyer.token, body: itemBody(procurement.id, { images: image(polyglot) }) });
    expect(refusedImage).toEqual(refused('images.0.imageBase64', PROCUREMENT_MSG.imageType));

    const created = await t.call('POST', '/api/secured/procurement-item', { token: session.buyer.token, body: itemBody(procurement.id, { images: image(jpeg) }) });
    expect(created.status).toBe(200);
    const served = await download(t, session.buyer.token, created.body.data.images[0].url);
    expectSafeDownload(served.headers, 'image/jpeg', 'item-image-1.jpg');

    const bomb = await uploadImport(t, session.buyer.token, procurement.id, officeZipBomb('xlsx'));
    expect(bomb).toEqual(refused('file', ITEM_MSG.importUnreadable));
    const jpegAsWorkbook = await uploadImport(t, session.buyer.token, procurement.id, jpeg);
    expect(jpegAsWorkbook).toEqual(refused('file', ITEM_MSG.importFileType));
  });
});
