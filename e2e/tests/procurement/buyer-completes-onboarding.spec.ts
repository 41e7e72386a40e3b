import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { registeredBuyer } from '../../support/accounts';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures');

async function pickArea(page: Page, label: string, search: string, option: string) {
  await page.getByRole('combobox', { name: label }).fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a new buyer completes onboarding with the address cascade and real uploads', async ({ page, request }) => {
  const buyer = await registeredBuyer(request, 'onboarding');
  await page.goto('/buyer-login');
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  // Address and legal info wait for general info.
  await page.getByRole('button', { name: /Company Address/ }).click();
  await expect(page.getByText('Please complete General Info first')).toBeVisible();

  await page.getByRole('combobox', { name: 'Company Type' }).click();
  await page.getByRole('option', { name: /^PT/ }).click();
  await page.getByLabel('Company Name').fill('PT Nusantara Teknik Mandiri');
  await expect(page.getByLabel('Company Code')).toHaveValue('NTM');
  await page.getByLabel('PIC Name').fill('Siti Rahmawati');
  await page.getByLabel('Company Email').fill('Pengadaan@NusantaraTeknik.co.id');
  // The phone keeps digits only and drops the leading 0 the +62 prefix replaces.
  await expect(page.getByText('Phone number without 0')).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone' }).fill('0812-abc');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('812');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Phone number must have 6 to 13 digits')).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone' }).fill('081234567890');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('81234567890');
  await page.screenshot({ path: 'test-results/onboarding-general-info.png', fullPage: true });
  await page.getByRole('button', { name: 'Continue' }).click();

  // The cascade: a new province clears city and district.
  await pickArea(page, 'Province', 'jawa barat', 'Jawa Barat');
  await pickArea(page, 'City', 'bandung', 'Kota Bandung');
  await pickArea(page, 'District', 'coblong', 'Coblong');
  await pickArea(page, 'Province', 'dki', 'DKI Jakarta');
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'District' })).toHaveValue('');
  await pickArea(page, 'City', 'pusat', 'Kota Administrasi Jakarta Pusat');
  await pickArea(page, 'District', 'gambir', 'Gambir');
  await page.getByLabel('Zip Code').fill('10110');
  await page.getByLabel('Address Detail').fill('Jl. Medan Merdeka Barat No. 1');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByLabel('Tax Number (NPWP)').fill('01.234.567.8-901.000');
  await page.getByLabel('ID Number', { exact: true }).fill('3171012345678901');
  // An executable renamed .pdf passes the browser's check but not the server's.
  await page.getByLabel('NPWP Attachment').setInputFiles(path.join(FIXTURES, 'forged.pdf'));
  await page.getByLabel('ID Number Attachment').setInputFiles(path.join(FIXTURES, 'ktp.jpg'));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Only pdf, doc, docx, jpg and jpeg files are accepted')).toBeVisible();
  await page.getByLabel('NPWP Attachment').setInputFiles(path.join(FIXTURES, 'npwp.pdf'));
  await expect(page.getByText('npwp.pdf')).toBeVisible();
  await page.screenshot({ path: 'test-results/onboarding-legal-info.png', fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Onboarding Success')).toBeVisible();
  await page.screenshot({ path: 'test-results/onboarding-success.png' });
  // The dialog closes itself after 3 s and leads to the dashboard.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 8000 });

  // A complete profile goes straight to the dashboard.
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/dashboard$/);
});
