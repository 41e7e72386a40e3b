import { describe, expect, it } from 'vitest';
import { auctionRulesOf, type StoredAuctionRules } from './auction-rules.rules';

const stored: StoredAuctionRules = {
  auctionType: 'OPEN',
  periodType: 'INJURY_TIME',
  proxyBidding: true,
  extensionTrigger: 'ANY_OFFER',
  extensionTopRanks: null,
  extensionFrom: 'PLANNED_END',
  tieRule: 'EARLIER_WINS',
  slipWarningPercent: '10.00',
  maxPauseMinutes: '60',
  minimalDecrement: '1000000',
  minimalDecrementPercent: null,
  timeExtension: '2.5',
  injuryTimeBeforeEnd: '5',
  maxSessionExtension: 3,
};

describe('the rules a room states', () => {
  it('gives the stored rules with 2-decimal amounts and minutes, numbers for the percents', () => {
    expect(auctionRulesOf(stored)).toEqual({
      auctionType: 'OPEN',
      periodType: 'INJURY_TIME',
      proxyBidding: true,
      extensionTrigger: 'ANY_OFFER',
      extensionTopRanks: null,
      extensionFrom: 'PLANNED_END',
      tieRule: 'EARLIER_WINS',
      slipWarningPercent: 10,
      maxPauseMinutes: 60,
      minimalDecrement: '1000000.00',
      minimalDecrementPercent: null,
      timeExtension: '2.50',
      injuryTimeBeforeEnd: '5.00',
      maxSessionExtension: 3,
    });
  });

  it('names the decrement either as an amount or as a percent', () => {
    expect(auctionRulesOf({ ...stored, minimalDecrement: '0', minimalDecrementPercent: '2.5' })).toMatchObject({ minimalDecrement: null, minimalDecrementPercent: '2.50' });
  });

  it('gives the top ranks only with TOP_RANKS', () => {
    expect(auctionRulesOf({ ...stored, extensionTrigger: 'TOP_RANKS', extensionTopRanks: 2 }).extensionTopRanks).toBe(2);
    expect(auctionRulesOf({ ...stored, extensionTopRanks: 2 }).extensionTopRanks).toBeNull();
  });
});
