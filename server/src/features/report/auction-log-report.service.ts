import type { ReportFileView } from '@procura/domain/report/report-auction.schemas';
import type { AuctionConnectionsView } from '@procura/domain/auction/room/auction-connections.rules';
import type { AuthUser } from '../../platform/security/access-tokens';
import type { AppContext } from '../../platform/context';
import { finishedFiles } from '../../platform/heavy-work/finished-files';
import { runHeavy } from '../../platform/heavy-work/heavy-pool';
import { renderPdf } from '../../platform/reports/pdf';
import { readReportRows, reportSessionsOf, type ReportSessions } from './auction-log-report.data';
import { assistanceRecordOf, connectionRecordOf } from '../auction';
import { savedReportTexts } from './report-settings.service';

// The two auction reports as files (docs/api/reports.md): authorized and read first (404 for
// another company, 'No report generated!' without a DONE session), then rendered on the heavy-work
// thread. They print DONE sessions only, so a file is kept (decision 221) under everything that
// selects it: the procurement, each DONE session's ledger head and sequence (a later DONE session or
// entry is a new key), the texts and committee, the connection record; a hit is the first file as made.
// This thread reads the rows; the replay, the places and the layout are the heavy-work thread's
// (auction-log-report.heavy-tasks.ts, decision 233), and its `pdf` task renders the document.

const asFile = (fileName: string, bytes: Buffer): ReportFileView => ({ type: 'application/pdf', fileName, data: bytes.toString('base64') });
const sizeOf = (file: ReportFileView) => file.data.length;
const selectedBy = (found: ReportSessions) => [
  found.companyName,
  found.procurement.id,
  found.procurement.procurementNumber,
  found.procurement.procurementName,
  found.procurement.currency,
  found.done.map((auction) => [auction.id, auction.status, auction.sequence, auction.ledgerHeadHash]),
];

/**
 * What of a connection record selects the file: not the moment it was read (`serverNow`, and the
 * `lastSeen` of a vendor still connected, which is that moment too), or no file would ever be kept.
 */
const recordedPart = ({ auctionNumber, record, assistance }: { auctionNumber: string; record: AuctionConnectionsView; assistance: unknown }) => [
  assistance,
  auctionNumber,
  record.vendors.map(({ lastSeen, ...vendor }) => ({ ...vendor, lastSeen: vendor.online ? null : lastSeen })),
];

/** GET report/log-auction-jasper/{procurementId}?pelaksana=&peruntukan=. */
export async function auctionLogReport(ctx: AppContext, user: AuthUser, procurementId: string, texts: { pelaksana: string; peruntukan: string }): Promise<ReportFileView> {
  const found = await reportSessionsOf(ctx.db, user, procurementId);
  const now = ctx.clock.now();
  // The appendix: each session's connection record (docs/rules/reports-dashboard-help.md#auction-reports).
  const currency = found.procurement.currency ?? 'IDR';
  const connections = await Promise.all(
    found.done.map(async (auction) => ({
      auctionNumber: auction.auctionNumber,
      record: await connectionRecordOf(ctx.db, auction.id, now),
      assistance: await assistanceRecordOf(ctx.db, auction.id),
      currency,
    })),
  );
  // The committee's signature blocks: the members the report settings keep (the dialog saves them first).
  const { committeeMembers } = await savedReportTexts(ctx, found.procurement.companyId);
  return finishedFiles(ctx).get(['auction-log-report', ...selectedBy(found), texts, committeeMembers, connections.map(recordedPart)], sizeOf, async () => {
    const rows = await readReportRows(ctx.db, found, { key: ctx.secrets.ledgerKey, log: ctx.log });
    const { fileName, document } = await runHeavy('auctionReportDocument', {
      report: 'log',
      rows,
      generatedAt: now,
      pelaksana: texts.pelaksana,
      peruntukan: texts.peruntukan,
      connections,
      committee: committeeMembers,
    });
    return asFile(fileName, await renderPdf(document));
  });
}

/** GET report/result-auction/{procurementId}: signed by the committee the report dialog saved last. */
export async function resultAuctionReport(ctx: AppContext, user: AuthUser, procurementId: string): Promise<ReportFileView> {
  const found = await reportSessionsOf(ctx.db, user, procurementId);
  const texts = await savedReportTexts(ctx, found.procurement.companyId);
  const now = ctx.clock.now();
  return finishedFiles(ctx).get(['result-auction-report', ...selectedBy(found), texts], sizeOf, async () => {
    const { fileName, document } = await runHeavy('auctionReportDocument', { report: 'result', rows: await readReportRows(ctx.db, found), generatedAt: now, texts });
    return asFile(fileName, await renderPdf(document));
  });
}
