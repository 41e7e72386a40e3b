import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { demoBuyerSession, snap } from '../../support/initiation';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import {
  attendAndEnter,
  checkAt320,
  expectToastClearOf,
  fillInjuryTimeSession,
  newPage,
  offer,
  offerByKeyboard,
  openNewSessionForm,
  PHONE,
  signInBidders,
  startSoon,
  VENDOR_1,
  VENDOR_2,
} from '../../support/live-auction';
import { expect, test } from '../../support/test';

// The demo buyer runs a 3-minute injury-time reverse auction on the demo procurement;
// vendor 1 (desktop) and vendor 2 (phone) attend from their mails and bid live. One offer is
// refused with the spec's message, one is disqualified at its author's request (the vendor falls
// back to its previous offer), one in the injury window extends the session, the scheduler ends it,
// and the final prices reach the procurement's Evaluation Score table; then the buyer downloads the
// Auction Log Report and the Report Result Auction.

const SECOND = 1000;
const MINUTE = 60 * SECOND;

// A step that cannot happen fails in seconds, not at the end of the long test.
test.use({ actionTimeout: 20_000 });

test('a buyer and two vendors run a live injury-time auction to its end', async ({ newContext, request }) => {
  test.setTimeout(10 * MINUTE);
  const { first, second, buyer } = await signInBidders(newContext, request);

  // The demo procurement: a new session, 3 minutes of injury time (time for the Indonesian screens
  // while it runs), extended by 30 s when an offer comes in the last 30 s, once at most.
  const { procurementId, form } = await openNewSessionForm(buyer);
  await fillInjuryTimeSession(form, buyer, { model: 'Real Time', duration: '3', extension: '0.5' });
  await snap(buyer, 'bid-01-session-form');
  await form.getByRole('button', { name: 'Create Session' }).click();
  await expect(buyer.getByText('Auction Session has been Created')).toBeVisible();
  await expect(buyer).toHaveURL(new RegExp(`/buyer-auction/${procurementId}/[^/]+/not-started$`), { timeout: 10_000 });
  const auctionId = /\/buyer-auction\/[^/]+\/([^/]+)\/not-started/.exec(buyer.url())![1]!;
  await expectNoSeriousAxeViolations(buyer, 'buyer waiting room');

  // Both vendors attend from their mails and wait in the room, one on a phone.
  await attendAndEnter(first, request, VENDOR_1.email, auctionId, procurementId);
  await attendAndEnter(second, request, VENDOR_2.email, auctionId, procurementId);
  await snap(first, 'bid-02-vendor-room-waiting');

  // Both are in the room: the session starts 5 s from now instead of at its whole minute.
  const start = await startSoon(request, auctionId);

  // The start, by the server: the buyer moves to the monitor, the rooms say On Going.
  await expect(buyer).toHaveURL(new RegExp(`/buyer-auction/${procurementId}/${auctionId}/in-progress$`), { timeout: start.getTime() - Date.now() + 20 * SECOND });
  for (const page of [buyer, first, second]) await expect(page.getByTestId(page === buyer ? 'monitor-status' : 'room-status')).toContainText('On Going');
  await expect(first.getByTestId('room-rank')).toHaveText(/^\s*-?\s*$|of 2/);

  // Vendor 1 opens at 340,000,000 (the estimated total is 345,000,000), by keyboard alone; vendor 2
  // sees it as 'Other Vendor'.
  await offerByKeyboard(first, '340000000');
  await expect(first.getByTestId('offer-log-row').first()).toContainText('(You)');
  await expect(first.getByTestId('offer-log-row').first()).toContainText('340,000,000.00 IDR');
  await expect(first.getByTestId('room-rank')).toContainText('1 of 2');
  await expect(second.getByTestId('offer-log-row').first()).toContainText('Other Vendor');
  await expect(second.getByTestId('offer-log-row').first()).not.toContainText(VENDOR_1.name);
  await expectNoSeriousAxeViolations(first, 'vendor room, on going (1440 px)');
  await expectNoSeriousAxeViolations(second, 'vendor room, on going (390 px)');

  // Vendor 2 tries 339,500,000: not a whole decrement below the lead, refused with the spec's message
  // (the room checks with the server's rules before asking 'Are you sure?'; the server decides again).
  await second.getByTestId('offer-total-input').fill('339500000');
  await second.getByTestId('offer-submit').click();
  await expect(second.getByTestId('offer-error')).toContainText('Your offer should be lower than 340,000,000.00 with minimal decrement 1,000,000.00');
  await snap(second, 'bid-03-phone-offer-refused', { fullPage: false });

  // Then 335,000,000, and by mistake 325,000,000, which it asks to disqualify.
  await offer(second, '335000000');
  await expectToastClearOf(second, 'Your offer has been received', ['room-timer', 'offer-total-input', 'offer-submit']);
  await expect(second.getByTestId('room-rank')).toContainText('1 of 2');
  await offer(second, '325000000');
  await expect(first.getByTestId('room-rank')).toContainText('2 of 2');
  // Decision 200: the polite live region tells vendor 1 and the buyer the new leading price (focus stays put).
  await expect(first.getByTestId('live-announcer')).toContainText(/New leading price: 3[23]5,000,000\.00 IDR/);
  await expect(buyer.getByTestId('live-announcer')).toContainText(/New leading price: 3[23]5,000,000\.00 IDR/);
  await second.getByTestId('request-disqualification').click();
  await second.getByTestId('disqualify-reason-input').fill('Typo: one zero too few');
  await second.getByTestId('disqualify-submit').click();
  await expect(second.getByTestId('request-disqualification')).toBeDisabled();

  // The buyer sees the request and disqualifies the offer: vendor 2 falls back to 335,000,000.
  const requests = buyer.getByTestId('requests-panel');
  await expect(requests).toContainText('Typo: one zero too few');
  await snap(buyer, 'bid-04-monitor-request');
  await expectNoSeriousAxeViolations(buyer, 'buyer monitor, live');
  await requests.getByTestId('request-disqualify').first().click();
  await buyer.getByTestId('disqualify-reason-input').fill('Requested by the vendor: typo');
  await buyer.getByTestId('disqualify-submit').click();
  await expect(second.getByTestId('offer-log-row').filter({ hasText: '325,000,000.00 IDR' })).toContainText('Disqualified');
  await expect(buyer.getByTestId('ranking-table')).toContainText('335,000,000.00 IDR');
  await expect(second.getByTestId('room-rank')).toContainText('1 of 2');
  // Decision 231: the vendor is told the buyer's decision on its request, under its offer entry.
  await expect(second.getByTestId('request-decision')).toContainText('The buyer disqualified your offer of 325,000,000.00 IDR, as you asked');
  await snap(second, 'bid-05-phone-after-disqualification', { fullPage: false });

  // The phone fits the timer, the rank and the offer entry without scrolling.
  for (const id of ['room-timer', 'room-rank', 'offer-total-input', 'offer-submit']) {
    const box = await second.getByTestId(id).boundingBox();
    expect(box, id).not.toBeNull();
    expect(box!.y + box!.height, id).toBeLessThanOrEqual(PHONE.height);
  }
  expect(await second.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await checkAt320(second, 'vendor-room');
  // My receipts fits 320 px (a list of two lines per receipt on a phone): none of it is cut off.
  await second.setViewportSize({ width: 320, height: 640 });
  const receipts = await second.getByTestId('receipts-list').boundingBox();
  expect(receipts!.x + receipts!.width).toBeLessThanOrEqual(320 - 16);
  await second.setViewportSize(PHONE);

  // The same screens in Indonesian while the session runs: vendor 1 reloads in Indonesian (the room
  // resynchronises), then back in English for the rest.
  await first.evaluate(() => localStorage.setItem('language', 'id'));
  await first.reload();
  await expect(first.getByTestId('room-status')).toContainText('Berlangsung');
  await expect(first.getByTestId('offer-log')).toContainText('335,000,000.00 IDR');
  await snap(first, 'bid-06-id-vendor-room');
  await expectNoSeriousAxeViolations(first, 'vendor room, on going (id)');
  const buyerInIndonesian = await newPage(newContext);
  await demoBuyerSession(buyerInIndonesian);
  await buyerInIndonesian.evaluate(() => localStorage.setItem('language', 'id'));
  await buyerInIndonesian.goto(`/buyer-auction/${procurementId}/${auctionId}/in-progress`);
  await expect(buyerInIndonesian.getByTestId('monitor-offer-log')).toContainText('335,000,000.00 IDR');
  await snap(buyerInIndonesian, 'bid-07-id-monitor-live');
  await expectNoSeriousAxeViolations(buyerInIndonesian, 'buyer monitor, live (id)');
  await first.evaluate(() => localStorage.setItem('language', 'en'));
  await first.reload();
  await expect(first.getByTestId('room-status')).toContainText('On Going');

  // In the last 30 s vendor 1 offers 330,000,000: the session is extended once, by 30 s.
  const end = start.getTime() + 3 * MINUTE;
  await first.waitForTimeout(Math.max(0, end - 25 * SECOND - Date.now()));
  await offer(first, '330000000');
  await expect(first.getByTestId('extension-notice')).toBeVisible();
  await expect(buyer.getByTestId('monitor-offer-log')).toContainText('330,000,000.00 IDR');
  await snap(first, 'bid-06-vendor-extended');
  await snap(buyer, 'bid-07-monitor-live');

  // The end, by the scheduler at the extended end time: every screen says Done.
  await expect(buyer.getByTestId('monitor-status')).toContainText('Done', { timeout: end + 30 * SECOND - Date.now() + 15 * SECOND });
  // One word for the state on every screen: the monitor's and the rooms' badges say the same.
  await expect(first.getByTestId('room-status')).toContainText(/^(Selesai|Done)$/);
  await expect(second.getByTestId('room-status')).toHaveText('Done');
  await expect(second.getByTestId('room-rank')).toContainText('2 of 2');
  await snap(second, 'bid-08-phone-ended', { fullPage: false });
  await snap(buyer, 'bid-09-monitor-done');
  await expectNoSeriousAxeViolations(second, 'vendor room, done (390 px)');
  await expectNoSeriousAxeViolations(buyer, 'buyer monitor, done');
  // The result from the monitor's View result at once, in the same tab: its first draw already ranks
  // vendor 1 first, not vendor 2's disqualified 325,000,000 (no projection read before the decision).
  await buyer.getByTestId('view-result').click();
  await expect(buyer).toHaveURL(new RegExp(`/buyer-auction/${procurementId}/${auctionId}/result$`));
  const firstRow = buyer.getByTestId('ranking-row').first();
  await firstRow.waitFor();
  const firstDraw = { vendor: await firstRow.getAttribute('data-vendor'), price: await firstRow.getByTestId('ranking-last-price').textContent(), rank: await firstRow.getByTestId('ranking-rank').textContent() };
  expect(firstDraw).toEqual({ vendor: VENDOR_1.name, price: expect.stringContaining('330,000,000.00 IDR'), rank: expect.stringContaining('1') });
  await expect(buyer.getByTestId('ranking-table')).not.toContainText('325,000,000.00 IDR');
  await expect(buyer.getByTestId('monitor-status')).toContainText('Done');
  await expectNoSeriousAxeViolations(buyer, 'buyer auction result');

  // The result reaches the procurement: the Evaluation Score table shows the final prices.
  await buyer.goto(`/initiation/form/${procurementId}#evaluation`);
  const scores = buyer.getByRole('table', { name: 'Evaluation Score' });
  await expect(scores.getByRole('row', { name: new RegExp(VENDOR_2.name) })).toContainText('335,000,000.00');
  await expect(scores.getByRole('row', { name: new RegExp(VENDOR_1.name) })).toContainText('330,000,000.00');
  await snap(buyer, 'bid-10-evaluation-score');

  // The Log Report section's dialog: both texts required, then both PDFs downloaded,
  // built on the server from the ledger (vendors, amounts in figures and words, the two texts).
  await buyer.goto(`/initiation/form/${procurementId}#log-report`);
  await buyer.getByTestId('log-report-download').click();
  await buyer.getByTestId('report-committee').fill('');
  await buyer.getByTestId('report-allocation').fill('');
  await buyer.getByTestId('report-generate').click();
  await expect(buyer.getByTestId('auction-report-dialog')).toContainText('Please complete the input field');
  await buyer.getByTestId('report-committee').fill('Panitia Pengadaan Barang dan Jasa');
  await buyer.getByTestId('report-allocation').fill('Kantor Pusat Jakarta');
  // The minutes' committee (decision 208), one member with its signature block.
  await buyer.getByTestId('report-member-add').click();
  await buyer.getByTestId('report-member-name-0').fill('Budi Santoso');
  await buyer.getByTestId('report-member-position-0').fill('Ketua Panitia');
  await snap(buyer, 'bid-11-report-dialog');
  const logText = await downloadedPdfText(buyer, () => buyer.getByTestId('report-generate').click(), /^Auction-Log-Report_PRC-.+_\d{8}-\d{6}\.pdf$/);
  for (const expected of ['LAPORAN LOG LELANG', VENDOR_1.name, VENDOR_2.name, 'Rp 335.000.000,00', 'Rp 330.000.000,00', 'tiga ratus tiga puluh juta rupiah', 'Diskualifikasi', 'Perpanjangan waktu', 'Panitia Pengadaan Barang dan Jasa', 'Kantor Pusat Jakarta', 'npm run verify-ledger', 'Berita Acara Hasil e-Auction', 'Budi Santoso', 'Ketua Panitia', 'Tempat e-Meterai']) {
    expect(logText, expected).toContain(expected);
  }
  const resultText = await downloadedPdfText(buyer, () => buyer.getByTestId('report-result-download').click(), /^Report-Result-Auction_PRC-.+\.pdf$/);
  expect(resultText).toContain('LAPORAN HASIL LELANG');
  expect(resultText).toContain(VENDOR_1.name);
  expect(resultText).toContain('tiga ratus tiga puluh juta rupiah');
  // Official documents write money the Indonesian way; the result report is signed by the committee the dialog saved.
  expect(resultText).toContain('Rp 330.000.000,00');
  expect(resultText).not.toMatch(/\d IDR/);
  expect(resultText).toContain('Pelaksana (Organizing Committee)');
  expect(resultText).toContain('Panitia Pengadaan Barang dan Jasa');
  for (const expected of ['Berita Acara Hasil e-Auction', 'Budi Santoso', 'Ketua Panitia', 'Tempat e-Meterai']) expect(resultText, expected).toContain(expected);
  // The settings were saved: the dialog opens with them next time.
  await buyer.reload();
  await buyer.getByTestId('log-report-download').click();
  await expect(buyer.getByTestId('report-committee')).toHaveValue('Panitia Pengadaan Barang dan Jasa');
  await expect(buyer.getByTestId('report-member-name-0')).toHaveValue('Budi Santoso');
});

/** Clicks, waits for the download, checks its name and that it is a PDF, and returns its text (pdftotext). */
async function downloadedPdfText(page: Page, click: () => Promise<void>, name: RegExp): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), click()]);
  expect(download.suggestedFilename()).toMatch(name);
  const file = path.join(test.info().outputDir, download.suggestedFilename());
  await download.saveAs(file);
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

