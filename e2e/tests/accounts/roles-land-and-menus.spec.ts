import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { demoBuyerSession } from '../../support/initiation';
import { signInWithCode } from '../../support/one-time-code';
import { superAdminSession } from '../../support/super-admin';

// Issue 8: every role lands on a page it can use, its side menu offers only pages it may open, and
// a page outside its part of the product sends it home instead of failing.

const VENDOR = 'vendor1@procura.demo';
const SPECTATOR = 'spectator@procura.demo';
const VENDOR_HOME = /\/vendor-auction\/join$/;

function sideMenu(page: Page) {
  return page.getByRole('navigation', { name: /^(Main menu|Menu utama)$/ });
}

/** Where the side menu's links lead, once it is drawn. */
async function menuLinks(page: Page): Promise<string[]> {
  await expect(sideMenu(page).getByRole('link').first()).toBeVisible();
  return sideMenu(page).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** Screenshots of the page at 1440 and 390 px wide, in English then Indonesian (stored per browser). */
async function snapBothLanguages(page: Page, name: string, awaitPage: (language: 'en' | 'id', width: number) => Promise<void>): Promise<void> {
  for (const language of ['en', 'id'] as const) {
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.reload();
      await awaitPage(language, width);
      await page.screenshot({ path: test.info().outputPath(`${name}-${width}-${language}.png`), fullPage: true });
    }
  }
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
}

test('a buyer lands on its dashboard with Dashboard and Initiation, and vendor or master pages send it back there', async ({ page }) => {
  await demoBuyerSession(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await menuLinks(page)).toEqual(['/dashboard', '/initiation']);

  for (const foreign of ['/vendor-auction/join', '/master/currencies', '/maintenance/search-index']) {
    await page.goto(foreign);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  // The search index is no longer a buyer action: the initiation list has no "More actions" menu.
  await page.goto('/initiation');
  await expect(page.getByRole('heading', { name: 'Initiation', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'More actions' })).toHaveCount(0);

  await page.goto('/dashboard');
  await snapBothLanguages(page, 'buyer-landing', async (language, width) => {
    await expect(page.getByRole('heading', { name: language === 'en' ? 'Dashboard' : 'Dasbor', level: 1 })).toBeVisible();
    // On a phone the menu is an overlay, closed until its button is pressed.
    if (width >= 900) await expect(sideMenu(page).getByRole('link', { name: language === 'en' ? 'Initiation' : 'Inisiasi' })).toHaveCount(1);
  });
});

test('the super admin lands on its first Master list, has no Dashboard, and rebuilds the search index from Maintenance', async ({ page }) => {
  await superAdminSession(page);
  await expect(page.getByRole('heading', { name: 'Auction Models', level: 1 })).toBeVisible();
  const links = await menuLinks(page);
  expect(links).toHaveLength(12);
  expect(links[0]).toBe('/master/auction-models');
  expect(links.at(-1)).toBe('/maintenance/search-index');
  expect(links).not.toContain('/dashboard');
  expect(links).not.toContain('/initiation');

  for (const foreign of ['/dashboard', '/initiation', '/onboarding', '/vendor-auction/join']) {
    await page.goto(foreign);
    await expect(page).toHaveURL(/\/master\/auction-models$/);
  }

  await sideMenu(page).getByRole('link', { name: 'Search Index' }).click();
  await expect(page).toHaveURL(/\/maintenance\/search-index$/);
  await page.getByRole('button', { name: 'Rebuild search index' }).click();
  const confirm = page.getByRole('dialog', { name: 'Rebuild search index' });
  await confirm.getByRole('button', { name: 'Rebuild' }).click();
  await expect(page.getByText(/The search index has been rebuilt for \d+ procurement\(s\)/)).toBeVisible();
  await expect(confirm).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('super-admin-search-index.png'), fullPage: true });

  await page.goto('/master/auction-models');
  await snapBothLanguages(page, 'super-admin-landing', async (language) => {
    await expect(page.getByRole('heading', { name: language === 'en' ? 'Auction Models' : 'Model Lelang', level: 1 })).toBeVisible();
  });
});

test('a vendor signs in with a code, lands on its invitations, and buyer pages send it back there', async ({ page, request }) => {
  await signInWithCode(page, request, VENDOR);
  await expect(page).toHaveURL(VENDOR_HOME);
  await expect(page.getByRole('heading', { name: 'Auction Invitations', level: 1 })).toBeVisible();
  // Its invitations, or the empty state when no journey before this one invited the demo vendor.
  const emptyState = page.getByText('No invitations yet');
  await expect(emptyState.or(page.getByRole('link', { name: 'View details' }).first())).toBeVisible();
  if (await emptyState.isVisible()) await expect(page.getByText(/Invitations arrive by e-mail/)).toBeVisible();
  // Vendor auction pages have no side menu (docs/rules/shell-and-landing.md#shell-and-menu); where a vendor does see one, it
  // holds only its invitations.
  await expect(sideMenu(page)).toHaveCount(0);
  await page.goto('/help/start-vendor-auction');
  expect(await menuLinks(page)).toEqual(['/vendor-auction/join']);

  for (const buyerPage of ['/initiation', '/onboarding', '/dashboard', '/initiation/form/any', '/master/currencies']) {
    await page.goto(buyerPage);
    await expect(page).toHaveURL(VENDOR_HOME);
    await expect(page.getByText('You are not allowed to do this')).toHaveCount(0);
  }
  // The landing page sends a stored session to /dashboard (spec), which sends a vendor home.
  await page.goto('/');
  await expect(page).toHaveURL(VENDOR_HOME);

  await snapBothLanguages(page, 'vendor-landing', async (language) => {
    await expect(page.getByRole('heading', { name: language === 'en' ? 'Auction Invitations' : 'Undangan Lelang', level: 1 })).toBeVisible();
  });
});

test('a spectator lands on the vendor invitations page like a vendor', async ({ page, request }) => {
  await signInWithCode(page, request, SPECTATOR);
  await expect(page).toHaveURL(VENDOR_HOME);
  await expect(page.getByRole('heading', { name: 'Auction Invitations', level: 1 })).toBeVisible();
  await page.goto('/initiation');
  await expect(page).toHaveURL(VENDOR_HOME);

  await snapBothLanguages(page, 'spectator-landing', async (language) => {
    await expect(page.getByRole('heading', { name: language === 'en' ? 'Auction Invitations' : 'Undangan Lelang', level: 1 })).toBeVisible();
  });
});
