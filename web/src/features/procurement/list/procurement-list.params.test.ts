import { describe, expect, it } from 'vitest';
import { changeFilters, DEFAULT_FILTERS, hasActiveFilters, lastPage, listApiQuery, parseListParams, writeListParams } from './procurement-list.params';

const parse = (search: string) => parseListParams(new URLSearchParams(search));

describe('initiation list address', () => {
  it('reads a plain /initiation as the defaults: page 1 of 10 rows, no filters', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(DEFAULT_FILTERS.pageSize).toBe(10);
  });

  it('reads every filter, the page and the page size', () => {
    expect(parse('status=OPEN&biddingType=UNIT_PRICE&from=2026-01-05&to=2026-02-01&q=laptop&page=3&size=20')).toEqual({
      status: 'OPEN',
      biddingType: 'UNIT_PRICE',
      from: '2026-01-05',
      to: '2026-02-01',
      query: 'laptop',
      page: 3,
      pageSize: 20,
    });
  });

  it('reads size=all as the All page size', () => {
    expect(parse('size=all').pageSize).toBe('All');
    expect(parse('size=ALL').pageSize).toBe('All');
  });

  it('falls back to the default for unknown or malformed values instead of failing the page', () => {
    expect(parse('status=DELETED&biddingType=CHEAPEST&from=2026-02-30&to=yesterday&page=-2&size=7')).toEqual(DEFAULT_FILTERS);
    expect(parse('page=1.5').page).toBe(1);
    expect(parse('page=abc').page).toBe(1);
  });

  it('reads a reversed post-date range the way round it was meant', () => {
    const filters = parse('from=2026-03-10&to=2026-03-01');
    expect([filters.from, filters.to]).toEqual(['2026-03-01', '2026-03-10']);
  });

  it('trims the search text and cuts it at 200 characters', () => {
    expect(parse('q=%20%20pump%20%20').query).toBe('pump');
    expect(parse(`q=${'a'.repeat(250)}`).query).toHaveLength(200);
  });

  it('writes only what differs from the defaults, so a plain list keeps a plain address', () => {
    expect(writeListParams(DEFAULT_FILTERS).toString()).toBe('');
    expect(writeListParams({ ...DEFAULT_FILTERS, status: 'DRAFT', page: 2, pageSize: 'All' }).toString()).toBe('status=DRAFT&page=2&size=all');
  });

  it('keeps parameters that are not filters, such as the open New Initiation dialog', () => {
    const written = writeListParams({ ...DEFAULT_FILTERS, query: 'pump' }, new URLSearchParams('new=1&page=4'));
    expect(written.get('new')).toBe('1');
    expect(written.get('q')).toBe('pump');
    expect(written.has('page')).toBe(false);
  });

  it('reads back exactly what it wrote', () => {
    const filters = { status: 'CLOSED', biddingType: 'TOTAL_PRICE_BY_UNIT', from: '2026-01-01', to: '2026-01-31', query: 'kertas A4', page: 5, pageSize: 2 } as const;
    expect(parseListParams(writeListParams(filters))).toEqual(filters);
  });
});

describe('changing filters', () => {
  it('starts again at page 1 when a filter changes', () => {
    const onPage4 = { ...DEFAULT_FILTERS, page: 4 };
    expect(changeFilters(onPage4, { status: 'OPEN' })).toEqual({ ...DEFAULT_FILTERS, status: 'OPEN', page: 1 });
  });

  it('stays on the page when the "change" repeats what is already in force', () => {
    const onPage4 = { ...DEFAULT_FILTERS, status: 'OPEN' as const, page: 4 };
    expect(changeFilters(onPage4, { status: 'OPEN' })).toBe(onPage4);
  });

  it('counts search, status, bidding type and dates as filters, paging not', () => {
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, page: 3, pageSize: 'All' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, to: '2026-01-01' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, query: 'x' })).toBe(true);
  });
});

describe('the list call', () => {
  it('sends page and limit always, and only the filters in force', () => {
    expect(listApiQuery(DEFAULT_FILTERS)).toBe('page=1&limit=10');
    expect(new URLSearchParams(listApiQuery({ ...DEFAULT_FILTERS, query: 'pump', from: '2026-01-01', to: '2026-01-31', status: 'DRAFT', biddingType: 'UNIT_PRICE', page: 2, pageSize: 5 })).toString()).toBe(
      'page=2&limit=5&query=pump&postDateFrom=2026-01-01&postDateTo=2026-01-31&status=DRAFT&biddingType=UNIT_PRICE',
    );
  });

  it('asks for every row with the very large limit when the page size is All', () => {
    expect(listApiQuery({ ...DEFAULT_FILTERS, pageSize: 'All' })).toBe('page=1&limit=99999');
  });
});

describe('last page', () => {
  it('is the page that holds the last row', () => {
    expect(lastPage(21, 10)).toBe(3);
    expect(lastPage(20, 10)).toBe(2);
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(500, 'All')).toBe(1);
  });
});
