import { describe, expect, it } from 'vitest';
import { createAnnouncementThrottle, type AnnouncementClock } from './live-announcer.rules';

/** A hand-driven clock: `advance` runs what is due. */
function manualClock() {
  let now = 0;
  let timers: { at: number; run: () => void }[] = [];
  const clock: AnnouncementClock = {
    now: () => now,
    later: (run, ms) => {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => {
        timers = timers.filter((t) => t !== timer);
      };
    },
  };
  const advance = (ms: number) => {
    now += ms;
    const due = timers.filter((t) => t.at <= now);
    timers = timers.filter((t) => t.at > now);
    for (const t of due) t.run();
  };
  return { clock, advance };
}

describe('the live announcer’s throttle', () => {
  it('speaks the first message at once, then waits out the interval', () => {
    const spoken: string[] = [];
    const { clock, advance } = manualClock();
    const throttle = createAnnouncementThrottle((text) => spoken.push(text), clock, 2500);
    throttle.announce('Leading price 340,000,000.00 IDR', 'leading');
    expect(spoken).toEqual(['Leading price 340,000,000.00 IDR']);
    throttle.announce('Leading price 339,000,000.00 IDR', 'leading');
    advance(1000);
    expect(spoken).toHaveLength(1);
    advance(1500);
    expect(spoken).toEqual(['Leading price 340,000,000.00 IDR', 'Leading price 339,000,000.00 IDR']);
  });

  it('lets the latest message of a topic win and speaks different topics together', () => {
    const spoken: string[] = [];
    const { clock, advance } = manualClock();
    const throttle = createAnnouncementThrottle((text) => spoken.push(text), clock, 2500);
    throttle.announce('first', 'x');
    throttle.announce('Leading price 1', 'leading');
    throttle.announce('Your rank: 2 of 3', 'rank');
    throttle.announce('Leading price 2', 'leading');
    advance(2500);
    expect(spoken).toEqual(['first', 'Leading price 2 Your rank: 2 of 3']);
    advance(10_000);
    expect(spoken).toHaveLength(2);
  });

  it('ignores empty text and forgets what waits when cleared', () => {
    const spoken: string[] = [];
    const { clock, advance } = manualClock();
    const throttle = createAnnouncementThrottle((text) => spoken.push(text), clock, 2500);
    throttle.announce('  ');
    expect(spoken).toEqual([]);
    throttle.announce('one');
    throttle.announce('two');
    throttle.clear();
    advance(5000);
    expect(spoken).toEqual(['one']);
    throttle.announce('three');
    expect(spoken).toEqual(['one', 'three']);
  });
});
