import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import { demoBuyerSession, ownDemoProcurement, snap } from '../../support/initiation';
import { signInWithCode } from '../../support/one-time-code';
import { apiAs, attend, codeToken, tokenOf, verifyLedger } from '../../support/session-api';
import { expect, test } from '../../support/test';

// Decision 162: the ledger is downloaded from the app, not with a hand-made GET that answers 401 in a
// browser. A 30-second session of the demo procurement is made and run through the API (three demo
// vendors attend and bid); then the buyer downloads the ledger from the result page and the journey
// checks the file with `npm run verify-ledger`, as the page's line says; vendor 1 downloads its copy
// from its room after the end, which must hold no other vendor's name or e-mail; the result page
// and the report dialog are looked at in English and Indonesian.

const SECOND = 1000;
const VENDORS = [
  { email: 'vendor1@procura.demo', name: 'PT Andalan Teknologi', offer: '330000000' },
  { email: 'vendor2@procura.demo', name: 'PT Bintang Komputer', offer: '340000000' },
  { email: 'vendor3@procura.demo', name: 'PT Cahaya Data Nusantara', offer: '335000000' },
] as const;

/** Saves a download in the test's folder and answers its path and text. */
async function saved(download: Download): Promise<{ file: string; text: string }> {
  const file = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(file);
  return { file, text: fs.readFileSync(file, 'utf8') };
}

async function inIndonesian(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('language', 'id'));
  await page.reload();
}

test.use({ actionTimeout: 20_000 });

test('the buyer downloads the ledger from the result page and it verifies; a vendor downloads its copy without the others', async ({ page, newContext, request }) => {
  test.setTimeout(4 * 60 * SECOND);
  await demoBuyerSession(page);
  const buyer = apiAs(request, await tokenOf(page));
  const vendorPage = await (await newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signInWithCode(vendorPage, request, VENDORS[0].email);
  const vendorApis = [apiAs(request, await tokenOf(vendorPage)), apiAs(request, await codeToken(request, VENDORS[1].email)), apiAs(request, await codeToken(request, VENDORS[2].email))];

  // A 30-second Limited Time session of the journey's own copy of the demo procurement, starting in 20 s, with all three demo vendors.
  const procurementId = await ownDemoProcurement(request, 'Pengadaan Laptop Kantor (Ledger)');
  const vendorRows = await buyer<{ filteredData: Array<{ _id: string; email: string }> }>('GET', `/api/secured/procurement-vendor?procurementId=${procurementId}&limit=-1`);
  const start = new Date(Date.now() + 20 * SECOND);
  const session = await buyer<{ _id: string; auctionNumber: string }>('POST', '/api/secured/auction', {
    procurementId,
    status: 'NOT_STARTED',
    auctionType: 'OPEN',
    auctionModel: 'REALTIME',
    periodType: 'LIMITED_TIME',
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 30 * SECOND).toISOString(),
    initialPrice: '360000000',
    minimalDecrement: '1000000',
    vendorIds: VENDORS.map((v) => vendorRows.filteredData.find((row) => row.email === v.email)!._id),
  });
  const auctionId = session._id;
  for (const api of vendorApis) await attend(api, auctionId);

  // Vendor 1 waits in its room; at the start each vendor offers once (vendor 1 last, and lowest).
  await vendorPage.goto(`/vendor-auction/session/${auctionId}`);
  await expect(vendorPage.getByTestId('room-status')).toContainText(/Not Started|On Going/, { timeout: 30 * SECOND });
  expect(await vendorPage.getByTestId('ledger-download').count(), 'no ledger before the end').toBe(0);
  await expect(vendorPage.getByTestId('room-status')).toContainText('On Going', { timeout: 40 * SECOND });
  expect(await vendorPage.getByTestId('ledger-download').count(), 'no ledger while the session runs').toBe(0);
  for (const index of [1, 2, 0]) {
    await vendorApis[index]!('POST', `/api/secured/auction/${auctionId}/offers`, { idempotencyKey: randomUUID(), totalOffer: VENDORS[index]!.offer });
  }
  await expect(vendorPage.getByTestId('room-rank')).toContainText('1 of 3');

  // The end, by the server: vendor 1 downloads its copy from the room.
  await expect(vendorPage.getByTestId('room-status')).toHaveText('Done', { timeout: 45 * SECOND });
  const roomLedger = vendorPage.getByTestId('room-ledger');
  await expect(roomLedger).toContainText('Other vendors appear as Vendor A, Vendor B, …; this copy keeps the order, amounts, times and hashes.');
  await expect(roomLedger.getByTestId('ledger-verify-hint')).toContainText('npm run verify-ledger -- <file>');
  await snap(vendorPage, 'ledger-01-vendor-room-ended');
  const [vendorDownload] = await Promise.all([vendorPage.waitForEvent('download'), roomLedger.getByRole('button', { name: 'Download ledger (JSON)' }).click()]);
  const vendorCopy = await saved(vendorDownload);
  expect(path.basename(vendorCopy.file)).toBe(`ledger-${session.auctionNumber}-vendor-copy.json`);
  await expect(roomLedger.getByRole('status')).toHaveText(`Ledger saved as ${path.basename(vendorCopy.file)}`);
  const copyText = vendorCopy.text.toLowerCase();
  const others = vendorRows.filteredData.filter((row) => row.email !== VENDORS[0].email);
  for (const secret of [VENDORS[1].name, VENDORS[1].email, VENDORS[2].name, VENDORS[2].email, ...others.map((row) => row._id)]) {
    expect(copyText, `the vendor's copy names ${secret}`).not.toContain(secret.toLowerCase());
  }
  // Form 2 (docs/rules/auction-bidding.md#ledger-forms): another vendor's entry is its committed form, named by `vendor`.
  const copy = JSON.parse(vendorCopy.text) as { vendorCopy: { pseudonyms: number; form: number }; entries: Array<{ kind: string; vendor?: string; payload: { totalOffer?: string } }> };
  expect(copy.vendorCopy).toMatchObject({ pseudonyms: 2, form: 2 });
  expect(copy.entries.filter((e) => e.kind === 'OFFER').map((e) => [e.vendor ?? 'own', e.payload.totalOffer])).toEqual([
    ['Vendor A', '340000000.00'],
    ['Vendor B', '335000000.00'],
    ['own', '330000000.00'],
  ]);
  const vendorCheck = verifyLedger(vendorCopy.file);
  expect(vendorCheck.status, vendorCheck.out).toBe(0);
  expect(vendorCheck.out).toContain("vendor's copy");
  expect(vendorCheck.out).toContain('every entry recomputed');

  // Receipts (docs/rules/auction-bidding.md#receipts): vendor 1's, listed in its room, saved as JSON and PDF; its copy of the ledger proves them.
  const receipts = vendorPage.getByTestId('my-receipts');
  await expect(receipts.getByRole('table', { name: 'My receipts' }).getByRole('row').nth(1)).toContainText('330,000,000.00 IDR');
  const [receiptsDownload] = await Promise.all([vendorPage.waitForEvent('download'), receipts.getByRole('button', { name: 'Download receipts (JSON)' }).click()]);
  const receiptsFile = await saved(receiptsDownload);
  expect(path.basename(receiptsFile.file)).toBe(`offer-receipts-${session.auctionNumber}.json`);
  const receiptsCheck = verifyLedger(vendorCopy.file, '--receipts', receiptsFile.file);
  expect(receiptsCheck.status, receiptsCheck.out).toBe(0);
  expect(receiptsCheck.out).toContain('receipts: all 1 in the chain');
  const [pdfDownload] = await Promise.all([vendorPage.waitForEvent('download'), receipts.getByRole('button', { name: 'Download receipts (PDF)' }).click()]);
  expect(pdfDownload.suggestedFilename()).toBe(`Offer-Receipts-${session.auctionNumber}.pdf`);
  expect((await saved(pdfDownload)).text.startsWith('%PDF-')).toBe(true);

  // The buyer's result page: the reports and the ledger, which verifies offline with the head the server holds.
  const headHash = (await buyer<{ headHash: string }>('GET', `/api/secured/auction/${auctionId}/ledger`)).headHash;
  await page.goto(`/buyer-auction/${procurementId}/${auctionId}/result`);
  // The page joins the room first (slow on a busy machine).
  await expect(page.getByTestId('result-reports')).toBeVisible({ timeout: 30 * SECOND });
  const reports = page.getByRole('region', { name: 'Reports' });
  await expect(reports.getByRole('button', { name: 'Generate Auction Log Report' })).toBeVisible();
  await expect(reports.getByRole('button', { name: 'Report Result Auction' })).toBeVisible();
  await expect(reports.getByTestId('ledger-verify-hint')).toHaveText("Check it offline (its head hash must equal the Auction Log Report's): npm run verify-ledger -- <file>");
  await reports.scrollIntoViewIfNeeded();
  await snap(page, 'ledger-02-result-page');
  const [buyerDownload] = await Promise.all([page.waitForEvent('download'), reports.getByRole('button', { name: 'Download ledger (JSON)' }).click()]);
  const full = await saved(buyerDownload);
  expect(path.basename(full.file)).toBe(`ledger-${session.auctionNumber}.json`);
  // Checked against the head the server keeps and the app's published signing key.
  const keyFile = test.info().outputPath('ledger-signing-key.json');
  const keyAnswer = await request.get('/api/ledger/signing-key');
  expect(keyAnswer.status()).toBe(200);
  fs.writeFileSync(keyFile, await keyAnswer.text());
  const buyerCheck = verifyLedger(full.file, '--head', headHash, '--key', keyFile);
  expect(buyerCheck.status, buyerCheck.out).toBe(0);
  expect(buyerCheck.out).toMatch(new RegExp(`^valid, \\d+ entries, head ${headHash}\n`));
  expect(buyerCheck.out).toContain('signature: valid (Ed25519');
  for (const vendor of VENDORS) expect(full.text).toContain(vendorRows.filteredData.find((row) => row.email === vendor.email)!._id);

  // The report dialog from the result page: what each text is for, and this session's ledger.
  await reports.getByRole('button', { name: 'Generate Auction Log Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Auction Report' });
  await expect(dialog).toContainText('Who ran the auction: one name (and position) per line');
  await expect(dialog).toContainText('What the procurement is for');
  await expect(dialog.getByRole('button', { name: `Download ledger (JSON) ${session.auctionNumber}` })).toBeVisible();
  await snap(page, 'ledger-03-report-dialog', { fullPage: false });
  const [dialogDownload] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: `Download ledger (JSON) ${session.auctionNumber}` }).click()]);
  expect(verifyLedger((await saved(dialogDownload)).file).status).toBe(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The same in Indonesian.
  await inIndonesian(page);
  await expect(page.getByTestId('result-reports')).toBeVisible({ timeout: 30 * SECOND });
  const laporan = page.getByRole('region', { name: 'Laporan' });
  await expect(laporan.getByRole('button', { name: 'Unduh ledger (JSON)' })).toBeVisible();
  await expect(laporan.getByTestId('ledger-verify-hint')).toContainText('Periksa tanpa server');
  await laporan.scrollIntoViewIfNeeded();
  await snap(page, 'ledger-04-id-result-page');
  await laporan.getByRole('button', { name: 'Buat Laporan Log Lelang' }).click();
  const dialogId = page.getByRole('dialog', { name: 'Laporan Lelang' });
  await expect(dialogId).toContainText('Siapa yang melaksanakan lelang');
  await snap(page, 'ledger-05-id-report-dialog', { fullPage: false });
  await inIndonesian(vendorPage);
  await expect(vendorPage.getByTestId('room-ledger')).toContainText('Vendor lain ditulis sebagai Vendor A, Vendor B', { timeout: 30 * SECOND });
  await snap(vendorPage, 'ledger-06-id-vendor-room-ended');
});
