import { sql } from 'drizzle-orm';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { queryRows, type Executor } from '../db/client';
import type { Clock } from './clock';

export interface Limit {
  /** What is limited, e.g. `login:email`. */
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts one attempt against a fixed window kept in the database, so every node shares the count.
 * Throws 429 once `max` attempts were made in the window.
 */
export async function consume(db: Executor, clock: Clock, limit: Limit, subject: string): Promise<void> {
  const now = clock.now();
  const windowStartsAfter = new Date(now.getTime() - limit.windowSeconds * 1000);
  const key = `${limit.name}:${subject}`;
  const [row] = await queryRows<{ count: number; window_start: string | Date }>(db, sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${now}, 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${windowStartsAfter} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${windowStartsAfter} then ${now} else rate_limits.window_start end
    returning count, window_start`);
  if (!row || row.count <= limit.max) return;
  const resetsAt = new Date(row.window_start).getTime() + limit.windowSeconds * 1000;
  const minutes = Math.max(1, Math.ceil((resetsAt - now.getTime()) / 60_000));
  throw AppError.field(
    HTTP.tooManyRequests,
    null,
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  );
}
