import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from '../../testing/report-files';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { signIn } from '../../testing/factories';
import { auctionInvitations } from '../../db/schema/auction';
import { companies } from '../../db/schema/company';
import { procurementVendors } from '../../db/schema/procurement';
import { forgetAttempts } from '../../testing/rate-limits';
import { auctionRow, MINUTE, offer, runningSession } from '../auction/auction-bidding.testing';
import { disqualifyOffer, requestDisqualification } from '../auction/bidding/auction-disqualification.service';
import { ok } from '../negotiation/negotiation.testing';
import type { ProcurementRow } from '../auction';
import type { ReportSession } from './auction-log-report.data';
import { sessionRulesText } from './auction-minutes';

// The minutes both auction reports hold (Berita Acara Hasil e-Auction; docs/rules/reports-dashboard-help.md#auction-reports):
// every participant with every price it offered, the evaluation method and the ranking rule, the counts,
// the committee's signature blocks from the report settings and the place for the e-Meterai; PDF 1.7.
// With REPORT_PDF_DIR set the PDFs are also written there, to be looked at (pdftoppm -png -r 60).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const COMMITTEE = [
  { name: 'Budi Santoso, S.T.', position: 'Ketua Panitia' },
  { name: 'Siti Rahayu', position: 'Sekretaris' },
  { name: 'Agus Wijaya', position: 'Anggota' },
  { name: 'Dewi Lestari', position: 'Anggota' },
  { name: 'Rudi Hartono', position: 'Anggota' },
];

const textOf = async (data: string) => (await pdfPages(Buffer.from(data, 'base64'))).join(' ');
const keep = (name: string, data: string) => {
  const dir = process.env.REPORT_PDF_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), Buffer.from(data, 'base64'));
};

/** A DONE session: A 290M then 270M (disqualified at its request), B 280M, C attends and never offers. */
async function doneSession() {
  const made = await runningSession(t, { vendors: 3 });
  const [a, b] = made.vendors;
  for (const [vendor, price] of [[a, '290000000'], [b, '280000000'], [a, '270000000']] as const) {
    expect((await offer(t, vendor!.token, made.auction.id, { totalOffer: price })).status).toBe(200);
  }
  const ledger = await t.call('GET', `/api/secured/auction/${made.auction.id}/ledger`, { token: made.buyer.token });
  const last = ledger.body.data.entries.at(-1).payload.offerId as string;
  await requestDisqualification(t.app.ctx, { id: a!.accountId, role: 'seller_auction' } as never, { auctionId: made.auction.id, offerId: last, reason: 'salah ketik' });
  await disqualifyOffer(t.app.ctx, { id: made.buyer.accountId, role: 'buyer_auction' } as never, { auctionId: made.auction.id, offerId: last, reason: 'dikonfirmasi' });
  t.clock.advance(61 * MINUTE);
  await t.app.scheduler.tick();
  expect((await auctionRow(t, made.auction.id)).status).toBe('DONE');
  await forgetAttempts(t);
  return { ...made, buyer: { ...made.buyer, token: (await signIn(t, made.buyer.email)).access_token } };
}

describe('the minutes (Berita Acara) in the auction reports', () => {
  it('print the participants with their prices, the method and ranking rule, the counts, and the committee with signature blocks and the e-Meterai place', async () => {
    const { buyer, procurement, vendors } = await doneSession();
    const [a, b, c] = vendors;
    ok(await t.call('POST', '/api/secured/generate-report-auction/create', {
      token: buyer.token,
      body: { companyId: procurement.companyId, organizingCommittee: 'Panitia Pengadaan Barang', allocation: 'Kantor Pusat', committeeMembers: COMMITTEE },
    }));
    const settings = await t.call('GET', `/api/secured/generate-report-auction/find-by/${procurement.companyId}`, { token: buyer.token });
    expect(settings.body.data.committeeMembers).toEqual(COMMITTEE);

    const log = await t.call('GET', `/api/secured/report/log-auction-jasper/${procurement.id}?${new URLSearchParams({ pelaksana: 'Panitia Pengadaan Barang', peruntukan: 'Kantor Pusat' })}`, { token: buyer.token });
    const result = await t.call('GET', `/api/secured/report/result-auction/${procurement.id}`, { token: buyer.token });
    keep('auction-log-report.pdf', log.body.data.data);
    keep('report-result-auction.pdf', result.body.data.data);
    for (const report of [log, result]) {
      expect(report.status).toBe(200);
      // PDF 1.6 or later, A4.
      expect(Buffer.from(report.body.data.data, 'base64').subarray(0, 8).toString()).toBe('%PDF-1.7');
      const text = await textOf(report.body.data.data);
      for (const expected of [
        'Berita Acara Hasil e-Auction',
        'Metode Evaluasi',
        'Cara Penentuan Peringkat',
        'Peringkat menurut penawaran terakhir yang sah',
        'Aturan Sesi',
        'Penawaran otomatis (proxy)',
        'Diundang 3, hadir 3, menawar 2',
        'Rp 290.000.000,00; Rp 270.000.000,00 (didiskualifikasi)',
        'Tidak menawar',
        a!.name,
        b!.name,
        c!.name,
        'Panitia Pengadaan (Tanda Tangan)',
        'Tempat e-Meterai',
        ...COMMITTEE.flatMap((m) => [m.name, m.position]),
      ]) {
        expect(text).toContain(expected);
      }
    }
  });

  it('keep working without committee members, and refuse a member without a name or position', async () => {
    const { buyer, procurement } = await doneSession();
    const missing = await t.call('POST', '/api/secured/generate-report-auction/create', {
      token: buyer.token,
      body: { companyId: procurement.companyId, organizingCommittee: 'Panitia', allocation: 'Kantor', committeeMembers: [{ name: '', position: 'Ketua' }] },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({ param: expect.stringMatching(/^committeeMembers/), msg: "Please fill in the committee member's name" });
    const tooMany = await t.call('POST', '/api/secured/generate-report-auction/create', {
      token: buyer.token,
      body: { companyId: procurement.companyId, organizingCommittee: 'Panitia', allocation: 'Kantor', committeeMembers: Array.from({ length: 13 }, () => COMMITTEE[0]) },
    });
    expect(tooMany.status).toBe(400);
    ok(await t.call('POST', '/api/secured/generate-report-auction/create', { token: buyer.token, body: { companyId: procurement.companyId, organizingCommittee: 'Panitia', allocation: 'Kantor' } }));
    const result = await t.call('GET', `/api/secured/report/result-auction/${procurement.id}`, { token: buyer.token });
    const text = await textOf(result.body.data.data);
    expect(text).toContain('Berita Acara Hasil e-Auction');
    expect(text).not.toContain('Tempat e-Meterai');
    expect(text).not.toContain('Panitia Pengadaan (Tanda Tangan)');
  });
});

describe('the names in the auction reports', () => {
  it('are printed without bidi control characters: the company, a vendor, the committee and the texts (docs/decisions.md 239)', async () => {
    const { buyer, procurement, vendors } = await doneSession();
    const a = vendors[0]!;
    const db = t.app.ctx.db;
    // Names stored with an override (U+202E), an isolate (U+2066-2069) and an embedding (U+202B) in them.
    await db.update(procurementVendors).set({ name: 'PT \u202EVendor Alpha' }).where(eq(procurementVendors.id, a.procurementVendorId));
    await db.update(auctionInvitations).set({ vendorName: 'PT \u202EVendor Alpha' }).where(eq(auctionInvitations.id, a.invitationId));
    await db.update(companies).set({ companyName: 'PT Pembeli\u2067 Sentosa\u2069' }).where(eq(companies.id, procurement.companyId));
    ok(await t.call('POST', '/api/secured/generate-report-auction/create', {
      token: buyer.token,
      body: { companyId: procurement.companyId, organizingCommittee: 'Panitia\u202E Barang', allocation: 'Kantor\u202B Pusat', committeeMembers: [{ name: 'Budi\u202E Santoso', position: '\u2066Ketua Panitia' }] },
    }));
    const log = await t.call('GET', `/api/secured/report/log-auction-jasper/${procurement.id}?${new URLSearchParams({ pelaksana: 'Panitia\u202E Barang', peruntukan: 'Kantor\u202B Pusat' })}`, { token: buyer.token });
    const result = await t.call('GET', `/api/secured/report/result-auction/${procurement.id}`, { token: buyer.token });
    for (const report of [log, result]) {
      expect(report.status).toBe(200);
      const text = await textOf(report.body.data.data);
      expect(text).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
      // pdf.js reads a control the font has no glyph for as U+0000.
      expect(text).not.toContain('\u0000');
      for (const expected of ['PT Vendor Alpha', 'PT Pembeli Sentosa', 'Budi Santoso', 'Ketua Panitia', 'Panitia Barang', 'Kantor Pusat']) expect(text).toContain(expected);
    }
  });
});

describe("the session's rules in the minutes", () => {
  const procurement = { negotiationType: 'REVERSE_AUCTION' } as ProcurementRow;
  const sessionWith = (auction: Partial<ReportSession['auction']>) =>
    ({
      auction: { periodType: 'INJURY_TIME', timeExtension: '2.00', injuryTimeBeforeEnd: '0.50', maxSessionExtension: 3, minimalDecrement: '1000000.00', minimalDecrementPercent: null, proxyBidding: true, extensionTrigger: 'ANY_OFFER', extensionTopRanks: null, extensionFrom: 'PLANNED_END', ...auction },
    }) as ReportSession;

  it('say the step, which offers extend and from when, the cap, and proxy bidding', () => {
    expect(sessionRulesText(procurement, sessionWith({}), 'IDR')).toBe(
      'Penurunan minimal Rp 1.000.000,00. Perpanjangan 2 menit untuk setiap penawaran dalam 0,5 menit terakhir, dihitung dari waktu berakhir, paling banyak 3 kali. Penawaran otomatis (proxy) hingga batas vendor: aktif.',
    );
    expect(sessionRulesText(procurement, sessionWith({ minimalDecrementPercent: '1.50', extensionTrigger: 'TOP_RANKS', extensionTopRanks: 3, extensionFrom: 'OFFER_TIME', proxyBidding: false }), 'IDR')).toBe(
      'Penurunan minimal 1,5% dari harga yang harus dikalahkan (dibulatkan ke rupiah penuh). Perpanjangan 2 menit hanya untuk penawaran yang masuk 3 peringkat teratas dalam 0,5 menit terakhir, dihitung dari waktu penawaran, paling banyak 3 kali. Penawaran otomatis (proxy): tidak aktif.',
    );
    expect(sessionRulesText(procurement, sessionWith({ extensionTrigger: 'TOP_RANKS', extensionTopRanks: 1 }), 'IDR')).toContain('hanya untuk penawaran yang masuk peringkat 1 dalam');
    expect(sessionRulesText({ negotiationType: 'FORWARD_AUCTION' } as ProcurementRow, sessionWith({ periodType: 'LIMITED_TIME' }), 'IDR')).toMatch(/^Kenaikan minimal Rp 1\.000\.000,00\. Waktu terbatas: tanpa perpanjangan\./);
  });
});
