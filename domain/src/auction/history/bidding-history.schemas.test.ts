import { describe, expect, it } from 'vitest';
import { NO_LIMIT } from '../../procurement/procurement.enums';
import { biddingHistoryExportQuerySchema, biddingHistoryQuerySchema } from './bidding-history.schemas';

const SESSION = '3f0d6a0e-8a4c-4f57-9d0c-5d8f3c1b2a10';

describe('bidding history query', () => {
  it('takes every session, no filter and the first 10 rows by default', () => {
    expect(biddingHistoryQuerySchema.parse({})).toEqual({ includeAllSession: true, auctionId: undefined, vendorId: undefined, page: 1, limit: 10 });
  });

  it('reads the filters and paging of a query string, blanks meaning none', () => {
    expect(biddingHistoryQuerySchema.parse({ includeAllSession: 'false', auctionId: SESSION, vendorId: '', page: '2', limit: 'All' })).toEqual({
      includeAllSession: false,
      auctionId: SESSION,
      vendorId: undefined,
      page: 2,
      limit: NO_LIMIT,
    });
  });

  it('refuses a malformed id, flag or language with a message', () => {
    const id = biddingHistoryQuerySchema.safeParse({ vendorId: 'vendor-1' });
    expect(id.success ? [] : id.error.issues.map((i) => i.message)).toEqual(['Id is not valid']);
    const repeated = biddingHistoryQuerySchema.safeParse({ auctionId: [SESSION, SESSION] });
    expect(repeated.success ? [] : repeated.error.issues.map((i) => i.message)).toEqual(['Id is not valid']);
    const flag = biddingHistoryQuerySchema.safeParse({ includeAllSession: 'yes' });
    expect(flag.success ? [] : flag.error.issues.map((i) => i.message)).toEqual(['includeAllSession must be true or false']);
    const lang = biddingHistoryExportQuerySchema.safeParse({ lang: 'fr' });
    expect(lang.success ? [] : lang.error.issues.map((i) => i.message)).toEqual(['Language must be en or id']);
  });

  it('exports in English unless Indonesian is asked for', () => {
    expect(biddingHistoryExportQuerySchema.parse({}).lang).toBe('en');
    expect(biddingHistoryExportQuerySchema.parse({ lang: 'id' }).lang).toBe('id');
  });
});
