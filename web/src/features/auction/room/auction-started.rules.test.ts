import { describe, expect, it } from 'vitest';
import { auctionJustStarted } from './auction-started.rules';

describe('the start notice', () => {
  it('is for a page that saw the session go from scheduled to running', () => {
    expect(auctionJustStarted('NOT_STARTED', 'ON_GOING')).toBe(true);
  });

  it('is not for a page opened on a running or finished session, nor for other moves', () => {
    expect(auctionJustStarted(undefined, 'ON_GOING')).toBe(false);
    expect(auctionJustStarted(null, 'ON_GOING')).toBe(false);
    expect(auctionJustStarted('ON_GOING', 'ON_GOING')).toBe(false);
    expect(auctionJustStarted('NOT_STARTED', 'CANCELED')).toBe(false);
    expect(auctionJustStarted('ON_GOING', 'DONE')).toBe(false);
  });
});
