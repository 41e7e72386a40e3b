import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

// Helpers of the initiation journeys (docs/rules/procurement.md): the demo buyer, the MUI selects and date-time
// pickers, and the dialogs a buyer goes through on /initiation and /initiation/form/{id}.

// The e2e server starts with DEMO_DATA=true: this buyer has an onboarded company.
export const DEMO_BUYER = { email: 'buyer@procura.demo', password: 'Demo12345' } as const;

/** Signs the page in as the demo buyer through /buyer-login (once per test: sign-in is rate limited). */
export async function demoBuyerSession(page: Page): Promise<void> {
  await page.goto('/buyer-login');
  await page.getByLabel('Email').fill(DEMO_BUYER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_BUYER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * A screenshot in the test's output folder: the whole page (from its top, so the fixed top bar and
 * menu are drawn where they belong), or what the window shows.
 */
export async function snap(page: Page, name: string, options: { fullPage?: boolean } = { fullPage: true }): Promise<void> {
  if (options.fullPage ?? true) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: options.fullPage ?? true });
}

/**
 * A toast being shown. The same words can still be on screen from an earlier toast that is
 * leaving, or be waiting behind others, so the visible one is asked for.
 */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByText(text).filter({ visible: true }).first();
}

/**
 * Picks an option of an empty MUI select. Its combobox is named by its label and then its value
 * ("Currency Type Single Currency"), so an empty one is found by its label exactly.
 */
export async function choose(scope: Page | Locator, page: Page, label: string, option: string | RegExp): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await expect(listbox).toBeHidden();
}

const JAKARTA = 'Asia/Jakarta';

/** The parts of a moment in Jakarta time (the product shows and edits every time there). */
export function jakartaParts(date: Date): { day: string; month: string; year: string; hour: string; minute: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: JAKARTA, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return { day: parts.day!, month: parts.month!, year: parts.year!, hour: parts.hour!, minute: parts.minute! };
}

/** dd/MM/yyyy HH:mm in Jakarta time: how the Procurement Info card shows a moment. */
export function jakartaDateTime(date: Date, separator = '/'): string {
  const p = jakartaParts(date);
  return `${p.day}${separator}${p.month}${separator}${p.year} ${p.hour}:${p.minute}`;
}

/** dd/MM/yyyy in Jakarta time: how the lists show a day. */
export function jakartaDate(date: Date): string {
  const p = jakartaParts(date);
  return `${p.day}/${p.month}/${p.year}`;
}

/** A moment rounded down to its minute (the pickers hold minutes). */
export function toMinute(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 60_000) * 60_000);
}

/**
 * Types a moment into an MUI X date-time picker field (a group of day, month, year, hour and
 * minute sections, named by its label), the way a person types it: digits, section after section.
 */
export async function typeDateTime(scope: Page | Locator, label: string, date: Date): Promise<void> {
  const field = scope.getByRole('group', { name: label });
  const p = jakartaParts(date);
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(`${p.day}${p.month}${p.year}${p.hour}${p.minute}`);
}

export interface NewInitiation {
  name: string;
  negotiationType: string;
  evaluationMethod: string;
  winnerType: string;
  /** Absent when the winner type offers one bidding type only (it is then chosen by itself). */
  biddingType?: string | RegExp;
  currencyType: string;
  currency?: string | RegExp;
  priceIncludeTax: boolean;
}

/** Fills the New Initiation dialog (open already) without applying it. */
export async function fillNewInitiation(page: Page, dialog: Locator, initiation: NewInitiation): Promise<void> {
  await dialog.getByLabel('Procurement Name').fill(initiation.name);
  await choose(dialog, page, 'Negotiation Type', initiation.negotiationType);
  await choose(dialog, page, 'Evaluation Method', initiation.evaluationMethod);
  await choose(dialog, page, 'Winner Type', initiation.winnerType);
  if (initiation.biddingType) await choose(dialog, page, 'Bidding Type', initiation.biddingType);
  await choose(dialog, page, 'Currency Type', initiation.currencyType);
  if (initiation.currency) await choose(dialog, page, 'Currency', initiation.currency);
  await dialog.getByRole('radio', { name: initiation.priceIncludeTax ? 'Yes' : 'No', exact: true }).check();
}

/** Applies the New Initiation dialog and returns the id of the draft it opened. */
export async function applyNewInitiation(page: Page, dialog: Locator): Promise<string> {
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/initiation\/form\/[^/?#]+$/);
  const id = /\/initiation\/form\/([^/?#]+)/.exec(page.url())?.[1];
  if (!id) throw new Error(`no procurement id in ${page.url()}`);
  return id;
}

/** The section of the detail page, named by its heading ("Item List", "Vendor List", ...). */
export function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** Sets the procurement's start and end in the Procurement Info card's Edit dialog. */
export async function setProcurementPeriod(page: Page, start: Date, end: Date): Promise<void> {
  await section(page, 'Procurement Info').getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Procurement Info' });
  await typeDateTime(dialog, 'Start Date', start);
  await typeDateTime(dialog, 'End Date', end);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Procurement info has been updated')).toBeVisible();
  const info = section(page, 'Procurement Info');
  await expect(info).toContainText(jakartaDateTime(start));
  await expect(info).toContainText(jakartaDateTime(end));
}

export interface ItemInput {
  code: string;
  name: string;
  prNumber: string;
  prLine: string;
  quantity: string;
  /** Left out when the procurement locks it to the needed qty (single winner). */
  minCapableQty?: string;
  uom: string;
  pricePerUnit: string;
  specification: string;
}

/** Adds one item with the Add Item dialog of the Item List. */
export async function addItemWithDialog(page: Page, item: ItemInput): Promise<Locator> {
  const items = section(page, 'Item List');
  await items.getByRole('button', { name: 'Add Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Item' });
  await dialog.getByLabel('Item Code').fill(item.code);
  await dialog.getByLabel('Item Name').fill(item.name);
  await dialog.getByLabel('PR Number').fill(item.prNumber);
  await dialog.getByLabel('PR Line').fill(item.prLine);
  await dialog.getByLabel('Needed Qty').fill(item.quantity);
  if (item.minCapableQty !== undefined) await dialog.getByLabel('Minimal Capable Qty').fill(item.minCapableQty);
  await dialog.getByLabel('UOM').fill(item.uom);
  await dialog.getByLabel('Estimated Price Per Unit').fill(item.pricePerUnit);
  await dialog.getByRole('textbox', { name: 'Specification' }).fill(item.specification);
  return dialog;
}

export interface VendorInput {
  name: string;
  email: string;
  /** Without the leading 0. */
  phone: string;
  city: string;
  pic: string;
}

/**
 * Adds a vendor with the Add Vendor dialog of the Vendor List. Its row shows it added: the toast
 * of a second vendor added quickly is not repeated while the first one's is still on screen.
 */
export async function addVendor(page: Page, vendor: VendorInput): Promise<void> {
  const vendors = section(page, 'Vendor List');
  await vendors.getByRole('button', { name: 'Add Vendor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Vendor' });
  await dialog.getByLabel('Company Name').fill(vendor.name);
  await dialog.getByLabel('Email').fill(vendor.email);
  await expect(dialog.getByRole('combobox', { name: 'Prefix' })).toContainText('+62');
  await dialog.getByRole('textbox', { name: 'Phone' }).fill(vendor.phone);
  await dialog.getByLabel('City').fill(vendor.city);
  await dialog.getByLabel('PIC Vendor').fill(vendor.pic);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(vendors.getByRole('table', { name: 'Vendor List' }).getByRole('row', { name: new RegExp(vendor.name) })).toBeVisible();
}

/**
 * Attaches items to a vendor with the Vendor Item dialog and its Add Item picker. The dialog reads
 * its list again 3 s after adding (docs/rules/procurement.md#calls): the journey waits for the rows, not the clock.
 */
export async function attachItems(page: Page, vendorName: string, itemNames: readonly string[], screenshot?: string): Promise<void> {
  const vendors = section(page, 'Vendor List');
  await vendors.getByRole('button', { name: `Items of ${vendorName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Vendor Item' });
  await expect(dialog).toContainText(vendorName);
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  const picker = page.getByRole('dialog', { name: 'Add Item' });
  const pickable = picker.getByRole('table', { name: 'Items to add' });
  for (const name of itemNames) {
    const row = pickable.getByRole('row', { name: new RegExp(name) });
    await row.getByRole('checkbox', { name: 'Select row' }).check();
    // The capable qty starts at the needed qty.
    await expect(row.getByRole('textbox', { name: `Vendor capable qty of ${name}` })).not.toHaveValue('');
  }
  if (screenshot) await snap(page, screenshot, { fullPage: false });
  await picker.getByRole('button', { name: `Add (${itemNames.length})` }).click();
  await expect(picker).toBeHidden();
  const table = dialog.getByRole('table', { name: 'Vendor items' });
  for (const name of itemNames) await expect(table.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await expect(dialog.getByText('The items were added. Updating the list…')).toBeHidden();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
}

/** The breadcrumb's crumbs, as read. */
export async function crumbs(page: Page): Promise<string[]> {
  return page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('listitem').allInnerTexts();
}

/** The page header (breadcrumb, title, status badge) of the page shown. */
export function pageHeader(page: Page): Locator {
  return page.locator('main header').filter({ has: page.getByRole('heading', { level: 1 }) });
}

/**
 * A copy of the demo auction procurement (the three demo vendors, the same items) that is the
 * journey's own: the product's test support makes it, so no session another journey ran is in it.
 */
export async function ownDemoProcurement(request: APIRequestContext, procurementName: string): Promise<string> {
  const answer = await request.post('/api/test-support/demo-procurement', { data: { procurementName } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: { procurementId: string } }).data.procurementId;
}
