import { expect, test } from '../../support/test';
import { registeredBuyer } from '../../support/accounts';
import { codeFrom, waitForMail } from '../../support/outbox';

test('a user signs in with a one-time code from the outbox and returns to the page they asked for', async ({ page, request }) => {
  const { email } = await registeredBuyer(request, 'otp.user');
  await page.goto('/vendor-login?prev=%2Fdashboard%3Ftab%3D1');

  await page.getByRole('button', { name: /^Request OTP/ }).click();
  await expect(page.getByText('Please input your email first')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: /^Request OTP/ }).click();
  // The notice sits under the code boxes, not over them, and the cursor is already in the first box.
  const sent = page.getByRole('status', { name: 'Check your email' });
  await expect(sent).toContainText(email);
  await expect(sent.getByRole('button', { name: /Resend Email/ })).toBeDisabled();
  await expect(page.getByLabel('Code character 1')).toBeFocused();
  await expect(page.getByLabel('Code character 1')).toBeInViewport();
  await sent.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(sent).toHaveCount(0);
  // The link waits 30 s before it can be used again.
  await expect(page.getByRole('button', { name: /^Request OTP \(\d+s\)/ })).toBeDisabled();

  const code = codeFrom(await waitForMail(request, email, /sign-in code/));
  // One character per box, the cursor moving on by itself; lower case is accepted.
  await page.getByLabel('Code character 1').click();
  await page.keyboard.type(code.toLowerCase());
  await expect(page.getByLabel('Code character 4')).toHaveValue(code[3]!);
  await page.screenshot({ path: 'test-results/otp-filled.png' });
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/dashboard\?tab=1$|\/onboarding$/);
  await expect(page.getByText('Welcome!')).toBeVisible();
});
