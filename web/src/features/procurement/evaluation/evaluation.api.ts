import type { EvaluationByItemView, EvaluationByVendorView, EvaluationView, UnitPriceView } from '@procura/domain/procurement/vendors/procurement-vendor.views';
import type { ScoringPercentageInput } from '@procura/domain/procurement/procurement.schemas';
import { useQuery } from '@tanstack/react-query';
import { downloadWithToken } from '../../../api/authorized-files';
import { http } from '../../../api/http-client';
import { procurementQueryKey } from '../../../api/procurement-detail';

// The calls of the Evaluation Score section (docs/rules/procurement.md#evaluation-score). Their keys sit under the
// procurement's, so a change anywhere on the page (onChanged) reads them again.
const procurementPath = (procurementId: string) => `/api/secured/procurement/${procurementId}`;
const vendorPath = (vendorId: string) => `/api/secured/procurement-vendor/${vendorId}`;

export const evaluationKeys = {
  all: (procurementId: string) => [...procurementQueryKey(procurementId), 'evaluation'] as const,
  table: (procurementId: string) => [...evaluationKeys.all(procurementId), 'table'] as const,
  byItem: (procurementId: string) => [...evaluationKeys.all(procurementId), 'by-item'] as const,
  byVendor: (procurementId: string) => [...evaluationKeys.all(procurementId), 'by-vendor'] as const,
  unitPrices: (procurementId: string, vendorId: string) => [...evaluationKeys.all(procurementId), 'unit-prices', vendorId] as const,
};

export function useEvaluation(procurementId: string, enabled = true) {
  return useQuery({
    queryKey: evaluationKeys.table(procurementId),
    queryFn: () => http.get<EvaluationView>(`${procurementPath(procurementId)}/evaluation`),
    enabled,
  });
}

export function useEvaluationByItem(procurementId: string, enabled = true) {
  return useQuery({
    queryKey: evaluationKeys.byItem(procurementId),
    queryFn: () => http.get<EvaluationByItemView>(`${procurementPath(procurementId)}/evaluation/by-item`),
    enabled,
  });
}

export function useEvaluationByVendor(procurementId: string, enabled = true) {
  return useQuery({
    queryKey: evaluationKeys.byVendor(procurementId),
    queryFn: () => http.get<EvaluationByVendorView>(`${procurementPath(procurementId)}/evaluation/by-vendor`),
    enabled,
  });
}

export function useUnitPrices(procurementId: string, vendorId: string) {
  return useQuery({
    queryKey: evaluationKeys.unitPrices(procurementId, vendorId),
    queryFn: () => http.get<UnitPriceView>(`${vendorPath(vendorId)}/unit-prices`),
  });
}

export const saveScoringPercentage = (procurementId: string, input: ScoringPercentageInput) =>
  http.patch<unknown>(`${procurementPath(procurementId)}/evaluation-score`, input);

export const saveAdministrationScore = (vendorId: string, procurementId: string, passed: boolean) =>
  http.patch<unknown>(`${vendorPath(vendorId)}/administration-score`, { procurementId, passed });

export const saveTechnicalScore = (vendorId: string, procurementId: string, score: string) =>
  http.patch<unknown>(`${vendorPath(vendorId)}/technical-score`, { procurementId, score });

/** Downloads the evaluation table as an xlsx file with the session's token. */
export async function downloadEvaluationExport(procurementId: string, fallbackName: string): Promise<void> {
  await downloadWithToken(`${procurementPath(procurementId)}/evaluation/export`, fallbackName);
}
