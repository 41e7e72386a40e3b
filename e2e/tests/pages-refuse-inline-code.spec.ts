import { registeredBuyer } from '../support/accounts';
import { expect, test } from '../support/test';

// The Content-Security-Policy that every journey runs under (support/test.ts fails a journey on any
// violation): the page's own styles apply, and script or style that does not come from the app is refused.

test('the pages apply the app’s styles and refuse inline scripts and styles that do not carry their nonce', async ({ page, cspViolations }) => {
  const answer = await page.goto('/buyer-login');
  expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'self'; style-src 'self' 'nonce-[^']+'/);
  // Styled by MUI: Emotion's <style> elements carry the nonce (an unstyled button has no primary colour).
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCSS('background-color', 'rgb(29, 78, 216)');
  expect(cspViolations).toEqual([]);

  // What a piece of rich text from another company could try if it ever reached the page as markup.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.head.append(script);
    const style = document.createElement('style');
    style.textContent = 'body { background: rgb(255, 0, 0) }';
    document.head.append(style);
    document.body.setAttribute('style', 'color: rgb(255, 0, 0)');
    return 'inlineScriptRan' in window;
  });
  expect(ran).toBe(false);
  await expect(page.locator('body')).not.toHaveCSS('background-color', 'rgb(255, 0, 0)');
  await expect(page.locator('body')).not.toHaveCSS('color', 'rgb(255, 0, 0)');
  await expect.poll(() => cspViolations.map((v) => v.directive).sort()).toEqual(['script-src-elem', 'style-src-attr', 'style-src-elem']);
  // Seen and expected: the journey's check at the end must not fail on them.
  cspViolations.length = 0;
});

test('the development mail outbox shows its own styles and each mail’s under its no-script policy', async ({ page, request }) => {
  const { email } = await registeredBuyer(request, 'outbox.csp');
  await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(245, 247, 251)');
  const mail = page.locator('article').filter({ hasText: 'Verify your email' });
  await mail.getByText('Show mail').click();
  // The mail's inline style attributes apply inside its sandboxed frame, which inherits the page's policy.
  const mailBody = mail.frameLocator('iframe').locator('body');
  await expect(mailBody).toHaveCSS('background-color', 'rgb(245, 247, 251)');
  await expect(mailBody).toContainText('Verify');
});
