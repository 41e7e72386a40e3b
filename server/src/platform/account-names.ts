import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { accounts } from '../db/schema/auth';

// Accounts' names as screens show them (who canceled, who sent): "First Last", '' when unknown.

const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();

export async function accountNameOf(db: Executor, accountId: string | null): Promise<string> {
  if (!accountId) return '';
  const [row] = await db.select({ firstName: accounts.firstName, lastName: accounts.lastName }).from(accounts).where(eq(accounts.id, accountId));
  return row ? fullName(row) : '';
}

export async function accountNames(db: Executor, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName }).from(accounts).where(inArray(accounts.id, wanted));
  return new Map(rows.map((r) => [r.id, fullName(r)]));
}
