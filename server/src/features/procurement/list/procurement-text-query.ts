import { sql, type SQL } from 'drizzle-orm';
import { procurements } from '../../../db/schema/procurement';

/** Words beyond this many add little to a search and each costs an index lookup. */
export const MAX_SEARCH_WORDS = 8;

// Runs of letters, digits and combining marks: what is left of the text once punctuation is a
// space, as the search vector is built (procurement-search.ts).
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** The distinct words of what was typed, lower case, at most MAX_SEARCH_WORDS. */
export function searchWords(text: string): string[] {
  const found = text.normalize('NFC').toLowerCase().match(WORD) ?? [];
  return [...new Set(found)].slice(0, MAX_SEARCH_WORDS);
}

/**
 * A prefix query ANDing every typed word ('lap kan' finds 'Laptop Kantor'), or null when nothing
 * searchable was typed. Words hold letters and digits only, so no typed character can reach
 * tsquery syntax (&, |, !, :, quotes, parentheses); each is quoted all the same.
 */
export function prefixTsQueryText(text: string): string | null {
  const words = searchWords(text);
  return words.length ? words.map((word) => `'${word.replaceAll("'", "''")}':*`).join(' & ') : null;
}

/** The tsquery of what was typed, bound as a parameter, or null for no text filter. */
export function procurementTextQuery(text: string | undefined): SQL | null {
  const query = text ? prefixTsQueryText(text) : null;
  return query ? sql`to_tsquery('simple', ${query})` : null;
}

/** search_vector @@ the query: served by the GIN index procurements_search_idx. */
export function matchesText(query: SQL): SQL {
  return sql`${procurements.searchVector} @@ ${query}`;
}
