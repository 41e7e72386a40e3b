import { describe, expect, it } from 'vitest';
import { disqualificationTarget, latestRequestDecision, newestFirst, ownLatestValidOffer } from './offer-log.rules';
import { logEntry } from '../room-state.testing';

const mine = (sequence: number, extra = {}) => logEntry({ sequence, you: true, label: '(You)', offerId: `o${sequence}`, ...extra });

describe('vendor offer log', () => {
  it('lists the newest offer first', () => {
    expect(newestFirst([logEntry({ sequence: 2 }), logEntry({ sequence: 5 }), logEntry({ sequence: 3 })]).map((o) => o.sequence)).toEqual([5, 3, 2]);
  });

  it('finds the own latest offer that still counts', () => {
    const log = [mine(2), logEntry({ sequence: 3 }), mine(4, { priceDisqualified: true }), logEntry({ sequence: 5 })];
    expect(ownLatestValidOffer(log)?.sequence).toBe(2);
    expect(ownLatestValidOffer([logEntry()])).toBeNull();
  });

  it('offers the disqualification request on the own latest offer only while on going', () => {
    const log = [mine(2), mine(4)];
    expect(disqualificationTarget({ status: 'ON_GOING', offerLog: log })).toMatchObject({ offer: { sequence: 4 }, requested: false });
    expect(disqualificationTarget({ status: 'DONE', offerLog: log })).toBeNull();
    expect(disqualificationTarget({ status: 'ON_GOING', offerLog: [logEntry()] })).toBeNull();
  });

  it('says when the request was already made', () => {
    expect(disqualificationTarget({ status: 'ON_GOING', offerLog: [mine(2, { disqualificationRequested: true })] })).toMatchObject({ requested: true });
  });

  it('follows the buyer’s decision on the latest request: waiting, disqualified or kept', () => {
    expect(latestRequestDecision([mine(2)])).toBeNull();
    expect(latestRequestDecision([mine(2, { disqualificationRequested: true })])).toMatchObject({ outcome: 'waiting', offer: { sequence: 2 } });
    expect(latestRequestDecision([mine(2, { disqualificationRequested: true, priceDisqualified: true })])?.outcome).toBe('disqualified');
    expect(latestRequestDecision([mine(2, { disqualificationRequested: true, disqualificationDeclined: true })])?.outcome).toBe('kept');
    // The latest request counts; another vendor's never does.
    const log = [mine(2, { disqualificationRequested: true, priceDisqualified: true }), mine(4, { disqualificationRequested: true }), logEntry({ sequence: 5, disqualificationRequested: true })];
    expect(latestRequestDecision(log)).toMatchObject({ outcome: 'waiting', offer: { sequence: 4 } });
  });
});
