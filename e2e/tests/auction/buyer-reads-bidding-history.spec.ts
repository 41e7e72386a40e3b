import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoBuyerSession, ownDemoProcurement, snap, toast } from '../../support/initiation';
import { codeFrom, waitForMail } from '../../support/outbox';
import { expect, test } from '../../support/test';

// The Bidding History page (/initiation/{p}/vendor/auction/history; docs/rules/auction.md#bidding-history). The demo buyer
// schedules a 45-second session on the demo procurement through the API (the form has its own
// journey), two demo vendors attend and bid through the API, the buyer watches the start on the
// waiting room ('Auction has started'), disqualifies one offer on the monitor, then reads every
// offer on the Bidding History page, filters it by vendor, reads it in Indonesian and downloads
// the Excel offer log, whose rows are checked.

const SECOND = 1000;
const VENDOR_1 = { email: 'vendor1@procura.demo', name: 'PT Andalan Teknologi' };
const VENDOR_2 = { email: 'vendor2@procura.demo', name: 'PT Bintang Komputer' };
const TIME_WIB = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}\.\d{3} WIB$/;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several calls, read field by field
type Api = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<{ data: any }>;

/** Calls the API with a bearer token, failing the test with the server's answer when it refuses. */
function apiAs(request: APIRequestContext, token: string): Api {
  return async (method, path, body) => {
    const answer = await request.fetch(path, { method, headers: { Authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { data: body }) });
    const json = await answer.json();
    expect(answer.status(), `${method} ${path}: ${JSON.stringify(json)}`).toBe(200);
    return json;
  };
}

/** The access token the buyer's page holds after signing in. */
async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('access_token') ?? localStorage.getItem('access_token'));
  expect(token).toBeTruthy();
  return token!;
}

/** A vendor signs in by one-time code through the API, as its sign-in page does. */
async function vendorToken(request: APIRequestContext, email: string): Promise<string> {
  expect((await request.post('/api/authentication/request-otp', { data: { email } })).status()).toBe(200);
  const code = codeFrom(await waitForMail(request, email, /sign-in code/));
  const login = await request.post('/api/authentication/login', { data: { email, password: code } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { data: { access_token: string } }).data.access_token;
}

test.use({ actionTimeout: 20_000 });

test('a buyer reads every offer of a procurement on the Bidding History page and downloads the Excel offer log', async ({ page, request }) => {
  test.setTimeout(4 * 60 * SECOND);
  await demoBuyerSession(page);
  const buyer = apiAs(request, await pageToken(page));

  // The journey's own copy of the demo procurement and its vendors.
  const procurementId = await ownDemoProcurement(request, 'Pengadaan Laptop Kantor (Riwayat)');

  // Before any offer: the page's empty state.
  await page.goto(`/initiation/${procurementId}/vendor/auction/history`);
  await expect(page.getByRole('heading', { name: 'Bidding History', level: 1 })).toBeVisible();
  await expect(page.getByTestId('history-empty')).toContainText('No offers yet');
  await snap(page, 'history-01-empty');

  const vendors = (await buyer('GET', `/api/secured/procurement-vendor?procurementId=${procurementId}&limit=-1`)).data.filteredData as Array<{ _id: string; email: string }>;
  const vendorIds = [VENDOR_1, VENDOR_2].map((v) => vendors.find((row) => row.email === v.email)!._id);

  // A 45-second session (0.75 min) starting in 25 s, created for real: the vendors are invited.
  const start = new Date(Date.now() + 25 * SECOND);
  const created = await buyer('POST', '/api/secured/auction', {
    procurementId,
    status: 'NOT_STARTED',
    clientCurrentTime: new Date().toISOString(),
    auctionType: 'OPEN',
    auctionModel: 'REALTIME',
    periodType: 'INJURY_TIME',
    startTime: start.toISOString(),
    endTime: null,
    duration: '0.75',
    timeExtension: '0',
    injuryTimeBeforeEnd: '0',
    maxSessionExtension: 0,
    initialPrice: '360,000,000',
    minimalDecrement: '1,000,000',
    vendorIds,
  });
  const auctionId = created.data._id as string;

  // Both vendors attend.
  const vendorApis: Api[] = [];
  for (const vendor of [VENDOR_1, VENDOR_2]) {
    const api = apiAs(request, await vendorToken(request, vendor.email));
    const invitation = ((await api('GET', '/api/secured/auction-invitation/mine')).data as Array<{ invitationId: string; auctionId: string }>).find(
      (row) => row.auctionId === auctionId,
    )!;
    await api('POST', '/api/secured/auction/attend-auction', { auctionInvitationId: invitation.invitationId, isAttending: true, termsAccepted: true });
    vendorApis.push(api);
  }

  // The buyer waits in the waiting room: at the start it reads 'Auction has started' on the monitor.
  await page.goto(`/buyer-auction/${procurementId}/${auctionId}/not-started`);
  await expect(page).toHaveURL(new RegExp(`/buyer-auction/${procurementId}/${auctionId}/in-progress$`), { timeout: 40 * SECOND });
  await expect(toast(page, 'Auction has started')).toBeVisible();
  await expect(page.getByTestId('monitor-status')).toContainText('On Going');

  // Four offers; the buyer disqualifies vendor 2's last one on the monitor.
  const offer = (vendor: number, totalOffer: string) => vendorApis[vendor]!('POST', `/api/secured/auction/${auctionId}/offers`, { totalOffer, idempotencyKey: randomUUID() });
  await offer(0, '340,000,000');
  await offer(1, '335,000,000');
  await offer(0, '330,000,000');
  await offer(1, '320,000,000');
  const mistake = page.getByTestId('monitor-offer').filter({ hasText: '320,000,000.00 IDR' });
  await mistake.getByTestId('disqualify-offer').click();
  await page.getByTestId('disqualify-reason-input').fill('Typo in the amount');
  await page.getByTestId('disqualify-submit').click();
  await expect(mistake).toHaveAttribute('data-disqualified', 'true');

  // From the procurement's Auction Session section to the Bidding History.
  await page.goto(`/initiation/form/${procurementId}#auction-session`);
  await page.getByTestId('open-bidding-history').click();
  await expect(page).toHaveURL(new RegExp(`/initiation/${procurementId}/vendor/auction/history$`));
  const table = page.getByRole('table', { name: 'Bidding History' });
  await expect(page.getByTestId('history-count')).toHaveText('4 offer(s)');
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(5);
  const expected = [
    [VENDOR_1.name, '340,000,000.00 IDR', 'Accepted'],
    [VENDOR_2.name, '335,000,000.00 IDR', 'Accepted'],
    [VENDOR_1.name, '330,000,000.00 IDR', 'Accepted'],
    [VENDOR_2.name, '320,000,000.00 IDR', 'Disqualified'],
  ];
  for (const [index, [name, amount, status]] of expected.entries()) {
    const cells = rows.nth(index + 1).getByRole('cell');
    await expect(cells.nth(0)).toHaveText(String(index + 1));
    await expect(cells.nth(1)).toHaveText(name!);
    await expect(cells.nth(2)).toHaveText(created.data.auctionNumber as string);
    await expect(cells.nth(3)).toHaveText(TIME_WIB);
    await expect(cells.nth(4)).toHaveText(amount!);
    await expect(cells.nth(5)).toContainText(status!);
  }
  await expect(rows.nth(4)).toContainText('Typo in the amount');
  await snap(page, 'history-02-all-offers');

  // One vendor only.
  await page.getByTestId('history-vendor-filter').getByRole('combobox').click();
  await page.getByRole('option', { name: VENDOR_2.name }).click();
  await expect(page.getByTestId('history-count')).toHaveText('2 offer(s)');
  await expect(rows).toHaveCount(3);
  await expect(table).not.toContainText(VENDOR_1.name);
  await snap(page, 'history-03-one-vendor');

  // The Excel offer log of every offer (the vendor filter cleared first).
  await page.getByTestId('history-vendor-filter').getByRole('combobox').click();
  await page.getByRole('option', { name: 'All vendors' }).click();
  await expect(page.getByTestId('history-count')).toHaveText('4 offer(s)');
  const downloading = page.waitForEvent('download');
  await page.getByTestId('history-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^bidding-history-PRC-.+\.xlsx$/);
  const file = test.info().outputPath('bidding-history.xlsx');
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.getWorksheet('Bidding History')!;
  const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
  expect(values(1)).toEqual(['No.', 'Session', 'Vendor Name', 'Time (WIB)', 'Amount', 'Currency', 'Status', 'Disqualification Reason', 'Placed By', 'Slip Warning Confirmed']);
  expect(sheet.rowCount).toBe(5);
  const amounts = [340_000_000, 335_000_000, 330_000_000, 320_000_000];
  for (const [index, [name, , status]] of expected.entries()) {
    const row = values(index + 2);
    expect(row.slice(0, 3)).toEqual([index + 1, created.data.auctionNumber, name]);
    // A real date-time cell (Jakarta wall-clock time), shown as the page shows it.
    expect(row[3]).toBeInstanceOf(Date);
    expect(sheet.getRow(index + 2).getCell(4).numFmt).toBe('dd/mm/yyyy hh:mm:ss.000 "WIB"');
    expect(row.slice(4, 7)).toEqual([amounts[index], 'IDR', status]);
    expect(row.slice(8, 10)).toEqual(['Vendor', 'No']);
  }
  expect(values(5)[7]).toBe('Typo in the amount');

  // The same page in Indonesian.
  await page.evaluate(() => localStorage.setItem('language', 'id'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Riwayat Penawaran', level: 1 })).toBeVisible();
  await expect(page.getByTestId('history-count')).toHaveText('4 penawaran');
  const rowsInIndonesian = page.getByRole('table', { name: 'Riwayat Penawaran' }).getByRole('row');
  await expect(rowsInIndonesian.nth(1)).toContainText('Diterima');
  await expect(rowsInIndonesian.nth(4)).toContainText('Didiskualifikasi');
  await snap(page, 'history-04-id');

  // The session runs to its end here, so its final prices are written before the next journey reads any figure.
  await expect
    .poll(async () => (await buyer('POST', '/api/secured/auction/get-status', { auctionId })).data.status as string, { timeout: 60 * SECOND, intervals: [1_000] })
    .toBe('DONE');
});
