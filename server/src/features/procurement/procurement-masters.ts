import { AppError, HTTP, type FieldError } from '@procura/domain/common/errors';
import type { MasterListName } from '@procura/domain/master-data/master-data.enums';
import { PROCUREMENT_STATE_MSG } from '@procura/domain/procurement/procurement-state.messages';
import type { CreateProcurementData } from '@procura/domain/procurement/procurement.schemas';
import type { Db, Executor } from '../../db/client';
import { listMasters } from '../master-data';

type CodeField = 'negotiationType' | 'evaluationMethod' | 'winnerType' | 'biddingType' | 'currencyType' | 'currency';

// The master list (GET /api/masters) each field of the New Initiation dialog picks from.
const LIST_OF: Record<CodeField, MasterListName> = {
  negotiationType: 'negotiationTypes',
  evaluationMethod: 'evaluationMethods',
  winnerType: 'winnerTypes',
  biddingType: 'biddingTypes',
  currencyType: 'currencyTypes',
  currency: 'currencies',
};

/**
 * 400 by field for a code that is not an active master value: the super admin may deactivate a
 * value or add currencies (docs/decisions.md 31), and the dialog offers only active ones.
 * `kept` holds the values a procurement already stores: keeping one that was deactivated since
 * is not a new choice, so it is accepted.
 */
export async function assertActiveMasterCodes(db: Executor, input: CreateProcurementData, kept: Partial<Record<CodeField, string | null>> = {}): Promise<void> {
  // Read in the caller's transaction: PGlite has one session, which an open transaction holds.
  const masters = await listMasters(db as Db);
  const errors: FieldError[] = [];
  for (const [field, list] of Object.entries(LIST_OF) as Array<[CodeField, MasterListName]>) {
    const code = input[field];
    if (code === null || code === kept[field]) continue;
    const active = (masters[list] ?? []).some((value) => value.code === code && value.active);
    if (!active) errors.push({ param: field, msg: PROCUREMENT_STATE_MSG.optionNotAvailable });
  }
  if (errors.length > 0) throw new AppError(HTTP.badRequest, errors);
}
