import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';

// 'simple': no stemming, so Indonesian and English words and item codes match as typed.
// Punctuation becomes a space first: the parser alone keeps 'PRC-MJA-2026-00001' as 'prc-mja'
// and a negative number '-00001', which a search for 00001 would never find. The words are then
// the runs of letters and digits, as searchWords (procurement-text-query.ts) cuts what is typed.
const words = (text: SQL) => sql`to_tsvector('simple', regexp_replace(${text}, '[[:punct:]]+', ' ', 'g'))`;
const ITEM_TEXT = sql`coalesce((select string_agg(i.item_name || ' ' || i.item_code, ' ') from procurement_items i where i.procurement_id = p.id), '')`;
// Weights rank a hit on the number above one on the name, and both above one on an item.
const VECTOR = sql`setweight(${words(sql`coalesce(p.procurement_number, '')`)}, 'A')
  || setweight(${words(sql`p.procurement_name`)}, 'B')
  || setweight(${words(ITEM_TEXT)}, 'C')`;

/**
 * Recomputes the search text of one procurement: its number, name and item names and codes.
 * Call it in the transaction that changes any of them, so the index is never stale.
 */
export async function refreshSearchVector(tx: Executor, procurementId: string): Promise<void> {
  await tx.execute(sql`update procurements p set search_vector = ${VECTOR} where p.id = ${procurementId}`);
}

/** Recomputes the search text of every procurement of a company (POST …/rebuild-index by a buyer). */
export async function rebuildSearchVectors(tx: Executor, companyId: string): Promise<number> {
  return rowCount(await tx.execute(sql`update procurements p set search_vector = ${VECTOR} where p.company_id = ${companyId}`));
}

/** Recomputes the search text of every procurement of every company (the super admin's rebuild, start-up). */
export async function rebuildAllSearchVectors(tx: Executor): Promise<number> {
  return rowCount(await tx.execute(sql`update procurements p set search_vector = ${VECTOR}`));
}

/** Computes the search text of the procurements that never had one (rows written outside the app). */
export async function fillMissingSearchVectors(tx: Executor): Promise<number> {
  return rowCount(await tx.execute(sql`update procurements p set search_vector = ${VECTOR} where p.search_vector = ''::tsvector`));
}

/**
 * Names how the search text is computed: a digest of the SQL above. The start-up check compares it
 * with the one the stored texts were computed by, so changing the formula rebuilds them once.
 */
export function searchTextVersion(): string {
  return createHash('sha256').update(new PgDialect().sqlToQuery(VECTOR).sql).digest('hex').slice(0, 16);
}

function rowCount(result: unknown): number {
  const answer = result as { rowCount?: number | null; affectedRows?: number };
  return answer.rowCount ?? answer.affectedRows ?? 0;
}
