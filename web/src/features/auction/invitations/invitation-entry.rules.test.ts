import { describe, expect, it } from 'vitest';
import type { VendorInvitationView } from '@procura/domain/auction/auction.views';
import { invitationRedirect, wayIn } from './invitation-entry.rules';

const base = { invitationId: 'inv1', auctionId: 'auc1' };

describe('the way into an invitation', () => {
  it('asks an unanswered invitation for its answer', () => {
    expect(wayIn({ ...base, status: 'NOT_CONFIRMED', auctionStatus: 'NOT_STARTED' })).toEqual({ label: 'Confirm attendance', to: '/vendor-auction/invitation/inv1', primary: true });
  });

  it('sends an attending vendor to the room: waiting before the start, entering while it runs', () => {
    expect(wayIn({ ...base, status: 'ATTEND', auctionStatus: 'NOT_STARTED' })).toMatchObject({ label: 'Waiting room', to: '/vendor-auction/session/auc1' });
    expect(wayIn({ ...base, status: 'ATTEND', auctionStatus: 'ON_GOING' })).toMatchObject({ label: 'Enter room', to: '/vendor-auction/session/auc1' });
  });

  it('sends an attending vendor back to its finished room: the result, its evidence and its objection', () => {
    expect(wayIn({ ...base, status: 'ATTEND', auctionStatus: 'DONE' })).toMatchObject({ label: 'Result and objection', to: '/vendor-auction/session/auc1', primary: false });
  });

  it('only shows the details of a declined, missed or canceled invitation', () => {
    expect(wayIn({ ...base, status: 'NOT_ATTEND', auctionStatus: 'NOT_STARTED' }).label).toBe('View details');
    expect(wayIn({ ...base, status: 'NOT_CONFIRMED', auctionStatus: 'ON_GOING' }).label).toBe('View details');
    expect(wayIn({ ...base, status: 'ATTEND', auctionStatus: 'CANCELED' }).label).toBe('View details');
  });
});

describe('the attendance page', () => {
  const invitation = (status: VendorInvitationView['status'], auctionStatus: VendorInvitationView['auction']['status']) =>
    ({ auctionId: 'auc1', status, auction: { status: auctionStatus } }) as Pick<VendorInvitationView, 'auctionId' | 'status' | 'auction'>;

  it('sends an attending vendor of a running session to the room', () => {
    expect(invitationRedirect(invitation('ATTEND', 'ON_GOING'), true)).toBe('/vendor-auction/session/auc1');
    expect(invitationRedirect(invitation('ATTEND', 'ON_GOING'), false)).toBe('/vendor-auction/session/auc1');
  });

  it('shows the page before the start, answered or not', () => {
    expect(invitationRedirect(invitation('NOT_CONFIRMED', 'NOT_STARTED'), true)).toBeNull();
    expect(invitationRedirect(invitation('ATTEND', 'NOT_STARTED'), true)).toBeNull();
  });

  it('treats a link of a started or finished session as expired, but shows it from the home page', () => {
    expect(invitationRedirect(invitation('NOT_CONFIRMED', 'ON_GOING'), true)).toBe('/vendor-auction/attendance-expired');
    expect(invitationRedirect(invitation('ATTEND', 'DONE'), true)).toBe('/vendor-auction/attendance-expired');
    expect(invitationRedirect(invitation('NOT_ATTEND', 'CANCELED'), false)).toBeNull();
  });
});
