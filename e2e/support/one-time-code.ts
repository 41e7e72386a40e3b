import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { codeFrom, waitForMail } from './outbox';

/**
 * Signs the page in on /vendor-login with a one-time code read from the outbox, as vendors and
 * spectators (no password) do. Leaves the page where the sign-in sends it. `onLoginPage` keeps the
 * sign-in page already shown (reached from a vendor link, with its `prev`).
 */
export async function signInWithCode(page: Page, request: APIRequestContext, email: string, options: { onLoginPage?: boolean; paste?: boolean } = {}): Promise<void> {
  if (!options.onLoginPage) await page.goto('/vendor-login');
  // A link from a mail fills in (and locks) the e-mail it was sent to; otherwise it is typed.
  const emailField = page.getByLabel('Email');
  await expect(emailField).toBeVisible();
  if (await emailField.isEditable()) await emailField.fill(email);
  else await expect(emailField).toHaveValue(email);
  await page.getByRole('button', { name: /^Request OTP/ }).click();
  await expect(page.getByRole('status', { name: 'Check your email' })).toContainText(email);
  const code = codeFrom(await waitForMail(request, email, /sign-in code/));
  const first = page.getByLabel('Code character 1');
  // The platform's one-time-code autofill fills the first box (WCAG 3.3.8).
  await expect(first).toHaveAttribute('autocomplete', 'one-time-code');
  await first.click();
  if (options.paste) await pasteInto(first, code);
  else await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Welcome!')).toBeVisible();
}

/** Pastes `text` into a field as the clipboard would (a paste event carrying it). */
export async function pasteInto(field: Locator, text: string): Promise<void> {
  await field.evaluate((el, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}
