import { expect, test } from '../../support/test';
import {
  addItemWithDialog,
  addVendor,
  applyNewInitiation,
  attachItems,
  crumbs,
  demoBuyerSession,
  fillNewInitiation,
  jakartaDate,
  pageHeader,
  section,
  setProcurementPeriod,
  snap,
  toMinute,
} from '../../support/initiation';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

test('a buyer prepares a negotiation with one vendor and submits it without auction sessions', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `Office Chairs Negotiation ${Date.now().toString(36)}`;
  const postDates = new Set([jakartaDate(new Date())]);
  await demoBuyerSession(page);
  await page.goto('/initiation');
  await expect(page.getByRole('heading', { name: 'Initiation', level: 1 })).toBeVisible();

  // Multi winner offers one bidding type, taken by itself; multi currency names no currency.
  await page.getByRole('button', { name: 'New Initiation' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Initiation' });
  await fillNewInitiation(page, dialog, {
    name,
    negotiationType: 'Negotiation',
    evaluationMethod: 'Least Cost System',
    winnerType: 'Multi Winner',
    currencyType: 'Multi Currency',
    priceIncludeTax: true,
  });
  await expect(dialog.getByRole('combobox', { name: /^Bidding Type/ })).toHaveText(/Total Price by Unit/i);
  await expect(dialog.getByRole('combobox', { name: /^Currency(?! Type)/ })).toHaveCount(0);
  await snap(page, 'negotiation-01-new-initiation-dialog', { fullPage: false });
  await applyNewInitiation(page, dialog);

  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect.poll(() => crumbs(page)).toEqual(['Dashboard', 'Procurement', 'Initiation', `New Initiation: ${name}`]);
  await expect(pageHeader(page).getByText('Draft', { exact: true })).toBeVisible();
  const info = section(page, 'Procurement Info');
  await expect(info).toContainText('Negotiation');
  await expect(info).toContainText('Least Cost System');
  await expect(info).toContainText('Total Price By Unit');
  await expect(info).toContainText('Multi Currency');
  // No scores to give outside merit point, and no auction for a negotiation.
  await expect(section(page, 'Evaluation Score')).toHaveCount(0);
  await expect(section(page, 'Auction Session')).toHaveCount(0);

  await setProcurementPeriod(page, toMinute(new Date(Date.now() - 5 * MINUTE)), toMinute(new Date(Date.now() + 10 * DAY)));

  // Two items; a multi winner's minimal capable qty is the buyer's to choose.
  const items = [
    { code: 'CHR-ERG', name: 'Ergonomic Office Chair', prNumber: 'PR-2026-0040', prLine: '1', quantity: '120', minCapableQty: '40', uom: 'Unit', pricePerUnit: '1850000', specification: 'Mesh back, adjustable lumbar support' },
    { code: 'DSK-160', name: 'Office Desk 160 cm', prNumber: 'PR-2026-0040', prLine: '2', quantity: '60', minCapableQty: '20', uom: 'Unit', pricePerUnit: '2400000.5', specification: 'Laminated top, steel frame' },
  ];
  for (const [index, item] of items.entries()) {
    const itemDialog = await addItemWithDialog(page, item);
    await expect(itemDialog.getByLabel('Minimal Capable Qty')).toBeEnabled();
    if (index === 0) await snap(page, 'negotiation-02-add-item-dialog', { fullPage: false });
    await itemDialog.getByRole('button', { name: 'Save' }).click();
    await expect(itemDialog).toBeHidden();
    await expect(section(page, 'Item List').getByRole('table', { name: 'Item List' }).getByRole('row', { name: new RegExp(item.name) })).toBeVisible();
  }
  const itemTable = section(page, 'Item List').getByRole('table', { name: 'Item List' });
  await expect(itemTable.getByRole('row', { name: /Ergonomic Office Chair/ })).toContainText('40.00');
  await expect(itemTable.getByRole('row', { name: /Office Desk 160 cm/ })).toContainText('2,400,000.50');

  // One vendor is enough for a negotiation.
  await expect(section(page, 'Vendor List')).toContainText('Invite at least 1 vendor for a negotiation');
  const vendor = { name: 'PT Furnindo Karya', email: 'sales@furnindo.co.id', phone: '87712345678', city: 'Surabaya', pic: 'Rudi Hartono' };
  await addVendor(page, vendor);
  await attachItems(page, vendor.name, ['Ergonomic Office Chair', 'Office Desk 160 cm'], 'negotiation-03-vendor-item-picker');
  await snap(page, 'negotiation-04-detail-draft');

  // Submit: a number, and no auction session to create.
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('dialog', { name: 'Submit Initiation' }).getByRole('button', { name: 'Submit' }).click();
  const success = page.getByRole('dialog', { name: 'Submit Success' });
  await expect(success).toBeVisible();
  const procurementNumber = (await success.getByText(/^PRC-/).innerText()).trim();
  expect(procurementNumber).toMatch(/^PRC-[A-Z0-9-]+$/);
  await expect(success.getByRole('button', { name: 'Back To List' })).toBeVisible();
  await expect(success.getByRole('button', { name: 'Create Auction Session' })).toHaveCount(0);
  await snap(page, 'negotiation-05-submit-success', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(success).toBeHidden();

  // Open: the last crumb is the procurement's name, and there is no Auction Session section.
  await expect(pageHeader(page).getByText('Open', { exact: true })).toBeVisible();
  await expect.poll(() => crumbs(page)).toEqual(['Dashboard', 'Procurement', 'Initiation', name]);
  await expect(section(page, 'Negotiation')).toBeVisible();
  await expect(section(page, 'Auction Session')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Sections' })).not.toContainText('Auction Session');
  await expect(section(page, 'Procurement Info')).toContainText(procurementNumber);
  await expect(section(page, 'Item List').getByRole('button', { name: 'Add Item' })).toHaveCount(0);
  await expect(section(page, 'Vendor List').getByRole('button', { name: 'Add Vendor' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'End', exact: true })).toBeVisible();
  await snap(page, 'negotiation-06-detail-open');

  // Back in the list it is open, with its number and its bidding type.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/initiation$/);
  const listRow = page.getByRole('table', { name: 'Initiations' }).getByRole('row', { name: new RegExp(procurementNumber) });
  await expect(listRow).toContainText(name);
  postDates.add(jakartaDate(new Date()));
  await expect(listRow).toContainText(new RegExp([...postDates].join('|')));
  await expect(listRow).toContainText('Total Price By Unit');
  await expect(listRow).toContainText('Open');
  await expect(listRow.getByRole('checkbox')).toHaveCount(0);
  await snap(page, 'negotiation-07-list-open');
});
