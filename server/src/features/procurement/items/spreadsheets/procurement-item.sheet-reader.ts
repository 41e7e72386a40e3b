import ExcelJS from 'exceljs';
import { AppError, HTTP, type FieldError } from '@procura/domain/common/errors';
import { importColumnMissingMessage, ITEM_MSG } from '@procura/domain/procurement/items/procurement-item.messages';
import { ITEM_IMPORT_MAX_ROWS } from '@procura/domain/procurement/items/procurement-item.rules';
import { headerKey, ITEM_SHEET_COLUMNS, ITEMS_SHEET, type SheetField } from './procurement-item.columns';

/** One filled row of the Items sheet, its cells as text, numbered as Excel shows it. */
export interface SheetRow {
  rowNumber: number;
  cells: Record<SheetField, string>;
}

const fileError = (msg: string) => new AppError(HTTP.badRequest, [{ param: 'file', msg }]);

// A number as people typed it: float noise from formulas (0.30000000000000004) is rounded away.
const numberText = (value: number) => String(Number(value.toPrecision(15)));

/** A cell's value as text, whatever Excel stored: number, rich text, formula result, link, date. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((run) => run.text).join('').trim();
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('error' in value) return String(value.error);
  return '';
}

/** Loads a workbook that passed upload-check (its zip fits the office budget, so inflating it all is safe). */
async function loadWorkbook(content: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs' own Buffer type lags Node's; the bytes are what it wants.
    await workbook.xlsx.load(content as unknown as ExcelJS.Buffer);
  } catch {
    throw fileError(ITEM_MSG.importUnreadable);
  }
  return workbook;
}

/** Where each column is, found by its title in row 1 (English or Indonesian); every column is needed. */
function columnPositions(sheet: ExcelJS.Worksheet): Map<SheetField, number> {
  const byTitle = new Map<string, SheetField>();
  for (const column of ITEM_SHEET_COLUMNS) {
    byTitle.set(headerKey(column.header), column.field);
    byTitle.set(headerKey(column.headerId), column.field);
  }
  const positions = new Map<SheetField, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const field = byTitle.get(headerKey(cellText(cell.value)));
    if (field && !positions.has(field)) positions.set(field, col);
  });
  const missing: FieldError[] = ITEM_SHEET_COLUMNS.filter((column) => !positions.has(column.field)).map((column) => ({
    param: 'file',
    msg: importColumnMissingMessage(column.header),
  }));
  if (missing.length > 0) throw new AppError(HTTP.badRequest, missing);
  return positions;
}

/**
 * The item rows of an uploaded workbook: the sheet named Items (or the first sheet), titles in
 * row 1, one item per row below. Blank rows are skipped; more than the import limit is refused.
 */
export async function readItemSheet(content: Buffer): Promise<SheetRow[]> {
  const workbook = await loadWorkbook(content);
  const sheet = workbook.getWorksheet(ITEMS_SHEET) ?? workbook.worksheets[0];
  if (!sheet) throw fileError(ITEM_MSG.importNoRows);
  const positions = columnPositions(sheet);

  const rows: SheetRow[] = [];
  // Only rows the file holds: one styled cell far below must not make a million empty rows.
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = Object.fromEntries(
      ITEM_SHEET_COLUMNS.map((column) => [column.field, cellText(row.getCell(positions.get(column.field)!).value)]),
    ) as Record<SheetField, string>;
    if (Object.values(cells).every((text) => text === '')) return;
    if (rows.length === ITEM_IMPORT_MAX_ROWS) throw fileError(ITEM_MSG.importTooManyRows);
    rows.push({ rowNumber, cells });
  });
  if (rows.length === 0) throw fileError(ITEM_MSG.importNoRows);
  return rows;
}

/** What the heavy-work thread answers for a workbook (plain data: an AppError does not cross threads). */
export type ItemSheetRead = { rows: SheetRow[] } | { errors: FieldError[] };

/** readItemSheet as the heavy-work thread runs it: the file's refusals as data. */
export async function readItemSheetOnThread(content: Uint8Array): Promise<ItemSheetRead> {
  try {
    return { rows: await readItemSheet(Buffer.from(content.buffer, content.byteOffset, content.byteLength)) };
  } catch (error) {
    if (error instanceof AppError) return { errors: error.errors };
    throw error;
  }
}
