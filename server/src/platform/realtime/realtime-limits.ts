import { performance } from 'node:perf_hooks';
import { REALTIME_LIMIT_MSG } from '@procura/domain/realtime/realtime-limits.messages';

// Token buckets per socket and per account for the live commands (decision 169: in memory, per node).
// They protect this node's event loop from one caller: a command refused here costs a few
// arithmetic operations and no database work. A socket lives on one node, so its bucket needs no
// sharing; an account's sockets may sit on several nodes, and each node bounds what they cost it.
// The account's buckets are the node's, whatever the door: the socket dispatcher and the HTTP twins
// of the same commands draw from one limiter per app (decision 222, docs/rules/realtime-and-platform.md).
// Time is the process's monotonic clock, not the app's (tests move that one): the loop runs in real time.

/** A command family with its own allowance: joins build a whole state, offers are the business, the rest are small. */
export type CommandLimitKind = 'join' | 'offer' | 'room';

export interface Allowance {
  /** Commands that may come at once. */
  burst: number;
  /** Commands per second in the long run. */
  perSecond: number;
}

interface Limit {
  socket: Allowance;
  account: Allowance;
  /** Also per target (the session, negotiation or chat room the payload names): what one caller may cost one room. */
  perTarget?: { socket: Allowance; account: Allowance };
  message: string;
}

/**
 * The allowances. A person bids quickly (an offer every few hundred ms at most), so offers are
 * generous (an integration bidding in many sessions at once too). A join is sent once per
 * (re)connection and page start: a few per second per account and room; across rooms more (the
 * benches' synthetic accounts sit in hundreds of sessions), which still bounds the ids a socket
 * may try.
 */
export const COMMAND_LIMITS: Record<CommandLimitKind, Limit> = {
  join: {
    socket: { burst: 200, perSecond: 20 },
    account: { burst: 2_000, perSecond: 200 },
    perTarget: { socket: { burst: 5, perSecond: 1 }, account: { burst: 20, perSecond: 3 } },
    message: REALTIME_LIMIT_MSG.tooManyJoins,
  },
  // Per session too (decision 222): a person offers every few hundred ms at most in one session; an
  // integration bidding in many sessions keeps the account's larger allowance across them.
  offer: {
    socket: { burst: 60, perSecond: 30 },
    account: { burst: 200, perSecond: 100 },
    perTarget: { socket: { burst: 20, perSecond: 10 }, account: { burst: 20, perSecond: 10 } },
    message: REALTIME_LIMIT_MSG.tooManyOffers,
  },
  room: { socket: { burst: 20, perSecond: 5 }, account: { burst: 60, perSecond: 15 }, message: REALTIME_LIMIT_MSG.tooManyCommands },
};

interface Bucket {
  tokens: number;
  at: number;
}

/** Takes one token if there is one (refilled for the time since the last take): 0, or else the ms until there is one. */
function take(bucket: Bucket, allowance: Allowance, now: number): number {
  bucket.tokens = Math.min(allowance.burst, bucket.tokens + ((now - bucket.at) / 1000) * allowance.perSecond);
  bucket.at = now;
  if (bucket.tokens < 1) return ((1 - bucket.tokens) / allowance.perSecond) * 1000;
  bucket.tokens -= 1;
  return 0;
}

// Buckets are forgotten once full again (a full bucket is the same as none), swept when many, at most once a second.
const SWEEP_ABOVE = 10_000;
const SWEEP_EVERY_MS = 1_000;

/**
 * One family of buckets by key (a socket's, every account's, every client address's), each with its
 * allowance. `take` answers 0 when a token was taken, otherwise the ms until the next one (Retry-After).
 */
export class Buckets {
  private readonly buckets = new Map<string, { bucket: Bucket; allowance: Allowance }>();
  private sweptAt = -Infinity;

  /** Buckets kept now (tests: memory stays bounded). */
  get size(): number {
    return this.buckets.size;
  }

  take(key: string, allowance: Allowance, now: number): number {
    let entry = this.buckets.get(key);
    if (!entry) {
      if (this.buckets.size >= SWEEP_ABOVE && now - this.sweptAt >= SWEEP_EVERY_MS) this.sweep(now);
      this.buckets.set(key, (entry = { bucket: { tokens: allowance.burst, at: now }, allowance }));
    }
    return take(entry.bucket, allowance, now);
  }

  /** Every bucket full again (tests: each starts from a fresh allowance, as their calls all come from one address). */
  forget(): void {
    this.buckets.clear();
  }

  private sweep(now: number): void {
    this.sweptAt = now;
    for (const [key, { bucket, allowance }] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) / 1000) * allowance.perSecond >= allowance.burst) this.buckets.delete(key);
    }
  }
}

/** A refusal of the account's buckets: the message, and the ms until the bucket that refused has a token. */
export interface LimitRefusal {
  message: string;
  retryAfterMs: number;
}

/**
 * The limits of one node (one app: app.ts makes it, the socket dispatcher and the HTTP twins of the
 * live commands share it, decision 222): a socket's buckets live and die with the socket; the
 * account's are the same whichever door a command came through.
 */
export class CommandLimiter {
  private readonly sockets = new WeakMap<object, Buckets>();
  private readonly accounts = new Buckets();

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Every account's buckets full again (tests that send thousands of calls from one account). */
  forgetAccounts(): void {
    this.accounts.forget();
  }

  /**
   * Null when the command may run; otherwise the refusal's message. `target` is the room the
   * payload names (a join's session), when the kind is limited per target. The socket's buckets
   * are checked first, so a spamming socket does not drain its account's.
   */
  check(socket: object, accountId: string | null, kind: CommandLimitKind, target?: string): string | null {
    const limit = COMMAND_LIMITS[kind];
    const now = this.now();
    let own = this.sockets.get(socket);
    if (!own) this.sockets.set(socket, (own = new Buckets()));
    const scoped = limit.perTarget && target !== undefined ? limit.perTarget : null;
    if (own.take(kind, limit.socket, now) > 0) return limit.message;
    if (scoped && own.take(`${kind}:${target}`, scoped.socket, now) > 0) return limit.message;
    if (accountId === null) return null;
    return this.checkAccount(accountId, kind, target, now)?.message ?? null;
  }

  /**
   * The account's buckets alone (the whole account's, then the target's): what an HTTP call of a live
   * command draws from (it has no socket), the same buckets as the account's sockets on this node.
   */
  checkAccount(accountId: string, kind: CommandLimitKind, target?: string, now = this.now()): LimitRefusal | null {
    const limit = COMMAND_LIMITS[kind];
    const scoped = limit.perTarget && target !== undefined ? limit.perTarget : null;
    const wait = this.accounts.take(`${kind}:${accountId}`, limit.account, now) || (scoped ? this.accounts.take(`${kind}:${accountId}:${target}`, scoped.account, now) : 0);
    return wait > 0 ? { message: limit.message, retryAfterMs: wait } : null;
  }
}

/** The room a command's payload names (auctionId, negotiationId or roomId), read without parsing it; undefined when none. */
export function targetOf(payload: unknown): string | undefined {
  if (!payload || typeof payload !== 'object') return undefined;
  const { auctionId, negotiationId, roomId } = payload as Record<string, unknown>;
  const target = auctionId ?? negotiationId ?? roomId;
  return typeof target === 'string' && target.length <= 64 ? target : undefined;
}

const limiters = new WeakMap<object, CommandLimiter>();

/** Makes `limiter` (the app's, which its HTTP routes use too) the one of a realtime server's dispatcher. */
export function shareLimiter(io: object, limiter: CommandLimiter): void {
  limiters.set(io, limiter);
}

/** The limiter of one realtime server: its app's (shareLimiter), or its own when none was given (each app in a test has its own). */
export function limiterOf(io: object): CommandLimiter {
  let limiter = limiters.get(io);
  if (!limiter) limiters.set(io, (limiter = new CommandLimiter()));
  return limiter;
}
