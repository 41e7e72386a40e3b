import { expect, test } from '../../support/test';
import { demoBuyerSession } from '../../support/initiation';
import { menuLinks, sideMenu, snapBothLanguages } from '../../support/menus';
import { superAdminSession } from '../../support/super-admin';

// Decision 53: every role lands on a page it can use, its side menu offers only pages it may open, and
// a page outside its part of the product sends it home instead of failing. The buyer and the super admin
// sign in by password (vendor-and-spectator-land-and-menus: the roles that sign in by code).

test('a buyer lands on its dashboard with Dashboard, Initiation and Auditors, and vendor or master pages send it back there', async ({ page }) => {
  await demoBuyerSession(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await menuLinks(page)).toEqual(['/dashboard', '/initiation', '/company/auditors']);

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
