import type { NegotiationReportFile } from '@procura/domain/report/report-negotiation.schemas';
import type { NegotiationView } from '@procura/domain/negotiation/negotiation.views';
import { http } from '../../../api/http-client';
import type { ReportForm } from './report-form.rules';

// The negotiation minutes (docs/rules/reports-dashboard-help.md#negotiation-report, Reports): the server answers the DOCX as base64 with
// its file name; the browser saves it.

/** The query of GET report/negotiation-report/{procurementId}/{batchId}/{negotiationId}. */
export function reportQuery(form: ReportForm, finalPrice: string | null): string {
  const query = new URLSearchParams({
    letterNumber: form.letterNumber.trim(),
    letterDate: form.letterDate ?? '',
    vendorOfferLetterNumber: form.vendorOfferLetterNumber.trim(),
    vendorOfferLetterDate: form.vendorOfferLetterDate ?? '',
    negotiationMedia: form.negotiationMedia ?? '',
  });
  if (form.negotiationMedia === 'OFFLINE') query.set('offlineLocation', form.offlineLocation.trim());
  // Sent as the spec lists it; the server prints its own stored price.
  if (finalPrice) query.set('finalNegotiationPrice', finalPrice);
  return query.toString();
}

export function fetchNegotiationReport(negotiation: Pick<NegotiationView, '_id' | 'procurementId' | 'negotiationBatchId' | 'finalPrice'>, form: ReportForm) {
  const path = `/api/secured/report/negotiation-report/${negotiation.procurementId}/${negotiation.negotiationBatchId}/${negotiation._id}`;
  return http.get<NegotiationReportFile>(`${path}?${reportQuery(form, negotiation.finalPrice)}`);
}
