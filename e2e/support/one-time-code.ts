import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { codeFrom, waitForMail } from './outbox';

/**
 * Signs the page in on /vendor-login with a one-time code read from the outbox, as vendors and
 * spectators (no password) do. Leaves the page where the sign-in sends it. `onLoginPage` keeps the
 * sign-in page already shown (reached from a vendor link, with its `prev`).
 */
export async function signInWithCode(page: Page, request: APIRequestContext, email: string, options: { onLoginPage?: boolean } = {}): Promise<void> {
  if (!options.onLoginPage) await page.goto('/vendor-login');
  // A link from a mail fills in (and locks) the e-mail it was sent to; otherwise it is typed.
  const emailField = page.getByLabel('Email');
  await expect(emailField).toBeVisible();
  if (await emailField.isEditable()) await emailField.fill(email);
  else await expect(emailField).toHaveValue(email);
  await page.getByRole('button', { name: /^Request OTP/ }).click();
  await expect(page.getByRole('status', { name: 'Check your email' })).toContainText(email);
  const code = codeFrom(await waitForMail(request, email, /sign-in code/));
  await page.getByLabel('Code character 1').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Welcome!')).toBeVisible();
}
