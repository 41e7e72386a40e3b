import type { SubmitProcurementResponse, UpdateProcurementInput } from '@procura/domain/procurement/procurement.schemas';
import type { ClosePreviewView } from '@procura/domain/procurement/procurement.views';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { http } from '../../../api/http-client';
import { procurementQueryKey, type ProcurementDetail } from '../../../api/procurement-detail';

// The procurement calls of the detail page (docs/rules/procurement.md#detail-page, docs/rules/procurement.md#procurement-info, docs/rules/procurement.md#statuses-and-actions, docs/rules/procurement.md#calls).
const base = '/api/secured/procurement';
const procurementPath = (id: string) => `${base}/${encodeURIComponent(id)}`;

export function useProcurementDetail(procurementId: string) {
  return useQuery({
    queryKey: procurementQueryKey(procurementId),
    queryFn: () => http.get<ProcurementDetail>(procurementPath(procurementId)),
  });
}

/** Reloads the procurement and every section query under its key. */
export function useReloadProcurement(procurementId: string) {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: procurementQueryKey(procurementId) }), [queryClient, procurementId]);
}

export function useUpdateProcurement(procurementId: string) {
  const reload = useReloadProcurement(procurementId);
  return useMutation({
    mutationFn: (input: UpdateProcurementInput) => http.patch<ProcurementDetail>(procurementPath(procurementId), input),
    onSuccess: reload,
  });
}

export const submitProcurement = (id: string) => http.post<SubmitProcurementResponse>(`${procurementPath(id)}/submit`);

export const cancelProcurement = (id: string, reason: string) => http.post<ProcurementDetail>(`${procurementPath(id)}/cancel`, { reason });

/** What ending the procurement will do: who wins, which drafts go, whether live sessions block it. */
export const closePreview = (id: string) => http.get<ClosePreviewView>(`${procurementPath(id)}/close-preview`);

export const closeProcurement = (id: string) => http.post<ProcurementDetail>(`${procurementPath(id)}/close`);
