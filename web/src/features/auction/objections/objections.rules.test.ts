import { describe, expect, it } from 'vitest';
import { nextObjectionsRead, OBJECTIONS_REFRESH_MS, withObjection } from './objections.rules';
import { DEADLINE, objection, objectionsView } from './objections.testing';

// The objection cards' helpers (docs/rules/auction-bidding.md#objections).

describe('objections rules', () => {
  it('reads an open window again every minute, and a second after it closes by the server clock', () => {
    const readAt = 1_000_000;
    expect(nextObjectionsRead(objectionsView(), readAt, readAt)).toBe(OBJECTIONS_REFRESH_MS);
    // 30 s left when read, 10 s since: read again 1 s after the remaining 20 s.
    const closing = objectionsView({ serverNow: new Date(Date.parse(DEADLINE) - 30_000).toISOString() });
    expect(nextObjectionsRead(closing, readAt, readAt + 10_000)).toBe(21_000);
    expect(nextObjectionsRead(closing, readAt, readAt + 60_000)).toBe(1000);
    expect(nextObjectionsRead(objectionsView({ open: false }), readAt, readAt)).toBe(false);
    expect(nextObjectionsRead(undefined, readAt, readAt)).toBe(false);
  });

  it('puts a made objection in the view and an answered one in its place', () => {
    const made = objection();
    const afterMade = withObjection(objectionsView({ canObject: true }), made);
    expect(afterMade.canObject).toBe(false);
    expect(afterMade.objections).toEqual([made]);
    const other = objection({ objectionId: 'obj-2' });
    const done = { ...made, answer: { text: 'No.', upheld: false, answeredAt: '2026-03-03T02:00:00.000Z', sequence: 43 } };
    expect(withObjection(objectionsView({ objections: [made, other] }), done).objections).toEqual([done, other]);
  });
});
