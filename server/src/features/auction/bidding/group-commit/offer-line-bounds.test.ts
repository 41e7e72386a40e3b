import { describe, expect, it } from 'vitest';
import { OfferGroups, type Waiting } from './offer-group';

// The line of a session's offers is bounded in size and in time (decision 226): an offer past
// either is refused as busy and never reaches a group, so nothing of it is written.

const BUSY = new Error('busy');

/** Lines whose writes wait until `release` lets every write in flight end; records every group given. */
function heldLine(bounds: { maxWaiting: number; deadlineMs: number }) {
  const groups: number[][] = [];
  let held: Array<() => void> = [];
  const groupsOf = new OfferGroups<number, number>(
    async (_auctionId, group: Array<Waiting<number, number>>) => {
      groups.push(group.map((w) => w.request));
      await new Promise<void>((resolve) => held.push(resolve));
      for (const w of group) w.resolve(w.request);
    },
    (request) => String(request),
    () => BUSY,
    bounds,
  );
  const release = async () => {
    const now = held;
    held = [];
    for (const end of now) end();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { groupsOf, groups, release };
}

const outcome = (promise: Promise<number>) => promise.then((value) => ({ value }), (error: unknown) => ({ error }));

describe('a session line of offers', () => {
  it('refuses an offer at once when the line already holds its bound, and takes the rest', async () => {
    const { groupsOf, groups, release } = heldLine({ maxWaiting: 3, deadlineMs: 60_000 });
    const first = outcome(groupsOf.submit('a', 0));
    const waiting = [1, 2, 3].map((n) => outcome(groupsOf.submit('a', n)));
    const refused = await outcome(groupsOf.submit('a', 4));
    expect(refused).toEqual({ error: BUSY });
    // Another session has its own line.
    const other = outcome(groupsOf.submit('b', 9));
    await release();
    expect(await first).toEqual({ value: 0 });
    expect(await other).toEqual({ value: 9 });
    await release();
    expect(await Promise.all(waiting)).toEqual([{ value: 1 }, { value: 2 }, { value: 3 }]);
    expect(groups).toEqual([[0], [9], [1, 2, 3]]);
  });

  it('refuses an offer still waiting at its deadline, and never hands it to a group', async () => {
    const { groupsOf, groups, release } = heldLine({ maxWaiting: 100, deadlineMs: 50 });
    const first = outcome(groupsOf.submit('a', 0));
    const late = outcome(groupsOf.submit('a', 1));
    expect(await late).toEqual({ error: BUSY });
    await release();
    expect(await first).toEqual({ value: 0 });
    const next = outcome(groupsOf.submit('a', 2));
    await release();
    expect(await next).toEqual({ value: 2 });
    expect(groups.flat()).not.toContain(1);
  });
});
