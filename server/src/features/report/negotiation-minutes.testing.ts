import { expect } from 'vitest';
import { multiplyMoney, sumMoney, toMoney } from '@procura/domain/common/money';
import { amountInWords } from '@procura/domain/common/terbilang';
import { docxParagraphs, docxTables } from '../../testing/report-files';

// Reads the negotiation minutes (DOCX) back as a signer would and recomputes every figure from the
// printed rows: unit price x quantity = line, the lines' sum = the table's total, the summary's
// totals and savings, the final price in figures and in words, the final DEAL of the offers' log.

/** `Rp 1.234.567,50` (or `-Rp …`, `USD …`) back to `1234567.50`. */
export function officialAmount(printed: string): string {
  const match = /^(-?)(?:Rp|[A-Z]{3}) (\d{1,3}(?:\.\d{3})*),(\d{2})$/.exec(printed.trim());
  if (!match) throw new Error(`not an official amount: '${printed}'`);
  return toMoney(`${match[1]}${match[2]!.replace(/\./g, '')}.${match[3]}`).toFixed(2);
}

/** `1.250,5 Unit` back to `1250.5`. */
function officialQuantity(printed: string): string {
  const number = printed.trim().split(' ')[0]!;
  expect(number).toMatch(/^\d{1,3}(\.\d{3})*(,\d+)?$/);
  return toMoney(number.replace(/\./g, '').replace(',', '.')).toFixed(2);
}

/** A saving as printed: `Rp 1.000,00 (7,14% dari …)`. */
function officialSaving(printed: string): { amount: string; percent: string | null } {
  const match = /^(.+?)(?: \((-?[\d.]+,\d{2})% dari .+\))?$/.exec(printed);
  return { amount: officialAmount(match![1]!), percent: match![2] ? toMoney(match![2].replace(/\./g, '').replace(',', '.')).toFixed(2) : null };
}

const percentOf = (amount: string, base: string) => toMoney(amount).times(100).dividedBy(toMoney(base)).toFixed(2);

export interface ReadMinutes {
  before: string;
  after: string;
  saving: string;
  vendorOffer: string | null;
  lines: number;
}

/** Checks one table of prices and answers its total. */
function checkPricesTable(table: string[][], unitHeader: string): { total: string; lines: number } {
  const [header, ...rows] = table;
  expect(header!.slice(0, 5)).toEqual(['No', 'Kode Barang', 'Nama Barang', 'Kuantitas', unitHeader]);
  const totalRow = rows.pop()!;
  const lines = rows.map((row) => {
    const [, , , quantity, unit, line] = row;
    if (unit === '-') {
      expect(line).toBe('-');
      return '0';
    }
    const expected = multiplyMoney(officialAmount(unit!.replace(/ \*$/, '')), officialQuantity(quantity!));
    expect(officialAmount(line!), `line ${row[0]}: ${unit} x ${quantity}`).toBe(expected);
    return expected;
  });
  expect(totalRow).toHaveLength(2);
  const total = officialAmount(totalRow[1]!);
  expect(total, `${totalRow[0]} is the sum of its lines`).toBe(sumMoney(lines));
  return { total, lines: rows.length };
}

/** Recomputes every figure of the minutes; answers them for the caller's own checks. */
export async function reconcileMinutes(bytes: Uint8Array): Promise<ReadMinutes> {
  const tables = await docxTables(bytes);
  const find = (first: string, fifth?: string) => tables.find((t) => t[0]?.[0] === first && (fifth === undefined || t[0]?.[4] === fifth));
  const before = checkPricesTable(find('No', 'Harga Satuan Awal')!, 'Harga Satuan Awal');
  const after = checkPricesTable(find('No', 'Harga Satuan Hasil Negosiasi')!, 'Harga Satuan Hasil Negosiasi');
  expect(after.lines).toBe(before.lines);

  const summary = new Map(find('Uraian')!.slice(1).map(([label, value]) => [label!, value!]));
  const value = (prefix: string) => [...summary].find(([label]) => label.startsWith(prefix))?.[1];
  expect(officialAmount(value('Total harga sebelum negosiasi')!)).toBe(before.total);
  expect(officialAmount(value('Total harga hasil negosiasi')!)).toBe(after.total);
  const saving = officialSaving(value('Penghematan (Tabel 1')!);
  expect(saving.amount).toBe(toMoney(before.total).minus(after.total).toFixed(2));
  expect(saving.percent).toBe(toMoney(before.total).isZero() ? null : percentOf(saving.amount, before.total));
  const vendorText = value('Harga total penawaran terakhir Penyedia');
  const vendorOffer = vendorText === undefined ? null : officialAmount(vendorText);
  if (vendorOffer !== null) {
    expect(vendorOffer).not.toBe(before.total);
    const vendorSaving = officialSaving(value('Penghematan terhadap penawaran terakhir Penyedia')!);
    expect(vendorSaving.amount).toBe(toMoney(vendorOffer).minus(after.total).toFixed(2));
    expect(vendorSaving.percent).toBe(percentOf(vendorSaving.amount, vendorOffer));
  }

  const paragraphs = (await docxParagraphs(bytes)).join('\n');
  const stated = /Harga akhir hasil negosiasi sebesar (.+?) \(terbilang: (.+?)\)\./.exec(paragraphs)!;
  expect(officialAmount(stated[1]!)).toBe(after.total);
  expect(stated[2]).toBe(amountInWords(after.total));

  // Online, ended by a DEAL: the offers' log ends with the total after.
  const last = find('No', 'Harga Total')?.at(-1);
  if (last?.[3] === 'Sepakat (DEAL)') expect(officialAmount(last[4]!)).toBe(after.total);

  return { before: before.total, after: after.total, saving: saving.amount, vendorOffer, lines: before.lines };
}
