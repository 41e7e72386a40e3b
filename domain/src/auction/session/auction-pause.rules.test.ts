import { describe, expect, it } from 'vitest';
import { AUCTION_PAUSE_MSG } from './auction-pause.messages';
import { endAfterResume, pauseDeadline, pauseLimitCancelReason, pauseOverLimit, pauseRefusal, pausedMs, resumeRefusal } from './auction-pause.rules';
import { announcementSchema, pauseAuctionCommandSchema, pauseAuctionSchema, resumeAuctionSchema } from './auction-pause.schemas';

const PAUSED_AT = '2026-03-01T10:00:00.000Z';

describe('pausing and resuming a session', () => {
  it('pauses only a running session that is not paused yet', () => {
    expect(pauseRefusal({ status: 'ON_GOING', pausedAt: null })).toBeNull();
    expect(pauseRefusal({ status: 'ON_GOING', pausedAt: PAUSED_AT })).toBe(AUCTION_PAUSE_MSG.alreadyPaused);
    for (const status of ['DRAFT', 'NOT_STARTED', 'DONE', 'CANCELED'] as const) {
      expect(pauseRefusal({ status, pausedAt: null })).toBe(AUCTION_PAUSE_MSG.pauseOnlyOnGoing);
    }
  });

  it('resumes only a paused session, and says so for a running one', () => {
    expect(resumeRefusal({ status: 'ON_GOING', pausedAt: new Date(PAUSED_AT) })).toBeNull();
    expect(resumeRefusal({ status: 'ON_GOING', pausedAt: null })).toBe(AUCTION_PAUSE_MSG.resumeNotPaused);
    expect(resumeRefusal({ status: 'DONE', pausedAt: PAUSED_AT })).toBe(AUCTION_PAUSE_MSG.resumeOnlyOnGoing);
    expect(resumeRefusal({ status: 'CANCELED', pausedAt: PAUSED_AT })).toBe(AUCTION_PAUSE_MSG.resumeOnlyOnGoing);
  });

  it('gives the paused time back to the end to the millisecond', () => {
    expect(pausedMs(PAUSED_AT, '2026-03-01T10:02:03.457Z')).toBe(123_457);
    expect(endAfterResume('2026-03-01T10:00:40.001Z', PAUSED_AT, '2026-03-01T10:02:03.457Z')).toBe('2026-03-01T10:02:43.458Z');
  });

  it('keeps the time that remained when a pause in the injury window is resumed', () => {
    const end = '2026-03-01T10:00:20.000Z';
    const resumedAt = '2026-03-01T10:07:31.250Z';
    const remainingBefore = Date.parse(end) - Date.parse(PAUSED_AT);
    expect(Date.parse(endAfterResume(end, PAUSED_AT, resumedAt)) - Date.parse(resumedAt)).toBe(remainingBefore);
  });

  it('never moves the end backwards for a resume stamped before the pause', () => {
    expect(pausedMs(PAUSED_AT, '2026-03-01T09:59:59.000Z')).toBe(0);
  });

  it('runs out after maxPauseMinutes, exactly, and not a millisecond before', () => {
    expect(pauseDeadline(PAUSED_AT, '0.5')).toBe('2026-03-01T10:00:30.000Z');
    expect(pauseOverLimit(PAUSED_AT, '2026-03-01T10:00:30.000Z', 0.5)).toBe(false);
    expect(pauseOverLimit(PAUSED_AT, '2026-03-01T10:00:30.001Z', 0.5)).toBe(true);
    expect(pauseOverLimit(PAUSED_AT, '2026-03-01T10:59:59.000Z', 60)).toBe(false);
  });

  it('has no deadline without a limit', () => {
    expect(pauseDeadline(PAUSED_AT, null)).toBeNull();
    expect(pauseOverLimit(PAUSED_AT, '2030-01-01T00:00:00.000Z', null)).toBe(false);
  });

  it('cancels a pause past the limit with a reason that says so, in both languages', () => {
    const reason = pauseLimitCancelReason('30.00');
    expect(reason).toContain('paused longer than 30 minutes');
    expect(reason).toContain('dijeda lebih dari 30 menit');
  });
});

describe('the pause, resume and announcement commands', () => {
  it('needs a pause reason of at least 10 characters once trimmed', () => {
    expect(pauseAuctionSchema.safeParse({ reason: '  Power cut at the venue  ' })).toMatchObject({ success: true, data: { reason: 'Power cut at the venue' } });
    const short = pauseAuctionSchema.safeParse({ reason: '   too short?  '.slice(0, 12) });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe(AUCTION_PAUSE_MSG.pauseReasonMinimum);
    expect(pauseAuctionSchema.safeParse({}).error?.issues[0]?.message).toBe(AUCTION_PAUSE_MSG.pauseReasonRequired);
    expect(pauseAuctionSchema.safeParse({ reason: '     ' }).error?.issues[0]?.message).toBe(AUCTION_PAUSE_MSG.pauseReasonRequired);
    expect(pauseAuctionSchema.safeParse({ reason: 'x'.repeat(1001) }).error?.issues[0]?.message).toBe(AUCTION_PAUSE_MSG.pauseReasonTooLong);
  });

  it('refuses control characters and unknown fields', () => {
    expect(pauseAuctionSchema.safeParse({ reason: 'Power cut\u0000 at the venue' }).success).toBe(false);
    expect(pauseAuctionSchema.safeParse({ reason: 'Power cut at the venue', minutes: 5 }).success).toBe(false);
    expect(resumeAuctionSchema.safeParse({ force: true }).success).toBe(false);
    expect(pauseAuctionCommandSchema.safeParse({ auctionId: 'nope', reason: 'Power cut at the venue' }).success).toBe(false);
  });

  it('takes an announcement of 1 to 500 characters once trimmed', () => {
    expect(announcementSchema.safeParse({ message: '  Five minutes left.  ' })).toMatchObject({ success: true, data: { message: 'Five minutes left.' } });
    expect(announcementSchema.safeParse({ message: '  ' }).error?.issues[0]?.message).toBe(AUCTION_PAUSE_MSG.announcementRequired);
    expect(announcementSchema.safeParse({}).error?.issues[0]?.message).toBe(AUCTION_PAUSE_MSG.announcementRequired);
    expect(announcementSchema.safeParse({ message: 'a'.repeat(500) }).success).toBe(true);
    expect(announcementSchema.safeParse({ message: 'a'.repeat(501) }).error?.issues[0]?.message).toBe(AUCTION_PAUSE_MSG.announcementTooLong);
  });
});
