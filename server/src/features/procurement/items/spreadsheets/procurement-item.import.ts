import { sql } from 'drizzle-orm';
import { AppError, HTTP, zodIssuesToErrors, type FieldError } from '@procura/domain/common/errors';
import { decimalProblem, MONEY_MAX_INTEGER_DIGITS, toDecimalString } from '@procura/domain/common/money/decimal-input.rules';
import {
  importMoreProblemsMessage,
  importRequiredMessage,
  importRowMessage,
  ITEM_MSG,
} from '@procura/domain/procurement/items/procurement-item.messages';
import { itemSubTotal, lockedMinCapableQty } from '@procura/domain/procurement/items/procurement-item.rules';
import { itemSchema } from '@procura/domain/procurement/items/procurement-item.schemas';
import type { ImportItemsResult } from '@procura/domain/procurement/items/procurement-item.views';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import { procurementItems } from '../../../../db/schema/procurement';
import type { AuthUser } from '../../../../platform/security/access-tokens';
import type { AppContext } from '../../../../platform/context';
import { checkUpload } from '../../../../platform/files/upload-check';
import { runHeavy } from '../../../../platform/heavy-work/heavy-pool';
import type { MultipartForm } from '../../../../platform/files/multipart-form';
import { requireBuyerCompany } from '../../../../platform/security/tenancy';
import { assertEditable, requireOwnProcurement, type ProcurementRow } from '../../procurement-access';
import { refreshSearchVector } from '../../list/procurement-search';
import { ITEM_SHEET_COLUMNS } from './procurement-item.columns';
import { itemValues } from '../procurement-item.service';
import type { SheetRow } from './procurement-item.sheet-reader';
import { specificationFromText } from '../procurement-item.specification';

type NewItem = typeof procurementItems.$inferInsert;

// Enough to fix a file in one go; a thousand identical problems help nobody.
const MAX_LISTED_PROBLEMS = 100;
const INSERT_CHUNK = 250;

const LABELS: Record<string, string> = { ...Object.fromEntries(ITEM_SHEET_COLUMNS.map((c) => [c.field, c.label])), subTotal: 'Subtotal' };
const AMOUNT = { maxIntegerDigits: MONEY_MAX_INTEGER_DIGITS, maxDecimals: 2 };

const badFile = (msg: string) => new AppError(HTTP.badRequest, [{ param: 'file', msg }]);

/** The one .xlsx of the form, recognised by its content and within the office zip budget (upload-check). */
async function uploadedWorkbook(form: MultipartForm): Promise<Buffer> {
  if (form.errors.length > 0) throw new AppError(HTTP.badRequest, form.errors);
  const files = form.files.file ?? [];
  if (files.length === 0) throw badFile(ITEM_MSG.importFileRequired);
  if (files.length > 1) throw badFile(ITEM_MSG.importOneFile);
  const file = files[0]!;
  const checked = await checkUpload(file, ['xlsx']);
  if (!checked.ok) throw badFile(checked.problem === 'type' ? ITEM_MSG.importFileType : ITEM_MSG.importUnreadable);
  return checked.file.content;
}

/** The item dialog's payload for one row: the subtotal computed, a single winner's lock filled in. */
function rowPayload(procurement: ProcurementRow, row: SheetRow) {
  const { cells } = row;
  const bothAmounts = decimalProblem(cells.quantity, AMOUNT) === null && decimalProblem(cells.pricePerUnit, AMOUNT) === null;
  const lockedQty = cells.minCapableQty === '' ? lockedMinCapableQty(procurement.winnerType, cells.quantity) : null;
  return {
    ...cells,
    procurementId: procurement.id,
    minCapableQty: lockedQty ?? cells.minCapableQty,
    // When a number is wrong its own column says so; the subtotal then waits for it.
    subTotal: bothAmounts ? itemSubTotal(toDecimalString(cells.quantity), toDecimalString(cells.pricePerUnit)) : '0',
    specification: specificationFromText(cells.specification),
  };
}

function rowErrors(rowNumber: number, errors: readonly FieldError[]): FieldError[] {
  return errors.map(({ param, msg }) => {
    const label = param ? (LABELS[param] ?? param) : '';
    const text = msg === PROCUREMENT_MSG.fulfillGivenInput && label ? importRequiredMessage(label) : msg;
    return { param: `rows.${rowNumber}.${param ?? 'row'}`, msg: importRowMessage(rowNumber, text) };
  });
}

/** Every row checked with the item dialog's rules; the rows to insert, or every problem found. */
function checkRows(procurement: ProcurementRow, rows: readonly SheetRow[]): { items: NewItem[]; errors: FieldError[] } {
  const items: NewItem[] = [];
  const errors: FieldError[] = [];
  for (const row of rows) {
    const parsed = itemSchema.safeParse(rowPayload(procurement, row));
    if (!parsed.success) {
      errors.push(...rowErrors(row.rowNumber, zodIssuesToErrors(parsed.error.issues)));
      continue;
    }
    const problems: FieldError[] = [];
    const values = itemValues(procurement, parsed.data, problems);
    if (problems.length > 0) errors.push(...rowErrors(row.rowNumber, problems));
    else items.push({ procurementId: procurement.id, ...values });
  }
  return { items, errors };
}

function refuse(errors: FieldError[]): AppError {
  const listed = errors.slice(0, MAX_LISTED_PROBLEMS);
  if (errors.length > listed.length) listed.push({ param: null, msg: importMoreProblemsMessage(errors.length - listed.length) });
  return new AppError(HTTP.badRequest, listed);
}

/**
 * Imports the rows of an .xlsx into a DRAFT procurement: all of them in one transaction, or none
 * when any row breaks a rule (the answer lists each problem with its Excel row number).
 */
export async function importItems(ctx: AppContext, user: AuthUser, procurementId: string, form: MultipartForm): Promise<ImportItemsResult> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  assertEditable(await requireOwnProcurement(ctx.db, companyId, procurementId));
  // Unzipping and reading the workbook is the heavy-work thread's, never the referee's (decision 220).
  const read = await runHeavy('itemSheetRows', await uploadedWorkbook(form));
  if ('errors' in read) throw new AppError(HTTP.badRequest, read.errors);
  const { rows } = read;

  return ctx.db.transaction(async (tx) => {
    const procurement = await requireOwnProcurement(tx, companyId, procurementId, { lock: true });
    assertEditable(procurement);
    const { items, errors } = checkRows(procurement, rows);
    if (errors.length > 0) throw refuse(errors);
    // One transaction shares one now(): a microsecond apart, the items keep the file's order.
    const ordered = items.map((item, index) => ({ ...item, createdAt: sql`now() + ${index} * interval '1 microsecond'` }));
    for (let start = 0; start < ordered.length; start += INSERT_CHUNK) {
      await tx.insert(procurementItems).values(ordered.slice(start, start + INSERT_CHUNK));
    }
    await refreshSearchVector(tx, procurement.id);
    return { imported: items.length };
  });
}
