import ExcelJS from 'exceljs';
import { BID_STATUS_LABELS, type BiddingHistoryRow } from '@procura/domain/auction/history/bidding-history.schemas';
import { DEFAULT_TIME_ZONE } from '@procura/domain/common/dates';
import type { Labels, Language } from '@procura/domain/common/i18n';
import type { ProcurementRow } from '../../procurement';

// The offer log of a procurement as an .xlsx file (the Bidding History page's Export): one row per
// offer, oldest session first. The amount is a number (so it can be summed and sorted) with two
// decimals shown; the time is an Excel date-time (so it can be sorted and computed with) shown to the
// millisecond in WIB, as the page and the reports show it (formatDateTime's `dd/MM/yyyy HH:mm:ss.SSS WIB`).
// The last two columns mark the offers a proxy placed and those confirmed past the slip warning
// (decisions 183, 191, 197).

const AMOUNT = '#,##0.00';
// 24-hour (no AM/PM), milliseconds, and the zone named as the text did.
const DATE_TIME = 'dd/mm/yyyy hh:mm:ss.000 "WIB"';

type Column = 'no' | 'session' | 'vendorName' | 'time' | 'amount' | 'currency' | 'status' | 'reason' | 'placedBy' | 'slipConfirmed';

const HEADERS: Record<Column, Labels> = {
  no: { en: 'No.', id: 'No.' },
  session: { en: 'Session', id: 'Sesi' },
  vendorName: { en: 'Vendor Name', id: 'Nama Vendor' },
  time: { en: 'Time (WIB)', id: 'Waktu (WIB)' },
  amount: { en: 'Amount', id: 'Jumlah' },
  currency: { en: 'Currency', id: 'Mata Uang' },
  status: { en: 'Status', id: 'Status' },
  reason: { en: 'Disqualification Reason', id: 'Alasan Diskualifikasi' },
  placedBy: { en: 'Placed By', id: 'Diajukan Oleh' },
  slipConfirmed: { en: 'Slip Warning Confirmed', id: 'Peringatan Salah Ketik Dikonfirmasi' },
};
const SHEET: Labels = { en: 'Bidding History', id: 'Riwayat Penawaran' };
const PLACED_BY: Record<'vendor' | 'proxy', Labels> = { vendor: { en: 'Vendor', id: 'Vendor' }, proxy: { en: 'Proxy', id: 'Proksi' } };
const YES_NO: Record<'yes' | 'no', Labels> = { yes: { en: 'Yes', id: 'Ya' }, no: { en: 'No', id: 'Tidak' } };

const WIDTHS: Record<Column, number> = { no: 6, session: 24, vendorName: 36, time: 30, amount: 22, currency: 10, status: 16, reason: 40, placedBy: 14, slipConfirmed: 24 };
const STYLES: Partial<Record<Column, Partial<ExcelJS.Style>>> = { time: { numFmt: DATE_TIME }, amount: { numFmt: AMOUNT } };

const wallClockParts = new Intl.DateTimeFormat('en-US', {
  timeZone: DEFAULT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/**
 * An Excel date-time has no zone and ExcelJS writes a Date by its UTC fields: the Date whose UTC fields
 * are the Jakarta wall-clock time of `iso`, so the cell shows what the page shows.
 */
function jakartaWallClock(iso: string): Date {
  const at = new Date(iso);
  const part = Object.fromEntries(wallClockParts.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  return new Date(Date.UTC(part.year!, part.month! - 1, part.day!, part.hour! % 24, part.minute!, part.second!, at.getUTCMilliseconds()));
}

export interface BiddingHistoryWorkbookInput {
  procurement: ProcurementRow;
  currency: string;
  rows: readonly BiddingHistoryRow[];
  language: Language;
}

/** The workbook's bytes: a header row, then every offer in the order given. */
export async function biddingHistoryWorkbook({ procurement, currency, rows, language }: BiddingHistoryWorkbookInput): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Procura';
  workbook.title = procurement.procurementNumber ? `${procurement.procurementNumber} ${procurement.procurementName}` : procurement.procurementName;
  const sheet = workbook.addWorksheet(SHEET[language], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = (Object.keys(HEADERS) as Column[]).map((key) => ({
    header: HEADERS[key][language],
    key,
    width: WIDTHS[key],
    ...(STYLES[key] ? { style: STYLES[key] } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  rows.forEach((row, index) => {
    sheet.addRow({
      no: index + 1,
      session: row.auctionNumber,
      vendorName: row.vendorName,
      time: jakartaWallClock(row.createdAt),
      // Excel keeps 15 significant digits: amounts to about 90 trillion read back to the cent.
      amount: Number(row.totalOffer),
      currency,
      status: BID_STATUS_LABELS[row.status][language],
      reason: row.disqualifyReason ?? '',
      placedBy: PLACED_BY[row.byProxy ? 'proxy' : 'vendor'][language],
      slipConfirmed: YES_NO[row.confirmedSlip ? 'yes' : 'no'][language],
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `bidding-history-PRC-MJAB-2026-00001.xlsx`: safe characters only; the id while the procurement has no number. */
export function biddingHistoryFileName(procurement: { id: string; procurementNumber: string | null }): string {
  const base = (procurement.procurementNumber ?? procurement.id).replace(/[^A-Za-z0-9._-]/g, '_');
  return `bidding-history-${base}.xlsx`;
}
