import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionInvitations } from '../../../db/schema/auction';
import { buyerSession } from '../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { BASE, limitedTimeForm } from '../auction-session.testing';
import { attendAll, MINUTE, offer, runningSession } from '../auction-bidding.testing';
import { disqualifyOffer } from '../bidding/auction-disqualification.service';

// The Bidding History (GET /api/secured/auction-session/auction-vendor-offers/{procurementId} and its
// .xlsx export): every session's offers of the buyer's own procurement, per vendor, with their state.

let t: TestApp;
let made: Awaited<ReturnType<typeof runningSession>>;
let firstSession: string;
let secondSession: string;
let path: string;
let takenTimes: string[] = [];

/** Offers in order: [vendor index, amount]; the clock moves 1.234 s between them. */
const FIRST_OFFERS = [
  [0, '299000000'],
  [1, '298000000'],
  [0, '250000000'],
] as const;
const SECOND_OFFERS = [
  [1, '240000000'],
  [0, '239000000'],
] as const;

async function offerAll(auctionId: string, offers: readonly (readonly [number, string])[]) {
  const taken: Array<{ offerId: string; createdAt: string }> = [];
  for (const [vendor, amount] of offers) {
    t.clock.advance(1234);
    const answer = await offer(t, made.vendors[vendor]!.token, auctionId, { totalOffer: amount });
    if (answer.status !== 200) throw new Error(`offer refused: ${JSON.stringify(answer.body)}`);
    taken.push(answer.body.data.offer as { offerId: string; createdAt: string });
  }
  return taken;
}

beforeAll(async () => {
  t = await startTestApp();
  // Session 1: three offers, vendor A's second disqualified by the buyer; the scheduler ends it.
  made = await runningSession(t, { durationMs: 10 * MINUTE });
  firstSession = made.auction.id;
  path = `/api/secured/auction-session/auction-vendor-offers/${made.procurement.id}`;
  const first = await offerAll(firstSession, FIRST_OFFERS);
  const mistake = first[2]!.offerId;
  const buyerUser = { id: made.buyer.accountId, role: 'buyer_auction' as const } as never;
  await disqualifyOffer(t.app.ctx, buyerUser, { auctionId: firstSession, offerId: mistake, reason: 'One zero too few' });
  t.clock.advance(10 * MINUTE);
  await t.app.scheduler.tick();

  // Session 2 of the same procurement, created for real with the same two vendors, who attend and bid.
  const vendorIds = made.vendors.map((v) => v.procurementVendorId);
  const start = t.clock.now().getTime() + MINUTE;
  const created = await t.call('POST', BASE, {
    token: made.buyer.token,
    body: limitedTimeForm(made.procurement.id, vendorIds, t, {
      status: 'NOT_STARTED',
      initialPrice: '260,000,000',
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 10 * MINUTE).toISOString(),
    }),
  });
  if (created.status !== 200) throw new Error(`second session refused: ${JSON.stringify(created.body)}`);
  secondSession = created.body.data._id as string;
  const invitations = await t.app.ctx.db.select().from(auctionInvitations).where(eq(auctionInvitations.auctionId, secondSession));
  const again = {
    ...made,
    vendors: made.vendors.map((v) => ({ ...v, invitationId: invitations.find((i) => i.procurementVendorId === v.procurementVendorId)!.id })),
  };
  await attendAll(t, again);
  t.clock.advance(MINUTE);
  await t.app.scheduler.tick();
  const second = await offerAll(secondSession, SECOND_OFFERS);
  takenTimes = [...first, ...second].map((o) => o.createdAt);
});

afterAll(async () => {
  await t.close();
});

describe('the bidding history of a procurement', () => {
  it("lists every session's offers, oldest session first, with vendor, amount, time to the millisecond and state", async () => {
    const answer = await t.call('GET', `${path}?limit=All`, { token: made.buyer.token });
    expect(answer.status).toBe(200);
    const view = answer.body.data;
    const [a, b] = made.vendors;
    expect(view).toMatchObject({ procurementId: made.procurement.id, currency: 'IDR', total: 5 });
    expect(view.sessions.map((s: { auctionId: string }) => s.auctionId)).toEqual([firstSession, secondSession]);
    expect(view.vendors.map((v: { vendorName: string }) => v.vendorName)).toEqual([a!.name, b!.name].sort());
    const rows = view.filteredData as Array<Record<string, unknown>>;
    expect(rows.map((r) => [r.auctionId, r.vendorName, r.totalOffer, r.status])).toEqual([
      [firstSession, a!.name, '299000000.00', 'ACCEPTED'],
      [firstSession, b!.name, '298000000.00', 'ACCEPTED'],
      [firstSession, a!.name, '250000000.00', 'DISQUALIFIED'],
      [secondSession, b!.name, '240000000.00', 'ACCEPTED'],
      [secondSession, a!.name, '239000000.00', 'ACCEPTED'],
    ]);
    expect(rows[2]!.disqualifyReason).toBe('One zero too few');
    expect(rows[0]!.disqualifyReason).toBeNull();
    // The moments the server took them, to the millisecond.
    expect(rows.map((r) => r.createdAt)).toEqual(takenTimes);
    expect(new Set(takenTimes.map((at) => at.slice(-5))).size).toBeGreaterThan(1);
  });

  it('filters by session and by vendor, pages, and keeps the latest session without includeAllSession', async () => {
    const [a] = made.vendors;
    const bySession = (await t.call('GET', `${path}?auctionId=${secondSession}`, { token: made.buyer.token })).body.data;
    expect(bySession.total).toBe(2);
    expect(bySession.sessions).toHaveLength(2);
    const byVendor = (await t.call('GET', `${path}?vendorId=${a!.procurementVendorId}&auctionId=`, { token: made.buyer.token })).body.data;
    expect(byVendor.filteredData.map((r: { totalOffer: string }) => r.totalOffer)).toEqual(['299000000.00', '250000000.00', '239000000.00']);
    const page = (await t.call('GET', `${path}?page=2&limit=2`, { token: made.buyer.token })).body.data;
    expect(page).toMatchObject({ total: 5 });
    expect(page.filteredData.map((r: { totalOffer: string }) => r.totalOffer)).toEqual(['250000000.00', '240000000.00']);
    const latest = (await t.call('GET', `${path}?includeAllSession=false`, { token: made.buyer.token })).body.data;
    expect(latest.filteredData.map((r: { auctionId: string }) => r.auctionId)).toEqual([secondSession, secondSession]);
  });

  it('exports every offer to an xlsx file that opens, with Indonesian headers on request', async () => {
    const response = await fetch(`${t.url}${path}/export`, { headers: { authorization: `Bearer ${made.buyer.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // Through the shared sendDownload, like every other download: the name also in UTF-8, and no type guessing.
    const fileName = `bidding-history-${made.procurement.procurementNumber}.xlsx`;
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('Bidding History')!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['No.', 'Session', 'Vendor Name', 'Time (WIB)', 'Amount', 'Currency', 'Status', 'Disqualification Reason', 'Placed By', 'Slip Warning Confirmed']);
    expect(sheet.rowCount).toBe(6);
    const [a, b] = made.vendors;
    const rows = [2, 3, 4, 5, 6].map((n) => values(n));
    expect(rows.map((r) => [r[0], r[2], r[4], r[5], r[6]])).toEqual([
      [1, a!.name, 299000000, 'IDR', 'Accepted'],
      [2, b!.name, 298000000, 'IDR', 'Accepted'],
      [3, a!.name, 250000000, 'IDR', 'Disqualified'],
      [4, b!.name, 240000000, 'IDR', 'Accepted'],
      [5, a!.name, 239000000, 'IDR', 'Accepted'],
    ]);
    expect(rows[2]![7]).toBe('One zero too few');
    // A date-time cell (bidding-history-marks.test.ts checks its value against the Jakarta clock).
    expect(rows[0]![3]).toBeInstanceOf(Date);
    expect(rows.map((r) => [r[8], r[9]])).toEqual(Array.from({ length: 5 }, () => ['Vendor', 'No']));
    expect(sheet.getRow(2).getCell(5).numFmt).toBe('#,##0.00');

    const indonesian = await fetch(`${t.url}${path}/export?lang=id&vendorId=${b!.procurementVendorId}`, { headers: { authorization: `Bearer ${made.buyer.token}` } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await indonesian.arrayBuffer());
    const sheetId = book.getWorksheet('Riwayat Penawaran')!;
    expect((sheetId.getRow(1).values as unknown[]).slice(1)).toEqual([
      'No.',
      'Sesi',
      'Nama Vendor',
      'Waktu (WIB)',
      'Jumlah',
      'Mata Uang',
      'Status',
      'Alasan Diskualifikasi',
      'Diajukan Oleh',
      'Peringatan Salah Ketik Dikonfirmasi',
    ]);
    expect(sheetId.rowCount).toBe(3);
    expect(sheetId.getRow(2).getCell(7).value).toBe('Diterima');
  });

  it("answers 404 to another company's buyer, 403 to a vendor and 400 to a malformed query", async () => {
    const other = await buyerSession(t);
    for (const url of [path, `${path}/export`]) {
      const answer = await t.call('GET', url, { token: other.token });
      expect(answer).toEqual({ status: 404, body: { errors: [{ param: null, msg: 'Data not found' }] } });
      expect((await t.call('GET', url, { token: made.vendors[0]!.token })).status).toBe(403);
    }
    const bad = await t.call('GET', `${path}?vendorId=nope&includeAllSession=maybe`, { token: made.buyer.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { param: 'vendorId', msg: 'Id is not valid' },
        { param: 'includeAllSession', msg: 'includeAllSession must be true or false' },
      ]),
    );
    const empty = await buyerSession(t);
    expect((await t.call('GET', `/api/secured/auction-session/auction-vendor-offers/${made.procurement.id}`, { token: empty.token })).status).toBe(404);
  });
});
