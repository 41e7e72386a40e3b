// The columns of the item spreadsheets (template, import, export), in the order of the template.

export type SheetField =
  | 'itemCode'
  | 'itemName'
  | 'prNumber'
  | 'prLine'
  | 'quantity'
  | 'minCapableQty'
  | 'uom'
  | 'pricePerUnit'
  | 'specification';

export interface SheetColumn {
  field: SheetField;
  /** The title in the first row; the import finds its columns by these titles. */
  header: string;
  headerId: string;
  /** How a message names the column: 'Item name is required'. */
  label: string;
  kind: 'text' | 'number' | 'longText';
  width: number;
  hint: { en: string; id: string };
  example: string | number;
}

export const ITEM_SHEET_COLUMNS: readonly SheetColumn[] = [
  {
    field: 'itemCode', header: 'Item Code', headerId: 'Kode Barang', label: 'Item code', kind: 'text', width: 16,
    hint: { en: 'Required. At most 50 characters.', id: 'Wajib. Maksimal 50 karakter.' }, example: 'LPT-14',
  },
  {
    field: 'itemName', header: 'Item Name', headerId: 'Nama Barang', label: 'Item name', kind: 'text', width: 32,
    hint: { en: 'Required. At most 200 characters.', id: 'Wajib. Maksimal 200 karakter.' }, example: 'Laptop 14 inci',
  },
  {
    field: 'prNumber', header: 'PR Number', headerId: 'Nomor PR', label: 'PR number', kind: 'text', width: 18,
    hint: { en: 'Required. Purchase request number.', id: 'Wajib. Nomor permintaan pembelian.' }, example: 'PR-2026-0012',
  },
  {
    field: 'prLine', header: 'PR Line', headerId: 'Baris PR', label: 'PR line', kind: 'text', width: 10,
    hint: { en: 'Required. Line of the purchase request.', id: 'Wajib. Baris pada permintaan pembelian.' }, example: '10',
  },
  {
    field: 'quantity', header: 'Needed Qty', headerId: 'Jumlah Dibutuhkan', label: 'Needed qty', kind: 'number', width: 14,
    hint: { en: 'Required. Above 0, at most 2 decimals: 1,250.5', id: 'Wajib. Di atas 0, maksimal 2 desimal: 1,250.5' },
    example: 25,
  },
  {
    field: 'minCapableQty', header: 'Minimal Capable Qty', headerId: 'Jumlah Minimal Sanggup', label: 'Minimal capable qty', kind: 'number', width: 20,
    hint: {
      en: 'Required. At most the needed qty. For a single winner it equals the needed qty; leave it empty to copy it.',
      id: 'Wajib. Tidak melebihi jumlah dibutuhkan. Untuk pemenang tunggal sama dengan jumlah dibutuhkan; kosongkan untuk menyalinnya.',
    },
    example: 25,
  },
  {
    field: 'uom', header: 'UOM', headerId: 'Satuan', label: 'UOM', kind: 'text', width: 10,
    hint: { en: 'Required. Letters and spaces only: Unit, Box, Meter.', id: 'Wajib. Hanya huruf dan spasi: Unit, Kotak, Meter.' }, example: 'Unit',
  },
  {
    field: 'pricePerUnit', header: 'Estimated Price Per Unit', headerId: 'Perkiraan Harga Satuan', label: 'Estimated price per unit', kind: 'number', width: 24,
    hint: {
      en: 'Required. Not negative, at most 15 digits and 2 decimals: 12,500,000.50',
      id: 'Wajib. Tidak negatif, maksimal 15 digit dan 2 desimal: 12,500,000.50',
    },
    example: 12500000.5,
  },
  {
    field: 'specification', header: 'Specification', headerId: 'Spesifikasi', label: 'Specification', kind: 'longText', width: 48,
    hint: { en: 'Required. Plain text; each line becomes a paragraph.', id: 'Wajib. Teks biasa; setiap baris menjadi satu paragraf.' },
    example: 'Core i5, RAM 16 GB, SSD 512 GB',
  },
];

export const ITEMS_SHEET = 'Items';
export const INSTRUCTIONS_SHEET = 'Instructions';
/** Amounts and quantities as the spec shows them: thousands commas, 2 decimals. */
export const NUMBER_FORMAT = '#,##0.00';
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A title compared without regard to case or spacing: ' needed  QTY ' finds Needed Qty. */
export function headerKey(title: string): string {
  return title.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A file name part from a procurement: its number once submitted, else its name. */
export function fileNamePart(procurement: { procurementNumber: string | null; procurementName: string }): string {
  const source = procurement.procurementNumber ?? procurement.procurementName;
  const slug = source
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/_/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return slug || 'procurement';
}
