import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { waitForMail } from '../support/outbox';

// The server's default SALES_EMAIL: the playwright config does not set one.
const SALES_EMAIL = 'sales@procura.local';

let counter = 0;
function uniqueCompany(): string {
  counter += 1;
  return `PT Uji Coba ${Date.now().toString(36)}${counter}`;
}

/** The section's top settles just under the sticky top bar once the smooth scroll ends. */
async function expectSectionAtTop(page: Page, id: string) {
  await expect
    .poll(() => page.locator(`#${id}`).evaluate((section) => Math.round(section.getBoundingClientRect().top)))
    .toBeGreaterThanOrEqual(56);
  await expect
    .poll(() => page.locator(`#${id}`).evaluate((section) => Math.round(section.getBoundingClientRect().top)))
    .toBeLessThanOrEqual(80);
}

async function fillTrialForm(page: Page, company: string) {
  const dialog = page.getByRole('dialog', { name: 'Coba Procura Auction gratis' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Nama', { exact: true }).fill('Dewi Lestari');
  await dialog.getByLabel('Email').fill('Dewi.Lestari@MajuJaya.co.id');
  await dialog.getByLabel('Nama perusahaan').fill(company);
  return dialog;
}

test('the trial form reaches the outbox', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lelang dan negosiasi pengadaan online yang cepat, transparan, dan hemat');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  const topBar = page.getByRole('banner');
  await expect(topBar.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/buyer-login');
  await page.screenshot({ path: test.info().outputPath('landing-1440-top.png') });
  await page.screenshot({ path: test.info().outputPath('landing-1440-full.png'), fullPage: true });

  // The anchors scroll to their sections and put the anchor in the address.
  const nav = page.getByRole('navigation', { name: 'Navigasi halaman' });
  await nav.getByRole('link', { name: 'Keunggulan' }).click();
  await expect(page).toHaveURL(/\/#benefit$/);
  await expectSectionAtTop(page, 'benefit');
  for (const claim of ['Lelang Online', 'Negosiasi', 'Pemantauan Real-time', 'Pelaporan', 'Least Cost System', 'Passing Grade', 'Merit Point', 'Tagihan per pengguna per bulan', 'Demo bersama tim sales', 'Browser yang disarankan']) {
    await expect(page.locator('#benefit').getByText(claim, { exact: true })).toBeVisible();
  }

  await nav.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/#faq$/);
  await expectSectionAtTop(page, 'faq');
  const questions = page.locator('#faq').getByRole('button');
  await expect(questions).toHaveCount(5);
  await questions.filter({ hasText: 'Bagaimana sistem penagihannya?' }).click();
  await expect(page.getByText('Penagihan dihitung per pengguna per bulan.', { exact: false })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('landing-1440-faq.png') });

  await nav.getByRole('link', { name: 'Beranda' }).click();
  await expect(page).toHaveURL(/\/#home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

  // The contact footer shows the configured sales address.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: SALES_EMAIL })).toHaveAttribute('href', `mailto:${SALES_EMAIL}`);

  // The free-trial dialog: the phone keeps digits only and drops its leading 0, then the request is sent.
  await topBar.getByRole('button', { name: 'Coba Gratis' }).click();
  const company = uniqueCompany();
  const dialog = await fillTrialForm(page, company);
  await expect(dialog.getByText('+62', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Nomor telepon tanpa 0')).toBeVisible();
  const phone = dialog.getByRole('textbox', { name: 'Telepon' });
  await phone.fill('0812-3456');
  await expect(phone).toHaveValue('8123456');
  await phone.fill('12');
  await phone.blur();
  await expect(dialog.getByText('Nomor telepon harus terdiri dari 6 sampai 13 angka')).toBeVisible();
  await phone.fill('0812-3456-7890');
  await expect(phone).toHaveValue('81234567890');
  await expect(dialog.getByText('Nomor telepon tanpa 0')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('landing-1440-trial-dialog.png') });
  await dialog.getByRole('button', { name: 'Kirim permintaan' }).click();

  const success = page.getByRole('dialog', { name: 'Permintaan terkirim' });
  await expect(success.getByText('Terima kasih! Permintaan uji coba gratis Anda telah kami terima. Kami akan segera menghubungi Anda.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('landing-1440-trial-sent.png') });

  const mail = await waitForMail(request, SALES_EMAIL, new RegExp(`^Free trial request: ${company} /`));
  for (const line of ['Name: Dewi Lestari', 'Email: dewi.lestari@majujaya.co.id', 'Phone: +62 81234567890', `Company: ${company}`]) {
    expect(mail.text).toContain(line);
  }

  // The success dialog closes by itself, and the form opens empty again.
  await expect(success).toBeHidden({ timeout: 6_000 });
  await topBar.getByRole('button', { name: 'Coba Gratis' }).click();
  const reopened = page.getByRole('dialog', { name: 'Coba Procura Auction gratis' });
  await expect(reopened.getByLabel('Nama', { exact: true })).toHaveValue('');
  await expect(reopened.getByLabel('Nama perusahaan')).toHaveValue('');
});

test('a refused trial request shows the message under its field, and the form is reset', async ({ page }) => {
  await page.route('**/api/landing-page', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ param: 'companyName', msg: 'Company name is required' }, { param: null, msg: 'Something went wrong. Please try again.' }] }),
    }),
  );
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Coba Gratis' }).first().click();
  const dialog = await fillTrialForm(page, uniqueCompany());
  await dialog.getByRole('textbox', { name: 'Telepon' }).fill('215550123');
  await dialog.getByRole('button', { name: 'Kirim permintaan' }).click();

  await expect(dialog.getByText('Nama perusahaan wajib diisi')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('Terjadi kesalahan. Silakan coba lagi.');
  await expect(dialog.getByLabel('Nama', { exact: true })).toHaveValue('');
  await expect(dialog.getByRole('textbox', { name: 'Telepon' })).toHaveValue('');
  await expect(dialog.getByLabel('Nama perusahaan')).toHaveValue('');
});

test('the landing page works on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Nothing may stick out sideways on a narrow screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('landing-390-top.png') });
  await page.screenshot({ path: test.info().outputPath('landing-390-full.png'), fullPage: true });
  for (const part of ['#home', '#benefit', '#faq', 'footer']) {
    await page.locator(part).screenshot({ path: test.info().outputPath(`landing-390-${part.replace('#', '')}.png`) });
  }

  await page.getByRole('button', { name: 'Buka menu' }).click();
  await page.getByRole('menuitem', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/#faq$/);
  await expectSectionAtTop(page, 'faq');

  await page.getByRole('button', { name: 'Buka menu' }).click();
  await page.getByRole('menuitem', { name: 'Coba Gratis' }).click();
  const dialog = page.getByRole('dialog', { name: 'Coba Procura Auction gratis' });
  await expect(dialog.getByRole('textbox', { name: 'Telepon' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('landing-390-trial-dialog.png') });
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toBeHidden();

  // Opening an anchor address directly lands on its section.
  await page.goto('/#benefit');
  await expectSectionAtTop(page, 'benefit');
});
