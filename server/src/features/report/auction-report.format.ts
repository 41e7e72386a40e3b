import { formatDate, formatDateTime, formatLongDate, formatTime } from '@procura/domain/common/dates';
import { formatOfficialMoney, formatOfficialNumber } from '@procura/domain/common/money/money';
import { amountInWords } from '@procura/domain/common/money/terbilang';
import { auctionModels, auctionTypes, periodTypes } from '@procura/domain/master-data/master-data.enums';
import { priceDirectionOf } from '@procura/domain/procurement/procurement.enums';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { PdfDocument } from '../../platform/reports/pdf';
import type { AuctionRow, ProcurementRow } from '../auction';
import type { ReportData, ReportSession } from './auction-log-report.data';

// The parts both auction reports share (docs/rules/reports-dashboard-help.md#reports): Indonesian texts, times in WIB, money the
// Indonesian way ('Rp 1.234.567,00') with the amount in words, the header, the signature block,
// the page footer. Every value is given
// to pdfmake as text, so whatever a field holds (markup, 1,000 characters) is printed, not read.

/** `dd/MM/yyyy HH:mm:ss.SSS WIB`: ledger times to the millisecond. */
export function preciseTime(at: string | Date): string {
  const date = new Date(at);
  const ms = String(date.getUTCMilliseconds()).padStart(3, '0');
  return `${formatDate(date)} ${formatTime(date)}.${ms} WIB`;
}

export const dateTime = (at: string | Date | null) => (at ? formatDateTime(at, { withSeconds: true }) : '-');
export const money = (amount: string | null, currency: string) => (amount === null ? '-' : formatOfficialMoney(amount, currency));
/** A percentage of 2 decimals as printed: `6,67%`. */
export const percent = (value: string | null) => (value === null ? '-' : `${formatOfficialNumber(value, 2)}%`);
export const words = (amount: string | null, currency: string) => (amount === null ? '-' : amountInWords(amount, currency));

/** A reference-data code in the Indonesian words of its list (master-data.enums): documents print words, never codes. */
export const labelOf = (list: { list: { code: string; labels: { id: string } }[] }, code: string) => list.list.find((v) => v.code === code)?.labels.id ?? code;

/** The step's name in the documents ('Kenaikan Minimal' as a table's label): a forward auction steps up. */
export function stepLabel(procurement: Pick<ProcurementRow, 'negotiationType'>, asLabel = false): string {
  const forward = priceDirectionOf(procurement.negotiationType) === 'FORWARD';
  return `${forward ? 'Kenaikan' : 'Penurunan'} ${asLabel ? 'Minimal' : 'minimal'}`;
}

/**
 * The session's step as set (decision 184; docs/rules/auction-bidding.md#ties-slips-and-a-percent-decrement): the
 * amount, or the percent of the price to beat in whole rupiah (the amount column then holds 0, never printed).
 */
export function decrementRule(auction: Pick<AuctionRow, 'minimalDecrement' | 'minimalDecrementPercent'>, currency: string): string {
  if (auction.minimalDecrementPercent === null) return money(auction.minimalDecrement, currency);
  return `${formatOfficialNumber(auction.minimalDecrementPercent)}% dari harga yang harus dikalahkan (dibulatkan ke rupiah penuh)`;
}

/** What a percent is taken of, by auction and bidding type (offer.rules validateOffer's references). */
function priceToBeat(procurement: Pick<ProcurementRow, 'biddingType'>, auction: Pick<AuctionRow, 'auctionType'>): string {
  const perItem = procurement.biddingType === 'UNIT_PRICE';
  if (auction.auctionType === 'OPEN') {
    return perItem ? 'harga satuan terdepan tiap barang saat itu (sebelum ada penawaran: harga satuan awal)' : 'harga terdepan saat itu (sebelum ada penawaran: harga awal)';
  }
  return perItem ? 'harga satuan terakhir vendor itu sendiri tiap barang' : 'penawaran terakhir vendor itu sendiri';
}

/** A long unbroken text (a hash, a 1,000-character word) still wraps: a zero-width space every 32 characters of a word. */
export function breakable(text: string): string {
  return text.replace(/\S{32}(?=\S)/g, (run) => `${run}\u200b`);
}

/** The saving's label in both reports: measured against the procurement's estimate (savingAgainstBaseline), as on the monitor. */
export const SAVING_LABEL = 'Penghematan terhadap Estimasi';

/** A label-value table without borders (the header and each session's facts). */
export function factsTable(rows: Array<[string, string]>): Content {
  return {
    table: { widths: [150, '*'], body: rows.map(([label, value]) => [{ text: label, bold: true }, { text: breakable(value) }]) },
    layout: 'noBorders',
    margin: [0, 0, 0, 8],
  };
}

export function header(title: string, data: ReportData): Content[] {
  return [
    { text: title, style: 'title' },
    { text: data.companyName, alignment: 'center', margin: [0, 0, 0, 12] },
    factsTable([
      ['Nomor Pengadaan', data.procurement.procurementNumber ?? '-'],
      ['Nama Pengadaan', data.procurement.procurementName],
      ['Perusahaan', data.companyName],
      ['Mata Uang', data.currency],
    ]),
  ];
}

export function sessionFacts(procurement: ProcurementRow, session: ReportSession, currency: string): Content {
  const { auction } = session;
  const rule = decrementRule(auction, currency);
  return factsTable([
    ['Nomor Lelang', auction.auctionNumber],
    ['Tipe / Model', `${labelOf(auctionTypes, auction.auctionType)} / ${labelOf(auctionModels, auction.auctionModel)}`],
    ['Jenis Periode', labelOf(periodTypes, auction.periodType)],
    ['Jadwal', `${dateTime(auction.startTime)} s.d. ${dateTime(session.plannedEndTime)}`],
    ['Waktu Aktual', `${dateTime(auction.startedAt)} s.d. ${dateTime(auction.endedAt)}`],
    ['Harga Awal', money(auction.initialPrice, currency)],
    [
      stepLabel(procurement, true),
      auction.minimalDecrementPercent === null ? rule : `${rule}; harga yang harus dikalahkan: ${priceToBeat(procurement, auction)}`,
    ],
    ['Jumlah Penawaran', String(session.offers)],
    ['Estimasi Total (acuan penghematan)', money(session.savingBaseline, currency)],
  ]);
}

/** The final ranking: place, vendor, last price in figures and in words, saving against the estimate, winner. */
export function rankingTable(session: ReportSession, currency: string): Content {
  const head: TableCell[] = ['Peringkat', 'Vendor', 'Penawaran Terakhir', 'Terbilang', SAVING_LABEL, 'Pemenang'].map((text) => ({ text, style: 'tableHeader' }));
  const body: TableCell[][] = session.ranking.map((row) => [
    row.ranking === null ? '-' : String(row.ranking),
    breakable(row.vendorName),
    { text: money(row.lastPrice, currency), alignment: 'right' },
    words(row.lastPrice, currency),
    percent(row.saving),
    row.winner ? 'Ya' : '-',
  ]);
  if (body.length === 0) body.push([{ text: 'Tidak ada vendor yang hadir', colSpan: 6, italics: true }, '', '', '', '', '']);
  return { table: { headerRows: 1, widths: [40, 110, 86, '*', 58, 46], body: [head, ...body] }, layout: 'lightHorizontalLines', margin: [0, 0, 0, 10] };
}

/** The organizing committee's lines as typed (a name, or a name and position, per line). */
const committeeLines = (pelaksana: string | null) => (pelaksana ?? '').split(/\r?\n/).map((line) => line.trim()).filter(Boolean);

/**
 * The closing block of both reports: the allocation (peruntukan), the organizing committee
 * (pelaksana) as typed, and the day. The signature blocks are the committee members' of the report
 * settings (auction-minutes committeeSignatures), printed after this; without members none is printed.
 */
export function signatureBlock(texts: { pelaksana: string | null; peruntukan: string | null }, generatedAt: Date): Content[] {
  const lines = committeeLines(texts.pelaksana);
  return [
    { text: 'Peruntukan (Allocation)', style: 'subheading' },
    { text: breakable(texts.peruntukan ?? '-'), margin: [0, 0, 0, 8] },
    { text: 'Pelaksana (Organizing Committee)', style: 'subheading' },
    { stack: lines.length > 0 ? lines.map((line, i) => ({ text: `${i + 1}. ${breakable(line)}` })) : [{ text: '-' }], margin: [0, 0, 0, 8] },
    { text: 'Demikian laporan ini dibuat dengan sebenarnya untuk dipergunakan sebagaimana mestinya.', margin: [0, 4, 0, 4] },
    { text: `Tanggal: ${formatLongDate(generatedAt, 'id')}`, margin: [0, 0, 0, 6] },
  ];
}

export function documentOf(title: string, data: ReportData, generatedAt: Date, content: Content[], orientation: 'portrait' | 'landscape' = 'portrait'): PdfDocument {
  const number = data.procurement.procurementNumber ?? '';
  return {
    info: { title: `${title} ${number}`, author: data.companyName, subject: data.procurement.procurementName, creator: 'Procura' },
    pageSize: 'A4',
    pageOrientation: orientation,
    // PDF 1.7 (pdfmake's default header is 1.3): what archives of signed minutes ask for, 1.6 or later.
    version: '1.7',
    pageMargins: [36, 40, 36, 44],
    content,
    // A subheading is never left at the foot of a page: in its last 12 % it moves to the page of what it heads.
    keepWithNext: { style: 'subheading', belowRatio: 0.88 },
    footer: { left: `${title} · ${number} · dibuat ${dateTime(generatedAt)}`, right: 'Halaman {page} dari {pages}', fontSize: 7, color: '#666666', margin: [36, 12, 36, 0] },
    styles: {
      title: { fontSize: 14, bold: true, alignment: 'center', margin: [0, 0, 0, 4] },
      heading: { fontSize: 11, bold: true, margin: [0, 10, 0, 6] },
      subheading: { fontSize: 9.5, bold: true, margin: [0, 6, 0, 3] },
      tableHeader: { bold: true, fillColor: '#eeeeee' },
      small: { fontSize: 7.5 },
    },
  };
}

/** `Auction-Log-Report_PRC-…_20261125-103000.pdf`: the procurement number and the moment (WIB). */
export function reportFileName(prefix: string, data: ReportData, generatedAt: Date): string {
  const stamp = `${formatDate(generatedAt).split('/').reverse().join('')}-${formatTime(generatedAt).replace(/:/g, '')}`;
  const number = (data.procurement.procurementNumber ?? data.procurement.id).replace(/[^A-Za-z0-9._-]+/g, '-');
  return `${prefix}_${number}_${stamp}.pdf`;
}
