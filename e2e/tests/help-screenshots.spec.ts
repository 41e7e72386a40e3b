import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { PASSWORD, registeredBuyer } from '../support/accounts';
import { demoBuyerSession, section, snap } from '../support/initiation';
import { attendAndEnter, fillInjuryTimeSession, offer, openNewSessionForm, signInBidders, startSoon, VENDOR_1, VENDOR_2 } from '../support/live-auction';
import { signInWithCode } from '../support/one-time-code';

// The help centre (docs/rules/reports-dashboard-help.md#help, Help pages). Always: a buyer and a vendor read their help.
// With HELP_SCREENSHOTS=1 (npm run help:screenshots) it first walks the product on the demo data
// and writes the screenshots the help content names into web/public/help (JPEG, 1280 px wide).

const SHOTS = fileURLToPath(new URL('../../web/public/help/', import.meta.url));
const TAKE_SHOTS = process.env.HELP_SCREENSHOTS === '1';
const DEMO_PROCUREMENT = 'Pengadaan Laptop Kantor (Demo)';
const DEMO_NEGOTIATION = 'Pengadaan Kursi Kantor (Demo Negosiasi)';
const VENDOR = 'vendor1@procura.demo';

test.use({ actionTimeout: 20_000 });

/** One help screenshot: what the 1280 x 800 window shows, as a small JPEG. */
async function shot(page: Page, name: string): Promise<void> {
  // Let transitions and lazy pictures settle before the picture is taken.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}${name}`, type: 'jpeg', quality: 70 });
}

async function openProcurement(page: Page, name: string): Promise<string> {
  await page.goto('/initiation');
  const listed = page.getByRole('table', { name: 'Initiations' }).getByText(name, { exact: true });
  await expect(listed).toBeVisible({ timeout: 60_000 });
  await listed.click();
  await expect(page).toHaveURL(/\/initiation\/form\/[^/#?]+/);
  return /\/initiation\/form\/([^/#?]+)/.exec(page.url())![1]!;
}

test.describe('help screenshots', () => {
  test.skip(!TAKE_SHOTS, 'set HELP_SCREENSHOTS=1 (npm run help:screenshots) to take the help screenshots');
  test.use({ viewport: { width: 1280, height: 800 } });

  test('walks the product and writes the help screenshots', async ({ page, newContext, request }) => {
    test.setTimeout(420_000);
    // Public pages.
    await page.goto('/buyer-login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 60_000 });
    await shot(page, 'login.jpg');
    await page.goto('/register');
    await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
    await shot(page, 'register.jpg');
    await page.goto('/vendor-login');
    await expect(page.getByRole('button', { name: /^Request OTP/ })).toBeVisible();
    await shot(page, 'vendor-login.jpg');

    // The demo buyer's procurement pages.
    await demoBuyerSession(page);
    await page.goto('/initiation');
    await expect(page.getByRole('table', { name: 'Initiations' }).getByText(DEMO_PROCUREMENT, { exact: true })).toBeVisible({ timeout: 60_000 });
    await shot(page, 'initiation-list.jpg');
    await page.getByRole('button', { name: 'New Initiation' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Procurement Name')).toBeVisible();
    await dialog.getByLabel('Procurement Name').fill('Pengadaan Printer Kantor');
    await shot(page, 'new-initiation.jpg');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const procurementId = await openProcurement(page, DEMO_PROCUREMENT);
    await expect(section(page, 'Item List')).toBeVisible();
    await shot(page, 'initiation-detail.jpg');
    await section(page, 'Auction Session').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -120));
    await shot(page, 'auction-sessions.jpg');
    await page.getByRole('button', { name: 'End', exact: true }).click();
    const end = page.getByRole('dialog', { name: 'End Procurement' });
    await expect(end).toBeVisible();
    await shot(page, 'end-initiation.jpg');
    await page.keyboard.press('Escape');
    await expect(end).toBeHidden();

    await section(page, 'Auction Session').getByRole('button', { name: 'New Session' }).click();
    await expect(page).toHaveURL(new RegExp(`/initiation/form/${procurementId}/auction/form$`));
    await expect(page.getByText('Auction Evaluation Methods').first()).toBeVisible();
    await shot(page, 'auction-form.jpg');

    await openProcurement(page, DEMO_NEGOTIATION);
    await section(page, 'Negotiation').getByTestId('new-negotiation').click();
    await expect(page).toHaveURL(/\/negotiation\/session\/[^/]+\/new/);
    await page.getByTestId('negotiation-type-ONLINE').click();
    await expect(page.getByRole('table', { name: 'Vendor Selection' })).toBeVisible();
    await shot(page, 'negotiation-batch.jpg');

    // A new company's onboarding (registration needs the tax number and ID card there).
    const newBuyer = await registeredBuyer(request, 'help');
    const onboarding = await (await newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await onboarding.goto('/buyer-login');
    await expect(onboarding.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 60_000 });
    await onboarding.getByLabel('Email').fill(newBuyer.email);
    await onboarding.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await onboarding.getByRole('button', { name: 'Login' }).click();
    await expect(onboarding).toHaveURL(/\/onboarding$/);
    await onboarding.goto('/onboarding');
    await expect(onboarding.getByRole('heading', { name: 'Company Onboarding' })).toBeVisible({ timeout: 60_000 });
    await shot(onboarding, 'onboarding.jpg');

    // The vendor's home.
    const vendor = await (await newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await vendor.goto('/vendor-login');
    await expect(vendor.getByRole('button', { name: /^Request OTP/ })).toBeVisible({ timeout: 60_000 });
    await signInWithCode(vendor, request, VENDOR, { onLoginPage: true });
    await vendor.goto('/vendor-auction/join');
    await expect(vendor.getByRole('heading', { name: 'Auction Invitations' })).toBeVisible({ timeout: 60_000 });
    await shot(vendor, 'vendor-invitations.jpg');
  });

  test('walks a live simulation and writes the screenshots of the newer rules', async ({ newContext, request }) => {
    test.setTimeout(300_000);
    const { first, second, buyer } = await signInBidders(newContext, request);
    for (const page of [first, second, buyer]) await page.setViewportSize({ width: 1280, height: 800 });

    // The session form's rules: percent decrement, proxy bidding, the tie rule, the slip warning and the pause limit.
    const { procurementId, form } = await openNewSessionForm(buyer);
    await fillInjuryTimeSession(form, buyer, { model: 'Simulation', duration: '2', extension: '0.25' });
    const rules = form.getByTestId('auction-rules-fields');
    await expect(rules.getByLabel('Proxy bidding')).toBeChecked();
    await rules.scrollIntoViewIfNeeded();
    await shot(buyer, 'auction-rules.jpg');
    await form.getByRole('button', { name: 'Create Session' }).click();
    await expect(buyer).toHaveURL(new RegExp(`/buyer-auction/${procurementId}/[^/]+/not-started$`), { timeout: 20_000 });
    const auctionId = /\/buyer-auction\/[^/]+\/([^/]+)\/not-started/.exec(buyer.url())![1]!;
    await attendAndEnter(first, request, VENDOR_1.email, auctionId, procurementId);
    await attendAndEnter(second, request, VENDOR_2.email, auctionId, procurementId);
    const start = await startSoon(request, auctionId);
    await expect(buyer).toHaveURL(new RegExp(`/in-progress$`), { timeout: start.getTime() - Date.now() + 20_000 });

    // A floor set by vendor 1; the proxy answers vendor 2's offer for it.
    await offer(first, '350000000');
    const floor = first.getByTestId('proxy-floor-panel');
    await floor.getByTestId('proxy-floor-input').fill('330000000');
    await floor.getByTestId('proxy-floor-save').click();
    await expect(floor.getByTestId('proxy-floor-current')).toHaveText('Your floor: 330,000,000.00 IDR');
    await floor.scrollIntoViewIfNeeded();
    await shot(first, 'vendor-proxy-floor.jpg');
    await offer(second, '345000000');
    await expect(second.getByTestId('room-rank')).toContainText('2 of 2');

    // The buyer pauses with a reason and announces; both screens say Paused.
    await buyer.getByTestId('pause-session').click();
    const pause = buyer.getByRole('dialog', { name: 'Pause Session' });
    await pause.getByTestId('pause-reason-input').fill('The price list of one item is being checked');
    await pause.getByTestId('pause-confirm').click();
    await expect(pause).toBeHidden();
    const box = buyer.getByTestId('announcement-box');
    await box.getByTestId('announcement-input').fill('We resume in two minutes; your offers are safe.');
    await box.getByTestId('announcement-send').click();
    await expect(second.getByTestId('room-announcements')).toContainText('your offers are safe');
    await buyer.getByTestId('paused-banner').scrollIntoViewIfNeeded();
    await shot(buyer, 'monitor-paused.jpg');
    await second.getByTestId('paused-banner').scrollIntoViewIfNeeded();
    await shot(second, 'vendor-paused.jpg');
    await buyer.getByTestId('resume-session').click();
    await buyer.getByRole('dialog', { name: 'Resume Session' }).getByRole('button', { name: 'Resume' }).click();
    await expect(second.getByTestId('offer-total-input')).toBeEnabled();

    // A slip: more than 10 % below the leading price asks a second time, showing the drop.
    await second.getByTestId('offer-total-input').fill('300000000');
    await second.getByTestId('offer-submit').click();
    await second.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes', exact: true }).click();
    const slip = second.getByTestId('slip-confirm');
    await expect(slip.getByTestId('slip-drop')).toBeVisible();
    await expect(second.locator('.MuiDialog-container').last()).toHaveCSS('opacity', '1');
    await shot(second, 'vendor-slip.jpg');
    await second.getByRole('button', { name: 'Yes, send it' }).click();
    await expect(slip).toBeHidden();

    // Vendor 2 asks to disqualify it; the buyer's panel of requests, then Keep.
    await second.getByTestId('request-disqualification').click();
    await second.getByTestId('disqualify-reason-input').fill('Typo: I meant 330,000,000');
    await second.getByTestId('disqualify-submit').click();
    const requests = buyer.getByTestId('requests-panel');
    await expect(requests).toContainText('Typo: I meant 330,000,000');
    await requests.scrollIntoViewIfNeeded();
    await shot(buyer, 'monitor-requests.jpg');
    await requests.getByTestId('keep-offer').first().click();
    await buyer.getByRole('dialog', { name: 'Keep the offer?' }).getByTestId('keep-offer-submit').click();
    await expect(second.getByTestId('request-decision')).toContainText('it stays valid');
    await second.getByTestId('request-decision').scrollIntoViewIfNeeded();
    await shot(second, 'vendor-request-decision.jpg');
    await second.getByTestId('receipts-list').scrollIntoViewIfNeeded();
    await shot(second, 'vendor-receipts.jpg');

    // The buyer stops the simulation; the result page's reports and ledger.
    await buyer.getByTestId('stop-session').click();
    await buyer.getByRole('dialog', { name: 'Stop Session' }).getByRole('button', { name: 'Yes' }).click();
    await buyer.getByTestId('stop-reason-input').fill('Help screenshots taken');
    await buyer.getByTestId('stop-reason-submit').click();
    await expect(buyer.getByTestId('monitor-status')).toContainText('Done');
    await buyer.getByTestId('view-result').click();
    await expect(buyer.getByTestId('ranking-row').first()).toBeVisible();
    await buyer.getByTestId('result-reports').scrollIntoViewIfNeeded();
    await shot(buyer, 'auction-result-reports.jpg');
  });
});

test('a buyer finds a help page, reads its illustrated steps in both languages and gets the guide', async ({ page, request }) => {
  // Two languages, two widths and the guide made on first request: longer than the default minute on a busy machine.
  test.setTimeout(180_000);
  await demoBuyerSession(page);
  await page.getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help\/buyer$/);
  await expect(page.getByRole('heading', { name: 'Help - Buyer', level: 1 })).toBeVisible();
  for (const category of ['General', 'Procurement Initiation', 'Auction Session', 'Negotiation', 'Report']) {
    await expect(page.getByRole('heading', { name: category, level: 2 })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /Log In Auction/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Registration/ })).toBeVisible();

  // Search by module, by title, and nothing found.
  const search = page.getByPlaceholder('Search modul name or title');
  await search.fill('negotiation');
  await expect(page.getByTestId('help-card-negotiation-process')).toBeVisible();
  await expect(page.getByTestId('help-card-renegotiation-process')).toBeVisible();
  await expect(page.getByTestId('help-card-login-auction')).toHaveCount(0);
  await search.fill('no such module');
  await expect(page.getByTestId('help-empty')).toContainText('No help page matches "no such module"');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByTestId('help-card-report')).toBeVisible();
  await expect(page.getByTestId('help-guide-size')).toHaveText(/^PDF · \d+ Kb$/);
  await snap(page, 'help-buyer');

  // One page: tags, description, numbered steps with their pictures, related, the guide.
  await page.getByTestId('help-card-end-initiation').click();
  await expect(page).toHaveURL(/\/help\/end-initiation$/);
  await expect(page.getByRole('heading', { name: 'End Initiation', level: 1 })).toBeVisible();
  await expect(page.getByTestId('help-description')).toContainText('A procurement can only be ended when its status is Open.');
  await expect(page.getByTestId('help-tags').first()).toContainText('Initiation');
  await expect(page.getByTestId('help-step')).toHaveCount(5);
  const picture = page.getByRole('img', { name: 'End Initiation, step 3' });
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toHaveAttribute('loading', 'lazy');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
  await page.getByRole('button', { name: 'Enlarge End Initiation, step 3' }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: 'End Initiation, step 3' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('help-related').getByRole('link', { name: 'Create Initiation' })).toBeVisible();
  await expect(page.getByTestId('help-guide-size')).toHaveText(/^PDF · \d+ Kb$/);

  // The content follows the language.
  await page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await expect(page.getByRole('heading', { name: 'Mengakhiri Inisiasi', level: 1 })).toBeVisible();
  await expect(page.getByTestId('help-description')).toContainText('Pengadaan hanya dapat diakhiri jika statusnya Terbuka.');
  await expect(page.getByRole('heading', { name: 'Panduan bergambar' })).toBeVisible();
  await expect(page.getByTestId('help-guide').getByRole('link', { name: 'Unduh' })).toHaveAttribute('href', '/api/help/buyer-user-guide.pdf?lang=id');
  const guide = await request.get('/api/help/buyer-user-guide.pdf?lang=id');
  expect(guide.status()).toBe(200);
  expect(guide.headers()['content-type']).toBe('application/pdf');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'help-page-id-phone');
  await page.setViewportSize({ width: 1440, height: 900 });
  await snap(page, 'help-page-id');
  await page.getByRole('button', { name: 'English' }).click();

  // Back to the list.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/help\/buyer$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'help-buyer-phone');
});

test('a vendor reads the vendor help without the side menu and finds how to start bidding', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInWithCode(page, request, VENDOR);
  await page.getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help\/vendor$/);
  await expect(page.getByRole('heading', { name: 'Help - Vendor', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(page.getByTestId('help-step').first()).toContainText('/vendor-login');
  await expect(page.getByTestId('help-guide')).toHaveCount(0);
  await snap(page, 'help-vendor');
  await page.getByTestId('help-related').getByRole('link', { name: 'Start Vendor Auction' }).click();
  await expect(page).toHaveURL(/\/help\/start-vendor-auction$/);
  await expect(page.getByTestId('help-step')).toHaveCount(13);
  await expect(page.getByRole('img', { name: 'Start Vendor Auction, step 2' })).toHaveAttribute('src', '/help/vendor-invitations.jpg');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/help\/vendor$/);
});
