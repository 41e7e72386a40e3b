import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_WORDS, prefixTsQueryText, searchWords } from './procurement-text-query';

describe('search words', () => {
  it('cuts what was typed into lower-case runs of letters and digits', () => {
    expect(searchWords('Laptop Kantor')).toEqual(['laptop', 'kantor']);
    expect(searchWords('PRC-MJA-2026-00001')).toEqual(['prc', 'mja', '2026', '00001']);
    expect(searchWords("O'Brien café v1.2")).toEqual(['o', 'brien', 'café', 'v1', '2']);
  });

  it('keeps each word once and at most a few words', () => {
    expect(searchWords('laptop LAPTOP laptop')).toEqual(['laptop']);
    expect(searchWords(Array.from({ length: 20 }, (_, i) => `w${i}`).join(' '))).toHaveLength(MAX_SEARCH_WORDS);
  });
});

describe('prefix tsquery text', () => {
  it('ANDs every word as a quoted prefix', () => {
    expect(prefixTsQueryText('lap kan')).toBe("'lap':* & 'kan':*");
  });

  it('lets no tsquery syntax through, whatever is typed', () => {
    for (const typed of ["'", "a' | 'b", 'a & !b', 'a:* | b', '(a | b) <-> c', '\\', '"quoted"', "x'):*|!('y"]) {
      const query = prefixTsQueryText(typed);
      // Only quoted words of letters and digits, joined by ' & '.
      if (query !== null) expect(query).toMatch(/^'[\p{L}\p{N}\p{M}]+':\*( & '[\p{L}\p{N}\p{M}]+':\*)*$/u);
    }
  });

  it('searches nothing when nothing searchable was typed', () => {
    expect(prefixTsQueryText('&|!:()\'" ')).toBeNull();
    expect(prefixTsQueryText('')).toBeNull();
  });
});
