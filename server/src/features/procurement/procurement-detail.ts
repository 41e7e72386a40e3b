import { and, eq, sql } from 'drizzle-orm';
import { AppError, HTTP } from '@procura/domain/common/errors';
import type { ProcurementDetailView } from '@procura/domain/procurement/procurement.views';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema/auth';
import { procurements } from '../../db/schema/procurement';
import { hasDoneSessionSql } from '../auction';
import { DATA_NOT_FOUND } from './procurement-access';
import { presentProcurementDetail } from './procurement.presenter';

/**
 * The detail page's procurement: the row, who gave it its status, and the counts the page
 * decides sections and buttons by, in one query; 404 for another company's id.
 */
export async function loadProcurementDetail(db: Executor, companyId: string, procurementId: string): Promise<ProcurementDetailView> {
  const [found] = await db
    .select({
      row: procurements,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      itemCount: sql<number>`(select count(*)::int from procurement_items i where i.procurement_id = ${procurements.id})`,
      vendorCount: sql<number>`(select count(*)::int from procurement_vendors v where v.procurement_id = ${procurements.id})`,
      hasDoneSession: hasDoneSessionSql(procurements.id),
    })
    .from(procurements)
    .leftJoin(accounts, eq(accounts.id, procurements.statusChangedBy))
    .where(and(eq(procurements.id, procurementId), eq(procurements.companyId, companyId)));
  if (!found) throw AppError.field(HTTP.notFound, null, DATA_NOT_FOUND);
  return presentProcurementDetail(found.row, {
    statusChangedByName: found.firstName ? `${found.firstName} ${found.lastName ?? ''}`.trim() : null,
    itemCount: Number(found.itemCount),
    vendorCount: Number(found.vendorCount),
    hasDoneSession: Boolean(found.hasDoneSession),
  });
}
