import type { APIRequestContext, BrowserContext, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { choose, demoBuyerSession, section, typeDateTime } from './initiation';
import { signInWithCode } from './one-time-code';
import { waitForMailLink } from './outbox';
import { expect, test } from './test';

// What the live-auction journeys share: another person's browser, a start time the form's picker
// can hold, a vendor attending from its mail and entering the room, an offer typed and confirmed.

const MINUTE = 60_000;
const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };
export const DEMO_PROCUREMENT = 'Pengadaan Laptop Kantor (Demo)';
export const VENDOR_1 = { email: 'vendor1@procura.demo', name: 'PT Andalan Teknologi' };
export const VENDOR_2 = { email: 'vendor2@procura.demo', name: 'PT Bintang Komputer' };

type NewContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

/**
 * The two demo vendors signed in by one-time code (the second on a phone), then the demo buyer: the
 * vendors first, so that they answer the invitation at once.
 */
export async function signInBidders(newContext: NewContext, request: APIRequestContext): Promise<{ first: Page; second: Page; buyer: Page }> {
  const first = await newPage(newContext);
  await signInWithCode(first, request, VENDOR_1.email);
  const second = await newPage(newContext, PHONE);
  await signInWithCode(second, request, VENDOR_2.email);
  const buyer = await newPage(newContext);
  await demoBuyerSession(buyer);
  return { first, second, buyer };
}

/**
 * The New Session form filled for an OPEN injury-time session of the two demo vendors at 360,000,000 with a
 * decrement of 1,000,000, starting in 90 s (the journey moves the start once both have answered); at most one
 * extension. Durations in minutes, as the form takes them.
 */
export async function fillInjuryTimeSession(form: Locator, buyer: Page, session: { model: 'Real Time' | 'Simulation'; duration: string; extension: string }): Promise<void> {
  await choose(form, buyer, 'Auction Type', 'Open');
  await choose(form, buyer, 'Auction Model', session.model);
  await choose(form, buyer, 'Period Type', 'Injury Time');
  await form.getByLabel('Initial Price').fill('360000000');
  await form.getByRole('textbox', { name: 'Minimal Decrement' }).fill('1000000');
  const vendorPicker = form.getByRole('group', { name: 'Vendors' });
  for (const vendor of [VENDOR_1, VENDOR_2]) await vendorPicker.getByRole('checkbox', { name: new RegExp(vendor.name) }).check();
  await typeDateTime(form, 'Start Time', startAfter(90_000));
  await form.getByLabel('Duration').fill(session.duration);
  await form.getByLabel('Time Extension').fill(session.extension);
  await form.getByLabel('Injury Time Before End').fill(session.extension);
  await form.getByLabel('Max Session Extension').fill('1');
}

/** From the initiation list to the demo procurement's New Session form: the procurement's id and the form. */
export async function openNewSessionForm(buyer: Page): Promise<{ procurementId: string; form: Locator }> {
  await buyer.goto('/initiation');
  const listed = buyer.getByRole('table', { name: 'Initiations' }).getByText(DEMO_PROCUREMENT, { exact: true });
  await expect(listed).toBeVisible({ timeout: 30_000 });
  await listed.click();
  await expect(buyer).toHaveURL(/\/initiation\/form\/[^/#?]+/);
  const procurementId = /\/initiation\/form\/([^/#?]+)/.exec(buyer.url())![1]!;
  await section(buyer, 'Auction Session').getByRole('button', { name: 'New Session' }).click();
  await expect(buyer).toHaveURL(new RegExp(`/initiation/form/${procurementId}/auction/form$`));
  return { procurementId, form: buyer.getByRole('main') };
}

/** A page in a new browser context (another person: own storage, own socket). */
export async function newPage(newContext: NewContext, viewport = DESKTOP): Promise<Page> {
  const context = await newContext({ viewport });
  return context.newPage();
}

/**
 * Moves a session that has not started to start `seconds` from now, keeping its duration (test
 * support, NODE_ENV=test): the form takes whole minutes, and a journey whose vendors are already in
 * the room need not wait for the minute. The scheduler still starts it. Answers the new start.
 */
export async function startSoon(request: APIRequestContext, auctionId: string, seconds = 5): Promise<Date> {
  const start = new Date(Date.now() + seconds * 1000);
  const answer = await request.post('/api/test-support/auction-start-soon', { data: { auctionId, seconds } });
  expect(answer.status(), await answer.text()).toBe(204);
  return start;
}

/** The first whole minute at least `leadMs` from now (the picker holds minutes). */
export function startAfter(leadMs: number): Date {
  return new Date(Math.ceil((Date.now() + leadMs) / MINUTE) * MINUTE);
}

/** A signed-in vendor follows its attendance link, agrees to the terms, attends and enters the room. */
export async function attendAndEnter(page: Page, request: APIRequestContext, email: string, auctionId: string, procurementId: string): Promise<void> {
  const link = new URL(await waitForMailLink(request, email, new RegExp(`/vendor-auction/attendance-confirmation/${procurementId}/`)));
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Attendance Confirmation', level: 1 })).toBeVisible({ timeout: 30_000 });
  const width = page.viewportSize()?.width;
  await expectNoSeriousAxeViolations(page, `attendance page (${width} px)`);
  if (width !== undefined && width < 600) await checkAt320(page, 'attendance-page');
  await page.getByRole('checkbox', { name: 'I have read and agree to the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Attend', exact: true }).click();
  await expect(page.getByText('Thank you for your confirmation')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await page.goto(`/vendor-auction/session/${auctionId}`);
  await expect(page.getByTestId('room-status')).toContainText('Not Started');
  await expectNoSeriousAxeViolations(page, `vendor room, not started (${width} px)`);
  if (width !== undefined && width < 600) await page.screenshot({ path: test.info().outputPath(`vendor-room-waiting-${width}.png`) });
}

/** Types an offer in a vendor's room and confirms 'Are you sure?'. */
export async function offer(page: Page, amount: string): Promise<void> {
  await page.getByTestId('offer-total-input').fill(amount);
  await page.getByTestId('offer-submit').click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('Once you have submitted, you need to ask to disqualify first to cancel your last offer');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(confirm).toBeHidden();
}

/** Presses Tab until `target` has the focus (at most `maxTabs` times); fails when the keyboard cannot reach it. */
export async function tabTo(page: Page, target: Locator, maxTabs = 60): Promise<void> {
  for (let i = 0; i < maxTabs; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The focused element is drawn with a focus indicator and is not under the sticky top bar (2.4.7, 2.4.11). */
export async function expectFocusVisibleAndClear(page: Page): Promise<void> {
  const focus = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const bar = document.querySelector('header');
    if (!el || el === document.body) return null;
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const ringed = el.matches(':focus-visible') && (style.outlineStyle !== 'none' || el.closest('.Mui-focused, .Mui-focusVisible') !== null);
    return { ringed, top: box.top, barBottom: bar ? bar.getBoundingClientRect().bottom : 0 };
  });
  expect(focus, 'something has the focus').not.toBeNull();
  expect(focus!.ringed, 'the focused element shows a focus indicator').toBe(true);
  expect(focus!.top, 'the focused element is not under the top bar').toBeGreaterThanOrEqual(focus!.barBottom - 1);
}

/**
 * Types an offer and confirms it with the keyboard alone (decision 201): Tab to the total, type it, Enter,
 * Tab to 'Yes' in 'Are you sure?', Enter; the focus comes back to the offer entry.
 */
export async function offerByKeyboard(page: Page, amount: string): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  const input = page.getByTestId('offer-total-input');
  await tabTo(page, input);
  await expectFocusVisibleAndClear(page);
  await page.keyboard.type(amount);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toBeVisible();
  const yes = confirm.getByRole('button', { name: 'Yes' });
  await tabTo(page, yes, 6);
  await expectFocusVisibleAndClear(page);
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('offer-entry').locator(':focus'), 'the focus is back in the offer entry').toHaveCount(1);
}

/** The toast saying `text` covers none of the elements with these test ids (a phone's timer and offer entry). */
export async function expectToastClearOf(page: Page, text: string, testIds: string[]): Promise<void> {
  const toast = page.getByRole('alert').filter({ hasText: text }).last();
  await expect(toast).toBeVisible();
  const over = await toast.boundingBox();
  for (const id of testIds) {
    const box = await page.getByTestId(id).boundingBox();
    const overlaps = over !== null && box !== null && over.x < box.x + box.width && box.x < over.x + over.width && over.y < box.y + box.height && box.y < over.y + over.height;
    expect(overlaps, `the toast '${text}' covers ${id}`).toBe(false);
  }
}

/** At 320 px (a narrow phone) the page has no horizontal scroll; a screenshot is kept and the width restored. */
export async function checkAt320(page: Page, name: string): Promise<void> {
  const before = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: 640 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), `${name}: no horizontal scroll at 320 px`).toBeLessThanOrEqual(320);
  await page.screenshot({ path: test.info().outputPath(`${name}-320.png`), fullPage: true });
  expect(await smallTargets(page), `${name}: controls under 24 x 24 px at 320 px`).toEqual([]);
  await expectNoSeriousAxeViolations(page, `${name} (320 px)`);
  await page.setViewportSize(before);
}

/**
 * The controls a finger can hit that are smaller than 24 x 24 CSS px (WCAG 2.5.8), as 'name w x h';
 * links inside a sentence are exempt, as are controls hidden until focused.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>('button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"]');
    const small: string[] = [];
    for (const el of Array.from(controls)) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(el).visibility === 'hidden') continue;
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') continue;
      // Not a target: hidden from assistive technology and out of the tab order (MUI Select's native input).
      if (el.closest('[aria-hidden="true"]') && el.tabIndex < 0) continue;
      // MUI draws checkboxes and radios with an invisible native input over a larger touch area.
      const hit = el.matches('input[type="checkbox"], input[type="radio"]') ? (el.parentElement?.getBoundingClientRect() ?? box) : box;
      if (hit.width < 24 || hit.height < 24) small.push(`${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? el.tagName} ${Math.round(hit.width)} x ${Math.round(hit.height)}`);
    }
    return small;
  });
}
