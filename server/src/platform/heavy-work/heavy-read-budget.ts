import type { FastifyRequest } from 'fastify';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { HEAVY_READ_MSG } from '@procura/domain/common/heavy-read.messages';
import { tokenUserOf } from '../security/auth-guard';
import type { AppContext } from '../context';

// Each account's budget of heavy reads (docs/decisions.md 221): reports, receipts PDFs, exports,
// ledger checks, the OCDS package and the buyer guide. In memory per node and checked before any
// database work: at most IN_FLIGHT of one account's at once, and a token bucket (BURST, refilled
// PER_SECOND). Past it: 429 with Retry-After and the envelope. Real time (performance.now), not the
// app's clock: it measures work, and the tests' clock stands still. A route that reads heavily says so
// in its options (`heavyRead(...)`): the authenticated scope's first hooks refuse an account already past
// its budget before its sign-in is looked up (one database read), so a flood of refusals costs no
// database work; the handler's `withHeavyReadBudget` then takes the read's slot.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A heavy read (heavy-read-budget.ts): an account past its budget is refused before its sign-in is looked up. */
    heavyRead?: true;
  }
}

export const HEAVY_READ_BUDGET = { inFlight: 2, burst: 8, perSecond: 2 } as const;
/** Accounts idle with a full bucket are forgotten when this many are known. */
const SWEEP_AT = 10_000;

interface Account {
  inFlight: number;
  tokens: number;
  at: number;
}

class HeavyReadBudget {
  private readonly accounts = new Map<string, Account>();

  /** Takes one read for `who`, or throws 429; the returned function gives the slot back. */
  admit(who: string): () => void {
    const account = this.refill(who);
    this.refuseOver(account);
    account.tokens -= 1;
    account.inFlight += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      account.inFlight -= 1;
    };
  }

  /** Throws 429 when `who` is past its budget now; takes nothing. */
  check(who: string): void {
    this.refuseOver(this.refill(who));
  }

  private refill(who: string): Account {
    const now = performance.now();
    if (this.accounts.size >= SWEEP_AT) this.sweep(now);
    const account = this.accounts.get(who) ?? { inFlight: 0, tokens: HEAVY_READ_BUDGET.burst, at: now };
    account.tokens = Math.min(HEAVY_READ_BUDGET.burst, account.tokens + ((now - account.at) / 1000) * HEAVY_READ_BUDGET.perSecond);
    account.at = now;
    this.accounts.set(who, account);
    return account;
  }

  private refuseOver(account: Account): void {
    if (account.inFlight >= HEAVY_READ_BUDGET.inFlight) throw refused(1);
    if (account.tokens < 1) throw refused(Math.ceil((1 - account.tokens) / HEAVY_READ_BUDGET.perSecond));
  }

  private sweep(now: number): void {
    for (const [who, account] of this.accounts) {
      const full = account.tokens + ((now - account.at) / 1000) * HEAVY_READ_BUDGET.perSecond >= HEAVY_READ_BUDGET.burst;
      if (account.inFlight === 0 && full) this.accounts.delete(who);
    }
  }
}

const refused = (seconds: number) => new AppError(HTTP.tooManyRequests, [{ param: null, msg: HEAVY_READ_MSG.accountBusy }], Math.max(1, seconds));

const budgets = new WeakMap<AppContext, HeavyReadBudget>();

function budgetOf(ctx: AppContext): HeavyReadBudget {
  let budget = budgets.get(ctx);
  if (!budget) budgets.set(ctx, (budget = new HeavyReadBudget()));
  return budget;
}

/**
 * Runs one heavy read of `who` (`account:<id>`, or `address:<ip>` for the public buyer guide) within
 * its budget on this node; throws 429 before `read` starts when the account is past it.
 */
export async function withHeavyReadBudget<T>(ctx: AppContext, who: string, read: () => Promise<T>): Promise<T> {
  const release = budgetOf(ctx).admit(who);
  try {
    return await read();
  } finally {
    release();
  }
}

/** The budget's subject for a signed-in caller. */
export const accountSubject = (user: { id: string }) => `account:${user.id}`;

/** Route options of a heavy read: `app.get(url, heavyRead(doc({...})), handler)`. */
export function heavyRead<T extends { config?: object }>(options: T) {
  return { ...options, config: { ...options.config, heavyRead: true as const } };
}

/**
 * onRequest hook of the authenticated scope, added before `authenticate`: a heavy read of an account
 * already past its budget answers 429 at the cost of the token's signature (CPU only). A call without
 * a valid token passes on to `authenticate`'s 401.
 */
export function refuseHeavyReadsOverBudget(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.routeOptions.config.heavyRead) return;
    const user = await tokenUserOf(ctx, request);
    if (user) budgetOf(ctx).check(accountSubject(user));
  };
}
