import { expect, test } from '../../support/test';
import { uniqueEmail, waitForMail } from '../../support/outbox';

test('a new buyer registers, verifies the e-mail from the outbox, signs in and lands on onboarding', async ({ page, request }) => {
  const email = uniqueEmail('new.buyer');
  await page.goto('/register');
  await page.getByLabel('First Name').fill('Siti');
  await page.getByLabel('Last Name').fill('Rahmawati');
  await page.getByLabel('Email').fill(email.toUpperCase());
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill('Rahasia123');
  await page.getByLabel('Confirm Password').fill('Rahasia124');
  await page.getByLabel('Reference').click();
  await page.getByRole('option', { name: 'Sales Agent' }).click();
  await page.getByRole('checkbox').check();

  // A sales reference needs a sales name: until then the form cannot be sent.
  await expect(page.getByRole('button', { name: 'Register' })).toBeDisabled();
  await page.getByLabel('Sales Name').fill('Andi');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Password tidak sama')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('Rahasia123');
  await page.getByRole('button', { name: 'Register' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Registration Success')).toBeVisible();
  await expect(dialog.getByText('We have sent you a link to verify your email account')).toBeVisible();
  await page.screenshot({ path: 'test-results/registration-success.png' });
  await dialog.getByRole('button', { name: 'Continue to login' }).click();
  await expect(page).toHaveURL(/\/buyer-login/);
  // The address changes before the sign-in page's code has loaded: until then the registration form,
  // with its own Email field, is still on screen.
  await expect(page.getByRole('heading', { name: 'Sign in to Procura Auction' })).toBeVisible();

  // Password sign-in before verification is refused with a clear message.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Rahasia123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please verify your email first. We have sent you a new verification link')).toBeVisible();

  const mail = await waitForMail(request, email, /Verify your email/);
  await page.goto(mail.links[0]!);
  await expect(page.getByText('Email verified')).toBeVisible();
  await page.getByRole('link', { name: 'Continue to login' }).or(page.getByRole('button', { name: 'Continue to login' })).click();

  await expect(page).toHaveURL(/\/buyer-login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Rahasia123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Welcome!')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.screenshot({ path: 'test-results/onboarding-after-sign-in.png' });
});
