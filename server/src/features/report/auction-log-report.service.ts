import type { ReportFileView } from '@procura/domain/report/report-auction.schemas';
import type { AuthUser } from '../../platform/security/access-tokens';
import type { AppContext } from '../../platform/context';
import { renderPdf } from '../../platform/reports/pdf';
import { loadAuctionReport } from './auction-log-report.data';
import { connectionRecordOf } from '../auction';
import { auctionLogReportDocument } from './auction-log-report.document';
import { reportFileName } from './auction-report.format';
import { savedReportTexts } from './report-settings.service';
import { resultAuctionReportDocument } from './result-auction-report.document';

// The two auction reports as files (docs/api/reports.md): authorized and read first (404 for
// another company, 'No report generated!' without a DONE session), then rendered.

const asFile = (fileName: string, bytes: Buffer): ReportFileView => ({ type: 'application/pdf', fileName, data: bytes.toString('base64') });

/** GET report/log-auction-jasper/{procurementId}?pelaksana=&peruntukan=. */
export async function auctionLogReport(ctx: AppContext, user: AuthUser, procurementId: string, texts: { pelaksana: string; peruntukan: string }): Promise<ReportFileView> {
  const data = await loadAuctionReport(ctx.db, user, procurementId, ctx.secrets.ledgerKey);
  const now = ctx.clock.now();
  // The appendix: each session's connection record (issue 24 item 2).
  const connections = await Promise.all(data.sessions.map(async (s) => ({ auctionNumber: s.auction.auctionNumber, record: await connectionRecordOf(ctx.db, s.auction.id, now) })));
  // The committee's signature blocks: the members the report settings keep (the dialog saves them first).
  const { committeeMembers } = await savedReportTexts(ctx, data.procurement.companyId);
  const bytes = await renderPdf(auctionLogReportDocument(data, texts.pelaksana, texts.peruntukan, now, connections, committeeMembers));
  return asFile(reportFileName('Auction-Log-Report', data, now), bytes);
}

/** GET report/result-auction/{procurementId}: signed by the committee the report dialog saved last. */
export async function resultAuctionReport(ctx: AppContext, user: AuthUser, procurementId: string): Promise<ReportFileView> {
  const data = await loadAuctionReport(ctx.db, user, procurementId);
  const texts = await savedReportTexts(ctx, data.procurement.companyId);
  const now = ctx.clock.now();
  return asFile(reportFileName('Report-Result-Auction', data, now), await renderPdf(resultAuctionReportDocument(data, texts, now)));
}
