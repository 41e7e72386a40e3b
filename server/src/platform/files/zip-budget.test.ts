import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { zipFitsBudget } from './zip-budget';

/** A zip of deflated entries, written by hand so the sizes it declares can be made to lie. */
function zip(entries: Array<{ name: string; content: Buffer; declaredSize?: number }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = deflateRawSync(entry.content);
    const name = Buffer.from(entry.name);
    const size = entry.declaredSize ?? entry.content.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

describe('zip budget', () => {
  it('lets a real workbook through', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Items').addRow(['Item Code', 'Item Name']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(zipFitsBudget(bytes, 1024 * 1024)).toBe(true);
  });

  it('stops a zip that inflates beyond the budget, even when it declares small sizes', () => {
    const bomb = Buffer.alloc(20 * 1024 * 1024);
    expect(zipFitsBudget(zip([{ name: 'a.xml', content: bomb }]), 10 * 1024 * 1024)).toBe(false);
    expect(zipFitsBudget(zip([{ name: 'a.xml', content: bomb, declaredSize: 10 }]), 10 * 1024 * 1024)).toBe(false);
    expect(zipFitsBudget(zip([{ name: 'a.xml', content: bomb }]), 30 * 1024 * 1024)).toBe(true);
  });

  it('counts every entry against one budget', () => {
    const half = Buffer.alloc(600);
    expect(zipFitsBudget(zip([{ name: 'a', content: half }, { name: 'b', content: half }]), 1000)).toBe(false);
    expect(zipFitsBudget(zip([{ name: 'a', content: half }, { name: 'b', content: half }]), 1200)).toBe(true);
  });

  it('refuses what is not a zip, or a cut-off one', () => {
    expect(zipFitsBudget(Buffer.from('not a zip at all'), 1000)).toBe(false);
    expect(zipFitsBudget(Buffer.alloc(0), 1000)).toBe(false);
    const whole = zip([{ name: 'a', content: Buffer.from('hello hello hello') }]);
    const cut = Buffer.concat([whole.subarray(0, 20), whole.subarray(whole.length - 22)]);
    expect(zipFitsBudget(cut, 1000)).toBe(false);
  });
});
