import { describe, expect, it } from 'vitest';
import { REALTIME_LIMIT_MSG } from '@procura/domain/realtime/realtime-limits.messages';
import { COMMAND_LIMITS, CommandLimiter, targetOf } from './realtime-limits';

function limiter() {
  const clock = { now: 0 };
  return { clock, limits: new CommandLimiter(() => clock.now) };
}

const times = (n: number, run: () => string | null) => Array.from({ length: n }, run);

describe('socket command limits (per node)', () => {
  it('lets a burst of joins to one session through per socket, refuses the next at once, and refills with time', () => {
    const { clock, limits } = limiter();
    const socket = {};
    const { burst, perSecond } = COMMAND_LIMITS.join.perTarget!.socket;
    expect(times(burst, () => limits.check(socket, 'acc-1', 'join', 'auction-1')).every((r) => r === null)).toBe(true);
    expect(limits.check(socket, 'acc-1', 'join', 'auction-1')).toBe(REALTIME_LIMIT_MSG.tooManyJoins);
    // Another session is another room: its own allowance.
    expect(limits.check(socket, 'acc-1', 'join', 'auction-2')).toBeNull();
    clock.now += 1000 / perSecond;
    expect(limits.check(socket, 'acc-1', 'join', 'auction-1')).toBeNull();
    expect(limits.check(socket, 'acc-1', 'join', 'auction-1')).toBe(REALTIME_LIMIT_MSG.tooManyJoins);
  });

  it("counts an account's sockets together, and another account is not touched", () => {
    const { limits } = limiter();
    const { burst } = COMMAND_LIMITS.join.perTarget!.account;
    const answers = Array.from({ length: burst + 5 }, () => limits.check({}, 'acc-1', 'join', 'auction-1'));
    expect(answers.filter((r) => r === null)).toHaveLength(burst);
    expect(answers.at(-1)).toBe(REALTIME_LIMIT_MSG.tooManyJoins);
    expect(limits.check({}, 'acc-2', 'join', 'auction-1')).toBeNull();
  });

  it('lets a vendor bid quickly but bounds a flood, with the offers message', () => {
    const { clock, limits } = limiter();
    const socket = {};
    // Ten offers a second for ten seconds: never refused.
    for (let i = 0; i < 100; i += 1) {
      expect(limits.check(socket, 'acc-1', 'offer', 'auction-1')).toBeNull();
      clock.now += 100;
    }
    const flood = times(1000, () => limits.check(socket, 'acc-1', 'offer', 'auction-1'));
    expect(flood.filter((r) => r === null).length).toBeLessThanOrEqual(COMMAND_LIMITS.offer.socket.burst);
    expect(flood.at(-1)).toBe(REALTIME_LIMIT_MSG.tooManyOffers);
  });

  it("gives an HTTP call the account's buckets of its socket commands, and the wait until a token (decision 222)", () => {
    const { clock, limits } = limiter();
    const { burst, perSecond } = COMMAND_LIMITS.offer.perTarget!.account;
    // Spent over a socket…
    expect(times(burst, () => limits.check({}, 'acc-1', 'offer', 'auction-1')).every((r) => r === null)).toBe(true);
    // …refused over HTTP, with the time until one token; another session of the account is not touched.
    expect(limits.checkAccount('acc-1', 'offer', 'auction-1')).toEqual({ message: REALTIME_LIMIT_MSG.tooManyOffers, retryAfterMs: 1000 / perSecond });
    expect(limits.checkAccount('acc-1', 'offer', 'auction-2')).toBeNull();
    clock.now += 1000 / perSecond;
    expect(limits.checkAccount('acc-1', 'offer', 'auction-1')).toBeNull();
    // And the other way round: spent over HTTP, refused over a fresh socket.
    expect(limits.check({}, 'acc-1', 'offer', 'auction-1')).toBe(REALTIME_LIMIT_MSG.tooManyOffers);
  });

  it('limits an anonymous socket by itself, and reads the target without parsing the payload', () => {
    const { limits } = limiter();
    const socket = {};
    const answers = times(COMMAND_LIMITS.room.socket.burst + 1, () => limits.check(socket, null, 'room'));
    expect(answers.at(-1)).toBe(REALTIME_LIMIT_MSG.tooManyCommands);
    expect(targetOf({ auctionId: 'a' })).toBe('a');
    expect(targetOf({ negotiationId: 'n' })).toBe('n');
    expect(targetOf({ roomId: 'r' })).toBe('r');
    expect(targetOf({ auctionId: 'x'.repeat(65) })).toBeUndefined();
    expect(targetOf('junk')).toBeUndefined();
    expect(targetOf(null)).toBeUndefined();
  });
});
