import ExcelJS from 'exceljs';
import type { ProcurementRow } from '../../procurement-access';
import { ITEM_SHEET_COLUMNS, ITEMS_SHEET, NUMBER_FORMAT } from './procurement-item.columns';
import type { ItemRow } from '../procurement-item.presenter';
import { specificationToText } from '../procurement-item.specification';
import { columnStyle, styleHeaderRow } from './procurement-item.template';

export const GRAND_TOTAL_LABEL = 'Grand Total';

// The template's columns with the subtotal before the specification; same titles, so an export
// reads like the template.
const EXPORT_COLUMNS = [
  ...ITEM_SHEET_COLUMNS.filter((column) => column.field !== 'specification'),
  { field: 'subTotal', header: 'Subtotal', kind: 'number', width: 24 } as const,
  ...ITEM_SHEET_COLUMNS.filter((column) => column.field === 'specification'),
];

// Excel keeps numbers as doubles: amounts up to about 90 trillion still read back to the cent,
// beyond that Excel itself shows 15 significant digits.
const numberCell = (value: string) => Number(value);

/** The item list of a procurement as a workbook: every item, its subtotal and a grand total row. */
export async function buildExport(procurement: ProcurementRow, items: readonly ItemRow[], grandTotal: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Procura';
  workbook.title = procurement.procurementNumber ? `${procurement.procurementNumber} ${procurement.procurementName}` : procurement.procurementName;

  const sheet = workbook.addWorksheet(ITEMS_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((column) => ({ header: column.header, key: column.field, width: column.width, style: columnStyle(column) }));
  styleHeaderRow(sheet.getRow(1));

  for (const item of items) {
    sheet.addRow({
      itemCode: item.itemCode,
      itemName: item.itemName,
      prNumber: item.prNumber,
      prLine: item.prLine,
      quantity: numberCell(item.quantity),
      minCapableQty: numberCell(item.minCapableQty),
      uom: item.uom,
      pricePerUnit: numberCell(item.pricePerUnit),
      subTotal: numberCell(item.subTotal),
      specification: specificationToText(item.specification),
    });
  }

  const total = sheet.addRow({ pricePerUnit: GRAND_TOTAL_LABEL, subTotal: numberCell(grandTotal) });
  total.font = { bold: true };
  total.getCell('pricePerUnit').alignment = { horizontal: 'right' };
  total.getCell('subTotal').numFmt = NUMBER_FORMAT;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
