import { expect, test } from '../../support/test';
import { superAdminSession } from '../../support/super-admin';

interface MasterItem {
  code: string;
  label: { en: string; id: string };
  active: boolean;
  order: number;
}

test('the super admin adds a currency and it is offered at once', async ({ page }) => {
  await superAdminSession(page);

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Currencies' }).click();
  await expect(page).toHaveURL(/\/master\/currencies$/);
  await expect(page.getByRole('heading', { name: 'Currencies' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Master values' });
  await expect(table.getByRole('row', { name: /IDR/ })).toBeVisible();

  await page.getByRole('button', { name: 'Add Value' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a value to Currencies' });
  await dialog.getByLabel('Code').fill('eur');
  await expect(dialog.getByLabel('Code')).toHaveValue('EUR');
  await dialog.getByLabel('English label').fill('Euro');
  await dialog.getByLabel('Indonesian label').fill('Euro');
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('EUR added')).toBeVisible();
  const row = table.getByRole('row', { name: /EUR/ });
  await expect(row).toContainText('Euro');
  await expect(row).toContainText('Active');
  // A new value goes last: its down arrow is off.
  const codes = table.locator('tbody tr td:first-child');
  await expect(codes).toHaveText(['IDR', 'USD', 'EUR']);
  await expect(table.getByRole('button', { name: 'Move EUR down' })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('super-admin-adds-currency.png'), fullPage: true });

  // The arrows reorder it, from the keyboard too: the focus stays on the moved value's arrow.
  await table.getByRole('button', { name: 'Move EUR up' }).focus();
  await page.keyboard.press('Enter');
  await expect(codes).toHaveText(['IDR', 'EUR', 'USD']);
  await expect(table.getByRole('button', { name: 'Move EUR up' })).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('super-admin-moves-currency.png'), fullPage: true });

  // Every select of the product reads GET /api/masters: the new currency is there, active, in its place.
  const masters = (await (await page.request.get('/api/masters')).json()) as { data: Record<string, MasterItem[]> };
  expect(masters.data.currencies).toContainEqual(expect.objectContaining({ code: 'EUR', label: { en: 'Euro', id: 'Euro' }, active: true }));
  expect(masters.data.currencies!.map((item) => item.code)).toEqual(['IDR', 'EUR', 'USD']);

  // Adding the same code again is refused under the code field.
  await page.getByRole('button', { name: 'Add Value' }).click();
  await dialog.getByLabel('Code').fill('EUR');
  await dialog.getByLabel('English label').fill('Euro again');
  await dialog.getByLabel('Indonesian label').fill('Euro lagi');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Code already exists')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath('super-admin-currency-exists.png') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The default currency is built into the rules: its code is fixed and it cannot be removed.
  await expect(table.getByRole('button', { name: 'Remove IDR' })).toBeDisabled();
  await table.getByRole('button', { name: 'Edit IDR' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit IDR' });
  await expect(edit.getByLabel('Code')).toBeDisabled();
  await expect(edit.getByText('The product rules depend on this code, so it cannot be changed.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('super-admin-edits-idr.png') });
});
