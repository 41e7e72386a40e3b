import ExcelJS from 'exceljs';
import { ITEM_IMPORT_MAX_ROWS, lockedMinCapableQty } from '@procura/domain/procurement/items/procurement-item.rules';
import type { ProcurementRow } from '../../procurement-access';
import { INSTRUCTIONS_SHEET, ITEM_SHEET_COLUMNS, ITEMS_SHEET, NUMBER_FORMAT, type SheetColumn } from './procurement-item.columns';

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };

/** Column styles typing in Excel should follow: codes stay text ('0012'), numbers get the money mask. */
export function columnStyle(column: Pick<SheetColumn, 'kind'>): Partial<ExcelJS.Style> {
  if (column.kind === 'number') return { numFmt: NUMBER_FORMAT };
  if (column.kind === 'longText') return { alignment: { wrapText: true, vertical: 'top' } };
  return { numFmt: '@' };
}

export function styleHeaderRow(row: ExcelJS.Row): void {
  row.font = { bold: true };
  row.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
}

const LANGUAGE_HEADINGS = ['English', 'Bahasa Indonesia'];

function instructionLines(singleWinner: boolean): string[][] {
  return [
    ['English'],
    [`Fill one item per row on the "${ITEMS_SHEET}" sheet, from row 2. Keep the titles of row 1.`],
    ['Every column is required. Numbers may be typed as numbers or as text with thousands commas and a decimal dot: 1,250,000.50'],
    ['The subtotal is computed (Needed Qty x Estimated Price Per Unit). Empty rows are skipped.'],
    [`At most ${ITEM_IMPORT_MAX_ROWS.toLocaleString('en-US')} items per file. If any row is wrong, nothing is imported and each problem is listed with its row number.`],
    ...(singleWinner ? [['This procurement has a single winner: Minimal Capable Qty must equal Needed Qty (leave it empty to copy it).']] : []),
    [],
    ['Bahasa Indonesia'],
    [`Isi satu barang per baris pada lembar "${ITEMS_SHEET}", mulai baris 2. Jangan ubah judul di baris 1.`],
    ['Semua kolom wajib diisi. Angka boleh diketik sebagai angka atau teks dengan koma ribuan dan titik desimal: 1,250,000.50'],
    ['Subtotal dihitung otomatis (Jumlah Dibutuhkan x Perkiraan Harga Satuan). Baris kosong dilewati.'],
    [`Maksimal ${ITEM_IMPORT_MAX_ROWS.toLocaleString('en-US')} barang per berkas. Jika ada baris yang salah, tidak ada yang diimpor dan setiap masalah ditampilkan dengan nomor barisnya.`],
    ...(singleWinner ? [['Pengadaan ini memiliki pemenang tunggal: Jumlah Minimal Sanggup harus sama dengan Jumlah Dibutuhkan (kosongkan untuk menyalinnya).']] : []),
    [],
  ];
}

function addInstructions(workbook: ExcelJS.Workbook, singleWinner: boolean): void {
  const sheet = workbook.addWorksheet(INSTRUCTIONS_SHEET);
  sheet.getColumn(1).width = 28;
  sheet.getColumn(2).width = 60;
  sheet.getColumn(3).width = 60;
  for (const line of instructionLines(singleWinner)) {
    const row = sheet.addRow(line);
    if (LANGUAGE_HEADINGS.includes(line[0] ?? '')) row.font = { bold: true };
  }

  styleHeaderRow(sheet.addRow(['Column / Kolom', 'Description', 'Keterangan']));
  for (const column of ITEM_SHEET_COLUMNS) sheet.addRow([`${column.header} / ${column.headerId}`, column.hint.en, column.hint.id]);

  // The example lives here, never on the sheet that is imported.
  sheet.addRow([]);
  sheet.addRow(['Example / Contoh']).font = { bold: true };
  styleHeaderRow(sheet.addRow(ITEM_SHEET_COLUMNS.map((column) => column.header)));
  const example = sheet.addRow(ITEM_SHEET_COLUMNS.map((column) => column.example));
  ITEM_SHEET_COLUMNS.forEach((column, index) => {
    if (column.kind === 'number') example.getCell(index + 1).numFmt = NUMBER_FORMAT;
  });
}

/** The import template of a procurement: an empty Items sheet and bilingual instructions. */
export async function buildTemplate(procurement: ProcurementRow): Promise<Buffer> {
  const singleWinner = lockedMinCapableQty(procurement.winnerType, '0') !== null;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Procura';
  workbook.title = `Item import template: ${procurement.procurementName}`;

  const sheet = workbook.addWorksheet(ITEMS_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = ITEM_SHEET_COLUMNS.map((column) => ({ header: column.header, key: column.field, width: column.width, style: columnStyle(column) }));
  const header = sheet.getRow(1);
  styleHeaderRow(header);
  ITEM_SHEET_COLUMNS.forEach((column, index) => {
    header.getCell(index + 1).note = `${column.hint.en}\n\n${column.hint.id}`;
  });

  addInstructions(workbook, singleWinner);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
