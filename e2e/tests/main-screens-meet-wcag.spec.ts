import type { Page } from '@playwright/test';
import { registeredBuyer } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { demoBuyerSession } from '../support/initiation';
import { smallTargets } from '../support/live-auction';
import { signInWithCode } from '../support/one-time-code';
import { expect, test } from '../support/test';

// Decision 198: the screens that need no live session, in English and Indonesian, checked with axe
// (WCAG 2.2 A/AA; serious or critical fails). The live screens (waiting room, monitor, result, the
// vendor's attendance page and room, negotiation pages, chat) are checked inside their journeys.

const LANGUAGES = ['en', 'id'] as const;
const PHONE = { width: 390, height: 844 };
const NARROWEST = { width: 320, height: 640 };

async function inLanguage(page: Page, language: (typeof LANGUAGES)[number]): Promise<void> {
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
}

/** Goes to `path`, waits until its main heading is drawn, and checks the screen. */
async function check(page: Page, path: string, label: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('h1, h2').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await expectNoSeriousAxeViolations(page, label);
}

test('the public pages and the buyer’s pages meet WCAG 2.2 AA in both languages', async ({ page }) => {
  test.setTimeout(180_000);
  for (const language of LANGUAGES) {
    await page.goto('/');
    await inLanguage(page, language);
    for (const [path, name] of [
      ['/', 'landing'],
      ['/buyer-login', 'buyer sign-in'],
      ['/vendor-login', 'vendor sign-in'],
      ['/register', 'register'],
    ]) {
      await check(page, path!, `${name} (${language})`);
    }
  }
  // On a phone every control of the sign-in and register pages is at least 24 x 24 px (2.5.8).
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/buyer-login', '/vendor-login', '/register']) {
    await check(page, path, `${path} (390 px)`);
    expect(await smallTargets(page), `controls under 24 x 24 px on ${path}`).toEqual([]);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.evaluate(() => localStorage.removeItem('language'));
  await demoBuyerSession(page);
  const procurementPath = await demoProcurementPath(page);
  for (const language of LANGUAGES) {
    await inLanguage(page, language);
    for (const [path, name] of [
      ['/dashboard', 'dashboard'],
      ['/initiation', 'initiation list'],
      [procurementPath, 'initiation detail'],
      [`${procurementPath}/auction/form`, 'auction form'],
      ['/help/buyer', 'help'],
    ]) {
      await check(page, path!, `${name} (${language})`);
    }
  }
});

test('a password can be pasted and shown (WCAG 3.3.8)', async ({ page }) => {
  await page.goto('/buyer-login');
  const password = page.getByLabel('Password', { exact: true });
  const refused = await password.evaluate((el) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'Rahasia123');
    const paste = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    el.dispatchEvent(paste);
    return paste.defaultPrevented;
  });
  expect(refused, 'nothing blocks pasting a password').toBe(false);
  await password.fill('Rahasia123');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('a new buyer’s onboarding meets WCAG 2.2 AA in both languages', async ({ page, request }) => {
  const buyer = await registeredBuyer(request, 'wcag-onboarding');
  await page.goto('/buyer-login');
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  for (const language of LANGUAGES) {
    await inLanguage(page, language);
    await check(page, '/onboarding', `onboarding (${language})`);
    await expect(page).toHaveURL(/\/onboarding$/);
  }
});

test('the vendor’s home meets WCAG 2.2 AA on a desktop and a phone, and fits 320 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  // The code is pasted, not typed (3.3.8: no memory test).
  await signInWithCode(page, request, 'vendor3@procura.demo', { paste: true });
  for (const language of LANGUAGES) {
    await inLanguage(page, language);
    await check(page, '/vendor-auction/join', `vendor home (${language})`);
    await check(page, '/help/vendor', `vendor help (${language})`);
  }
  for (const viewport of [PHONE, NARROWEST]) {
    await page.setViewportSize(viewport);
    await check(page, '/vendor-auction/join', `vendor home (${viewport.width} px)`);
    expect(await smallTargets(page), `controls under 24 x 24 px at ${viewport.width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `no horizontal scroll at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
  }
});

/** The demo buyer's auction procurement, opened from the initiation list. */
async function demoProcurementPath(page: Page): Promise<string> {
  await page.goto('/initiation');
  const listed = page.getByRole('table', { name: 'Initiations' }).getByText('Pengadaan Laptop Kantor (Demo)', { exact: true });
  await expect(listed).toBeVisible({ timeout: 30_000 });
  await listed.click();
  await expect(page).toHaveURL(/\/initiation\/form\/[^/#?]+$/);
  return new URL(page.url()).pathname;
}
