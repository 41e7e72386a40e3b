import { expect, test } from '../support/test';

// Decision 55: the landing page speaks Indonesian; its Masuk and Daftar open the app in Indonesian, and
// the language stays for this browser, unless the visitor chose one already.

test('Masuk and Daftar on the landing page open the Indonesian sign-in and registration, remembered per browser', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/buyer-login$/);
  await expect(page.getByRole('button', { name: 'Masuk', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('id');
  await page.screenshot({ path: test.info().outputPath('landing-masuk-buyer-login-id.png') });

  // The choice stays: a new visit to the registration page is in Indonesian too.
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Buat akun Anda', level: 1 })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('landing-daftar-register-id.png') });
});

test('a visitor who chose English keeps it when following Daftar from the landing page', async ({ page }) => {
  await page.goto('/buyer-login');
  await page.getByRole('button', { name: 'English' }).click();
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Daftar' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Create your account', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
});
