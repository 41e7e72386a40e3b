import { and, asc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { WriteTx } from '../../platform/change-feed';
import { masterValues } from '../../db/schema/platform';

// Any fixed number: the first key of the per-list advisory locks (the second is the list's hash).
const LIST_LOCK_CLASS = 734_202;

/**
 * Serializes the writes that place values in one list (add, move, remove, seeding) until the
 * transaction ends, so two of them never compute the same next place. Lists are locked one at a
 * time or in name order, so two writers never wait for each other.
 */
export async function lockList(tx: WriteTx, list: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LIST_LOCK_CLASS}, hashtext(${list}))`);
}

/** The live values of a list in their order, locked until the transaction ends. */
export async function liveRowsInOrder(tx: WriteTx, list: string) {
  return tx
    .select()
    .from(masterValues)
    .where(and(eq(masterValues.list, list), isNull(masterValues.removedAt)))
    .orderBy(asc(masterValues.sortOrder), asc(masterValues.id))
    .for('update');
}

/** The place after the last live value of a list (1 for an empty one). Call under lockList. */
export async function nextPlace(tx: Executor, list: string): Promise<number> {
  const [row] = await tx
    .select({ last: max(masterValues.sortOrder) })
    .from(masterValues)
    .where(and(eq(masterValues.list, list), isNull(masterValues.removedAt)));
  return (row?.last ?? 0) + 1;
}

/**
 * Gives the live values of a list the places 1, 2, 3… in the order of `ids` (every live id of the
 * list). The unique (list, sort_order) rule is checked row by row, so the places are first set to
 * their negatives (which no live value holds) and then turned positive: no two rows ever meet.
 */
export async function renumber(tx: WriteTx, list: string, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const places = sql.join(
    ids.map((id, index) => sql`(${id}::int, ${-(index + 1)}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${masterValues} set sort_order = places.place
    from (values ${places}) as places(id, place)
    where ${masterValues.id} = places.id`);
  await tx.execute(sql`
    update ${masterValues} set sort_order = -sort_order
    where ${masterValues.list} = ${list} and ${masterValues.sortOrder} < 0`);
}
