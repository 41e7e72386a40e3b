import { describe, expect, it } from 'vitest';
import { wayIn } from './invitation-entry.rules';

const base = { invitationId: 'inv1', auctionId: 'auc1' };

describe('the way into an invitation', () => {
  it('asks an unanswered invitation for its answer', () => {
    expect(wayIn({ ...base, status: 'NOT_CONFIRMED', auctionStatus: 'NOT_STARTED' })).toEqual({ label: 'Confirm attendance', to: '/vendor-auction/invitation/inv1', primary: true });
  });

  it('sends an attending vendor to the room: waiting before the start, entering while it runs', () => {
    expect(wayIn({ ...base, status: 'ATTEND', auctionStatus: 'NOT_STARTED' })).toMatchObject({ label: 'Waiting room', to: '/vendor-auction/session/auc1' });
    expect(wayIn({ ...base, status: 'ATTEND', auctionStatus: 'ON_GOING' })).toMatchObject({ label: 'Enter room', to: '/vendor-auction/session/auc1' });
  });

  it('only shows the details of a declined, missed or finished invitation', () => {
    expect(wayIn({ ...base, status: 'NOT_ATTEND', auctionStatus: 'NOT_STARTED' }).label).toBe('View details');
    expect(wayIn({ ...base, status: 'NOT_CONFIRMED', auctionStatus: 'ON_GOING' }).label).toBe('View details');
    expect(wayIn({ ...base, status: 'ATTEND', auctionStatus: 'DONE' }).label).toBe('View details');
  });
});
