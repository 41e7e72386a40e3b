import { multiplyMoney, sumMoney, toMoney } from '@procura/domain/common/money/money';
import { amountInWords } from '@procura/domain/common/money/terbilang';
import { docxParagraphs, docxTables } from '../../../testing/report-files';

// Reads the negotiation minutes (DOCX) back as a signer would and recomputes every figure from the
// printed rows: unit price x quantity = line, the lines' sum = the table's total, the summary's
// totals and savings, the final price in figures and in words, the final DEAL of the offers' log.
// Test tooling without a test runner: the server's tests and the e2e journey
// (buyer-negotiates-online-and-offline) both read their downloads with it.

/** `Rp 1.234.567,50` (or `-Rp …`, `USD …`) back to `1234567.50`. */
export function officialAmount(printed: string): string {
  const match = /^(-?)(?:Rp|[A-Z]{3}) (\d{1,3}(?:\.\d{3})*),(\d{2})$/.exec(printed.trim());
  if (!match) throw new UnreadableMinutes(`not an official amount: '${printed}'`);
  return toMoney(`${match[1]}${match[2]!.replace(/\./g, '')}.${match[3]}`).toFixed(2);
}

/** `1.250,5 Unit` back to `1250.50`. */
function officialQuantity(printed: string): string {
  const number = printed.trim().split(' ')[0]!;
  if (!/^\d{1,3}(\.\d{3})*(,\d+)?$/.test(number)) throw new UnreadableMinutes(`not an official quantity: '${printed}'`);
  return toMoney(number.replace(/\./g, '').replace(',', '.')).toFixed(2);
}

/** A saving as printed: `Rp 1.000,00 (7,14% dari …)`. */
function officialSaving(printed: string): { amount: string; percent: string | null } {
  const match = /^(.+?)(?: \((-?[\d.]+,\d{2})% dari .+\))?$/.exec(printed);
  if (!match) throw new UnreadableMinutes(`not an official saving: '${printed}'`);
  return { amount: officialAmount(match[1]!), percent: match[2] ? toMoney(match[2].replace(/\./g, '').replace(',', '.')).toFixed(2) : null };
}

/** `1234567.50` the way the minutes print it, without the currency: `1.234.567,50`. */
function indonesian(amount: string): string {
  const [integer, fraction] = toMoney(amount).toFixed(2).split('.');
  return `${integer!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction}`;
}

const percentOf = (amount: string, base: string) => toMoney(amount).times(100).dividedBy(toMoney(base)).toFixed(2);

/** The minutes cannot be read as minutes (a table, a header or a figure is missing or malformed). */
class UnreadableMinutes extends Error {}

/** Figures that do not add up, each naming the figure and what the rows above it give. */
export class MinutesDoNotAddUp extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`the negotiation minutes do not add up:\n- ${problems.join('\n- ')}`);
    this.name = 'MinutesDoNotAddUp';
  }
}

/** The figures read back: both totals, the saving, the vendor's own total offer (when printed), the number of lines. */
export interface ReadMinutes {
  before: string;
  after: string;
  saving: string;
  vendorOffer: string | null;
  lines: number;
}

export interface MinutesCheck {
  /** Null when the document could not be read as minutes at all (see problems). */
  figures: ReadMinutes | null;
  /** Every figure that does not follow from the rows, or why the document could not be read; empty when all add up. */
  problems: string[];
}

/** Checks one table of prices, noting its problems, and answers the total of its lines. */
function checkPricesTable(table: string[][] | undefined, caption: string, unitHeader: string, problems: string[]): { total: string; lines: number } {
  if (!table) throw new UnreadableMinutes(`${caption}: no table with the column '${unitHeader}'`);
  const [header, ...rows] = table;
  const expected = ['No', 'Kode Barang', 'Nama Barang', 'Kuantitas', unitHeader];
  if ((header ?? []).slice(0, 5).join('|') !== expected.join('|')) throw new UnreadableMinutes(`${caption}: header ${JSON.stringify(header)} is not ${JSON.stringify(expected)}`);
  const totalRow = rows.pop();
  if (totalRow?.length !== 2) throw new UnreadableMinutes(`${caption}: its last row is not a total (label, amount): ${JSON.stringify(totalRow)}`);
  const lines = rows.map((row) => {
    const [number, , , quantity, unit, line] = row;
    if (unit === '-') {
      if (line !== '-') problems.push(`${caption}, line ${number}: no unit price, yet a line total of ${line}`);
      return '0';
    }
    const computed = multiplyMoney(officialAmount((unit ?? '').replace(/ \*$/, '')), officialQuantity(quantity ?? ''));
    if (officialAmount(line ?? '') !== computed) problems.push(`${caption}, line ${number}: ${unit} x ${quantity} = ${indonesian(computed)}, printed ${line}`);
    return computed;
  });
  const total = sumMoney(lines);
  if (officialAmount(totalRow[1]!) !== total) problems.push(`${caption}, ${totalRow[0]}: the sum of its ${lines.length} lines is ${indonesian(total)}, printed ${totalRow[1]}`);
  return { total, lines: rows.length };
}

async function readMinutes(bytes: Uint8Array, problems: string[]): Promise<ReadMinutes> {
  const tables = await docxTables(bytes);
  const find = (first: string, fifth?: string) => tables.find((t) => t[0]?.[0] === first && (fifth === undefined || t[0]?.[4] === fifth));
  const before = checkPricesTable(find('No', 'Harga Satuan Awal'), 'Tabel 1', 'Harga Satuan Awal', problems);
  const after = checkPricesTable(find('No', 'Harga Satuan Hasil Negosiasi'), 'Tabel 2', 'Harga Satuan Hasil Negosiasi', problems);
  if (after.lines !== before.lines) problems.push(`Tabel 2 has ${after.lines} lines, Tabel 1 ${before.lines}`);

  const summaryTable = find('Uraian');
  if (!summaryTable) throw new UnreadableMinutes("the summary: no table with the column 'Uraian'");
  const summary = new Map(summaryTable.slice(1).map(([label, value]) => [label ?? '', value ?? '']));
  const entry = (prefix: string) => [...summary].find(([label]) => label.startsWith(prefix));
  const required = (prefix: string) => {
    const found = entry(prefix);
    if (!found) throw new UnreadableMinutes(`the summary: no line '${prefix}…'`);
    return found;
  };
  const agrees = ([label, printed]: [string, string], computed: string, from: string) => {
    if (officialAmount(printed) !== computed) problems.push(`the summary, ${label}: ${from} gives ${indonesian(computed)}, printed ${printed}`);
  };
  agrees(required('Total harga sebelum negosiasi'), before.total, 'the sum of Tabel 1');
  agrees(required('Total harga hasil negosiasi'), after.total, 'the sum of Tabel 2');
  const checkSaving = ([label, printed]: [string, string], base: string, final: string, from: string) => {
    const saving = officialSaving(printed);
    const amount = toMoney(base).minus(toMoney(final)).toFixed(2);
    if (saving.amount !== amount) problems.push(`the summary, ${label}: ${from} gives ${indonesian(amount)}, printed ${printed}`);
    const percent = toMoney(base).isZero() ? null : percentOf(amount, base);
    if (saving.percent !== percent) problems.push(`the summary, ${label}: ${indonesian(amount)} of ${indonesian(base)} is ${percent === null ? 'no percentage' : `${percent.replace('.', ',')}%`}, printed ${printed}`);
    return saving.amount;
  };
  const savingLine = required('Penghematan (Tabel 1');
  const saving = checkSaving(savingLine, before.total, after.total, `${indonesian(before.total)} - ${indonesian(after.total)}`);
  const vendorLine = entry('Harga total penawaran terakhir Penyedia');
  const vendorOffer = vendorLine === undefined ? null : officialAmount(vendorLine[1]);
  if (vendorOffer !== null) {
    if (vendorOffer === before.total) problems.push(`the summary, ${vendorLine![0]}: printed apart though it is Tabel 1's total (${vendorLine![1]})`);
    checkSaving(required('Penghematan terhadap penawaran terakhir Penyedia'), vendorOffer, after.total, `${indonesian(vendorOffer)} - ${indonesian(after.total)}`);
  }

  const paragraphs = (await docxParagraphs(bytes)).join('\n');
  const stated = /Harga akhir hasil negosiasi sebesar (.+?) \(terbilang: (.+?)\)\./.exec(paragraphs);
  if (!stated) throw new UnreadableMinutes("no sentence 'Harga akhir hasil negosiasi sebesar … (terbilang: …).'");
  if (officialAmount(stated[1]!) !== after.total) problems.push(`the final price (Harga akhir hasil negosiasi): Tabel 2's total is ${indonesian(after.total)}, printed ${stated[1]}`);
  const words = amountInWords(after.total);
  if (stated[2] !== words) problems.push(`the final price in words (terbilang): ${indonesian(after.total)} is '${words}', printed '${stated[2]}'`);

  // Online, ended by a DEAL: the offers' log ends with the total after.
  const last = find('No', 'Harga Total')?.at(-1);
  if (last?.[3] === 'Sepakat (DEAL)' && officialAmount(last[4] ?? '') !== after.total) {
    problems.push(`the offers' log, its final DEAL (row ${last[0]}): Tabel 2's total is ${indonesian(after.total)}, printed ${last[4]}`);
  }

  return { before: before.total, after: after.total, saving, vendorOffer, lines: before.lines };
}

/** Recomputes every figure of the minutes from the rows printed above it; answers the figures read and every problem found. */
export async function checkMinutes(bytes: Uint8Array): Promise<MinutesCheck> {
  const problems: string[] = [];
  try {
    const figures = await readMinutes(bytes, problems);
    return { figures, problems };
  } catch (error) {
    if (!(error instanceof UnreadableMinutes)) throw error;
    return { figures: null, problems: [...problems, error.message] };
  }
}

/** Recomputes every figure of the minutes; answers them for the caller's own checks, or throws MinutesDoNotAddUp naming every figure that does not add up. */
export async function reconcileMinutes(bytes: Uint8Array): Promise<ReadMinutes> {
  const { figures, problems } = await checkMinutes(bytes);
  if (problems.length > 0 || !figures) throw new MinutesDoNotAddUp(problems);
  return figures;
}
