import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { insertProcurement } from '../../../testing/procurement-factories';
import type { ApiAnswer, TestApp } from '../../../testing/test-app';

// Real images and workbooks for the item tests, made in code so every byte is explained.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid RGB PNG. Noise pixels do not compress, so width x height x 3 is about the file size:
 * 1024 x 1024 noise is a 3 MB image.
 */
export function makePng(width = 2, height = 2, noise = false): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  const rowBytes = width * 3;
  const raw = Buffer.alloc((rowBytes + 1) * height, 0x7f);
  for (let y = 0; y < height; y += 1) {
    raw[y * (rowBytes + 1)] = 0; // filter type: none
    if (noise) randomBytes(rowBytes).copy(raw, y * (rowBytes + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A valid baseline JPEG: one 8 x 8 grey block. Level-shifted grey is all zeros, so the scan is a
 * DC difference of category 0 and an end-of-block, each coded by a one-symbol Huffman table as
 * the bit '0': two bits, padded with ones, 0x3F.
 */
export function makeJpeg(): Buffer {
  const marker = (code: number, body: number[]) => [0xff, code, ((body.length + 2) >> 8) & 0xff, (body.length + 2) & 0xff, ...body];
  const oneSymbolTable = (tableClass: number) => [tableClass, 1, ...new Array<number>(15).fill(0), 0x00];
  return Buffer.from([
    0xff, 0xd8, // start of image
    ...marker(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // JFIF 1.1
    ...marker(0xdb, [0x00, ...new Array<number>(64).fill(1)]), // quantisation table 0, all ones
    ...marker(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]), // 8 bits, 8 x 8, one component
    ...marker(0xc4, oneSymbolTable(0x00)), // DC table 0
    ...marker(0xc4, oneSymbolTable(0x10)), // AC table 0
    ...marker(0xda, [1, 1, 0x00, 0, 63, 0]), // scan of component 1 with tables 0/0
    0x3f,
    0xff, 0xd9, // end of image
  ]);
}

/** A Windows executable (MZ ... PE header). */
export const EXE = (() => {
  const b = Buffer.alloc(512);
  b.write('MZ', 0);
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'binary');
  return b;
})();

export const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

let counter = 0;

/** A complete item of the dialog for a procurement; 10 x 1,500,000.50 = 15,000,005.00. */
export function itemBody(procurementId: string, overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    procurementId,
    itemCode: `LPT-${counter}`,
    itemName: `Laptop 14 inci ${counter}`,
    prNumber: `PR-2026-${String(counter).padStart(4, '0')}`,
    prLine: '10',
    quantity: '10',
    minCapableQty: '10',
    uom: 'Unit',
    pricePerUnit: '1,500,000.50',
    subTotal: '15,000,005.00',
    specification: '<p>Core i5, RAM 16 GB, SSD 512 GB</p>',
    ...overrides,
  };
}

/** A procurement of the company still in DRAFT, multi winner unless told otherwise. */
export async function draftProcurement(t: TestApp, companyId: string, values: Parameters<typeof insertProcurement>[2] = {}) {
  return insertProcurement(t, companyId, { winnerType: 'MULTI_WINNER', biddingType: 'TOTAL_PRICE_BY_UNIT', ...values });
}

export type SheetCells = Array<string | number | null>;

export const SHEET_HEADER = [
  'Item Code',
  'Item Name',
  'PR Number',
  'PR Line',
  'Needed Qty',
  'Minimal Capable Qty',
  'UOM',
  'Estimated Price Per Unit',
  'Specification',
];

/** An .xlsx with the template's header row and the given rows below it. */
export async function makeWorkbook(rows: SheetCells[], header: string[] = SHEET_HEADER): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Items');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Reads an .xlsx answer: the rows of its first sheet as plain values. */
export async function readWorkbook(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return workbook;
}

/** Uploads a file to the import call like the browser does. */
export async function uploadImport(t: TestApp, token: string, procurementId: string, bytes: Buffer, fileName = 'items.xlsx'): Promise<ApiAnswer> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const response = await fetch(`${t.url}/api/secured/procurement-item/import?procurementId=${procurementId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

/** Downloads a binary answer (xlsx, image) with its headers. */
export async function download(t: TestApp, token: string, path: string) {
  const response = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes };
}
