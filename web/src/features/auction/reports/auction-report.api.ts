import type { ReportFileView, ReportSettingsFields, ReportSettingsView } from '@procura/domain/report/report-auction.schemas';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http-client';
import { saveFile } from '../../../api/save-file';

// The auction reports' calls (docs/api/reports.md "Auction reports"): the company's report settings
// and the two PDFs, answered as base64 and saved under the server's file name (api/save-file).

const SETTINGS = '/api/secured/generate-report-auction';
const REPORT = '/api/secured/report';

export const reportSettingsKey = (companyId: string) => ['report-auction-settings', companyId] as const;

/** GET find-by/{companyId}: the settings, or null before the first save. */
export function useReportSettings(companyId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: reportSettingsKey(companyId ?? ''),
    queryFn: () => http.get<ReportSettingsView | null>(`${SETTINGS}/find-by/${companyId}`),
    enabled: enabled && Boolean(companyId),
  });
}

/** Creates the settings the first time, updates them afterwards (what the dialog generates with). */
export function saveReportSettings(companyId: string, existing: boolean, fields: ReportSettingsFields): Promise<ReportSettingsView> {
  return existing ? http.patch(`${SETTINGS}/update/${companyId}`, fields) : http.post(`${SETTINGS}/create`, { companyId, ...fields });
}

export function fetchAuctionLogReport(procurementId: string, fields: ReportSettingsFields): Promise<ReportFileView> {
  const query = new URLSearchParams({ pelaksana: fields.organizingCommittee, peruntukan: fields.allocation });
  return http.get(`${REPORT}/log-auction-jasper/${procurementId}?${query}`);
}

export function fetchResultAuctionReport(procurementId: string): Promise<ReportFileView> {
  return http.get(`${REPORT}/result-auction/${procurementId}`);
}

/** The Report Result Auction, fetched and saved (the report dialog's button and the result page's). */
export async function downloadResultAuctionReport(procurementId: string): Promise<void> {
  const report = await fetchResultAuctionReport(procurementId);
  saveFile(report, report.fileName);
}
