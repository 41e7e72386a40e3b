import type { ReportFileView, ReportSettingsFields, ReportSettingsView } from '@procura/domain/report/report-auction.schemas';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http-client';

// The auction reports' calls (docs/api/reports.md "Auction reports"): the company's report settings
// and the two PDFs, answered as base64 and saved here under the server's file name.

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
  saveReportFile(await fetchResultAuctionReport(procurementId));
}

/** Saves a base64 report as a file under its name. */
export function saveReportFile(file: ReportFileView): void {
  const binary = atob(file.data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  const url = URL.createObjectURL(new Blob([bytes], { type: file.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
