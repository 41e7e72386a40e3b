import { AppError, HTTP } from '@procura/domain/common/errors';
import { HEAVY_READ_MSG } from '@procura/domain/common/heavy-read.messages';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import { HEAVY_READ_BUDGET, withHeavyReadBudget } from './heavy-read-budget';

// Each account's budget of heavy reads (docs/decisions.md 221), per node: at most two at once, and
// a bucket of a few per second; the answer past it is 429 with Retry-After.

const ctx = {} as AppContext;
const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('not refused');
};

describe('the heavy-read budget', () => {
  it('lets two reads of an account run at once, refuses the third, and serves another account meanwhile', async () => {
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const reads = [withHeavyReadBudget(ctx, 'account:a', () => held), withHeavyReadBudget(ctx, 'account:a', () => held)];
    const third = await refusal(withHeavyReadBudget(ctx, 'account:a', async () => 'never'));
    expect(third).toBeInstanceOf(AppError);
    expect(third.status).toBe(HTTP.tooManyRequests);
    expect(third.retryAfterSeconds).toBe(1);
    expect(third.toJSON()).toEqual({ errors: [{ param: null, msg: HEAVY_READ_MSG.accountBusy }] });
    expect(await withHeavyReadBudget(ctx, 'account:b', async () => 'served')).toBe('served');
    finish();
    await Promise.all(reads);
    // A slot is given back when a read ends, failed or not.
    await expect(withHeavyReadBudget(ctx, 'account:a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await withHeavyReadBudget(ctx, 'account:a', async () => 'again')).toBe('again');
  });

  it('refuses an account that spent its bucket, saying when a read is free again', async () => {
    for (let i = 0; i < HEAVY_READ_BUDGET.burst; i += 1) await withHeavyReadBudget(ctx, 'account:c', async () => i);
    const refused = await refusal(withHeavyReadBudget(ctx, 'account:c', async () => 'never'));
    expect(refused.status).toBe(HTTP.tooManyRequests);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(await withHeavyReadBudget(ctx, 'account:d', async () => 'served')).toBe('served');
  });
});
