import { helpPagesFor } from '@procura/domain/help/help-content';
import { describe, expect, it } from 'vitest';
import { guideSizeLabel, visibleHelpGroups } from './help-list.rules';

const buyer = helpPagesFor('buyer');
const slugs = (query: string) => visibleHelpGroups(buyer, query).map((group) => [group.category, group.pages.map((page) => page.slug)]);

describe('help search', () => {
  it('shows every category with its pages for an empty query', () => {
    expect(slugs('  ').map(([category]) => category)).toEqual(['GENERAL', 'PROCUREMENT_INITIATION', 'AUCTION_SESSION', 'NEGOTIATION', 'REPORT']);
  });

  it('keeps only the categories holding a page whose title matches', () => {
    expect(slugs('end')).toEqual([['PROCUREMENT_INITIATION', ['end-initiation']]]);
    expect(slugs('Registrasi')).toEqual([['GENERAL', ['registration']]]);
  });

  it('finds pages by their module (category) in either language', () => {
    expect(slugs('auction session')).toEqual([['AUCTION_SESSION', ['create-auction']]]);
    expect(slugs('laporan')).toEqual([['REPORT', ['report']]]);
    expect(slugs('inisiasi pengadaan')).toEqual([['PROCUREMENT_INITIATION', ['create-initiation', 'end-initiation']]]);
  });

  it('finds pages by a tag chip, ignoring case', () => {
    expect(slugs('VENDOR')).toEqual([
      ['PROCUREMENT_INITIATION', ['create-initiation']],
      ['AUCTION_SESSION', ['create-auction']],
      ['NEGOTIATION', ['negotiation-process', 'renegotiation-process']],
    ]);
  });

  it('is empty when nothing matches (the empty state)', () => {
    expect(slugs('spreadsheet')).toEqual([]);
  });
});

describe('guide size', () => {
  it('reads like the spec: whole kilobytes and Kb', () => {
    expect(guideSizeLabel(896_000)).toBe('875 Kb');
    expect(guideSizeLabel(10)).toBe('1 Kb');
  });
});
