import { expect, type Page } from '@playwright/test';

// The e2e server starts with DEMO_DATA=true (playwright.config.ts), which creates the demo accounts
// of server/src/features/demo-data: the super admin among them. A super admin cannot register from
// the browser, so the journeys sign in with that account.
export const SUPER_ADMIN = { email: 'superadmin@procura.demo', password: 'Demo12345' } as const;

/** Signs the page in as the demo super admin through /buyer-login, like a person would. */
export async function superAdminSession(page: Page): Promise<void> {
  await page.goto('/buyer-login');
  await page.getByLabel('Email').fill(SUPER_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // The super admin has no dashboard: it lands on its first Master list.
  await expect(page).toHaveURL(/\/master\/auction-models$/);
}
