import ExcelJS from 'exceljs';
import { BID_STATUS_LABELS, type BiddingHistoryRow } from '@procura/domain/auction/history/bidding-history.schemas';
import { formatDateTime } from '@procura/domain/common/dates';
import type { Labels, Language } from '@procura/domain/common/i18n';
import type { ProcurementRow } from '../../procurement';

// The offer log of a procurement as an .xlsx file (the Bidding History page's Export): one row per
// offer, oldest session first. The amount is a number (so it can be summed and sorted) with two
// decimals shown; the time is text to the millisecond in WIB, as the page and the reports show it.

const AMOUNT = '#,##0.00';

const HEADERS: Record<'no' | 'session' | 'vendorName' | 'time' | 'amount' | 'currency' | 'status' | 'reason', Labels> = {
  no: { en: 'No.', id: 'No.' },
  session: { en: 'Session', id: 'Sesi' },
  vendorName: { en: 'Vendor Name', id: 'Nama Vendor' },
  time: { en: 'Time (WIB)', id: 'Waktu (WIB)' },
  amount: { en: 'Amount', id: 'Jumlah' },
  currency: { en: 'Currency', id: 'Mata Uang' },
  status: { en: 'Status', id: 'Status' },
  reason: { en: 'Disqualification Reason', id: 'Alasan Diskualifikasi' },
};
const SHEET: Labels = { en: 'Bidding History', id: 'Riwayat Penawaran' };

const WIDTHS: Record<keyof typeof HEADERS, number> = { no: 6, session: 24, vendorName: 36, time: 30, amount: 22, currency: 10, status: 16, reason: 40 };

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
  sheet.columns = (Object.keys(HEADERS) as (keyof typeof HEADERS)[]).map((key) => ({
    header: HEADERS[key][language],
    key,
    width: WIDTHS[key],
    ...(key === 'amount' ? { style: { numFmt: AMOUNT } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  rows.forEach((row, index) => {
    sheet.addRow({
      no: index + 1,
      session: row.auctionNumber,
      vendorName: row.vendorName,
      time: formatDateTime(row.createdAt, { withMilliseconds: true }),
      // Excel keeps 15 significant digits: amounts to about 90 trillion read back to the cent.
      amount: Number(row.totalOffer),
      currency,
      status: BID_STATUS_LABELS[row.status][language],
      reason: row.disqualifyReason ?? '',
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `bidding-history-PRC-MJAB-2026-00001.xlsx`: safe characters only; the id while the procurement has no number. */
export function biddingHistoryFileName(procurement: { id: string; procurementNumber: string | null }): string {
  const base = (procurement.procurementNumber ?? procurement.id).replace(/[^A-Za-z0-9._-]/g, '_');
  return `bidding-history-${base}.xlsx`;
}
