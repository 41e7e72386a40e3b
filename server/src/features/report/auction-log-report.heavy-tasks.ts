import type { CommitteeMember } from '@procura/domain/report/report-auction.schemas';
import type { PdfDocument } from '../../platform/reports/pdf';
import type { SessionConnections } from './auction-log-report.connections';
import type { ReportData, ReportRows } from './auction-log-report.data';
import { auctionLogReportDocument } from './auction-log-report.document';
import { shapeReport } from './auction-log-report.shape';
import { reportFileName } from './auction-report.format';
import { printable } from './printable';
import { resultAuctionReportDocument } from './result-auction-report.document';

// The auction reports' heavy tasks (decision 233; docs/decisions.md 220), run on the heavy-work thread:
// the main thread reads the rows (auction-log-report.data.ts) and this thread replays and ranks them
// (auction-log-report.shape.ts) and lays out the document, which the platform's `pdf` task renders.

/** An auction report's document: the Auction Log Report with its texts, or the Report Result Auction. */
export type AuctionReportDocumentInput = { rows: ReportRows; generatedAt: Date } & (
  | { report: 'log'; pelaksana: string; peruntukan: string; connections: SessionConnections[]; committee: CommitteeMember[] }
  | { report: 'result'; texts: Parameters<typeof resultAuctionReportDocument>[1] }
);

declare module '../../platform/heavy-work/heavy-tasks' {
  interface HeavyTasks {
    /** Both auction reports' data, shaped from the rows read. */
    auctionReportData: (rows: ReportRows) => ReportData;
    /** An auction report's document and file name (the `pdf` task renders the document). */
    auctionReportDocument: (input: AuctionReportDocumentInput) => { fileName: string; document: PdfDocument };
  }
}

/**
 * Everything the document prints enters it here without bidi controls (printable, docs/decisions.md 239):
 * the shaped data (shaped from the ledger as stored, whose chain it checks), the typed texts, the
 * committee and the connection record.
 */
function auctionReportDocument(input: AuctionReportDocumentInput): { fileName: string; document: PdfDocument } {
  const data = printable(shapeReport(input.rows));
  if (input.report === 'log') {
    const { pelaksana, peruntukan, connections, committee } = printable({ pelaksana: input.pelaksana, peruntukan: input.peruntukan, connections: input.connections, committee: input.committee });
    return {
      fileName: reportFileName('Auction-Log-Report', data, input.generatedAt),
      document: auctionLogReportDocument(data, pelaksana, peruntukan, input.generatedAt, connections, committee),
    };
  }
  return { fileName: reportFileName('Report-Result-Auction', data, input.generatedAt), document: resultAuctionReportDocument(data, printable(input.texts), input.generatedAt) };
}

export const auctionReportHeavyTasks = { auctionReportData: shapeReport, auctionReportDocument };
