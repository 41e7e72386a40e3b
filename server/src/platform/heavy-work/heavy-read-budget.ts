import { AppError, HTTP } from '@procura/domain/common/errors';
import { HEAVY_READ_MSG } from '@procura/domain/common/heavy-read.messages';
import type { AppContext } from '../context';

// Each account's budget of heavy reads (docs/decisions.md 221): reports, receipts PDFs, exports,
// ledger checks, the OCDS package and the buyer guide. In memory per node and checked before any
// database work: at most IN_FLIGHT of one account's at once, and a token bucket (BURST, refilled
// PER_SECOND). Past it: 429 with Retry-After and the envelope. Real time (performance.now), not the
// app's clock: it measures work, and the tests' clock stands still.

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
    const now = performance.now();
    if (this.accounts.size >= SWEEP_AT) this.sweep(now);
    const account = this.accounts.get(who) ?? { inFlight: 0, tokens: HEAVY_READ_BUDGET.burst, at: now };
    account.tokens = Math.min(HEAVY_READ_BUDGET.burst, account.tokens + ((now - account.at) / 1000) * HEAVY_READ_BUDGET.perSecond);
    account.at = now;
    this.accounts.set(who, account);
    if (account.inFlight >= HEAVY_READ_BUDGET.inFlight) throw refused(1);
    if (account.tokens < 1) throw refused(Math.ceil((1 - account.tokens) / HEAVY_READ_BUDGET.perSecond));
    account.tokens -= 1;
    account.inFlight += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      account.inFlight -= 1;
    };
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

/**
 * Runs one heavy read of `who` (`account:<id>`, or `address:<ip>` for the public buyer guide) within
 * its budget on this node; throws 429 before `read` starts when the account is past it.
 */
export async function withHeavyReadBudget<T>(ctx: AppContext, who: string, read: () => Promise<T>): Promise<T> {
  let budget = budgets.get(ctx);
  if (!budget) {
    budget = new HeavyReadBudget();
    budgets.set(ctx, budget);
  }
  const release = budget.admit(who);
  try {
    return await read();
  } finally {
    release();
  }
}

/** The budget's subject for a signed-in caller. */
export const accountSubject = (user: { id: string }) => `account:${user.id}`;
