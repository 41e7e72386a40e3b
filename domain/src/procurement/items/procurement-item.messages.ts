// Texts of the item list that the spec does not give (docs/rules/procurement.md gives the item form's own texts,
// kept in procurement.messages.ts). No zod here: the web imports them without the schemas.
export const ITEM_MSG = {
  minCapableQtyLocked: 'Minimal capable qty must equal needed qty for a single winner procurement',
  imageNotFound: 'Image not found',
  sortInvalid: 'Sort must be itemCode, itemName, prNumber, quantity, pricePerUnit or subTotal',
  orderInvalid: 'Order must be asc or desc',

  // Spreadsheet import (users keep item lists in Excel)
  importFileRequired: 'Please choose an Excel file (.xlsx) to import',
  importOneFile: 'Please choose one file only',
  importFileType: 'The file must be an Excel workbook (.xlsx)',
  importFileTooLarge: 'The file must be at most 5 MB',
  importUnreadable: 'The file could not be read as an Excel workbook',
  importNoRows: 'The file has no items to import',
  importTooManyRows: 'At most 1,000 items can be imported at once',
  importColumnMissing: 'Column "{{column}}" is missing from the first row',
  importRequired: '{{column}} is required',
  importRow: 'Row {{row}}: {{message}}',
  importMoreProblems: '{{count}} more problems are not listed; please fix the rows above and import again',
} as const;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** 'Column "Item Name" is missing from the first row'. */
export function importColumnMissingMessage(column: string): string {
  return fill(ITEM_MSG.importColumnMissing, { column });
}

/** 'Item name is required'. */
export function importRequiredMessage(column: string): string {
  return fill(ITEM_MSG.importRequired, { column });
}

/** 'Row 3: Item name is required', with the row number the user sees in Excel. */
export function importRowMessage(row: number, message: string): string {
  return fill(ITEM_MSG.importRow, { row, message });
}

export function importMoreProblemsMessage(count: number): string {
  return fill(ITEM_MSG.importMoreProblems, { count });
}
