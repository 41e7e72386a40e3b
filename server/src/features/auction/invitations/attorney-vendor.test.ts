import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { COMPANY_MSG } from '@procura/domain/company/company.messages';
import { LEGAL_FILE_MAX_BYTES } from '@procura/domain/company/company.rules';
import { auctionInvitationDocuments, auctionInvitations, auctions } from '../../../db/schema/auction';
import { storedFiles } from '../../../db/schema/files';
import { buyerSession } from '../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { EXE, JPEG, PDF, WORD_97 } from '../../company/company.testing';
import { invitedSession } from '../auction-invitation.testing';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Upload = [fileName: string, content: Buffer];

async function upload(token: string, invitationId: string, files: Upload[]) {
  const form = new FormData();
  form.append('auctionInvitationId', invitationId);
  for (const [fileName, content] of files) form.append('attachments', new Blob([new Uint8Array(content)]), fileName);
  const response = await fetch(`${t.url}/api/secured/auction/upload-attorney`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: (await response.json()) as any };
}

const lettersOf = async (invitationId: string) =>
  t.app.ctx.db.select().from(auctionInvitationDocuments).where(eq(auctionInvitationDocuments.invitationId, invitationId));
const error = (status: number, msg: string, param: string | null = null) => ({ status, body: { errors: [{ param, msg }] } });

describe('letters of attorney', () => {
  it('stores pdf, doc and jpeg letters typed by content under the buyer\'s company', async () => {
    const { vendors, procurement } = await invitedSession(t);
    const v = vendors[0]!;
    const answer = await upload(v.token, v.invitationId, [
      ['surat kuasa.pdf', PDF],
      ['kuasa.doc', WORD_97],
      ['scan.jpeg', JPEG],
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { id: expect.any(String), fileName: 'surat kuasa.pdf', size: PDF.length, url: expect.stringMatching(/^\/api\/secured\/auction-invitation\/document\//) },
      expect.objectContaining({ fileName: 'kuasa.doc' }),
      expect.objectContaining({ fileName: 'scan.jpeg', size: JPEG.length }),
    ]);
    const [file] = await t.app.ctx.db.select().from(storedFiles).where(eq(storedFiles.originalName, 'surat kuasa.pdf'));
    expect(file).toMatchObject({ companyId: procurement.companyId, mimeType: 'application/pdf' });
    // The invitation view lists them.
    const view = await t.call('GET', `/api/secured/auction-invitation/${v.invitationId}`, { token: v.token });
    expect(view.body.data.documents).toEqual(answer.body.data);
  });

  it('refuses a file whose content is not an allowed type, whatever its name, and stores nothing', async () => {
    const { vendors } = await invitedSession(t);
    const v = vendors[0]!;
    expect(await upload(v.token, v.invitationId, [['letter.pdf', EXE]])).toEqual(error(400, AUCTION_MSG.letterTypeInvalid, 'attachments'));
    expect(await upload(v.token, v.invitationId, [['ok.pdf', PDF], ['photo.png', JPEG]])).toEqual(error(400, AUCTION_MSG.letterTypeInvalid, 'attachments'));
    expect(await upload(v.token, v.invitationId, [])).toEqual(error(400, AUCTION_MSG.letterRequired, 'attachments'));
    // Larger than the legal documents' 5 MB.
    const large = Buffer.concat([PDF, Buffer.alloc(LEGAL_FILE_MAX_BYTES)]);
    expect(await upload(v.token, v.invitationId, [['big.pdf', large]])).toEqual(error(400, COMPANY_MSG.fileTooLarge, 'attachments'));
    expect(await lettersOf(v.invitationId)).toEqual([]);
  });

  it('keeps at most five letters per invitation', async () => {
    const { vendors } = await invitedSession(t);
    const v = vendors[0]!;
    expect((await upload(v.token, v.invitationId, [['1.pdf', PDF], ['2.pdf', PDF], ['3.pdf', PDF], ['4.pdf', PDF]])).status).toBe(200);
    expect(await upload(v.token, v.invitationId, [['5.pdf', PDF], ['6.pdf', PDF]])).toEqual(error(422, AUCTION_MSG.tooManyLetters, 'attachments'));
    expect((await upload(v.token, v.invitationId, [['5.pdf', PDF]])).status).toBe(200);
    expect(await upload(v.token, v.invitationId, [['6.pdf', PDF]])).toEqual(error(422, AUCTION_MSG.tooManyLetters, 'attachments'));
    expect(await lettersOf(v.invitationId)).toHaveLength(5);
  });

  it('accepts letters only before the start, and not from a vendor who declined', async () => {
    const { auction, vendors } = await invitedSession(t);
    const [a, b] = vendors as [(typeof vendors)[0], (typeof vendors)[0]];
    await t.app.ctx.db.update(auctionInvitations).set({ status: 'NOT_ATTEND', reasonNotAttend: 'No' }).where(eq(auctionInvitations.id, b.invitationId));
    expect(await upload(b.token, b.invitationId, [['x.pdf', PDF]])).toEqual(error(409, AUCTION_MSG.alreadyAnswered));
    await t.app.ctx.db.update(auctions).set({ status: 'ON_GOING' }).where(eq(auctions.id, auction.id));
    expect(await upload(a.token, a.invitationId, [['x.pdf', PDF]])).toEqual(error(409, AUCTION_MSG.attendanceClosed));
  });

  it('deletes the vendor\'s own letter only', async () => {
    const { vendors } = await invitedSession(t);
    const [a, b] = vendors as [(typeof vendors)[0], (typeof vendors)[0]];
    const [letter] = (await upload(a.token, a.invitationId, [['a.pdf', PDF]])).body.data as { id: string }[];
    const path = `/api/procurement-vendor/document/${letter!.id}`;
    expect((await t.call('DELETE', path)).status).toBe(401);
    expect(await t.call('DELETE', path, { token: b.token })).toEqual(error(404, 'Data not found'));
    expect(await lettersOf(a.invitationId)).toHaveLength(1);
    expect(await t.call('DELETE', path, { token: a.token })).toEqual({ status: 200, body: { data: { documentId: letter!.id } } });
    expect(await lettersOf(a.invitationId)).toEqual([]);
    expect(await t.app.ctx.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.originalName, 'a.pdf'))).toEqual([]);
    expect(await t.call('DELETE', path, { token: a.token })).toEqual(error(404, 'Data not found'));
  });

  it('serves a letter to the buyer of the company and to the vendor who uploaded it, to nobody else', async () => {
    const { buyer, vendors } = await invitedSession(t);
    const [a, b] = vendors as [(typeof vendors)[0], (typeof vendors)[0]];
    const [letter] = (await upload(a.token, a.invitationId, [['kuasa.pdf', PDF]])).body.data as { url: string }[];
    for (const token of [buyer.token, a.token]) {
      const response = await fetch(`${t.url}${letter!.url}`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="kuasa.pdf"; filename*=UTF-8''kuasa.pdf`);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(PDF);
    }
    const stranger = await buyerSession(t);
    for (const token of [b.token, stranger.token]) expect(await t.call('GET', letter!.url, { token })).toEqual(error(404, 'Data not found'));
  });
});

describe('the buyer\'s invitation list', () => {
  it('lists the invitations by vendor name with attendance, letters, presence and the resend time; pages and searches', async () => {
    const { buyer, auction, vendors } = await invitedSession(t, { vendors: 3 });
    const sorted = [...vendors].sort((x, y) => x.name.localeCompare(y.name));
    const [first] = (await upload(sorted[0]!.token, sorted[0]!.invitationId, [['a.pdf', PDF]])).body.data as { id: string }[];
    const mailedAt = new Date(t.clock.now().getTime() - 4_000);
    await t.app.ctx.db.update(auctionInvitations).set({ lastMailedAt: mailedAt }).where(eq(auctionInvitations.id, sorted[1]!.invitationId));
    const path = `/api/secured/auction/fetch-invitation-by-auction/${auction.id}`;
    const all = await t.call('GET', path, { token: buyer.token });
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.filteredData.map((r: { vendorName: string }) => r.vendorName)).toEqual(sorted.map((v) => v.name));
    expect(all.body.data.filteredData[0]).toEqual({
      invitationId: sorted[0]!.invitationId,
      procurementVendorId: sorted[0]!.procurementVendorId,
      vendorName: sorted[0]!.name,
      vendorEmail: sorted[0]!.email,
      picVendor: expect.any(String),
      status: 'NOT_CONFIRMED',
      reasonNotAttend: null,
      joinedStatus: 'NOT_JOINED',
      present: false,
      resendAvailableAt: null,
      documents: [expect.objectContaining({ id: first!.id, fileName: 'a.pdf' })],
    });
    expect(all.body.data.filteredData[1].resendAvailableAt).toBe(new Date(mailedAt.getTime() + 10_000).toISOString());
    const page2 = await t.call('GET', `${path}?page=2&limit=2`, { token: buyer.token });
    expect(page2.body.data).toEqual({ filteredData: [expect.objectContaining({ invitationId: sorted[2]!.invitationId })], total: 3 });
    const search = await t.call('GET', `${path}?query=${encodeURIComponent(sorted[1]!.email)}`, { token: buyer.token });
    expect(search.body.data).toEqual({ filteredData: [expect.objectContaining({ invitationId: sorted[1]!.invitationId })], total: 1 });
    expect((await t.call('GET', `${path}?limit=x`, { token: buyer.token })).status).toBe(400);
  });
});
