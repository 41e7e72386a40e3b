import { expect, test } from '../../support/test';
import { registeredBuyer } from '../../support/accounts';

// Decision 158: a code request refused for a limit says why and how long to wait, beside Request OTP,
// counting down until a code can be asked again, long after a toast would have closed.

test('a refused code request stays beside Request OTP, counting down, in English and Indonesian', async ({ page, request }) => {
  const { email } = await registeredBuyer(request, 'refused.codes');
  const invitationPath = encodeURIComponent('/vendor-auction/attendance-confirmation/p/c?email=' + encodeURIComponent(email));
  // A link from an invitation mail carries the e-mail: the sign-in page starts with it.
  await page.goto(`/vendor-login?prev=${invitationPath}`);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: /^Request OTP/ }).click();
  await expect(page.getByRole('status', { name: 'Check your email' })).toContainText(email);

  // The page is opened again (the 30 s wait of the link is gone with it) and the code asked again at once.
  await page.reload();
  await page.getByRole('button', { name: /^Request OTP/ }).click();
  const refusal = page.getByRole('status').filter({ hasText: 'Please wait before requesting another code' });
  await expect(refusal).toContainText(/You can try again in 0:[0-3]\d\./);
  await expect(page.getByRole('button', { name: /^Request OTP/ })).toBeDisabled();
  const firstReading = await refusal.textContent();

  // Longer than any toast stays: the reason is still there and the time left has gone down.
  await page.waitForTimeout(7_000);
  await expect(refusal).toBeVisible();
  expect(await refusal.textContent()).not.toBe(firstReading);
  await page.screenshot({ path: 'test-results/refused-code-en.png' });

  // In Indonesian the same refusal reads in Indonesian, still counting.
  await page.evaluate(() => localStorage.setItem('language', 'id'));
  await page.reload();
  await page.getByRole('button', { name: /^Minta OTP/ }).click();
  const penolakan = page.getByRole('status').filter({ hasText: 'Harap tunggu sebelum meminta kode lain' });
  await expect(penolakan).toContainText(/Anda dapat mencoba lagi dalam 0:[0-2]\d\./);
  await page.screenshot({ path: 'test-results/refused-code-id.png' });
});
