import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** A person in their own browser (own storage, own socket) who joins the demo room under `typedName`. */
async function joinDemoRoom(newContext: () => Promise<BrowserContext>, typedName: string, roomName: string): Promise<Page> {
  const page = await (await newContext()).newPage();
  await page.goto('/login');
  await page.getByLabel('Username').fill(typedName);
  await expect(page.getByText(`You will join as ${roomName}`)).toBeVisible();
  await page.screenshot({ path: `test-results/demo-login-${roomName}.png` });
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByText(`Welcome, ${roomName}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/secured\/room$/);
  await expect(page.getByTestId('demo-room-user')).toHaveText(roomName);
  return page;
}

async function submitOffer(page: Page, price: string): Promise<void> {
  await page.getByLabel('Your offer').fill(price);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByLabel('Your offer')).toHaveValue('');
}

const offerRow = (page: Page, username: string, price: string) =>
  page.getByRole('row').filter({ hasText: username }).filter({ hasText: price });

test('two people in the demo room see each other join and each other’s offers live', async ({ newContext }) => {
  // The room is only for a named visitor.
  const visitor = await (await newContext()).newPage();
  await visitor.goto('/secured/room');
  await expect(visitor).toHaveURL(/\/login$/);
  await visitor.getByLabel('Username').fill(' !!! ');
  await visitor.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(visitor.getByText('Please complete the following field')).toBeVisible();
  await visitor.context().close();

  const eva = await joinDemoRoom(newContext, 'Éva Müller', 'EvaMuller');
  await expect(eva.getByText('No offers yet')).toBeVisible();

  const budi = await joinDemoRoom(newContext, '  Budi Santoso  ', 'BudiSantoso');
  await expect(eva.getByText('BudiSantoso has joined the room')).toBeVisible();
  await eva.screenshot({ path: 'test-results/demo-room-joined-toast.png' });

  await submitOffer(eva, '1500000.5');
  await submitOffer(budi, '1450000');

  for (const page of [eva, budi]) {
    await expect(offerRow(page, 'EvaMuller', '1,500,000.50 IDR')).toBeVisible();
    await expect(offerRow(page, 'BudiSantoso', '1,450,000.00 IDR')).toBeVisible();
    // Newest first, with a 24-hour date and time.
    await expect(page.getByRole('row').nth(1)).toContainText('BudiSantoso');
    await expect(page.getByRole('row').nth(1)).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
  }
  // Each sees their own row marked.
  await expect(eva.locator('tr[data-own]')).toHaveCount(1);
  await expect(eva.locator('tr[data-own]')).toContainText('EvaMuller');
  await expect(budi.locator('tr[data-own]')).toContainText('BudiSantoso');

  // A price the rules refuse is explained under the field and not sent.
  await budi.getByLabel('Your offer').fill('10.005');
  await budi.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(budi.getByText('Price may have at most 2 decimals')).toBeVisible();

  await eva.screenshot({ path: 'test-results/demo-room-eva.png' });
  await budi.screenshot({ path: 'test-results/demo-room-budi.png' });

  // Eva loses her connection, misses an offer, and sees it once she is back.
  await eva.context().setOffline(true);
  await expect(eva.getByText('You have been disconnected')).toBeVisible();
  await expect(eva.getByText('Reconnecting…')).toBeVisible();
  await eva.screenshot({ path: 'test-results/demo-room-disconnected.png' });
  await submitOffer(budi, '1400000');
  await expect(offerRow(budi, 'BudiSantoso', '1,400,000.00 IDR')).toBeVisible();
  await eva.context().setOffline(false);
  await expect(eva.getByText('Live', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(offerRow(eva, 'BudiSantoso', '1,400,000.00 IDR')).toBeVisible();

  await budi.getByRole('button', { name: 'Leave' }).click();
  await expect(budi).toHaveURL(/\/login$/);
  await expect(eva.getByText('BudiSantoso has left the auction room')).toBeVisible();
  await eva.context().close();
  await budi.context().close();
});
