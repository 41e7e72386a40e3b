import { MSG } from '@procura/domain/auth/auth.messages';
import { describe, expect, it } from 'vitest';
import { joinOutcome } from './live-room.rules';

const FAILED = 'Failed to get auction data';

describe('joinOutcome', () => {
  it('renews the sign-in on the session-timeout refusal, with no error to show', () => {
    expect(joinOutcome({ errors: [{ param: null, msg: MSG.sessionTimeout }] }, FAILED)).toEqual({ kind: 'renew' });
  });

  it('shows a refusal by its text, or the room’s failure text when it has none', () => {
    expect(joinOutcome({ errors: [{ param: null, msg: 'Negotiation not found' }] }, FAILED)).toEqual({ kind: 'refused', error: 'Negotiation not found' });
    expect(joinOutcome({ errors: [] }, FAILED)).toEqual({ kind: 'refused', error: FAILED });
  });

  it('hands the full state on', () => {
    expect(joinOutcome({ data: { roomId: 'r-1' } }, FAILED)).toEqual({ kind: 'joined', data: { roomId: 'r-1' } });
  });
});
