import { formatDate } from '@procura/domain/common/dates';
import type { AuthUser } from '../../../../platform/security/access-tokens';
import type { AppContext } from '../../../../platform/context';
import { runHeavy } from '../../../../platform/heavy-work/heavy-pool';
import { requireBuyerCompany } from '../../../../platform/security/tenancy';
import { requireOwnProcurement } from '../../procurement-access';
import { fileNamePart } from './procurement-item.columns';
import { allItemsOf, grandTotalOf } from '../procurement-item.queries';

export interface Download {
  fileName: string;
  content: Buffer;
}

// The workbooks are written on the heavy-work thread (docs/decisions.md 220).

/** GET …/template: the import template of one of the caller's procurements. */
export async function itemTemplate(ctx: AppContext, user: AuthUser, procurementId: string): Promise<Download> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const procurement = await requireOwnProcurement(ctx.db, companyId, procurementId);
  return { fileName: `item-template-${fileNamePart(procurement)}.xlsx`, content: await runHeavy('itemTemplateXlsx', procurement) };
}

/** GET …/export: every item of one of the caller's procurements, with a grand total. */
export async function exportItems(ctx: AppContext, user: AuthUser, procurementId: string): Promise<Download> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const procurement = await requireOwnProcurement(ctx.db, companyId, procurementId);
  const items = await allItemsOf(ctx.db, procurementId);
  const grandTotal = await grandTotalOf(ctx.db, procurementId);
  // The buyer's calendar day (Jakarta), written yyyy-mm-dd so files sort by date.
  const day = formatDate(ctx.clock.now()).split('/').reverse().join('-');
  return { fileName: `items-${fileNamePart(procurement)}-${day}.xlsx`, content: await runHeavy('itemsXlsx', { procurement, items, grandTotal }) };
}
