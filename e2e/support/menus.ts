import type { Page } from '@playwright/test';
import { expect, test } from './test';

// What the landing-and-menu journeys share: the side menu, its links, screenshots in both languages.

export function sideMenu(page: Page) {
  return page.getByRole('navigation', { name: /^(Main menu|Menu utama)$/ });
}

/** Where the side menu's links lead, once it is drawn. */
export async function menuLinks(page: Page): Promise<string[]> {
  await expect(sideMenu(page).getByRole('link').first()).toBeVisible();
  return sideMenu(page).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** Screenshots of the page at 1440 and 390 px wide, in English then Indonesian (stored per browser). */
export async function snapBothLanguages(page: Page, name: string, awaitPage: (language: 'en' | 'id', width: number) => Promise<void>): Promise<void> {
  for (const language of ['en', 'id'] as const) {
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.reload();
      await awaitPage(language, width);
      await page.screenshot({ path: test.info().outputPath(`${name}-${width}-${language}.png`), fullPage: true });
    }
  }
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
}

