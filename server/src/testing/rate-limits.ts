import { clearAllAttempts } from '../platform/security/rate-limit';
import type { TestApp } from './test-app';

/**
 * Forgets every counted attempt and the anonymous traffic's buckets. All test calls come from
 * 127.0.0.1, so without this the per-address limits (e.g. 100 sign-ins per 15 minutes, 100 anonymous
 * calls at once) would make a test depend on the ones before it.
 */
export async function forgetAttempts(t: TestApp): Promise<void> {
  await clearAllAttempts(t.app.ctx.db);
  t.app.addressLimit.forget();
}
