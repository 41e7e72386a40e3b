import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Executor } from '../../../db/client';
import { fillMissingSearchVectors, rebuildAllSearchVectors, searchTextVersion } from './procurement-search';

// Any fixed number: nodes starting together check the index one after the other.
const SEARCH_INDEX_LOCK_ID = 734_202;
const MARKER_PREFIX = 'search text ';

export interface SearchIndexCheck {
  /** 'formula': the texts were computed another way (or never recorded) and were all rebuilt; 'missing': some were filled in. */
  cause: 'formula' | 'missing' | 'none';
  rebuilt: number;
}

/** The version the stored search texts were computed by, kept as the column's comment. */
async function storedVersion(tx: Executor): Promise<string | null> {
  const [row] = await queryRows<{ comment: string | null }>(
    tx,
    sql`select col_description(a.attrelid, a.attnum) as comment from pg_attribute a
        where a.attrelid = 'procurements'::regclass and a.attname = 'search_vector'`,
  );
  const comment = row?.comment ?? '';
  return comment.startsWith(MARKER_PREFIX) ? comment.slice(MARKER_PREFIX.length) : null;
}

/**
 * Brings the initiation search text up to date at start-up, so nobody has to press a button for
 * it: every text is recomputed when the way it is computed changed since it was stored (the
 * version is kept as the column's comment, so it needs no table and survives a dump and restore);
 * otherwise only the rows without a text (written outside the app) are filled in.
 */
export async function ensureSearchIndex(db: Db): Promise<SearchIndexCheck> {
  const version = searchTextVersion();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEARCH_INDEX_LOCK_ID})`);
    if ((await storedVersion(tx)) !== version) {
      const rebuilt = await rebuildAllSearchVectors(tx);
      // COMMENT takes no parameters; the version is 16 hex digits.
      await tx.execute(sql.raw(`comment on column procurements.search_vector is '${MARKER_PREFIX}${version}'`));
      return { cause: 'formula', rebuilt };
    }
    const filled = await fillMissingSearchVectors(tx);
    return { cause: filled > 0 ? 'missing' : 'none', rebuilt: filled };
  });
}
