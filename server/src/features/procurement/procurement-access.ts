import { and, eq, type SQL } from 'drizzle-orm';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { canEditItemsAndVendors } from '@procura/domain/procurement/procurement.rules';
import type { Executor } from '../../db/client';
import { procurements } from '../../db/schema/procurement';

export type ProcurementRow = typeof procurements.$inferSelect;

export const DATA_NOT_FOUND = 'Data not found';
export const NOT_EDITABLE = 'Items and vendors can be changed only while the procurement is DRAFT';

/**
 * A procurement of the caller's company, or 404 as if it did not exist (another tenant's id
 * included). `lock` takes the row for update, so state checks and writes in one transaction
 * cannot race a submit, end or cancel.
 */
export async function requireOwnProcurement(
  db: Executor,
  companyId: string,
  procurementId: string,
  options: { lock?: boolean } = {},
): Promise<ProcurementRow> {
  const where: SQL | undefined = and(eq(procurements.id, procurementId), eq(procurements.companyId, companyId));
  const query = db.select().from(procurements).where(where);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw AppError.field(HTTP.notFound, null, DATA_NOT_FOUND);
  return row;
}

/** Items and vendors change only in DRAFT (docs/rules/procurement.md#statuses-and-actions); otherwise 409. */
export function assertEditable(procurement: ProcurementRow): void {
  if (!canEditItemsAndVendors(procurement.status)) throw AppError.field(HTTP.conflict, null, NOT_EDITABLE);
}
