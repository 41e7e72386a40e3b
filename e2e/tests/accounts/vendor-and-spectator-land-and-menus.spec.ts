import { expect, test } from '../../support/test';
import { menuLinks, sideMenu, snapBothLanguages } from '../../support/menus';
import { signInWithCode } from '../../support/one-time-code';

// Decision 53: every role lands on a page it can use, its side menu offers only pages it may open, and
// a page outside its part of the product sends it home instead of failing. The vendor and the
// spectator sign in by one-time code (buyer-and-admin-land-and-menus: the roles that use a password).

const VENDOR = 'vendor1@procura.demo';
const SPECTATOR = 'spectator@procura.demo';
const VENDOR_HOME = /\/vendor-auction\/join$/;

test('a vendor signs in with a code, lands on its invitations, and buyer pages send it back there', async ({ page, request }) => {
  await signInWithCode(page, request, VENDOR);
  await expect(page).toHaveURL(VENDOR_HOME);
  await expect(page.getByRole('heading', { name: 'Auction Invitations', level: 1 })).toBeVisible();
  // Its invitations, or the empty state when no journey before this one invited the demo vendor.
  const emptyState = page.getByText('No invitations yet');
  await expect(emptyState.or(page.getByRole('link', { name: /^(View details|Result and objection|Enter room|Waiting room|Confirm attendance)$/ }).first())).toBeVisible();
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
