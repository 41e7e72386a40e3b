import { HELP_PAGES } from '@procura/domain/help/help-content';
import { describe, expect, it } from 'vitest';
import { id } from '../../i18n/id';

// The help names buttons and messages as the screens show them (domain/src/help): the English text
// quotes the English screen, the Indonesian text the Indonesian catalogue's text. A screen text the
// catalogue translates that the Indonesian help still quotes in English is a leftover.

const catalogue: Record<string, string> = id;

/** Where `text` holds `quote` as a whole (not inside a longer word). */
function quotes(text: string, quote: string): boolean {
  if (!text.includes(quote)) return false;
  const escaped = quote.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

/** Screen texts worth checking: translated, with a capital or a bracket, and no placeholder. */
const screenTexts = Object.keys(catalogue).filter(
  (key) => catalogue[key] !== key && key.length >= 4 && /^[A-Z(]/.test(key) && !key.includes('{{') && !key.includes('{'),
);

describe('the Indonesian help', () => {
  it('quotes the Indonesian screen text wherever the English help quotes a translated one', () => {
    const leftovers: string[] = [];
    for (const page of HELP_PAGES) {
      const texts = [page.title, page.description, ...page.steps.map((step) => step.text)];
      texts.forEach((text, index) => {
        for (const key of screenTexts) {
          if (quotes(text.en, key) && quotes(text.id, key)) leftovers.push(`${page.slug} #${index}: '${key}' (Indonesian: '${catalogue[key]}')`);
        }
      });
    }
    expect(leftovers).toEqual([]);
  });

  it('quotes the vendor room and the expired link as the Indonesian screens show them', () => {
    const step = (slug: string, english: string) => HELP_PAGES.find((page) => page.slug === slug)!.steps.find((s) => s.text.en.includes(english))!.text.id;
    expect(step('start-vendor-auction', '(You)')).toContain(catalogue['(You)']);
    expect(step('start-vendor-auction', '(You)')).toContain(catalogue['Other Vendor']);
    expect(step('vendor', 'Opps..')).toContain(catalogue['Opps.. this link has been used or expired.']);
  });
});
