import type { Content } from 'pdfmake/interfaces';
import type { PdfDocument } from '../../platform/reports/pdf';
import type { CommitteeMember } from '@procura/domain/report/report-auction.schemas';
import type { ReportData, ReportSession } from './auction-log-report.data';
import { committeeSignatures, sessionMinutes } from './auction-minutes';
import { breakable, documentOf, factsTable, header, money, percent, rankingTable, SAVING_LABEL, sessionFacts, signatureBlock, words } from './auction-report.format';

// The Report Result Auction (docs/rules/reports-dashboard-help.md#reports): per DONE session, the winner (the result page's trophy: rank
// 1 with a saving of 0 or more) with the amount in figures and words, and the final ranking; the
// header and the signature block are the Auction Log Report's.

export const RESULT_REPORT_TITLE = 'LAPORAN HASIL LELANG';

function winnerBlock(session: ReportSession, currency: string): Content {
  const winner = session.ranking.find((row) => row.winner);
  if (!winner) return { text: 'Tidak ada pemenang pada sesi ini.', italics: true, margin: [0, 0, 0, 8] };
  return factsTable([
    ['Pemenang', winner.vendorName],
    ['Harga Penawaran Terakhir', money(winner.lastPrice, currency)],
    ['Terbilang', words(winner.lastPrice, currency)],
    [SAVING_LABEL, percent(winner.saving)],
  ]);
}

function sessionContent(data: ReportData, session: ReportSession, currency: string, index: number): Content[] {
  return [
    { text: `Sesi ${index + 1}: ${session.auction.auctionNumber}`, style: 'heading' },
    sessionFacts(data.procurement, session, currency),
    ...sessionMinutes(data.procurement, session, currency),
    { text: 'Pemenang Lelang', style: 'subheading' },
    winnerBlock(session, currency),
    { text: 'Peringkat Akhir', style: 'subheading' },
    rankingTable(session, currency),
    { text: [{ text: 'Hash kepala ledger: ', bold: true }, breakable(session.headHash ?? '-')], style: 'small', margin: [0, 0, 0, 8] },
  ];
}

/** texts: the company's saved report settings (null before the first save: lines to write on). */
export function resultAuctionReportDocument(
  data: ReportData,
  texts: { pelaksana: string | null; peruntukan: string | null; committeeMembers?: readonly CommitteeMember[] },
  generatedAt: Date,
): PdfDocument {
  return documentOf(RESULT_REPORT_TITLE, data, generatedAt, [
    ...header(RESULT_REPORT_TITLE, data),
    ...data.sessions.flatMap((session, index) => sessionContent(data, session, data.currency, index)),
    ...signatureBlock(texts, generatedAt),
    ...committeeSignatures(texts.committeeMembers ?? [], generatedAt, 3),
  ]);
}
