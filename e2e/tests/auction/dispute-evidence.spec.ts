import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demoBuyerSession, ownDemoProcurement, snap } from '../../support/initiation';
import { PHONE, VENDOR_1, VENDOR_2 } from '../../support/live-auction';
import { signInWithCode } from '../../support/one-time-code';
import { uniqueEmail, waitForMail } from '../../support/outbox';
import { apiAs, attend, codeToken, tokenOf, verifyLedger } from '../../support/session-api';
import { expect, test } from '../../support/test';

// Evidence that ends a dispute (docs/rules/auction-bidding.md#assisted-offers, #objections, decision 244):
// vendor 1's browser drops in a running session; it phones the buyer, who records the request and places
// its offer; a second member of the committee confirms it in her own browser; every room shows the offer;
// after the end vendor 1 objects from its room with the evidence the server attaches, the buyer answers
// on the result page, and the company's auditor, invited by the owner, reads the minutes and verifies the
// ledger against the head vendor 1's result mail carries.

const SECOND = 1000;
const SECOND_BUYER = { email: 'buyer2@procura.demo', password: 'Demo12345' };

test.use({ actionTimeout: 20_000 });

test('a dropped vendor gets an assisted offer confirmed by a second member, objects after the end, and an auditor verifies the evidence', async ({ page, newContext, request }) => {
  test.setTimeout(6 * 60 * SECOND);
  await demoBuyerSession(page);
  const buyer = apiAs(request, await tokenOf(page));
  const vendorContext = await newContext({ viewport: { width: 1440, height: 900 } });
  const vendorPage = await vendorContext.newPage();
  await signInWithCode(vendorPage, request, VENDOR_1.email);
  const vendor1 = apiAs(request, await tokenOf(vendorPage));
  const vendor2 = apiAs(request, await codeToken(request, VENDOR_2.email));
  const secondPage = await (await newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await secondPage.goto('/buyer-login');
  await secondPage.getByLabel('Email').fill(SECOND_BUYER.email);
  await secondPage.getByLabel('Password', { exact: true }).fill(SECOND_BUYER.password);
  await secondPage.getByRole('button', { name: 'Login' }).click();
  await expect(secondPage).toHaveURL(/\/dashboard$/);

  // A 100-second OPEN session of the journey's own copy of the demo procurement, starting in 20 s.
  const procurementId = await ownDemoProcurement(request, 'Pengadaan Laptop Kantor (Sanggah)');
  const rows = await buyer<{ filteredData: Array<{ _id: string; email: string }> }>('GET', `/api/secured/procurement-vendor?procurementId=${procurementId}&limit=-1`);
  const start = new Date(Date.now() + 20 * SECOND);
  const session = await buyer<{ _id: string; auctionNumber: string }>('POST', '/api/secured/auction', {
    procurementId,
    status: 'NOT_STARTED',
    auctionType: 'OPEN',
    auctionModel: 'REALTIME',
    periodType: 'LIMITED_TIME',
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 100 * SECOND).toISOString(),
    initialPrice: '360000000',
    minimalDecrement: '1000000',
    vendorIds: [VENDOR_1, VENDOR_2].map((v) => rows.filteredData.find((row) => row.email === v.email)!._id),
  });
  const auctionId = session._id;
  await attend(vendor1, auctionId);
  await attend(vendor2, auctionId);
  await vendorPage.goto(`/vendor-auction/session/${auctionId}`);
  await expect(vendorPage.getByTestId('room-status')).toContainText('On Going', { timeout: 40 * SECOND });
  await vendor2('POST', `/api/secured/auction/${auctionId}/offers`, { idempotencyKey: randomUUID(), totalOffer: '340000000' });

  // Vendor 1's connection drops: it phones the buyer, who records the request and places its offer.
  await vendorContext.setOffline(true);
  await page.goto(`/buyer-auction/${procurementId}/${auctionId}/in-progress`);
  const assisted = page.getByTestId('assisted-offers');
  await expect(assisted).toContainText('No vendor has asked for help.', { timeout: 30 * SECOND });
  await assisted.getByRole('button', { name: 'Record a request' }).click();
  const recordDialog = page.getByRole('dialog', { name: 'Record a request' });
  await recordDialog.getByRole('combobox', { name: 'Vendor' }).click();
  await page.getByRole('option', { name: VENDOR_1.name }).click();
  await recordDialog.getByLabel('Reason').fill('Phoned at the start: the office internet is down');
  await recordDialog.getByRole('button', { name: 'Record request' }).click();
  await expect(recordDialog).toBeHidden();
  await expect(assisted).toContainText('Recorded by the buyer');
  await assisted.getByRole('button', { name: 'Place offer' }).click();
  const placeDialog = page.getByRole('dialog', { name: 'Place offer' });
  await placeDialog.getByLabel('Total offer').fill('335000000');
  await placeDialog.getByRole('button', { name: 'Place offer' }).click();
  await page.getByRole('button', { name: 'Yes, place it' }).click();
  await expect(assisted).toContainText('Assisted offer: 335,000,000.00 IDR');
  await expect(assisted.getByText('A second member of your committee must confirm this offer')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the monitor with an assisted offer waiting for confirmation');
  await snap(page, 'dispute-01-monitor-assisted-offer-placed');

  // The second member confirms it in her own browser; every room shows it like any offer.
  await secondPage.goto(`/buyer-auction/${procurementId}/${auctionId}/in-progress`);
  const secondCard = secondPage.getByTestId('assisted-offers');
  await secondCard.getByRole('button', { name: 'Confirm offer' }).click();
  await secondPage.getByRole('button', { name: 'Yes, confirm it' }).click();
  await expect(secondCard).toContainText(/Confirmed \d/);
  await expect(page.getByTestId('assisted-offers')).toContainText(/Confirmed \d/, { timeout: 15 * SECOND });
  const receiptMail = await waitForMail(request, VENDOR_1.email, /An offer was placed for you/);
  expect(receiptMail.text).toContain('335,000,000.00 IDR');

  // Vendor 1 is back: its room shows its offer in the lead, and its request with the confirmed offer.
  await vendorContext.setOffline(false);
  await vendorPage.reload();
  await expect(vendorPage.getByTestId('room-rank')).toContainText('1 of 2', { timeout: 30 * SECOND });
  await expect(vendorPage.getByTestId('room-assistance')).toContainText('Offer confirmed: 335,000,000.00 IDR');

  // The end: vendor 1 objects from its room; the server attaches its receipts, connection record and head.
  await expect(vendorPage.getByTestId('room-status')).toHaveText('Done', { timeout: 100 * SECOND });
  const objection = vendorPage.getByTestId('room-objection');
  await objection.getByLabel('Your objection').fill('Our own offer was placed for us by phone; we ask that the outage be noted in the minutes.');
  await objection.getByRole('button', { name: 'Submit objection' }).click();
  await vendorPage.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(objection).toContainText("Waiting for the buyer's answer");
  await expect(objection).toContainText(/Recorded in the ledger as entry \d+/);
  await expectNoSeriousAxeViolations(vendorPage, "the vendor's objection after the end");
  await snap(vendorPage, 'dispute-02-vendor-objection');

  // The buyer answers on the result page.
  await page.goto(`/buyer-auction/${procurementId}/${auctionId}/result`);
  const panel = page.getByTestId('objections-panel');
  await expect(panel).toContainText(VENDOR_1.name, { timeout: 30 * SECOND });
  await panel.getByLabel('Your answer').fill('The outage and the assisted offer are in the minutes; the result stands.');
  await panel.getByRole('radio', { name: 'Do not uphold' }).check();
  await panel.getByRole('button', { name: 'Send answer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  await expect(panel).toContainText('Answer: not upheld');
  await expectNoSeriousAxeViolations(page, 'the result page with an answered objection');
  await snap(page, 'dispute-03-result-objection-answered');
  await expect(vendorPage.getByTestId('room-objection')).toContainText('Answer: not upheld', { timeout: 90 * SECOND });
  await vendorPage.setViewportSize(PHONE);
  await snap(vendorPage, 'dispute-04-vendor-objection-answered-phone');

  // The owner invites an auditor; the auditor reads the minutes and verifies the ledger against vendor 1's result mail.
  const auditorEmail = uniqueEmail('auditor');
  await page.goto('/company/auditors');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(auditorEmail);
  await page.getByRole('button', { name: 'Invite auditor' }).click();
  await page.getByRole('dialog', { name: 'Invite auditor' }).getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Auditors of your company' })).toContainText(auditorEmail);
  await expectNoSeriousAxeViolations(page, "the owner's auditors page");
  await snap(page, 'dispute-05-auditors-page');
  const auditorAccess = await codeToken(request, auditorEmail);
  const auditor = apiAs(request, auditorAccess);
  const verified = await auditor<{ valid: boolean; problems: string[] }>('GET', `/api/secured/auction/${auctionId}/ledger/verify`);
  expect(verified).toMatchObject({ valid: true, problems: [] });
  const minutes = await auditor<{ data: string }>('GET', `/api/secured/report/log-auction-jasper/${procurementId}?${new URLSearchParams({ pelaksana: 'Panitia Pengadaan', peruntukan: 'Kantor Pusat' })}`);
  const minutesFile = test.info().outputPath('minutes.pdf');
  fs.writeFileSync(minutesFile, Buffer.from(minutes.data, 'base64'));
  const minutesText = spawnSync('pdftotext', [minutesFile, '-'], { encoding: 'utf8' }).stdout;
  // The log's lines and the appendix beside the connection record (table cells wrap, so the phrases are short).
  for (const line of ['Permintaan bantuan', 'Penawaran dibantu', 'Sanggahan', 'Jawaban sanggahan:', 'oleh Siti Rahayu']) expect(minutesText, line).toContain(line);
  const refused = await request.post(`/api/secured/auction/${auctionId}/objections`, { headers: { authorization: `Bearer ${auditorAccess}` }, data: { text: 'An auditor may not write' } });
  expect(refused.status()).toBe(403);
  const ledger = await auditor<unknown>('GET', `/api/secured/auction/${auctionId}/ledger`);
  const ledgerFile = test.info().outputPath('ledger.json');
  fs.writeFileSync(ledgerFile, JSON.stringify(ledger));
  const resultMail = await waitForMail(request, VENDOR_1.email, /Your result in auction/);
  const mailFile = test.info().outputPath('result-mail.txt');
  fs.writeFileSync(mailFile, resultMail.text);
  const check = verifyLedger(ledgerFile, '--head', mailFile);
  expect(check.status, check.out).toBe(0);
  expect(check.out).toContain("the chain passes the mail's head");

  // The auditor's own browser: read-only pages of the company, the session's result with the objection answered.
  const auditorPage = await (await newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await auditorPage.goto('/buyer-login');
  await auditorPage.evaluate((access) => sessionStorage.setItem('access_token', access), auditorAccess);
  await auditorPage.goto('/initiation');
  await expect(auditorPage.getByTestId('auditor-banner')).toContainText('Read only: you are an auditor of');
  await expect(auditorPage.getByRole('heading', { name: 'Initiation', level: 1 })).toBeVisible();
  await expect(auditorPage.getByRole('button', { name: 'New Initiation' })).toHaveCount(0);
  await expect(auditorPage.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await auditorPage.goto(`/buyer-auction/${procurementId}/${auctionId}/result`);
  await expect(auditorPage.getByTestId('objections-panel')).toContainText('Answer: not upheld', { timeout: 30 * SECOND });
  await expectNoSeriousAxeViolations(auditorPage, "the auditor's view of the result page");
  await snap(auditorPage, 'dispute-06-auditor-result-page');
});
