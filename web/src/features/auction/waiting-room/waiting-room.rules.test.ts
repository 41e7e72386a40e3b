import type { BuyerInvitationRow } from '@procura/domain/auction/auction.views';
import { describe, expect, it } from 'vitest';
import { canResend, presentParticipants, showFewParticipantsWarning, showsInRoom, sortByVendorName } from './waiting-room.rules';

function row(partial: Partial<BuyerInvitationRow>): BuyerInvitationRow {
  return {
    invitationId: 'i',
    procurementVendorId: 'pv',
    vendorName: 'PT A',
    vendorEmail: 'a@example.com',
    picVendor: 'Ani',
    status: 'NOT_CONFIRMED',
    reasonNotAttend: null,
    joinedStatus: 'NOT_JOINED',
    present: false,
    resendAvailableAt: null,
    documents: [],
    ...partial,
  };
}

describe('waiting room', () => {
  it('sorts vendors by name', () => {
    const rows = [row({ invitationId: '1', vendorName: 'PT Zeta' }), row({ invitationId: '2', vendorName: 'cv alpha' }), row({ invitationId: '3', vendorName: 'PT Beta' })];
    expect(sortByVendorName(rows).map((r) => r.vendorName)).toEqual(['cv alpha', 'PT Beta', 'PT Zeta']);
  });

  it('counts attending vendors in the room, from the latest presence list when there is one', () => {
    const rows = [
      row({ invitationId: '1', status: 'ATTEND', present: true }),
      row({ invitationId: '2', status: 'ATTEND', present: false }),
      row({ invitationId: '3', status: 'NOT_ATTEND', present: true }),
    ];
    expect(presentParticipants(rows, null)).toBe(1);
    expect(presentParticipants(rows, ['1', '2', '3'])).toBe(2);
    expect(presentParticipants(rows, [])).toBe(0);
  });

  it("marks a present vendor 'In room' only while the session has not ended", () => {
    const present = row({ invitationId: '1', present: true });
    expect(showsInRoom('NOT_STARTED', present, null)).toBe(true);
    expect(showsInRoom('ON_GOING', present, ['1'])).toBe(true);
    expect(showsInRoom('ON_GOING', present, [])).toBe(false);
    for (const over of ['DONE', 'CANCELED'] as const) expect(showsInRoom(over, present, ['1'])).toBe(false);
  });

  it('warns when fewer than 2 are present and the start is 60 s or less away', () => {
    expect(showFewParticipantsWarning('NOT_STARTED', 1, 60_000)).toBe(true);
    expect(showFewParticipantsWarning('NOT_STARTED', 1, 60_001)).toBe(false);
    expect(showFewParticipantsWarning('NOT_STARTED', 2, 10_000)).toBe(false);
    expect(showFewParticipantsWarning('CANCELED', 0, 0)).toBe(false);
  });

  it('allows a resend before the start, outside the local and the server wait', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(canResend('NOT_STARTED', { resendAvailableAt: null }, now, undefined, now)).toBe(true);
    expect(canResend('NOT_STARTED', { resendAvailableAt: '2026-01-01T00:00:05Z' }, now, undefined, now)).toBe(false);
    expect(canResend('NOT_STARTED', { resendAvailableAt: '2025-12-31T23:59:59Z' }, now, undefined, now)).toBe(true);
    expect(canResend('NOT_STARTED', { resendAvailableAt: null }, now, now + 1, now)).toBe(false);
    expect(canResend('ON_GOING', { resendAvailableAt: null }, now, undefined, now)).toBe(false);
  });
});
