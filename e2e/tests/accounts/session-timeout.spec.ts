import { expect, test } from '../../support/test';
import { registeredBuyer } from '../../support/accounts';

test('a session revoked elsewhere ends with Session Timeout and the sign-in page', async ({ page, request }) => {
  const { email, password } = await registeredBuyer(request, 'timeout');
  await page.goto('/buyer-login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  // The session is ended on the server (as a logout from another device would do).
  const refreshToken = await page.evaluate(() => sessionStorage.getItem('refresh_token') ?? localStorage.getItem('refresh_token'));
  expect(refreshToken).toBeTruthy();
  const logout = await request.post('/api/authentication/logout', { data: { email, refreshToken } });
  expect(logout.status()).toBe(200);

  // The next call answers 401, the refresh is refused, and the user is told and sent to sign in.
  await page.reload();
  await expect(page.getByText('Session Timeout')).toBeVisible();
  await expect(page).toHaveURL(/\/buyer-login/);
  const tokens = await page.evaluate(() => [localStorage.getItem('access_token'), sessionStorage.getItem('access_token')]);
  expect(tokens).toEqual([null, null]);
  await page.screenshot({ path: 'test-results/session-timeout.png' });
});
