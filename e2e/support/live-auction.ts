import type { APIRequestContext, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { waitForMailLink } from './outbox';
import { expect } from './test';

// What the live-auction journeys share: another person's browser, a start time the form's picker
// can hold, a vendor attending from its mail and entering the room, an offer typed and confirmed.

const MINUTE = 60_000;
const DESKTOP = { width: 1440, height: 900 };

/** A page in a new browser context (another person: own storage, own socket). */
export async function newPage(newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>, viewport = DESKTOP): Promise<Page> {
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
  await page.getByRole('checkbox', { name: 'I have read and agree to the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Attend', exact: true }).click();
  await expect(page.getByText('Thank you for your confirmation')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await page.goto(`/vendor-auction/session/${auctionId}`);
  await expect(page.getByTestId('room-status')).toContainText('Not Started');
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
