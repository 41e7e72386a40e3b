import ExcelJS from 'exceljs';
import { expect, test } from '../../support/test';
import {
  addItemWithDialog,
  addVendor,
  applyNewInitiation,
  attachItems,
  choose,
  crumbs,
  demoBuyerSession,
  fillNewInitiation,
  jakartaDate,
  pageHeader,
  section,
  setProcurementPeriod,
  snap,
  toast,
  toMinute,
  typeDateTime,
} from '../../support/initiation';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const VENDORS = [
  { name: 'PT Sinar Komputindo', email: 'sales@sinarkomputindo.co.id', phone: '81234567001', city: 'Jakarta', pic: 'Andi Wijaya' },
  { name: 'CV Mitra Data Solusi', email: 'tender@mitradata.co.id', phone: '82298765432', city: 'Bandung', pic: 'Sari Lestari' },
] as const;

test('a buyer prepares a merit point reverse auction and drafts its first auction session', async ({ page }) => {
  // Many screens, each rendered and photographed: with two journeys at a time on a loaded two-core
  // machine it took over 90 s (it takes about 40 s alone), still moving when stopped.
  test.setTimeout(180_000);
  const name = `Laptop Procurement ${Date.now().toString(36)}`;
  const postDates = new Set([jakartaDate(new Date())]);
  await demoBuyerSession(page);

  // The list, from the main menu.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Initiation' }).click();
  await expect(page).toHaveURL(/\/initiation$/);
  await expect(page.getByRole('heading', { name: 'Initiation', level: 1 })).toBeVisible();
  await expect(page.getByText(/procurement\(s\) found/)).toBeVisible();
  await snap(page, 'merit-01-initiation-list');

  // The New Initiation dialog refuses an empty form, then creates the draft and opens it.
  await page.getByRole('button', { name: 'New Initiation' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Initiation' });
  await expect(dialog.getByRole('combobox', { name: 'Bidding Type' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  // A toast and the same words under each empty field.
  await expect(dialog.getByLabel('Procurement Name')).toHaveAccessibleDescription('Please fulfilled all fields');
  await expect(page.getByText('Please fulfilled all fields').first()).toBeVisible();
  await fillNewInitiation(page, dialog, {
    name,
    negotiationType: 'Reverse Auction',
    evaluationMethod: 'Merit Point',
    winnerType: 'Single Winner',
    biddingType: /^Total Price$/,
    currencyType: 'Single Currency',
    currency: /^IDR\b/,
    priceIncludeTax: false,
  });
  await snap(page, 'merit-02-new-initiation-dialog', { fullPage: false });
  const procurementId = await applyNewInitiation(page, dialog);

  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect.poll(() => crumbs(page)).toEqual(['Dashboard', 'Procurement', 'Initiation', `New Initiation: ${name}`]);
  await expect(pageHeader(page).getByText('Draft', { exact: true })).toBeVisible();
  const info = section(page, 'Procurement Info');
  await expect(info).toContainText('Merit Point');
  await expect(info).toContainText('Single Winner');
  await expect(info).toContainText('IDR');
  // Merit point: vendors wait for the items.
  await expect(section(page, 'Vendor List').getByRole('button', { name: 'Add Vendor' })).toBeDisabled();
  await expect(section(page, 'Item List')).toContainText("No list available. Let's try to add one!");

  // The procurement period: from now to about ten days ahead.
  const periodStart = toMinute(new Date(Date.now() - 5 * MINUTE));
  const periodEnd = toMinute(new Date(Date.now() + 10 * DAY));
  await setProcurementPeriod(page, periodStart, periodEnd);

  // One item with the dialog; a single winner's minimal capable qty follows the needed qty.
  const itemDialog = await addItemWithDialog(page, {
    code: 'LPT-14',
    name: 'Laptop 14 inch',
    prNumber: 'PR-2026-0012',
    prLine: '10',
    quantity: '25',
    uom: 'Unit',
    pricePerUnit: '12500000',
    specification: 'Core i5, RAM 16 GB, SSD 512 GB',
  });
  await expect(itemDialog.getByLabel('Minimal Capable Qty')).toBeDisabled();
  await expect(itemDialog.getByLabel('Minimal Capable Qty')).toHaveValue('25');
  await expect(itemDialog.getByLabel('Estimated Price Per Unit')).toHaveValue(/^12,500,000(\.00)?$/);
  await expect(itemDialog.getByLabel('Subtotal')).toHaveValue('312,500,000.00');
  await snap(page, 'merit-03-add-item-dialog', { fullPage: false });
  await itemDialog.getByRole('button', { name: 'Save' }).click();
  await expect(itemDialog).toBeHidden();
  await expect(toast(page, 'Item has been added')).toBeVisible();
  const itemTable = section(page, 'Item List').getByRole('table', { name: 'Item List' });
  const laptop = itemTable.getByRole('row', { name: /Laptop 14 inch/ });
  await expect(laptop).toContainText('12,500,000.00 IDR');
  await expect(laptop).toContainText('312,500,000.00 IDR');

  // A second item by import: the template comes from the page, a row is filled in like Excel would.
  const [template] = await Promise.all([page.waitForEvent('download'), section(page, 'Item List').getByRole('button', { name: 'Download Template' }).click()]);
  expect(template.suggestedFilename()).toMatch(/\.xlsx$/);
  const templatePath = test.info().outputPath('item-template.xlsx');
  await template.saveAs(templatePath);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(templatePath);
  const sheet = workbook.getWorksheet('Items');
  if (!sheet) throw new Error('the template has no Items sheet');
  const columnOf = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => columnOf.set(String(cell.value), column));
  const row = sheet.getRow(2);
  const fill = (header: string, value: string | number) => {
    const column = columnOf.get(header);
    if (!column) throw new Error(`the template has no ${header} column`);
    row.getCell(column).value = value;
  };
  fill('Item Code', 'MON-24');
  fill('Item Name', 'Monitor 24 inch');
  fill('PR Number', 'PR-2026-0012');
  fill('PR Line', '20');
  fill('Needed Qty', 10);
  // Left empty: a single winner's minimal capable qty copies the needed qty.
  fill('UOM', 'Unit');
  fill('Estimated Price Per Unit', 2750000.5);
  fill('Specification', 'IPS panel, 75 Hz\nHDMI and DisplayPort');
  row.commit();
  const importPath = test.info().outputPath('items-to-import.xlsx');
  await workbook.xlsx.writeFile(importPath);

  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), section(page, 'Item List').getByRole('button', { name: 'Import' }).click()]);
  await chooser.setFiles(importPath);
  await expect(toast(page, /^1 items? ha(s|ve) been imported$/)).toBeVisible();
  const monitor = itemTable.getByRole('row', { name: /Monitor 24 inch/ });
  await expect(monitor).toContainText('MON-24');
  await expect(monitor).toContainText('10.00');
  await expect(monitor).toContainText('2,750,000.50 IDR');
  await expect(monitor).toContainText('27,500,005.00 IDR');
  await expect(section(page, 'Item List')).toContainText('340,000,005.00 IDR');

  // Two vendors, each offering items.
  await expect(section(page, 'Vendor List')).toContainText('Invite at least 2 vendors for an auction');
  await addVendor(page, VENDORS[0]);
  await expect(toast(page, 'Vendor has been added successfully')).toBeVisible();
  await addVendor(page, VENDORS[1]);
  await attachItems(page, VENDORS[0].name, ['Laptop 14 inch', 'Monitor 24 inch'], 'merit-04-vendor-item-picker');
  await attachItems(page, VENDORS[1].name, ['Laptop 14 inch']);

  // The scoring weights.
  const evaluation = section(page, 'Evaluation Score');
  await expect(evaluation).toContainText('Define the Administration, Technical, and Price Scale to weight your score later.');
  await evaluation.getByRole('button', { name: 'Scoring Percentage' }).click();
  const scoringDialog = page.getByRole('dialog', { name: 'Scoring Percentage' });
  await scoringDialog.getByLabel('Administration').fill('20');
  await scoringDialog.getByLabel('Technical').fill('30');
  await scoringDialog.getByLabel('Price').fill('50');
  await expect(scoringDialog.getByLabel('Total')).toHaveValue(/^100(\.00)?$/);
  await scoringDialog.getByRole('button', { name: 'Save' }).click();
  await expect(scoringDialog).toBeHidden();
  await expect(toast(page, 'Scoring has been configured successfully')).toBeVisible();
  const weights = evaluation.getByRole('table', { name: 'Scoring Percentage' });
  await expect(weights).toContainText('20.00%');
  await expect(weights).toContainText('30.00%');
  await expect(weights).toContainText('50.00%');
  await expect(weights).toContainText('100.00%');
  await expect(evaluation.getByRole('button', { name: 'Scoring Percentage' })).toHaveCount(0);
  await snap(page, 'merit-05-detail-draft');

  // Submitting before the vendors are scored is refused.
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  await submit.click();
  const confirm = page.getByRole('dialog', { name: 'Submit Initiation' });
  await confirm.getByRole('button', { name: 'Submit' }).click();
  const failed = page.getByRole('dialog', { name: 'Submit Failed' });
  await expect(failed).toContainText("You haven't complete to give score (administration or technical) on listed vendor.");
  await snap(page, 'merit-06-submit-refused', { fullPage: false });
  await failed.getByRole('button', { name: 'Close' }).last().click();
  await expect(failed).toBeHidden();

  // Each vendor passes administration and gets a technical score.
  const scores = evaluation.getByRole('table', { name: 'Evaluation Score' });
  const technicalScores = ['85', '70.5'];
  for (const [index, vendor] of VENDORS.entries()) {
    const vendorRow = scores.getByRole('row', { name: new RegExp(vendor.name) });
    await vendorRow.getByRole('cell').nth(1).getByRole('button', { name: 'Give Score' }).click();
    const administration = page.getByRole('dialog', { name: 'Administration Score' });
    await expect(administration).toContainText(vendor.name);
    await administration.getByRole('radio', { name: 'Pass', exact: true }).check();
    await administration.getByRole('button', { name: 'Save' }).click();
    await expect(administration).toBeHidden();
    // The toast says so once: the same words again while it is still on screen are not repeated.
    if (index === 0) await expect(toast(page, 'Vendor administration score has been updated')).toBeVisible();
    await expect(vendorRow.getByRole('cell').nth(1)).toContainText('Passed');

    await vendorRow.getByRole('cell').nth(2).getByRole('button', { name: 'Give Score' }).click();
    const technical = page.getByRole('dialog', { name: 'Technical Score' });
    await expect(technical.getByLabel('Technical Percentage')).toHaveValue('30.00');
    await technical.getByLabel('Score', { exact: true }).fill(technicalScores[index]!);
    const weighted = index === 0 ? '25.50' : '21.15';
    await expect(technical.getByLabel('Technical Score')).toHaveValue(weighted);
    if (index === 0) await snap(page, 'merit-07-technical-score-dialog', { fullPage: false });
    await technical.getByRole('button', { name: 'Save' }).click();
    await expect(technical).toBeHidden();
    if (index === 0) await expect(toast(page, 'Vendor technical score has been updated')).toBeVisible();
    await expect(vendorRow.getByRole('cell').nth(2)).toContainText(weighted);
  }
  // The section alone, without the toasts over it. They are hidden through the CSSOM: the screenshot's
  // `style` option adds a <style> element, which the page's Content-Security-Policy refuses.
  const showToasts = (visibility: string) =>
    page.evaluate((v) => document.querySelectorAll<HTMLElement>('.notistack-SnackbarContainer').forEach((c) => (c.style.visibility = v)), visibility);
  await showToasts('hidden');
  await evaluation.screenshot({ path: test.info().outputPath('merit-08-evaluation-scored.png') });
  await showToasts('');

  // Submit: the procurement gets its number.
  await submit.click();
  await confirm.getByRole('button', { name: 'Submit' }).click();
  const success = page.getByRole('dialog', { name: 'Submit Success' });
  await expect(success).toBeVisible();
  const procurementNumber = (await success.getByText(/^PRC-/).innerText()).trim();
  expect(procurementNumber).toMatch(/^PRC-[A-Z0-9-]+$/);
  await expect(success.getByRole('button', { name: 'Back To List' })).toBeVisible();
  await snap(page, 'merit-09-submit-success', { fullPage: false });
  await success.getByRole('button', { name: 'Create Auction Session' }).click();

  // The auction form: a limited-time session inside the procurement's period.
  await expect(page).toHaveURL(new RegExp(`/initiation/form/${procurementId}/auction/form$`));
  await expect(page.getByRole('heading', { name: 'New Auction Session', level: 1 })).toBeVisible();
  await expect.poll(() => crumbs(page)).toEqual(['Dashboard', 'Procurement', 'Initiation', procurementNumber, 'Auction Session']);
  const form = page.getByRole('main');
  await choose(form, page, 'Auction Type', 'Open');
  await choose(form, page, 'Auction Model', 'Real Time');
  await choose(form, page, 'Period Type', 'Limited Time');
  const sessionStart = toMinute(new Date(Date.now() + 60 * MINUTE));
  const sessionEnd = new Date(sessionStart.getTime() + 90 * MINUTE);
  await typeDateTime(form, 'Start Time', sessionStart);
  await typeDateTime(form, 'End Time', sessionEnd);
  await expect(form.getByLabel('Duration')).toHaveValue('90.00');
  await form.getByLabel('Initial Price').fill('330000000');
  await expect(form.getByLabel('Initial Price')).toHaveValue(/^330,000,000(\.00)?$/);
  await form.getByLabel('Minimal Decrement').fill('500000');
  const vendorPicker = form.getByRole('group', { name: 'Vendors' });
  for (const vendor of VENDORS) await vendorPicker.getByRole('checkbox', { name: new RegExp(vendor.name) }).check();
  await expect(vendorPicker).toContainText('2 of 2 selected');
  await snap(page, 'merit-10-auction-form');
  await form.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(toast(page, 'The auction session has been saved as a draft')).toBeVisible();

  // Back on the open procurement, the draft is listed with its number.
  await expect(page).toHaveURL(new RegExp(`/initiation/form/${procurementId}#auction-session$`));
  await expect(pageHeader(page).getByText('Open', { exact: true })).toBeVisible();
  await expect.poll(() => crumbs(page)).toEqual(['Dashboard', 'Procurement', 'Initiation', procurementNumber]);
  const sessions = section(page, 'Auction Session').getByRole('table', { name: 'Auction Session' });
  const draftRow = sessions.getByRole('row', { name: /AUC-/ });
  await expect(draftRow).toHaveCount(1);
  await expect(draftRow).toContainText('Draft');
  await expect(draftRow).toContainText('Open');
  await expect(section(page, 'Procurement Info')).toContainText(procurementNumber);
  await expect(page.getByRole('button', { name: 'End', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);
  await snap(page, 'merit-11-detail-open');

  // The same page in Indonesian (the choice stays in this browser only).
  await page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await expect(section(page, 'Daftar Barang')).toBeVisible();
  await expect(section(page, 'Sesi Lelang')).toBeVisible();
  await snap(page, 'merit-12-detail-open-id');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(section(page, 'Item List')).toBeVisible();

  // The list shows it open, with its number and post date.
  await page.goto('/initiation');
  const listRow = page.getByRole('table', { name: 'Initiations' }).getByRole('row', { name: new RegExp(procurementNumber) });
  await expect(listRow).toContainText(name);
  postDates.add(jakartaDate(new Date()));
  await expect(listRow).toContainText(new RegExp([...postDates].join('|')));
  await expect(listRow).toContainText('Total Price');
  await expect(listRow).toContainText('Open');
});
