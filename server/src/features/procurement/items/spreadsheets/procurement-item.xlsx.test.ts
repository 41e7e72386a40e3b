import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procurementItems, procurements } from '../../../../db/schema/procurement';
import { heavyRunsOf } from '../../../../platform/heavy-work/heavy-pool';
import { buyerSession, insertItem } from '../../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../../testing/test-app';
import { download, draftProcurement, EXE, makeWorkbook, readWorkbook, SHEET_HEADER, uploadImport, type SheetCells } from '../procurement-item.testing';

let t: TestApp;
let buyer: Awaited<ReturnType<typeof buyerSession>>;
beforeAll(async () => {
  t = await startTestApp();
  buyer = await buyerSession(t);
});
afterAll(async () => {
  await t.close();
});

const ITEMS = '/api/secured/procurement-item';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const GOOD_ROW: SheetCells = ['LPT-14', 'Laptop 14 inci', 'PR-2026-0012', 10, 25, 20, 'Unit', 12500000.5, 'Core i5\nRAM 16 GB'];

async function itemsOf(procurementId: string) {
  return t.app.ctx.db.select().from(procurementItems).where(eq(procurementItems.procurementId, procurementId)).orderBy(procurementItems.createdAt);
}

describe('import template', () => {
  it('downloads an .xlsx with the item columns, notes and bilingual instructions with an example', async () => {
    const procurement = await draftProcurement(t, buyer.companyId, { procurementName: 'Pengadaan Laptop Kantor' });
    const answer = await download(t, buyer.token, `${ITEMS}/template?procurementId=${procurement.id}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(XLSX);
    expect(answer.headers.get('content-disposition')).toContain('attachment; filename="item-template-Pengadaan-Laptop-Kantor.xlsx"');

    const workbook = await readWorkbook(answer.bytes);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Items', 'Instructions']);
    const items = workbook.getWorksheet('Items')!;
    expect((items.getRow(1).values as unknown[]).slice(1)).toEqual(SHEET_HEADER);
    expect(items.actualRowCount).toBe(1);
    expect(String(items.getCell('A1').note)).toContain('Wajib');

    const text = JSON.stringify(workbook.getWorksheet('Instructions')!.getSheetValues());
    for (const words of ['English', 'Bahasa Indonesia', 'Every column is required', 'Semua kolom wajib diisi', 'Example / Contoh', 'LPT-14']) {
      expect(text).toContain(words);
    }
  });

  it('imports cleanly once filled in', async () => {
    const procurement = await draftProcurement(t, buyer.companyId);
    const template = await download(t, buyer.token, `${ITEMS}/template?procurementId=${procurement.id}`);
    const workbook = await readWorkbook(template.bytes);
    const sheet = workbook.getWorksheet('Items')!;
    sheet.addRow(GOOD_ROW);
    sheet.addRow(['MON-24', 'Monitor 24 inci', 'PR-2026-0012', '20', '1,000', '500', 'Unit', '2,750,000', 'IPS, 75 Hz']);
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());

    const answer = await uploadImport(t, buyer.token, procurement.id, filled, 'template terisi.xlsx');
    expect(answer).toEqual({ status: 200, body: { data: { imported: 2 } } });
    const rows = await itemsOf(procurement.id);
    expect(rows.map((r) => [r.itemCode, r.quantity, r.subTotal])).toEqual([
      ['LPT-14', '25.00', '312500012.50'],
      ['MON-24', '1000.00', '2750000000.00'],
    ]);
  });

  it('answers 404 for an unknown procurement', async () => {
    const answer = await download(t, buyer.token, `${ITEMS}/template?procurementId=0d4f3c7e-9a51-4c55-8f1e-2b7c3f9d8e10`);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.bytes.toString())).toEqual({ errors: [{ param: null, msg: 'Data not found' }] });
  });
});

describe('importing items', () => {
  it('imports every row of a valid workbook in order, numbers as cells or as text with thousands commas', async () => {
    const procurement = await draftProcurement(t, buyer.companyId);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Items');
    sheet.addRow(SHEET_HEADER);
    sheet.addRow(GOOD_ROW);
    sheet.addRow(['KRT-A4', 'Kertas A4', 'PR-2026-0013', '20', '1,250.5', '1,000', 'Rim', '45,000.25', 'HVS 80 gram']);
    sheet.addRow([]);
    const formulaRow = sheet.addRow(['TNT-1', 'Tinta <b>Hitam</b>', 'PR-2026-0014', 30, null, 2, 'Botol Besar', 0, 'Isi 100 ml']);
    formulaRow.getCell(5).value = { formula: '1+2', result: 3 };
    formulaRow.getCell(2).value = { richText: [{ text: 'Tinta ' }, { font: { bold: true }, text: 'Hitam' }] };
    // Empty rows after the list, some with styles only and far below, are ignored.
    sheet.addRow(['', null, '  ']);
    sheet.getRow(1_000_000).getCell(1).numFmt = '@';
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());

    const readsBefore = heavyRunsOf('itemSheetRows');
    const answer = await uploadImport(t, buyer.token, procurement.id, bytes);
    expect(answer).toEqual({ status: 200, body: { data: { imported: 3 } } });
    // The workbook was unzipped and read on the heavy-work thread, not the referee's (decision 220).
    expect(heavyRunsOf('itemSheetRows')).toBe(readsBefore + 1);
    const rows = await itemsOf(procurement.id);
    // 1,250.5 x 45,000.25 = 56,272,812.625, rounded half up to cents.
    expect(rows.map((r) => [r.itemCode, r.itemName, r.prLine, r.quantity, r.minCapableQty, r.uom, r.pricePerUnit, r.subTotal])).toEqual([
      ['LPT-14', 'Laptop 14 inci', '10', '25.00', '20.00', 'Unit', '12500000.50', '312500012.50'],
      ['KRT-A4', 'Kertas A4', '20', '1250.50', '1000.00', 'Rim', '45000.25', '56272812.63'],
      ['TNT-1', 'Tinta Hitam', '30', '3.00', '2.00', 'Botol Besar', '0.00', '0.00'],
    ]);
    expect(rows[0]!.specification).toBe('<p>Core i5</p><p>RAM 16 GB</p>');

    const list = await t.call('GET', `${ITEMS}?procurementId=${procurement.id}&query=kertas`, { token: buyer.token });
    expect(list.body.data.total).toBe(1);
  });

  it('refuses the whole file when a row is wrong, naming each problem by its Excel row', async () => {
    const procurement = await draftProcurement(t, buyer.companyId);
    const bytes = await makeWorkbook([
      GOOD_ROW,
      ['KRT-A4', '', 'PR-1', 1, 5, 5, 'Rim', 100, 'HVS'],
      ['KRT-B5', 'Kertas B5', 'PR-1', 2, 5, 6, 'm2', '1,5', 'HVS'],
      [],
      ['KRT-F4', 'Kertas F4', 'PR-1', 3, 5, 5, 'Rim', 100, ''],
    ]);
    const answer = await uploadImport(t, buyer.token, procurement.id, bytes);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { param: 'rows.3.itemName', msg: 'Row 3: Item name is required' },
      { param: 'rows.4.uom', msg: 'Row 4: UOM may contain only letters and spaces' },
      { param: 'rows.4.pricePerUnit', msg: 'Row 4: Price per unit must be an amount of at most 15 digits and 2 decimals, not negative' },
      { param: 'rows.6.specification', msg: 'Row 6: Specification is required' },
    ]);
    expect(await itemsOf(procurement.id)).toEqual([]);
  });

  it('reports rules between columns once the row is otherwise right', async () => {
    const procurement = await draftProcurement(t, buyer.companyId);
    const bytes = await makeWorkbook([['KRT-A4', 'Kertas', 'PR-1', 1, 5, 6, 'Rim', 100, 'HVS']]);
    const answer = await uploadImport(t, buyer.token, procurement.id, bytes);
    expect(answer.body.errors).toEqual([{ param: 'rows.2.minCapableQty', msg: 'Row 2: Minimal capable qty must be equal or lower than needed qty' }]);
  });

  it('copies the needed qty into an empty minimal capable qty for a single winner, and refuses another value', async () => {
    const procurement = await draftProcurement(t, buyer.companyId, { winnerType: 'SINGLE_WINNER', biddingType: 'TOTAL_PRICE' });
    const wrong = await makeWorkbook([['A-1', 'Kursi', 'PR-1', 1, 4, 3, 'Unit', 100, 'Kayu']]);
    expect((await uploadImport(t, buyer.token, procurement.id, wrong)).body.errors).toEqual([
      { param: 'rows.2.minCapableQty', msg: 'Row 2: Minimal capable qty must equal needed qty for a single winner procurement' },
    ]);
    const blank = await makeWorkbook([['A-1', 'Kursi', 'PR-1', 1, 4, null, 'Unit', 100, 'Kayu']]);
    expect((await uploadImport(t, buyer.token, procurement.id, blank)).status).toBe(200);
    expect((await itemsOf(procurement.id))[0]!.minCapableQty).toBe('4.00');
  });

  it('refuses a file that is not an .xlsx, whatever its name says', async () => {
    const procurement = await draftProcurement(t, buyer.companyId);
    for (const [bytes, name] of [
      [EXE, 'items.xlsx'],
      [Buffer.from('Item Code,Item Name\nA-1,Kursi\n'), 'items.xlsx'],
      [await makeWorkbook([GOOD_ROW]), 'items.csv'],
    ] as const) {
      const answer = await uploadImport(t, buyer.token, procurement.id, bytes, name);
      expect(answer).toEqual({ status: 400, body: { errors: [{ param: 'file', msg: 'The file must be an Excel workbook (.xlsx)' }] } });
    }
  });

  it('refuses a file above 5 MB, a form without a file and a JSON body', async () => {
    const procurement = await draftProcurement(t, buyer.companyId);
    const tooLarge = await uploadImport(t, buyer.token, procurement.id, Buffer.alloc(5 * 1024 * 1024 + 1, 0x41));
    expect(tooLarge.body.errors).toEqual([{ param: 'file', msg: 'The file must be at most 5 MB' }]);
    const form = new FormData();
    const response = await fetch(`${t.url}${ITEMS}/import?procurementId=${procurement.id}`, { method: 'POST', headers: { authorization: `Bearer ${buyer.token}` }, body: form });
    expect(response.status).toBe(400);
    const json = await t.call('POST', `${ITEMS}/import?procurementId=${procurement.id}`, { token: buyer.token, body: {} });
    expect(json.body).toEqual({ errors: [{ param: null, msg: 'The request must be a multipart form' }] });
  });

  it('names the missing columns, and refuses an empty list or more than 1,000 rows', async () => {
    const procurement = await draftProcurement(t, buyer.companyId);
    const noUom = await makeWorkbook([GOOD_ROW], SHEET_HEADER.filter((title) => title !== 'UOM'));
    expect((await uploadImport(t, buyer.token, procurement.id, noUom)).body.errors).toEqual([
      { param: 'file', msg: 'Column "UOM" is missing from the first row' },
    ]);
    expect((await uploadImport(t, buyer.token, procurement.id, await makeWorkbook([[], []]))).body.errors).toEqual([
      { param: 'file', msg: 'The file has no items to import' },
    ]);
    const many = await makeWorkbook(Array.from({ length: 1001 }, (_, n) => [`A-${n}`, 'Kursi', 'PR-1', 1, 1, 1, 'Unit', 1, 'Kayu']));
    expect((await uploadImport(t, buyer.token, procurement.id, many)).body.errors).toEqual([
      { param: 'file', msg: 'At most 1,000 items can be imported at once' },
    ]);
    expect(await itemsOf(procurement.id)).toEqual([]);
  });

  it('imports 1,000 rows at once, and lists at most 100 problems of a bad file', async () => {
    const procurement = await draftProcurement(t, buyer.companyId);
    const row = (n: number, name: string): SheetCells => [`A-${n}`, name, 'PR-1', n, 2, 1, 'Unit', '1,000.50', 'Kayu'];
    const thousand = await makeWorkbook(Array.from({ length: 1000 }, (_, n) => row(n + 1, `Kursi ${n + 1}`)));
    expect((await uploadImport(t, buyer.token, procurement.id, thousand)).body).toEqual({ data: { imported: 1000 } });
    const list = await t.call('GET', `${ITEMS}?procurementId=${procurement.id}&limit=2&page=500`, { token: buyer.token });
    expect(list.body.data.filteredData.map((item: { itemCode: string }) => item.itemCode)).toEqual(['A-999', 'A-1000']);
    expect(list.body.data.grandTotal).toBe('2001000.00');

    const unnamed = await makeWorkbook(Array.from({ length: 150 }, (_, n) => row(n + 1, '')));
    const answer = await uploadImport(t, buyer.token, procurement.id, unnamed);
    expect(answer.body.errors).toHaveLength(101);
    expect(answer.body.errors[99]).toEqual({ param: 'rows.101.itemName', msg: 'Row 101: Item name is required' });
    expect(answer.body.errors[100]).toEqual({ param: null, msg: '50 more problems are not listed; please fix the rows above and import again' });
    expect(await itemsOf(procurement.id)).toHaveLength(1000);
  });

  it('finds the columns by their titles in any order, English or Indonesian', async () => {
    const procurement = await draftProcurement(t, buyer.companyId);
    const header = ['Spesifikasi', 'UOM', 'item name', 'Kode Barang', 'PR Number', 'PR Line', 'Needed  Qty', 'Minimal Capable Qty', 'Estimated Price Per Unit', 'Catatan'];
    const bytes = await makeWorkbook([['Kayu jati', 'Unit', 'Kursi', 'A-1', 'PR-1', 1, 2, 2, 100, 'abaikan']], header);
    expect((await uploadImport(t, buyer.token, procurement.id, bytes)).status).toBe(200);
    expect((await itemsOf(procurement.id)).map((r) => [r.itemCode, r.itemName, r.subTotal])).toEqual([['A-1', 'Kursi', '200.00']]);
  });

  it('answers 409 for an OPEN procurement and imports nothing', async () => {
    const procurement = await draftProcurement(t, buyer.companyId);
    await t.app.ctx.db.update(procurements).set({ status: 'OPEN' }).where(eq(procurements.id, procurement.id));
    const answer = await uploadImport(t, buyer.token, procurement.id, await makeWorkbook([GOOD_ROW]));
    expect(answer.status).toBe(409);
    expect(await itemsOf(procurement.id)).toEqual([]);
  });
});

describe('exporting items', () => {
  it('writes every item with its subtotal, money formatted, and a grand total row', async () => {
    const procurement = await draftProcurement(t, buyer.companyId, { procurementNumber: 'PRC-MJA-2026-00007' });
    await insertItem(t, procurement.id, {
      itemCode: 'LPT-14', itemName: 'Laptop', quantity: '2.00', minCapableQty: '1.00', pricePerUnit: '1500000.50', subTotal: '3000001.00',
      specification: '<p>Core i5 &amp; RAM</p><ul><li>SSD</li></ul>',
    });
    await insertItem(t, procurement.id, { itemCode: 'MON-24', itemName: 'Monitor', quantity: '3.00', minCapableQty: '3.00', pricePerUnit: '2000.25', subTotal: '6000.75' });
    for (let n = 0; n < 6; n += 1) await insertItem(t, procurement.id, { pricePerUnit: '1.00', quantity: '1.00', minCapableQty: '1.00', subTotal: '1.00' });

    const answer = await download(t, buyer.token, `${ITEMS}/export?procurementId=${procurement.id}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(XLSX);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="items-PRC-MJA-2026-00007-\d{4}-\d{2}-\d{2}\.xlsx"/);

    const sheet = (await readWorkbook(answer.bytes)).getWorksheet('Items')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...SHEET_HEADER.slice(0, 8), 'Subtotal', 'Specification']);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(['LPT-14', 'Laptop', expect.any(String), '1', 2, 1, 'Unit', 1500000.5, 3000001, 'Core i5 & RAM\nSSD']);
    expect(sheet.getRow(3).getCell(9).value).toBe(6000.75);
    expect(sheet.getRow(2).getCell(8).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(2).getCell(9).numFmt).toBe('#,##0.00');

    // Eight items, then the grand total.
    expect(sheet.actualRowCount).toBe(10);
    const total = sheet.getRow(10);
    expect(total.getCell(8).value).toBe('Grand Total');
    expect(total.getCell(9).value).toBe(3006007.75);
    expect(total.getCell(9).numFmt).toBe('#,##0.00');
  });

  it('exports an empty list as the header and a zero total', async () => {
    const procurement = await draftProcurement(t, buyer.companyId);
    const sheet = (await readWorkbook((await download(t, buyer.token, `${ITEMS}/export?procurementId=${procurement.id}`)).bytes)).getWorksheet('Items')!;
    expect(sheet.actualRowCount).toBe(2);
    expect(sheet.getRow(2).getCell(9).value).toBe(0);
  });
});
