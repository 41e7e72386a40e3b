import type { Language } from '../common/i18n';
import { BUYER_HELP_PAGES } from './help-pages.buyer';
import { VENDOR_HELP_PAGES } from './help-pages.vendor';
import { HELP_CATEGORIES, HELP_CATEGORY_LABELS, HELP_TAG_LABELS, type HelpAudience, type HelpCategory, type HelpPage } from './help.types';

/** Every help page, buyer pages first. */
export const HELP_PAGES: readonly HelpPage[] = [...BUYER_HELP_PAGES, ...VENDOR_HELP_PAGES];

export function helpPageBySlug(slug: string): HelpPage | undefined {
  return HELP_PAGES.find((page) => page.slug === slug);
}

/** The pages of an audience grouped by category, in the categories' order, empty categories left out. */
export function helpCategoriesOf(pages: readonly HelpPage[]): Array<{ category: HelpCategory; pages: HelpPage[] }> {
  return HELP_CATEGORIES.map((category) => ({ category, pages: pages.filter((page) => page.category === category) })).filter(
    (group) => group.pages.length > 0,
  );
}

export function helpPagesFor(audience: HelpAudience): readonly HelpPage[] {
  return HELP_PAGES.filter((page) => page.audience === audience);
}

/** The other pages of the same category (the 'related' card). */
export function relatedHelpPages(page: HelpPage): HelpPage[] {
  return HELP_PAGES.filter((other) => other.audience === page.audience && other.category === page.category && other.slug !== page.slug);
}

function fold(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * The pages matching 'Search modul name or title': every word of the query starts a word of the
 * page's title, its module (category) or a tag, in either language (a reader may type the English
 * name while reading Indonesian). Word starts, so 'end' finds End Initiation, not every 'Vendor'.
 * An empty query keeps every page.
 */
export function searchHelpPages(pages: readonly HelpPage[], query: string): HelpPage[] {
  const words = wordsOf(query);
  if (words.length === 0) return [...pages];
  return pages.filter((page) => {
    const labels = [page.title, HELP_CATEGORY_LABELS[page.category], ...page.tags.map((tag) => HELP_TAG_LABELS[tag])];
    const pageWords = wordsOf(labels.flatMap((label) => [label.en, label.id]).join(' '));
    return words.every((word) => pageWords.some((pageWord) => pageWord.startsWith(word)));
  });
}

function wordsOf(text: string): string[] {
  return fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** The screenshot names the pages refer to, once each. */
export function helpScreenshots(pages: readonly HelpPage[] = HELP_PAGES): string[] {
  return [...new Set(pages.flatMap((page) => page.steps.flatMap((step) => (step.screenshot ? [step.screenshot] : []))))];
}

/** A page's text in one language. */
export function helpText(label: { en: string; id: string }, language: Language): string {
  return label[language];
}
