import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '@procura/domain/common/dates';
import { CONTROL_CHARACTER_MESSAGE } from '@procura/domain/common/text.schemas';
import { NEGOTIATION_REPORT_MSG as MSG } from '@procura/domain/report/report-negotiation.messages';
import { accounts } from '../../../db/schema/auth';
import { chatMessages, negotiationItems, negotiations, spectatorInvitations } from '../../../db/schema/negotiation';
import { procurementItems, procurements, procurementVendors } from '../../../db/schema/procurement';
import { buyerSession } from '../../../testing/procurement-factories';
import { docxParagraphs, docxTables } from '../../../testing/report-files';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { openProcurement } from '../../auction/auction-session.testing';
import { BATCH, type Buyer, draftBatch, NEG, ok, ongoingBatch } from '../../negotiation/negotiation.testing';
import { vendorToken } from '../../auction/auction-invitation.testing';
import { answer, changeStatus, type Client, enterNegotiation, offerBody, onlineNegotiation, submit } from '../../negotiation/negotiation-online.testing';
import { reconcileMinutes } from './negotiation-minutes.testing';

let t: TestApp;
let buyer: Buyer;
beforeAll(async () => {
  t = await startTestApp();
  buyer = await buyerSession(t);
});
const opened: Client[] = [];
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});
afterAll(async () => t.close());

const FORM = {
  letterNumber: '012/BA-NEGO/XI/2026',
  letterDate: '2026-11-25',
  vendorOfferLetterNumber: 'SP-77/PTV/2026',
  vendorOfferLetterDate: '2026-11-20',
  negotiationMedia: 'ONLINE',
};
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

type Target = { procurementId: string; batchId: string; negotiationId: string };
function report(token: string, target: Target, form: Record<string, string>, segment = 'bni-negotiation-report') {
  const query = new URLSearchParams(form).toString();
  return t.call('GET', `/api/secured/report/${segment}/${target.procurementId}/${target.batchId}/${target.negotiationId}?${query}`, { token });
}

const bytesOf = (body: { data: { data: string } }) => Buffer.from(body.data.data, 'base64');

async function paragraphsOf(body: { data: { data: string } }): Promise<string[]> {
  const bytes = bytesOf(body);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  return docxParagraphs(bytes);
}

const storedFinalPrice = async (negotiationId: string) => (await t.app.ctx.db.select().from(negotiations).where(eq(negotiations.id, negotiationId)))[0]!.finalPrice;

/** An online negotiation ended DONE after a final DEAL at 12,900.00 (10 x 950 + 4 x 850), from 14,000.00 (10 x 1,000 + 4 x 1,000). */
async function doneOnline() {
  const cast = await onlineNegotiation(t);
  const id = cast.negotiation.id;
  await t.app.ctx.db.update(procurements).set({ procurementNumber: `PRC/2026/${id.slice(0, 6)}` }).where(eq(procurements.id, cast.procurement.id));
  // The second item has 4 units: it starts from 4, as Create Session writes it.
  await t.app.ctx.db.update(negotiationItems).set({ initialCapableQty: '4.00' }).where(eq(negotiationItems.id, cast.items[1]!.id));
  ok(await changeStatus(t, cast.buyer.token, id, 'ON_GOING'));
  ok(await submit(t, cast.buyer.token, offerBody(cast, ['900', '800'])));
  ok(await submit(t, cast.vendor.token, offerBody(cast, ['950', '850'])));
  ok(await answer(t, cast.buyer.token, cast, 'DEAL'));
  ok(await answer(t, cast.vendor.token, cast, 'DEAL'));
  const target = { procurementId: cast.procurement.id, batchId: cast.batch.id, negotiationId: id };
  return { cast, target, end: () => changeStatus(t, cast.buyer.token, id, 'DONE') };
}

describe('the negotiation report (Berita Acara Klarifikasi dan Negosiasi)', () => {
  it('prints a DONE online negotiation: the form, the parties, the items and the final price in figures and words', async () => {
    const { cast, target, end } = await doneOnline();
    // Before DONE there is no report.
    expect(await report(cast.buyer.token, target, FORM)).toEqual({ status: 409, body: { errors: [{ param: null, msg: MSG.notDone }] } });
    ok(await end());

    // The browser's price is never printed: a wrong one changes nothing.
    const answered = await report(cast.buyer.token, target, { ...FORM, offlineLocation: 'cleared for online', finalNegotiationPrice: '1,000.00' });
    expect(answered.status).toBe(200);
    expect(answered.body.data.type).toBe(DOCX);
    expect(answered.body.data.fileName).toMatch(new RegExp(`^Berita_Acara_Klarifikasi_Negosiasi_PRC-2026-${target.negotiationId.slice(0, 6)}_\\d{14}\\.docx$`));
    const paragraphs = await paragraphsOf(answered.body);
    const all = paragraphs.join('\n');
    expect(paragraphs[0]).toBe('BERITA ACARA KLARIFIKASI DAN NEGOSIASI');
    expect(paragraphs).toContain('Nomor: 012/BA-NEGO/XI/2026');
    expect(paragraphs).toContain('Tanggal: 25 November 2026');
    expect(all).toContain('Pada hari ini, Rabu, 25 November 2026');
    expect(all).toContain(`Nomor SP-77/PTV/2026 tanggal 20 November 2026`);
    expect(all).toContain('Daring (online)');
    expect(all).not.toContain('cleared for online');
    expect(all).toContain(cast.procurementVendor.name);
    expect(all).toContain(cast.procurement.procurementName);
    expect(all).toContain(`PRC/2026/${target.negotiationId.slice(0, 6)}`);
    // Items, the Indonesian way: initial unit price 1.000,00, final 950,00 and 850,00; totals before and after.
    expect(paragraphs.filter((p) => p === 'Rp 1.000,00')).toHaveLength(2);
    expect(paragraphs).toEqual(expect.arrayContaining(['Tabel 1. Harga sebelum negosiasi', 'Tabel 2. Harga hasil negosiasi', '10 Unit', '4 Unit']));
    expect(paragraphs).toEqual(expect.arrayContaining(['Rp 950,00', 'Rp 850,00', 'Rp 9.500,00', 'Rp 3.400,00', 'Rp 14.000,00', 'Rp 12.900,00', 'Rp 1.100,00 (7,86% dari Tabel 1)']));
    expect(all).toContain('Harga akhir hasil negosiasi sebesar Rp 12.900,00 (terbilang: dua belas ribu sembilan ratus rupiah).');
    expect(all).not.toMatch(/\d IDR/);
    // Every figure recomputed from the rows: the vendor's last total is Tabel 1's, printed once.
    expect(await reconcileMinutes(bytesOf(answered.body))).toEqual({ before: '14000.00', after: '12900.00', saving: '1100.00', vendorOffer: null, lines: 2 });
    expect(await storedFinalPrice(target.negotiationId)).toBe('12900.00');
    // The offers as the log of the report, and both signature blocks.
    expect(all).toContain('B. Riwayat Penawaran (Daring)');
    expect(paragraphs).toEqual(expect.arrayContaining(['Sepakat (DEAL)', 'Pihak Pembeli', 'Pihak Penyedia', 'Andi']));
    expect(all).toMatch(/WIB/);

    // The bank-neutral alias answers the same document.
    const alias = await report(cast.buyer.token, target, FORM, 'negotiation-report');
    expect(alias.status).toBe(200);
    expect((await paragraphsOf(alias.body))[1]).toBe('Nomor: 012/BA-NEGO/XI/2026');
  });

  it('prints a DONE offline negotiation with its location, the dialog prices and the typed rounds', async () => {
    const batch = await ongoingBatch(t, buyer, 'OFFLINE');
    const negotiationId = batch.negotiations.find((n) => n.vendorId === batch.vendorIds[0])!._id;
    const items = ok<{ _id: string }[]>(await t.call('GET', `/api/secured/negotiation-item/find-by-negotiation/${negotiationId}`, { token: buyer.token }));
    ok(await t.call('POST', '/api/secured/negotiation-item/submit-price', { token: buyer.token, body: { negotiation: negotiationId, items: [{ _id: items[0]!._id, finalPrice: '13,500,000' }, { _id: items[1]!._id, finalPrice: '14,000,000' }] } }));
    ok(await t.call('POST', '/api/secured/negotiation-log/create-or-update', { token: buyer.token, body: { negotiationId, logs: [{ buyerOffer: '270000000', vendorOffer: '285000000' }] } }));
    ok(await t.call('POST', `${NEG}/change-status`, { token: buyer.token, body: { negotiation: negotiationId, status: 'DONE' } }));
    const target = { procurementId: batch.procurement.id, batchId: batch.batchId, negotiationId };

    const missing = await report(buyer.token, target, { ...FORM, negotiationMedia: 'OFFLINE' });
    expect(missing).toEqual({ status: 400, body: { errors: [{ param: 'offlineLocation', msg: MSG.offlineLocationRequired }] } });

    const answered = await report(buyer.token, target, { ...FORM, negotiationMedia: 'offline', offlineLocation: 'Ruang Rapat Lt. 5, Menara Procura, Jakarta' });
    expect(answered.status).toBe(200);
    const all = (await paragraphsOf(answered.body)).join('\n');
    expect(all).toContain('Luring (offline), bertempat di Ruang Rapat Lt. 5, Menara Procura, Jakarta');
    expect(all).toContain('Rp 13.500.000,00');
    expect(all).toContain('Rp 290.000.000,00');
    expect(all).toContain('Harga akhir hasil negosiasi sebesar Rp 275.000.000,00 (terbilang: dua ratus tujuh puluh lima juta rupiah).');
    expect(all).toContain('B. Riwayat Negosiasi (Luring)');
    expect(all).toContain('Rp 270.000.000,00\nRp 285.000.000,00');
    const figures = await reconcileMinutes(bytesOf(answered.body));
    expect(figures).toMatchObject({ before: '290000000.00', after: '275000000.00', saving: '15000000.00' });
    expect(await storedFinalPrice(negotiationId)).toBe(figures.after);
  });

  it('adds up when the vendor offered a total without unit prices: the items start from the estimate, marked, and the total offer stands apart', async () => {
    const db = t.app.ctx.db;
    const opened = await openProcurement(t, buyer.companyId, { negotiationType: 'NEGOTIATION' });
    const [laptops, mice] = opened.itemIds as [string, string];
    const vendorId = opened.vendorIds[0]!;
    await db.update(procurementItems).set({ quantity: '50.00', minCapableQty: '50.00', pricePerUnit: '1850000.00', subTotal: '92500000.00' }).where(eq(procurementItems.id, laptops));
    await db.update(procurementItems).set({ quantity: '10.00', minCapableQty: '10.00', pricePerUnit: '250000.00', subTotal: '2500000.00' }).where(eq(procurementItems.id, mice));
    // The vendor's last price is a total (an auction's), with no unit price of its own.
    await db.update(procurementVendors).set({ lastPrice: '93000000.00' }).where(eq(procurementVendors.id, vendorId));
    const batchId = await draftBatch(t, buyer, opened.procurement.id, [vendorId], 'OFFLINE');
    ok(await t.call('POST', `${BATCH}/change-status`, { token: buyer.token, body: { negotiationBatch: batchId, status: 'ON_GOING' } }));
    const [negotiation] = ok<{ _id: string; lastPrice: string }[]>(await t.call('GET', `${NEG}/find-by-batch/${batchId}`, { token: buyer.token }));
    expect(negotiation!.lastPrice).toBe('93000000.00');
    const items = ok<{ _id: string }[]>(await t.call('GET', `/api/secured/negotiation-item/find-by-negotiation/${negotiation!._id}`, { token: buyer.token }));
    ok(await t.call('POST', '/api/secured/negotiation-item/submit-price', { token: buyer.token, body: { negotiation: negotiation!._id, items: [{ _id: items[0]!._id, finalPrice: '1780000' }, { _id: items[1]!._id, finalPrice: '240000' }] } }));
    ok(await t.call('POST', `${NEG}/change-status`, { token: buyer.token, body: { negotiation: negotiation!._id, status: 'DONE' } }));

    const answered = await report(buyer.token, { procurementId: opened.procurement.id, batchId, negotiationId: negotiation!._id }, { ...FORM, negotiationMedia: 'OFFLINE', offlineLocation: 'Jakarta' });
    expect(answered.status).toBe(200);
    // 50 x 1.850.000 + 10 x 250.000 = 95.000.000 before, 50 x 1.780.000 + 10 x 240.000 = 91.400.000 after;
    // the vendor's total offer of 93.000.000 is its own labelled line, with the saving against it.
    expect(await reconcileMinutes(bytesOf(answered.body))).toEqual({ before: '95000000.00', after: '91400000.00', saving: '3600000.00', vendorOffer: '93000000.00', lines: 2 });
    const paragraphs = await paragraphsOf(answered.body);
    expect(paragraphs).toEqual(expect.arrayContaining(['Rp 1.850.000,00 *', 'Rp 92.500.000,00', 'Rp 95.000.000,00', 'Rp 93.000.000,00', 'Rp 1.600.000,00 (1,72% dari penawaran terakhir)']));
    expect(paragraphs.join('\n')).toContain('* Penyedia tidak memiliki harga satuan untuk barang ini; harga satuan awalnya adalah harga perkiraan Pembeli.');
    expect(await storedFinalPrice(negotiation!._id)).toBe('91400000.00');
  });

  it('refuses missing and malformed fields with their messages', async () => {
    const { cast, target, end } = await doneOnline();
    ok(await end());
    const empty = await report(cast.buyer.token, target, {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { param: 'letterNumber', msg: MSG.letterNumberRequired },
      { param: 'letterDate', msg: MSG.letterDateRequired },
      { param: 'vendorOfferLetterNumber', msg: MSG.vendorOfferLetterNumberRequired },
      { param: 'vendorOfferLetterDate', msg: MSG.vendorOfferLetterDateRequired },
      { param: 'negotiationMedia', msg: MSG.mediaRequired },
    ]);
    const bad = await report(cast.buyer.token, target, { ...FORM, letterNumber: '   ', letterDate: '2026-02-30', vendorOfferLetterDate: '25/11/2026', negotiationMedia: 'FAX', finalNegotiationPrice: 'abc' });
    expect(bad.body.errors).toEqual([
      { param: 'letterNumber', msg: MSG.letterNumberRequired },
      { param: 'letterDate', msg: MSG.dateInvalid },
      { param: 'vendorOfferLetterDate', msg: MSG.dateInvalid },
      { param: 'negotiationMedia', msg: MSG.mediaInvalid },
      { param: 'finalNegotiationPrice', msg: MSG.priceInvalid },
    ]);
    expect((await report(cast.buyer.token, target, { ...FORM, unknown: 'x' })).status).toBe(400);
  });

  it('prints markup as text, refuses control characters and oversized text, never a 500', async () => {
    const { cast, target, end } = await doneOnline();
    ok(await end());
    const markup = '<w:p>&amp; <script>alert(1)</script> "BA" \'01\'';
    const printed = await report(cast.buyer.token, target, { ...FORM, letterNumber: markup, negotiationMedia: 'OFFLINE', offlineLocation: '</w:t></w:r>]]><x/>' });
    expect(printed.status).toBe(200);
    const paragraphs = await paragraphsOf(printed.body);
    expect(paragraphs).toContain(`Nomor: ${markup}`);
    expect(paragraphs.join('\n')).toContain('bertempat di </w:t></w:r>]]><x/>');

    for (const letterNumber of ['BA\u0000001', 'BA\u001b[31m', 'BA\n001']) {
      const refused = await report(cast.buyer.token, target, { ...FORM, letterNumber });
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].msg).toBe(CONTROL_CHARACTER_MESSAGE);
    }
    const long = await report(cast.buyer.token, target, { ...FORM, letterNumber: 'A'.repeat(101) });
    expect(long.body).toEqual({ errors: [{ param: 'letterNumber', msg: MSG.textTooLong }] });
    // A 1 MB letter number never reaches the route over HTTP: Node refuses the request line (431).
    const huge = await report(cast.buyer.token, target, { ...FORM, letterNumber: 'A'.repeat(1024 * 1024) });
    expect(huge.status).toBe(431);
    // The same through the router (no header limit): the schema's 400.
    const injected = await t.app.http.inject({
      method: 'GET',
      url: `/api/secured/report/negotiation-report/${target.procurementId}/${target.batchId}/${target.negotiationId}?${new URLSearchParams({ ...FORM, letterNumber: 'A'.repeat(1024 * 1024) }).toString()}`,
      headers: { authorization: `Bearer ${cast.buyer.token}` },
    });
    expect(injected.statusCode).toBe(400);
    expect(injected.json()).toEqual({ errors: [{ param: 'letterNumber', msg: MSG.textTooLong }] });
  });

  it('answers 404 to another company, a wrong path and a vendor is refused', async () => {
    const { cast, target, end } = await doneOnline();
    ok(await end());
    const notFound = { status: 404, body: { errors: [{ param: null, msg: 'Negotiation not found' }] } };
    expect(await report(cast.stranger.token, target, FORM)).toEqual(notFound);
    expect(await report(cast.buyer.token, { ...target, batchId: cast.procurement.id }, FORM)).toEqual(notFound);
    expect(await report(cast.buyer.token, { ...target, procurementId: cast.batch.id }, FORM)).toEqual(notFound);
    expect(await report(cast.buyer.token, target, { ...FORM, companyId: cast.stranger.companyId })).toEqual(notFound);
    expect((await report(cast.buyer.token, target, { ...FORM, companyId: cast.buyer.companyId })).status).toBe(200);
    expect((await report(cast.vendor.token, target, FORM)).status).toBe(403);
    expect((await report(cast.buyer.token, { ...target, negotiationId: 'not-an-id' }, FORM)).status).toBe(400);
  });

  describe('annex (Lampiran)', () => {
    const annexTables = async (body: { data: { data: string } }) => {
      const tables = await docxTables(bytesOf(body));
      return { deals: tables.find((table) => table[0]?.[1] === 'Waktu Konfirmasi'), spectators: tables.find((table) => table[0]?.[1] === 'Nama') };
    };
    const firstJoinedAt = async (negotiationId: string, accountId: string) =>
      (await t.app.ctx.db.select().from(spectatorInvitations).where(and(eq(spectatorInvitations.negotiationId, negotiationId), eq(spectatorInvitations.accountId, accountId))))[0]!.firstJoinedAt;
    const invite = (token: string, negotiationId: string, email: string) =>
      t.call('POST', '/api/secured/spectator/add-spectator', { token, body: { email, companyId: 'PT Auditor Independen', foreignKey: negotiationId, module: 'NEGOTIATION' } });
    const step = async (move: ReturnType<typeof submit>) => {
      ok(await move);
      // Each move a second apart: the chat lines keep the order they were written in.
      t.clock.advance(1_000);
    };

    it('lists the deals confirmed in the chat, not the declined one, and the spectators who joined the room before the end', async () => {
      const cast = await onlineNegotiation(t);
      const id = cast.negotiation.id;
      const target = { procurementId: cast.procurement.id, batchId: cast.batch.id, negotiationId: id };
      // Two more invited spectators: one never joins, one joins only after the end.
      const absent = `absent.${id.slice(0, 8)}@audit.co.id`;
      const late = `late.${id.slice(0, 8)}@audit.co.id`;
      ok(await invite(cast.buyer.token, id, absent));
      ok(await invite(cast.buyer.token, id, late));
      ok(await changeStatus(t, cast.buyer.token, id, 'ON_GOING'));

      // The spectator joins over a socket, leaves and comes back a minute later: its first join is kept.
      const joiningFrom = t.clock.now();
      const watcher = await enterNegotiation(t.url, cast.spectator.token, id, opened);
      expect(watcher.joined.viewer).toBe('spectator');
      const joinedAt = await firstJoinedAt(id, cast.spectator.accountId);
      expect(joinedAt!.getTime()).toBeGreaterThanOrEqual(joiningFrom.getTime());
      watcher.socket.close();
      t.clock.advance(60_000);
      await enterNegotiation(t.url, cast.spectator.token, id, opened);
      expect(await firstJoinedAt(id, cast.spectator.accountId)).toEqual(joinedAt);

      // 12.200 from the buyer, 13.400 from the vendor; the buyer's DEAL at 13.400 is declined (NOT_DEAL);
      // the vendor's 12.900 is then proposed by the buyer's DEAL and confirmed by the vendor's.
      await step(submit(t, cast.buyer.token, offerBody(cast, ['900', '800'])));
      await step(submit(t, cast.vendor.token, offerBody(cast, ['980', '900'])));
      await step(answer(t, cast.buyer.token, cast, 'DEAL'));
      await step(answer(t, cast.vendor.token, cast, 'NOT_DEAL'));
      await step(submit(t, cast.vendor.token, offerBody(cast, ['950', '850'])));
      await step(answer(t, cast.buyer.token, cast, 'DEAL'));
      await step(answer(t, cast.vendor.token, cast, 'DEAL'));
      const lines = await t.app.ctx.db.select().from(chatMessages).where(eq(chatMessages.roomId, id));
      expect(lines.map((line) => [line.chatType, line.priceDeal, line.waitingDealConfirmation, line.dealNotConfirmed, line.dealConfirmed]).sort()).toEqual(
        [
          ['OFFER', '13400.00', true, false, false],
          ['OFFER', '13400.00', false, true, false],
          ['OFFER', '12900.00', true, false, false],
          ['OFFER', '12900.00', false, false, true],
        ].sort(),
      );
      const buyerSide = lines.find((line) => line.fromRole === 'buyer')!;
      const vendorSide = lines.find((line) => line.fromRole === 'vendor')!;
      // The handshake allows one final deal; an earlier confirmed pair written straight to the chat,
      // with words typed on the confirmation, stands for a second one.
      const earlier = (seconds: number) => new Date(lines[0]!.createdAt.getTime() - 3_600_000 + seconds * 1_000);
      const line = (side: typeof buyerSide, createdAt: Date, flags: Partial<typeof chatMessages.$inferInsert>, message = 'DEAL') => ({
        roomId: id,
        senderId: side.senderId,
        senderCompany: side.senderCompany,
        senderName: side.senderName,
        fromRole: side.fromRole,
        message,
        chatType: 'OFFER' as const,
        priceDeal: '13000.00',
        createdAt,
        ...flags,
      });
      await t.app.ctx.db.insert(chatMessages).values([line(vendorSide, earlier(0), { waitingDealConfirmation: true }), line(buyerSide, earlier(30), { dealConfirmed: true }, 'Setuju, termasuk ongkos kirim')]);

      ok(await changeStatus(t, cast.buyer.token, id, 'DONE'));
      t.clock.advance(1_000);
      await enterNegotiation(t.url, await vendorToken(t, late), id, opened);
      const lateAccount = (await t.app.ctx.db.select().from(spectatorInvitations).where(and(eq(spectatorInvitations.negotiationId, id), eq(spectatorInvitations.email, late))))[0]!;
      expect(lateAccount.firstJoinedAt).not.toBeNull();

      const answered = await report(cast.buyer.token, target, FORM);
      expect(answered.status).toBe(200);
      const { deals, spectators } = await annexTables(answered.body);
      const vendorLines = [`${vendorSide.senderCompany} (Penyedia)`, vendorSide.senderName].join('\n');
      const buyerLines = [`${buyerSide.senderCompany} (Pembeli)`, buyerSide.senderName].join('\n');
      const confirmedAt = lines.find((l) => l.dealConfirmed)!.createdAt;
      expect(deals).toEqual([
        ['No', 'Waktu Konfirmasi', 'Diajukan oleh', 'Dikonfirmasi oleh', 'Harga Sepakat', 'Pesan'],
        ['1', formatDateTime(earlier(30), { withSeconds: true }), vendorLines, buyerLines, 'Rp 13.000,00', 'Setuju, termasuk ongkos kirim'],
        ['2', formatDateTime(confirmedAt, { withSeconds: true }), buyerLines, vendorLines, 'Rp 12.900,00', '-'],
      ]);
      expect(deals![2]![1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} WIB$/);
      const [spectatorAccount] = await t.app.ctx.db.select().from(accounts).where(eq(accounts.id, cast.spectator.accountId));
      expect(spectators).toEqual([
        ['No', 'Nama', 'Perusahaan', 'Pertama Bergabung'],
        ['1', `${spectatorAccount!.firstName} ${spectatorAccount!.lastName}`.trim(), 'PT Pengawas', formatDateTime(joinedAt!, { withSeconds: true })],
      ]);
      const all = (await paragraphsOf(answered.body)).join('\n');
      expect(all).not.toContain(absent.split('@')[0]);
      expect(all).not.toContain(late.split('@')[0]);
      expect(await reconcileMinutes(bytesOf(answered.body))).toMatchObject({ after: '12900.00' });
    });

    it('says so when no terms were agreed in the chat and no invited spectator joined', async () => {
      const cast = await onlineNegotiation(t);
      const id = cast.negotiation.id;
      ok(await changeStatus(t, cast.buyer.token, id, 'ON_GOING'));
      ok(await submit(t, cast.buyer.token, offerBody(cast, ['900', '800'])));
      ok(await submit(t, cast.vendor.token, offerBody(cast, ['950', '850'])));
      ok(await changeStatus(t, cast.buyer.token, id, 'DONE'));
      const answered = await report(cast.buyer.token, { procurementId: cast.procurement.id, batchId: cast.batch.id, negotiationId: id }, FORM);
      expect(answered.status).toBe(200);
      const paragraphs = await paragraphsOf(answered.body);
      expect(paragraphs.slice(paragraphs.indexOf('LAMPIRAN'))).toEqual([
        'LAMPIRAN',
        'BERITA ACARA KLARIFIKASI DAN NEGOSIASI',
        'Nomor: 012/BA-NEGO/XI/2026',
        'Tanggal: 25 November 2026',
        'A. Kesepakatan Harga dalam Obrolan (Chat) Negosiasi',
        'Tidak ada kesepakatan harga yang dicapai melalui obrolan (chat) negosiasi.',
        'B. Pemantau (Spectator) yang Hadir',
        'Tidak ada pemantau (spectator) undangan yang bergabung ke ruang negosiasi.',
      ]);
      expect(await annexTables(answered.body)).toEqual({ deals: undefined, spectators: undefined });
      // The vendor's latest offer is the final price at DONE: the figures still add up.
      expect(await reconcileMinutes(bytesOf(answered.body))).toMatchObject({ after: '12900.00' });
    });
  });
});
