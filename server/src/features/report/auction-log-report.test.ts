import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountInWords } from '@procura/domain/common/money/terbilang';
import { auctionModels, auctionTypes, biddingTypes, evaluationMethods, negotiationTypes, periodTypes } from '@procura/domain/master-data/master-data.enums';
import { pdfPages } from '../../testing/report-files';
import { heavyRunsOf } from '../../platform/heavy-work/heavy-pool';
import { signLedgerHead } from '../../platform/security/ledger-signing';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { auctionRow, MINUTE, offer, runningSession } from '../auction/auction-bidding.testing';
import { disqualifyOffer, requestDisqualification } from '../auction/bidding/auction-disqualification.service';
import { signIn } from '../../testing/factories';
import { buyerSession } from '../../testing/procurement-factories';
import { ok } from '../negotiation/negotiation.testing';
import { forgetAttempts } from '../../testing/rate-limits';

// The Auction Log Report and the Report Result Auction (docs/rules/reports-dashboard-help.md#reports) from a session run for real on the
// test clock: offers over HTTP, a disqualification, the scheduler ending it DONE.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const TEXTS = { pelaksana: 'Panitia Pengadaan Barang dan Jasa', peruntukan: 'Kantor Cabang Surabaya' };
const logPath = (procurementId: string, query: Record<string, string> = TEXTS) => `/api/secured/report/log-auction-jasper/${procurementId}?${new URLSearchParams(query)}`;
const resultPath = (procurementId: string) => `/api/secured/report/result-auction/${procurementId}`;
const textOf = async (data: string) => (await pdfPages(Buffer.from(data, 'base64'))).join(' ');
/** What both reports open with (auction-report.format header) and close with (signatureBlock). */
const HEADER = (procurement: { procurementNumber: string | null; procurementName: string }) => ['Nomor Pengadaan', procurement.procurementNumber!, 'Nama Pengadaan', procurement.procurementName, 'Perusahaan', 'Mata Uang IDR'];
const SIGNATURE = ['Peruntukan (Allocation)', 'Demikian laporan ini dibuat dengan sebenarnya untuk dipergunakan sebagaimana mestinya.', 'Pelaksana (Organizing Committee)', 'Tanggal:'];

/** A DONE session with 3 vendors: A 290M then 270M (disqualified), B 280M, C 260M (winner). */
async function doneAuction() {
  const made = await runningSession(t, { vendors: 3 });
  const [a, b, c] = made.vendors;
  for (const [vendor, price] of [[a, '290000000'], [b, '280000000'], [a, '270000000']] as const) {
    expect((await offer(t, vendor!.token, made.auction.id, { totalOffer: price })).status).toBe(200);
  }
  const offers = await t.call('GET', `/api/secured/auction/${made.auction.id}/ledger`, { token: made.buyer.token });
  const last = offers.body.data.entries.at(-1).payload.offerId as string;
  await requestDisqualification(t.app.ctx, { id: a!.accountId, role: 'seller_auction' } as never, { auctionId: made.auction.id, offerId: last, reason: 'salah ketik' });
  await disqualifyOffer(t.app.ctx, { id: made.buyer.accountId, role: 'buyer_auction' } as never, { auctionId: made.auction.id, offerId: last, reason: 'kesalahan ketik dikonfirmasi' });
  expect((await offer(t, c!.token, made.auction.id, { totalOffer: '260000000.50' })).status).toBe(200);
  t.clock.advance(61 * MINUTE);
  await t.app.scheduler.tick();
  expect((await auctionRow(t, made.auction.id)).status).toBe('DONE');
  // The hour on the test clock outlived the access token: sign the buyer in again.
  await forgetAttempts(t);
  return { ...made, buyer: { ...made.buyer, token: (await signIn(t, made.buyer.email)).access_token } };
}

describe('the Auction Log Report', () => {
  it('is made once for ended sessions: a later download, minutes later, is the same file (decision 221)', async () => {
    const { buyer, procurement } = await doneAuction();
    const before = heavyRunsOf('pdf');
    const first = await t.call('GET', logPath(procurement.id), { token: buyer.token });
    t.clock.advance(5 * MINUTE);
    const second = await t.call('GET', logPath(procurement.id), { token: buyer.token });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.data).toEqual(first.body.data);
    expect(heavyRunsOf('pdf')).toBe(before + 1);
    // Other texts are another file.
    expect((await t.call('GET', logPath(procurement.id, { ...TEXTS, peruntukan: 'Kantor Pusat' }), { token: buyer.token })).status).toBe(200);
    expect(heavyRunsOf('pdf')).toBe(before + 2);
  });

  it('prints the procurement, every offer with its vendor, amount and place, the ranking in figures and words, the ledger head and the two texts', async () => {
    const { buyer, procurement, auction, vendors } = await doneAuction();
    const answer = await t.call('GET', logPath(procurement.id), { token: buyer.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ type: 'application/pdf', fileName: expect.stringMatching(new RegExp(`^Auction-Log-Report_${procurement.procurementNumber}_\\d{8}-\\d{6}\\.pdf$`)) });
    expect(Buffer.from(answer.body.data.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(answer.body.data.data);
    const row = await auctionRow(t, auction.id);
    for (const expected of [
      'LAPORAN LOG LELANG',
      procurement.procurementNumber!,
      procurement.procurementName,
      auction.auctionNumber,
      ...vendors.map((v) => v.name),
      'Rp 290.000.000,00',
      'Rp 280.000.000,00',
      'Rp 270.000.000,00',
      'Rp 260.000.000,50',
      amountInWords('260000000.50'),
      amountInWords('280000000'),
      'Diskualifikasi',
      'kesalahan ketik dikonfirmasi',
      'Sesi dimulai',
      TEXTS.pelaksana,
      TEXTS.peruntukan,
      'npm run verify-ledger -- <file>',
      'Unduh ledger (JSON)',
      'WIB',
      ...HEADER(procurement),
      ...SIGNATURE,
    ]) {
      expect(text).toContain(expected);
    }
    // Official documents write money the Indonesian way only.
    expect(text).not.toMatch(/\d IDR/);
    // The hash may wrap inside its cell: compare without the spaces the text extraction adds.
    expect(text.replace(/[\s\u200b]/g, '')).toContain(row.ledgerHeadHash!);
    // The head signed with the app's key, as the export's headSignature carries it (verify-ledger --key).
    const signed = signLedgerHead(t.app.ctx.secrets.ledgerKey, { auctionId: auction.id, sequence: row.sequence, headHash: row.ledgerHeadHash! });
    expect(text.replace(/[\s\u200b]/g, '')).toContain(signed.signature);
    expect(text.replace(/[\s\u200b]/g, '')).toContain(`/api/secured/auction/${auction.id}/ledger/verify`);
    expect(text).toContain('Sesi berakhir');
    // Times to the millisecond.
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}\.\d{3} WIB/);
  });

  it('prints the Report Result Auction with the winner in figures and words, under the log report\'s header and signature block', async () => {
    const { buyer, procurement, vendors } = await doneAuction();
    // Before any settings were saved: no committee, so no signature block (none is printed empty).
    const unsigned = await t.call('GET', resultPath(procurement.id), { token: buyer.token });
    expect(unsigned.status).toBe(200);
    expect(unsigned.body.data.fileName).toMatch(/^Report-Result-Auction_/);
    const blank = await textOf(unsigned.body.data.data);
    expect(blank).toContain('LAPORAN HASIL LELANG');
    expect(blank).toContain(`Pemenang ${vendors[2]!.name}`);
    expect(blank).toContain('Rp 260.000.000,50');
    expect(blank).not.toMatch(/\d IDR/);
    expect(blank).toContain(amountInWords('260000000.50'));
    for (const v of vendors) expect(blank).toContain(v.name);
    for (const line of [...HEADER(procurement), ...SIGNATURE]) expect(blank).toContain(line);
    expect(blank).not.toContain('Tempat e-Meterai');
    expect(blank).not.toContain('Panitia Pengadaan (Tanda Tangan)');

    // The texts the report dialog saved are the ones printed.
    const committee = 'Budi Santoso\nSiti Rahayu';
    ok(await t.call('POST', '/api/secured/generate-report-auction/create', { token: buyer.token, body: { companyId: procurement.companyId, organizingCommittee: committee, allocation: TEXTS.peruntukan } }));
    const signed = await textOf((await t.call('GET', resultPath(procurement.id), { token: buyer.token })).body.data.data);
    for (const line of ['1. Budi Santoso', '2. Siti Rahayu', TEXTS.peruntukan]) expect(signed).toContain(line);
    const log = await textOf((await t.call('GET', logPath(procurement.id, { pelaksana: committee, peruntukan: TEXTS.peruntukan }), { token: buyer.token })).body.data.data);
    for (const line of [...HEADER(procurement), ...SIGNATURE, '1. Budi Santoso', '2. Siti Rahayu', TEXTS.peruntukan]) expect(log).toContain(line);
  });

  it('refuses bad texts with 400 and prints markup as text', async () => {
    const { buyer, procurement } = await doneAuction();
    const missing = await t.call('GET', logPath(procurement.id, { pelaksana: '' }), { token: buyer.token });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      { param: 'pelaksana', msg: 'Please complete the input field' },
      { param: 'peruntukan', msg: 'Please complete the input field' },
    ]);
    const long = await t.call('GET', logPath(procurement.id, { pelaksana: 'x'.repeat(1001), peruntukan: 'ok' }), { token: buyer.token });
    expect(long.status).toBe(400);
    expect(long.body.errors[0].msg).toBe('The text is too long (at most 1,000 characters)');
    // 1 MB in the address: refused before any route (Node's header limit), never a 500.
    const huge = await t.call('GET', logPath(procurement.id, { pelaksana: 'ok', peruntukan: 'y'.repeat(1024 * 1024) }), { token: buyer.token });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    const control = await t.call('GET', logPath(procurement.id, { pelaksana: 'a\u001bb', peruntukan: 'ok' }), { token: buyer.token });
    expect(control.status).toBe(400);

    const markup = '<b>Tim</b> <script>alert(1)</script> {{x}} ${y} ąęé Ñ';
    const longWord = 'Z'.repeat(1000);
    const printed = await t.call('GET', logPath(procurement.id, { pelaksana: markup, peruntukan: longWord }), { token: buyer.token });
    expect(printed.status).toBe(200);
    const text = (await textOf(printed.body.data.data)).replace(/[\u200b]/g, '');
    expect(text).toContain('<b>Tim</b> <script>alert(1)</script> {{x}} ${y}');
    // Every character of it is printed (it may wrap over a page, with the footer between).
    expect(text.match(/Z/g)!.length).toBeGreaterThanOrEqual(longWord.length);
  });

  it('answers 404 for another company’s procurement and “No report generated!” without a DONE session', async () => {
    const { procurement } = await doneAuction();
    const other = await buyerSession(t);
    expect((await t.call('GET', logPath(procurement.id), { token: other.token })).status).toBe(404);
    expect((await t.call('GET', resultPath(procurement.id), { token: other.token })).status).toBe(404);

    const running = await runningSession(t);
    for (const path of [logPath(running.procurement.id), resultPath(running.procurement.id)]) {
      const answer = await t.call('GET', path, { token: running.buyer.token });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ errors: [{ param: null, msg: 'No report generated!' }] });
    }
    // A vendor of the session gets nothing either.
    expect((await t.call('GET', logPath(running.procurement.id), { token: running.vendors[0]!.token })).status).toBe(403);
  });
});

/** The codes a form stores that a document prints as words (auction-report.format labelOf), and the session's rule codes. */
const INTERNAL_CODES = [
  ...[auctionTypes, auctionModels, periodTypes, evaluationMethods, biddingTypes, negotiationTypes].flatMap((list) => list.codes),
  'EARLIER_WINS',
  'NO_TIE_FOR_FIRST',
  'ANY_OFFER',
  'TOP_RANKS',
  'PLANNED_END',
  'OFFER_TIME',
];

/** A DONE session whose step is 0.5 % of the price to beat (decision 184), the offers given in turn. */
async function percentAuction(auctionType: 'OPEN' | 'CLOSE', prices: ReadonlyArray<readonly [number, string]>) {
  const made = await runningSession(t, { vendors: 3, session: { auctionType, minimalDecrement: '0.00', minimalDecrementPercent: '0.50' } });
  for (const [vendor, price] of prices) {
    expect((await offer(t, made.vendors[vendor]!.token, made.auction.id, { totalOffer: price })).status).toBe(200);
  }
  t.clock.advance(61 * MINUTE);
  await t.app.scheduler.tick();
  expect((await auctionRow(t, made.auction.id)).status).toBe('DONE');
  await forgetAttempts(t);
  const token = (await signIn(t, made.buyer.email)).access_token;
  const log = await t.call('GET', logPath(made.procurement.id), { token });
  const result = await t.call('GET', resultPath(made.procurement.id), { token });
  expect([log.status, result.status]).toEqual([200, 200]);
  return { log: await textOf(log.body.data.data), result: await textOf(result.body.data.data) };
}

describe('a percent decrement and the form’s codes in both reports', () => {
  it('print the percent as set, in the header and the minutes, and in the log the step each offer had to keep; words, never codes', async () => {
    // 0.5 % of the initial 300M, then of each leading price: 1.5M, 1.45M, 1.4M, 1.375M.
    const { log, result } = await percentAuction('OPEN', [[0, '290000000'], [1, '280000000'], [0, '275000000'], [2, '270000000']]);
    for (const text of [log, result]) {
      expect(text).toContain(
        'Penurunan Minimal 0,5% dari harga yang harus dikalahkan (dibulatkan ke rupiah penuh); harga yang harus dikalahkan: harga terdepan saat itu (sebelum ada penawaran: harga awal)',
      );
      expect(text).toContain('Penurunan minimal 0,5% dari harga yang harus dikalahkan (dibulatkan ke rupiah penuh).');
      expect(text).toContain('Tipe / Model Terbuka / Waktu Nyata');
      expect(text).toContain('Metode Evaluasi Sistem Biaya Terendah');
      expect(text).not.toContain('Rp 0,00');
      for (const code of INTERNAL_CODES) expect(text).not.toMatch(new RegExp(`\\b${code}\\b`));
    }
    for (const step of ['Rp 1.500.000,00', 'Rp 1.450.000,00', 'Rp 1.400.000,00', 'Rp 1.375.000,00']) expect(log).toContain(`Penurunan minimal ${step}`);
  });

  it('in a CLOSE session, measure the percent from the vendor’s own last offer: its first offer keeps no step', async () => {
    // A and B offer first (no step), then A again: 0.5 % of its own 290M.
    const { log, result } = await percentAuction('CLOSE', [[0, '290000000'], [1, '280000000'], [0, '285000000']]);
    for (const text of [log, result]) {
      expect(text).toContain('harga yang harus dikalahkan: penawaran terakhir vendor itu sendiri');
      expect(text).toContain('Tipe / Model Tertutup (tersegel) / Waktu Nyata');
      expect(text).not.toContain('Rp 0,00');
      for (const code of INTERNAL_CODES) expect(text).not.toMatch(new RegExp(`\\b${code}\\b`));
    }
    expect(log.match(/Penurunan minimal Rp [\d.,]+/g)).toEqual(['Penurunan minimal Rp 1.450.000,00']);
  });

  it('keep printing an amount rule as the amount, the same in the header and the minutes', async () => {
    const { buyer, procurement } = await doneAuction();
    const text = await textOf((await t.call('GET', resultPath(procurement.id), { token: buyer.token })).body.data.data);
    expect(text).toContain('Penurunan Minimal Rp 1.000.000,00');
    expect(text).toContain('Penurunan minimal Rp 1.000.000,00.');
    expect(text).not.toContain('harga yang harus dikalahkan');
    for (const code of INTERNAL_CODES) expect(text).not.toMatch(new RegExp(`\\b${code}\\b`));
  });
});
