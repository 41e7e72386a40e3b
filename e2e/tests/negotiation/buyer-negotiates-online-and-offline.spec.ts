import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { checkMinutes, type ReadMinutes } from '../../../server/src/features/report/negotiation/negotiation-minutes.testing';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/test';
import { demoBuyerSession, section, snap, toast, typeDateTime } from '../../support/initiation';
import { newPage } from '../../support/live-auction';
import { signInWithCode } from '../../support/one-time-code';
import { waitForMailLink } from '../../support/outbox';

// docs/rules/negotiation.md#batch-screen, docs/rules/negotiation.md#online-session, docs/rules/negotiation.md#offline-prices (negotiations), docs/rules/negotiation.md#batches: the demo buyer negotiates the demo
// negotiation procurement online with vendor1 while a spectator watches, then offline with vendor2.

const MINUTE = 60_000;
const DEMO_NEGOTIATION = 'Pengadaan Kursi Kantor (Demo Negosiasi)';
const VENDOR_1 = { name: 'PT Andalan Teknologi', email: 'vendor1@procura.demo', pic: 'Andi Wijaya' };
const VENDOR_2 = { name: 'PT Bintang Komputer', email: 'vendor2@procura.demo', pic: 'Sari Lestari' };
const SPECTATOR = 'spectator@procura.demo';
const ITEM = 'MJAB-201';
const CLOSED_ID = 'Negosiasi ini telah ditutup pada';

test.use({ actionTimeout: 20_000 });

/** Confirms the open confirmation dialog. */
async function confirm(page: Page): Promise<void> {
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByTestId('confirm-yes')).toBeHidden();
}

/** A party's move in the online session: an offer at a unit price, DEAL or NOT DEAL, confirmed. */
async function move(page: Page, kind: 'offer' | 'deal' | 'not-deal', unitPrice?: string): Promise<void> {
  if (unitPrice) await page.getByTestId(`offer-price-${ITEM}`).fill(unitPrice);
  await page.getByTestId(kind === 'offer' ? 'offer-send' : `offer-${kind}`).click();
  await confirm(page);
}

/** The offer log's rows, newest first, as their text. */
function logRows(page: Page): Locator {
  return page.getByTestId('offer-log-row');
}

/** Sends a chat line with Enter and waits for it in the other party's panel. */
async function chat(from: Page, to: Page, text: string): Promise<void> {
  await from.getByTestId('chat-input').fill(text);
  await from.getByTestId('chat-input').press('Enter');
  await expect(to.getByTestId('chat-message').filter({ hasText: text })).toBeVisible();
}

/** Opens the demo negotiation procurement's page and answers its id. */
async function openDemoNegotiation(buyer: Page): Promise<string> {
  await buyer.goto('/initiation');
  const listed = buyer.getByRole('table', { name: 'Initiations' }).getByText(DEMO_NEGOTIATION, { exact: true });
  await expect(listed).toBeVisible({ timeout: 30_000 });
  await listed.click();
  await expect(buyer).toHaveURL(/\/initiation\/form\/[^/#?]+/);
  return /\/initiation\/form\/([^/#?]+)/.exec(buyer.url())![1]!;
}

/** A new batch of the given type with both vendors, created (ON_GOING); answers the batch page's url. */
async function createBatch(buyer: Page, type: 'ONLINE' | 'OFFLINE', shot?: string): Promise<void> {
  await section(buyer, 'Negotiation').getByTestId('new-negotiation').click();
  await expect(buyer).toHaveURL(/\/negotiation\/session\/[^/]+\/new/);
  await buyer.getByTestId(`negotiation-type-${type}`).click();
  const start = new Date(Math.ceil((Date.now() + 2 * MINUTE) / MINUTE) * MINUTE);
  await typeDateTime(buyer, 'Start Date', start);
  await typeDateTime(buyer, 'End Date', new Date(start.getTime() + 3 * 24 * 60 * MINUTE));
  for (const vendor of [VENDOR_1, VENDOR_2]) await buyer.getByRole('table', { name: 'Vendor Selection' }).getByRole('row', { name: new RegExp(vendor.name) }).getByRole('checkbox').check();
  if (shot) await snap(buyer, shot);
  await buyer.getByTestId('batch-action-ON_GOING').click();
  await expect(buyer.getByRole('dialog')).toContainText('Create negotiation session?');
  await confirm(buyer);
  await expect(buyer.getByTestId('negotiation-created')).toContainText('Negotiation Session has been Created');
  await expect(buyer).toHaveURL(/\/negotiation\/session\/[^/]+\/(?!new)[^/]+$/, { timeout: 10_000 });
  await expect(buyer.getByTestId(`vendor-row-${VENDOR_1.name}`)).toBeVisible();
}

const REPORT_FILE = /^Berita_Acara_Klarifikasi_Negosiasi_[A-Za-z0-9.-]+_\d{14}\.docx$/;

/** Types a day into a date picker of the report form. */
async function typeDay(form: Locator, label: string, day: string, month: string, year: string): Promise<void> {
  await form.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await form.page().keyboard.type(`${day}${month}${year}`);
}

/**
 * Fills the official report form, generates the Berita Acara and checks the download: its name, a DOCX
 * (zip) inside, and every figure recomputed from its rows (the server tests' own reading, decision 161);
 * answers the figures read.
 */
async function downloadReport(page: Page, form: Locator, location: string | null, saveAs: string): Promise<ReadMinutes> {
  const generate = form.getByTestId('report-generate-docx');
  await expect(generate).toBeDisabled();
  await form.getByTestId('report-letter-number').fill(location ? '013/BA-NEGO/XI/2026' : '012/BA-NEGO/XI/2026');
  await typeDay(form, 'Letter Date', '25', '11', '2026');
  await form.getByTestId('report-vendor-letter-number').fill('SP-77/PTV/2026');
  await typeDay(form, 'Vendor Offer Letter Date', '20', '11', '2026');
  if (location) {
    await form.getByRole('radio', { name: 'Offline', exact: true }).check();
    await expect(generate).toBeDisabled();
    await form.getByTestId('report-offline-location').fill(location);
  } else {
    await expect(form.getByRole('radio', { name: 'Online', exact: true })).toBeChecked();
  }
  await expect(form).toHaveAttribute('data-complete', 'true');
  const downloading = page.waitForEvent('download');
  await generate.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(REPORT_FILE);
  const file = test.info().outputPath(saveAs);
  await download.saveAs(file);
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  await expect(form.getByTestId('report-error')).toHaveCount(0);
  const { figures, problems } = await checkMinutes(bytes);
  expect(problems, `${saveAs}: every figure adds up from its rows`).toEqual([]);
  return figures!;
}

test('the buyer negotiates online with a vendor while a spectator watches, then offline with another', async ({ page: buyer, newContext, request }) => {
  test.setTimeout(5 * MINUTE);
  await demoBuyerSession(buyer);
  const vendor = await newPage(newContext);
  await signInWithCode(vendor, request, VENDOR_1.email);
  const spectator = await newPage(newContext);
  await signInWithCode(spectator, request, SPECTATOR);

  // An online batch with both vendors; vendor1 scheduled and mailed its link.
  await openDemoNegotiation(buyer);
  await expect(section(buyer, 'Negotiation')).toContainText('No session available');
  await createBatch(buyer, 'ONLINE', 'negotiation-01-new-online-batch');
  await buyer.getByTestId(`vendor-row-${VENDOR_1.name}`).getByTestId('schedule-open').click();
  const schedule = buyer.getByTestId('schedule-dialog');
  await typeDateTime(schedule, 'Start Time', new Date(Math.ceil((Date.now() + 3 * MINUTE) / MINUTE) * MINUTE));
  await schedule.getByTestId('schedule-pic-name').fill(VENDOR_1.pic);
  await schedule.getByTestId('schedule-pic-email').fill(VENDOR_1.email);
  await schedule.getByTestId('schedule-send').click();
  await expect(toast(buyer, 'An invitation has been sent through email')).toBeVisible();
  await expect(buyer.getByTestId(`vendor-row-${VENDOR_1.name}`)).toContainText('Not Started');
  await snap(buyer, 'negotiation-02-online-batch-scheduled');
  await expectNoSeriousAxeViolations(buyer, 'negotiation batch, online');

  // The buyer opens the session from the vendor row; the vendor follows the mail's link.
  await buyer.getByTestId(`vendor-row-${VENDOR_1.name}`).click();
  await expect(buyer).toHaveURL(/\/negotiation\/session-online\/buyer\/[^/]+\/[^/]+$/);
  const onlineSession = new URL(buyer.url()).pathname;
  const link = new URL(await waitForMailLink(request, VENDOR_1.email, /\/negotiation\/session-online\/vendor\//));
  await vendor.goto(link.pathname + link.search);
  await expect(vendor.getByTestId('negotiation-status')).toHaveAttribute('data-status', 'NOT_STARTED');
  await expect(vendor.getByTestId('offer-send')).toBeDisabled();

  // Start: both see it On Going; the buyer offers first.
  await buyer.getByTestId('negotiation-start').click();
  await confirm(buyer).catch(() => undefined);
  await expect(vendor.getByTestId('negotiation-status')).toHaveAttribute('data-status', 'ON_GOING');
  await expect(buyer.getByTestId('negotiation-end')).toBeHidden();
  await move(buyer, 'offer', '1800000');
  await expect(logRows(vendor).first()).toContainText('90,000,000.00 IDR');

  // A spectator is invited by mail, opens the same page read-only and appears in the list.
  await buyer.getByTestId('invite-participant').click();
  await buyer.getByTestId('invite-company').fill('Inspektorat PT Maju Jaya');
  await buyer.getByTestId('invite-email').fill(SPECTATOR);
  await buyer.getByTestId('invite-send').click();
  await expect(toast(buyer, `Invitation has been sent to ${SPECTATOR}`)).toBeVisible();
  const watch = new URL(await waitForMailLink(request, SPECTATOR, /\/negotiation\/session-online\/vendor\//));
  await spectator.goto(watch.pathname + watch.search);
  await expect(spectator.getByTestId('negotiation-session')).toHaveAttribute('data-viewer', 'spectator');
  await expect(buyer.getByTestId('spectator-list')).toHaveAttribute('data-count', '1');
  await expect(spectator.getByTestId('offer-send')).toHaveCount(0);
  await expect(spectator.getByTestId('offer-deal')).toHaveCount(0);
  await expect(spectator.getByTestId('invite-participant')).toHaveCount(0);

  // Counter-offer, chat both ways, DEAL refused with NOT DEAL, a new offer, DEAL and its confirmation.
  await chat(vendor, buyer, 'Bisa kami tawarkan 1.840.000 per unit?');
  await move(vendor, 'offer', '1840000');
  await expect(logRows(buyer).first()).toContainText('92,000,000.00 IDR');
  await expect(buyer.getByTestId('negotiation-end')).toBeVisible();
  await chat(buyer, vendor, 'We accept 1,840,000 per unit.');
  await move(buyer, 'deal');
  await expect(vendor.getByTestId('chat-deal').last()).toBeVisible();
  await snap(vendor, 'negotiation-03-vendor-deal-waiting');
  await expectNoSeriousAxeViolations(vendor, 'negotiation online with chat, vendor');
  await move(vendor, 'not-deal');
  await move(vendor, 'offer', '1830000');
  await expect(logRows(spectator).first()).toContainText('91,500,000.00 IDR');
  await move(buyer, 'deal');
  await move(vendor, 'deal');
  await expect(buyer.getByTestId('offer-panel')).toHaveAttribute('data-turn', 'none');
  await expect(spectator.getByTestId('chat-message').filter({ hasText: 'We accept 1,840,000 per unit.' })).toBeVisible();
  await snap(buyer, 'negotiation-04-buyer-deal-final');
  await snap(spectator, 'negotiation-05-spectator-watching');
  await expectNoSeriousAxeViolations(buyer, 'negotiation online with chat, buyer');
  await expectNoSeriousAxeViolations(spectator, 'negotiation online with chat, spectator');

  // End: the agreed price stands, the chat closes for both.
  await buyer.getByTestId('negotiation-end').click();
  await expect(buyer.getByRole('dialog')).toContainText('Are you sure to end this session?');
  await confirm(buyer);
  await expect(toast(buyer, 'Negotiation online session is successfully ended')).toBeVisible();
  await expect(vendor.getByTestId('negotiation-status')).toHaveAttribute('data-status', 'DONE');
  await expect(vendor.getByTestId('chat-closed')).toContainText('This negotiation has been closed at');
  await expect(buyer.getByTestId('negotiation-final-price')).toContainText('91,500,000.00 IDR');
  await expect(buyer.getByTestId('report-form')).toBeVisible();
  await snap(buyer, 'negotiation-06-buyer-done');
  await snap(vendor, 'negotiation-07-vendor-done');

  // Indonesian: the vendor's page and the buyer's batch page.
  await vendor.evaluate(() => localStorage.setItem('language', 'id'));
  await vendor.reload();
  await expect(vendor.getByTestId('chat-closed')).toContainText(CLOSED_ID);
  await snap(vendor, 'negotiation-08-vendor-done-id');
  await expectNoSeriousAxeViolations(vendor, 'negotiation online, vendor, done (id)');

  // The online batch ends (vendor2 was never scheduled), then an offline batch with vendor2's final price.
  await buyer.goBack();
  await expect(buyer.getByTestId(`vendor-row-${VENDOR_1.name}`)).toContainText('Done');
  await buyer.getByTestId('batch-action-DONE').click();
  await confirm(buyer);
  await expect(toast(buyer, 'Negotiation is successfully ended')).toBeVisible();
  await expect(buyer).toHaveURL(/\/initiation\/form\/[^/#?]+/);
  await createBatch(buyer, 'OFFLINE');
  await buyer.getByTestId(`vendor-row-${VENDOR_2.name}`).click();
  const price = buyer.getByTestId('price-dialog');
  await expect(price).toContainText('Negotiation Price');
  await price.getByTestId(`final-price-input-${ITEM}`).fill('0');
  await price.getByTestId('price-save').click();
  await expect(price).toContainText("Couldn't send 0 offer");
  // vendor2 quoted 88,500,000.00 for the 50 chairs: the final price must be lower.
  await price.getByTestId(`final-price-input-${ITEM}`).fill('1790000');
  await price.getByTestId('price-save').click();
  await expect(price).toContainText("Final price must be lower than vendor's last price");
  await price.getByTestId(`final-price-input-${ITEM}`).fill('1760000');
  await price.getByTestId('price-save').click();
  await expect(toast(buyer, 'Data has been saved')).toBeVisible();
  await expect(price.getByTestId('price-total')).toContainText('88,000,000.00 IDR');
  // The rounds typed in: the buyer's bid at or below the final price, the vendor's at or above.
  await price.getByTestId('log-add').click();
  await price.getByTestId('log-buyer-0').fill('90000000');
  await expect(price).toContainText('Value must be equal or lower than negotiation final');
  await price.getByTestId('log-buyer-0').fill('85000000');
  await price.getByTestId('log-vendor-0').fill('92500000');
  await price.getByTestId('log-save').click();
  await expect(toast(buyer, 'Data has been saved')).toBeVisible();
  await snap(buyer, 'negotiation-09-offline-price-dialog', { fullPage: false });
  await price.getByTestId('price-move-done').click();
  await confirm(buyer);
  await expect(price).toBeHidden();
  await expect(buyer.getByTestId(`vendor-row-${VENDOR_2.name}`)).toContainText('Done');
  await snap(buyer, 'negotiation-10-offline-batch');
  await expectNoSeriousAxeViolations(buyer, 'negotiation batch, offline');

  // The official report (Berita Acara Klarifikasi dan Negosiasi): offline from the DONE vendor's price dialog…
  await buyer.getByTestId(`vendor-row-${VENDOR_2.name}`).click();
  await expect(price.getByTestId('final-price-section')).toContainText('88,000,000.00 IDR');
  const offline = await downloadReport(buyer, price.getByTestId('report-form'), 'Ruang Rapat Lt. 5, Menara Procura, Jakarta', 'berita-acara-offline.docx');
  // Tabel 1 starts from the buyer's estimate (50 x 1.850.000, vendor2 quoted a total of 88.500.000, printed apart); Tabel 2 is 50 x 1.760.000.
  expect(offline).toEqual({ before: '92500000.00', after: '88000000.00', saving: '4500000.00', vendorOffer: '88500000.00', lines: 1 });
  await snap(buyer, 'negotiation-11-offline-report-form', { fullPage: false });
  await buyer.keyboard.press('Escape');
  // …and online from the DONE session page.
  await buyer.goto(onlineSession);
  const online = await downloadReport(buyer, buyer.getByTestId('report-form'), null, 'berita-acara-online.docx');
  // The same estimate against vendor1's total of 90.000.000; Tabel 2 is the DEAL at 50 x 1.830.000.
  expect(online).toEqual({ before: '92500000.00', after: '91500000.00', saving: '1000000.00', vendorOffer: '90000000.00', lines: 1 });
  await snap(buyer, 'negotiation-12-online-report-form');
});
