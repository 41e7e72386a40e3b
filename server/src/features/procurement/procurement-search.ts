import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

// 'simple': no stemming, so Indonesian and English words and item codes match as typed.
const VECTOR = sql`to_tsvector('simple',
  coalesce(p.procurement_number, '') || ' ' || p.procurement_name || ' ' ||
  coalesce((select string_agg(i.item_name || ' ' || i.item_code, ' ') from procurement_items i where i.procurement_id = p.id), ''))`;

/**
 * Recomputes the search text of one procurement: its number, name and item names and codes.
 * Call it in the transaction that changes any of them, so the index is never stale.
 */
export async function refreshSearchVector(tx: Executor, procurementId: string): Promise<void> {
  await tx.execute(sql`update procurements p set search_vector = ${VECTOR} where p.id = ${procurementId}`);
}

/** Recomputes the search text of every procurement of a company (POST …/rebuild-index). */
export async function rebuildSearchVectors(tx: Executor, companyId: string): Promise<number> {
  const result = await tx.execute(sql`update procurements p set search_vector = ${VECTOR} where p.company_id = ${companyId}`);
  return (result as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0;
}
