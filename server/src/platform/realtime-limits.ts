import { performance } from 'node:perf_hooks';
import { REALTIME_LIMIT_MSG } from '@procura/domain/realtime/realtime-limits.messages';

// Token buckets per socket and per account for the socket commands (decision: in memory, per node).
// They protect this node's event loop from one caller: a command refused here costs a few
// arithmetic operations and no database work. A socket lives on one node, so its bucket needs no
// sharing; an account's sockets may sit on several nodes, and each node bounds what they cost it.
// Time is the process's monotonic clock, not the app's (tests move that one): the loop runs in real time.

/** A command family with its own allowance: joins build a whole state, offers are the business, the rest are small. */
export type CommandLimitKind = 'join' | 'offer' | 'room';

interface Allowance {
  /** Commands that may come at once. */
  burst: number;
  /** Commands per second in the long run. */
  perSecond: number;
}

/**
 * The allowances. A person bids quickly (an offer every few hundred ms at most), so offers are
 * generous; a join is sent once per (re)connection and page start, so a few per second per account.
 */
export const COMMAND_LIMITS: Record<CommandLimitKind, { socket: Allowance; account: Allowance; message: string }> = {
  join: { socket: { burst: 10, perSecond: 1 }, account: { burst: 30, perSecond: 3 }, message: REALTIME_LIMIT_MSG.tooManyJoins },
  offer: { socket: { burst: 40, perSecond: 20 }, account: { burst: 100, perSecond: 40 }, message: REALTIME_LIMIT_MSG.tooManyOffers },
  room: { socket: { burst: 20, perSecond: 5 }, account: { burst: 60, perSecond: 15 }, message: REALTIME_LIMIT_MSG.tooManyCommands },
};

interface Bucket {
  tokens: number;
  at: number;
}

/** Takes one token if there is one (refilled for the time since the last take). */
function take(bucket: Bucket, allowance: Allowance, now: number): boolean {
  bucket.tokens = Math.min(allowance.burst, bucket.tokens + ((now - bucket.at) / 1000) * allowance.perSecond);
  bucket.at = now;
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}

// Accounts' buckets are forgotten once full again (a full bucket is the same as none), swept when many.
const SWEEP_ABOVE = 10_000;

/** The limits of one realtime server (one node): sockets' buckets live and die with the socket. */
export class CommandLimiter {
  private readonly sockets = new WeakMap<object, Map<CommandLimitKind, Bucket>>();
  private readonly accounts = new Map<string, Bucket>();

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Null when the command may run; otherwise the refusal's message. The socket's bucket is checked first, so a spamming socket does not drain its account's. */
  check(socket: object, accountId: string | null, kind: CommandLimitKind): string | null {
    const limit = COMMAND_LIMITS[kind];
    const now = this.now();
    let own = this.sockets.get(socket);
    if (!own) this.sockets.set(socket, (own = new Map()));
    let bucket = own.get(kind);
    if (!bucket) own.set(kind, (bucket = { tokens: limit.socket.burst, at: now }));
    if (!take(bucket, limit.socket, now)) return limit.message;
    if (accountId === null) return null;
    const key = `${kind}:${accountId}`;
    let shared = this.accounts.get(key);
    if (!shared) {
      if (this.accounts.size >= SWEEP_ABOVE) this.sweep(now);
      this.accounts.set(key, (shared = { tokens: limit.account.burst, at: now }));
    }
    return take(shared, limit.account, now) ? null : limit.message;
  }

  private sweep(now: number): void {
    for (const [key, bucket] of this.accounts) {
      const allowance = COMMAND_LIMITS[key.slice(0, key.indexOf(':')) as CommandLimitKind].account;
      if (bucket.tokens + ((now - bucket.at) / 1000) * allowance.perSecond >= allowance.burst) this.accounts.delete(key);
    }
  }
}

const limiters = new WeakMap<object, CommandLimiter>();

/** The limiter of one realtime server (each app in a test has its own). */
export function limiterOf(io: object): CommandLimiter {
  let limiter = limiters.get(io);
  if (!limiter) limiters.set(io, (limiter = new CommandLimiter()));
  return limiter;
}
