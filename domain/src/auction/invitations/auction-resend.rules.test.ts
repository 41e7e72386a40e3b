import { describe, expect, it } from 'vitest';
import { canChangeInvitationEmail, canResendInvitation, canResendJoinLink, resendAvailableAt } from './auction-resend.rules';

describe('resend rules', () => {
  it('sends invitations again only before the start, and moves the e-mail only while unanswered', () => {
    expect(canResendInvitation('NOT_STARTED')).toBe(true);
    for (const status of ['DRAFT', 'ON_GOING', 'DONE', 'CANCELED'] as const) expect(canResendInvitation(status)).toBe(false);
    expect(canChangeInvitationEmail('NOT_CONFIRMED')).toBe(true);
    expect(canChangeInvitationEmail('ATTEND')).toBe(false);
    expect(canChangeInvitationEmail('NOT_ATTEND')).toBe(false);
  });

  it('sends a join link to a vendor who will attend a scheduled or running session', () => {
    expect(canResendJoinLink('NOT_STARTED', 'ATTEND')).toBe(true);
    expect(canResendJoinLink('ON_GOING', 'ATTEND')).toBe(true);
    expect(canResendJoinLink('DONE', 'ATTEND')).toBe(false);
    expect(canResendJoinLink('ON_GOING', 'NOT_CONFIRMED')).toBe(false);
    expect(canResendJoinLink('NOT_STARTED', 'NOT_ATTEND')).toBe(false);
  });

  it('lets the next mail go 10 s after the last one', () => {
    const now = new Date('2026-03-12T03:00:10.000Z');
    expect(resendAvailableAt(null, now)).toBeNull();
    expect(resendAvailableAt(new Date('2026-03-12T03:00:00.000Z'), now)).toBeNull();
    expect(resendAvailableAt('2026-03-12T03:00:00.001Z', now)).toEqual(new Date('2026-03-12T03:00:10.001Z'));
  });
});
