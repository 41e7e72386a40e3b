import { expect, test } from '../../support/test';
import { registeredBuyer } from '../../support/accounts';

test('a wrong password or an unknown e-mail is shown under its field and nobody is signed in', async ({ page, request }) => {
  const { email } = await registeredBuyer(request, 'wrong.pw');
  await page.goto('/buyer-login');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('NotMyPassword9');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Wrong password')).toBeVisible();
  await expect(page).toHaveURL(/\/buyer-login/);
  await page.screenshot({ path: 'test-results/wrong-password.png' });

  await page.getByLabel('Email').fill('nobody.here@example.com');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Email is not registered')).toBeVisible();

  // No token was stored: a protected page sends the visitor back to sign in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/buyer-login\?err=1/);
});
