import { procurementBiddingTypes } from '@procura/domain/master-data/master-data.enums';
import {
  DEFAULT_LIST_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  PROCUREMENT_STATUSES,
  limitForPageSize,
  type BiddingType,
  type PageSizeOption,
  type ProcurementStatus,
} from '@procura/domain/procurement/procurement.enums';

// The initiation list keeps its filters and page in the address (?status=OPEN&page=2…), so back,
// forward and reload show the same rows. These helpers translate between the address and the
// filters, and from the filters to GET /api/secured/procurement.

export interface ProcurementListFilters {
  /** '' for every status. */
  status: ProcurementStatus | '';
  /** '' for every bidding type. */
  biddingType: BiddingType | '';
  /** Post date from and to, yyyy-mm-dd, both ends included; '' for open-ended. */
  from: string;
  to: string;
  /** Full-text search on the server; '' for none. */
  query: string;
  page: number;
  pageSize: PageSizeOption;
}

export const DEFAULT_FILTERS: ProcurementListFilters = {
  status: '',
  biddingType: '',
  from: '',
  to: '',
  query: '',
  page: 1,
  pageSize: DEFAULT_LIST_PAGE_SIZE,
};

/** The list's search text limit (the server's QUERY_MAX). */
export const SEARCH_MAX = 200;

// Names of the address parameters; `new` (the New Initiation dialog) is left alone by these helpers.
const PARAM = { status: 'status', biddingType: 'biddingType', from: 'from', to: 'to', query: 'q', page: 'page', pageSize: 'size' } as const;

/** yyyy-mm-dd that names a real calendar day. */
export function isDateOnly(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toISOString().slice(0, 10) === value;
}

function pick<const C extends string>(codes: readonly C[], value: string | null): C | '' {
  return value !== null && (codes as readonly string[]).includes(value) ? (value as C) : '';
}

function parsePageSize(value: string | null): PageSizeOption {
  if (value === null) return DEFAULT_LIST_PAGE_SIZE;
  if (value.toLowerCase() === 'all') return 'All';
  const size = PAGE_SIZE_OPTIONS.find((option) => String(option) === value);
  return size ?? DEFAULT_LIST_PAGE_SIZE;
}

function parsePage(value: string | null): number {
  const page = Number(value);
  return value !== null && Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * Reads the filters from the address. Anything unknown or malformed (a hand-edited address, an old
 * bookmark) falls back to its default instead of failing the page.
 */
export function parseListParams(params: URLSearchParams): ProcurementListFilters {
  const date = (name: string) => {
    const value = params.get(name)?.trim() ?? '';
    return isDateOnly(value) ? value : '';
  };
  let from = date(PARAM.from);
  let to = date(PARAM.to);
  // A reversed range from a hand-edited address is read the way it was surely meant.
  if (from && to && from > to) [from, to] = [to, from];
  return {
    status: pick(PROCUREMENT_STATUSES, params.get(PARAM.status)),
    biddingType: pick(procurementBiddingTypes.codes, params.get(PARAM.biddingType)),
    from,
    to,
    query: (params.get(PARAM.query) ?? '').trim().slice(0, SEARCH_MAX),
    page: parsePage(params.get(PARAM.page)),
    pageSize: parsePageSize(params.get(PARAM.pageSize)),
  };
}

/**
 * Writes the filters into a copy of `current`, leaving defaults out so a plain /initiation stays
 * plain. Parameters that are not filters (the dialog's `new`) are kept.
 */
export function writeListParams(filters: ProcurementListFilters, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string, fallback: string) => {
    if (value === fallback) next.delete(name);
    else next.set(name, value);
  };
  set(PARAM.status, filters.status, '');
  set(PARAM.biddingType, filters.biddingType, '');
  set(PARAM.from, filters.from, '');
  set(PARAM.to, filters.to, '');
  set(PARAM.query, filters.query.trim(), '');
  set(PARAM.page, String(filters.page), '1');
  set(PARAM.pageSize, filters.pageSize === 'All' ? 'all' : String(filters.pageSize), String(DEFAULT_LIST_PAGE_SIZE));
  return next;
}

export type FilterChange = Partial<Omit<ProcurementListFilters, 'page'>>;

/** Applies a change of filters; any change other than the page starts again at page 1. */
export function changeFilters(filters: ProcurementListFilters, change: FilterChange): ProcurementListFilters {
  const next = { ...filters, ...change };
  const changed = (Object.keys(change) as (keyof FilterChange)[]).some((key) => change[key] !== filters[key]);
  return changed ? { ...next, page: 1 } : filters;
}

/** Whether any filter (not paging) narrows the list. */
export function hasActiveFilters(filters: ProcurementListFilters): boolean {
  return Boolean(filters.status || filters.biddingType || filters.from || filters.to || filters.query);
}

/** The query string of GET /api/secured/procurement for these filters. */
export function listApiQuery(filters: ProcurementListFilters): string {
  const query = new URLSearchParams({ page: String(filters.page), limit: String(limitForPageSize(filters.pageSize)) });
  if (filters.query) query.set('query', filters.query);
  if (filters.from) query.set('postDateFrom', filters.from);
  if (filters.to) query.set('postDateTo', filters.to);
  if (filters.status) query.set('status', filters.status);
  if (filters.biddingType) query.set('biddingType', filters.biddingType);
  return query.toString();
}

/** The last page that has rows, for a page number that ran past the end (after a delete, say). */
export function lastPage(total: number, pageSize: PageSizeOption): number {
  if (pageSize === 'All' || total <= 0) return 1;
  return Math.ceil(total / pageSize);
}
