import type { ItemPage } from '@procura/domain/procurement/items/procurement-item.views';
import { NO_LIMIT } from '@procura/domain/procurement/procurement.enums';
import type { ProcurementVendorView, ProcurementView } from '@procura/domain/procurement/procurement.views';
import type { BatchAction, NegotiationStatus } from '@procura/domain/negotiation/negotiation.enums';
import type {
  SaveLogsInput,
  StartNegotiationInput,
  SubmitPriceInput,
  SubmitScheduleInput,
  UpdateBatchInfoInput,
} from '@procura/domain/negotiation/negotiation.schemas';
import type {
  BatchStatusView,
  NegotiationBatchView,
  NegotiationItemView,
  NegotiationLogView,
  NegotiationStatusView,
  NegotiationView,
} from '@procura/domain/negotiation/negotiation.views';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { http } from '../../../api/http-client';

// The negotiation batch calls of the buyer (docs/rules/negotiation.md#contract).
const SECURED = '/api/secured';
const BATCH = `${SECURED}/negotiation-batch`;
const NEGOTIATION = `${SECURED}/negotiation`;
const enc = encodeURIComponent;

export const negotiationBatchKeys = {
  all: ['negotiation-batch'] as const,
  byProcurement: (procurementId: string) => ['negotiation-batch', 'procurement', procurementId] as const,
  batch: (batchId: string) => ['negotiation-batch', 'batch', batchId] as const,
  status: (batchId: string) => ['negotiation-batch', 'batch', batchId, 'status'] as const,
  negotiations: (batchId: string) => ['negotiation-batch', 'batch', batchId, 'negotiations'] as const,
  items: (negotiationId: string) => ['negotiation-batch', 'negotiation', negotiationId, 'items'] as const,
  logs: (negotiationId: string) => ['negotiation-batch', 'negotiation', negotiationId, 'logs'] as const,
  procurement: (procurementId: string) => ['negotiation-batch', 'procurement', procurementId, 'detail'] as const,
  procurementItems: (procurementId: string) => ['negotiation-batch', 'procurement', procurementId, 'items'] as const,
  procurementVendors: (procurementId: string) => ['negotiation-batch', 'procurement', procurementId, 'vendors'] as const,
};

/** A list answer: a bare array, or a page of the list (the server may page it). */
type ListAnswer<T> = T[] | { filteredData: T[] };
const rowsOf = <T>(answer: ListAnswer<T> | null | undefined): T[] => (Array.isArray(answer) ? answer : (answer?.filteredData ?? []));

// Batches

export function useProcurementBatches(procurementId: string) {
  return useQuery({
    queryKey: negotiationBatchKeys.byProcurement(procurementId),
    queryFn: async () => rowsOf(await http.get<ListAnswer<NegotiationBatchView>>(`${BATCH}/${enc(procurementId)}/by-procurement`)),
  });
}

export function useBatch(batchId: string | null) {
  return useQuery({
    queryKey: negotiationBatchKeys.batch(batchId ?? ''),
    queryFn: () => http.get<NegotiationBatchView>(`${BATCH}/${enc(batchId ?? '')}`),
    enabled: batchId !== null,
  });
}

/** POST get-status: the batch's status and the actions the server allows next. */
export function useBatchStatus(batchId: string | null) {
  return useQuery({
    queryKey: negotiationBatchKeys.status(batchId ?? ''),
    queryFn: () => http.post<BatchStatusView>(`${BATCH}/get-status`, { negotiationBatch: batchId }),
    enabled: batchId !== null,
  });
}

/** `{data: true}` or the reason it is refused (as data or as a 4xx envelope). */
export const validateCreateBatch = (procurementId: string) => http.get<true | string>(`${BATCH}/validate-create-session/${enc(procurementId)}`);

export const startNegotiation = (input: StartNegotiationInput) => http.post<{ _id: string; status: string }>(`${BATCH}/start-negotiation`, input);

export const updateBatchInfo = (input: UpdateBatchInfoInput) => http.post<NegotiationBatchView>(`${BATCH}/update-info`, input);

export const saveBatchItems = (negotiationBatch: string, itemIds: string[]) =>
  http.post<unknown>(`${SECURED}/negotiation-batch-item/save-as-draft`, { negotiationBatch, itemIds });

export const saveBatchVendors = (negotiationBatch: string, vendorIds: string[]) =>
  http.post<unknown>(`${NEGOTIATION}/save-as-draft`, { negotiationBatch, vendorIds });

export const changeBatchStatus = (negotiationBatch: string, status: BatchAction, cancelReason?: string) =>
  http.post<unknown>(`${BATCH}/change-status`, { negotiationBatch, status, ...(cancelReason ? { cancelReason } : {}) });

export const deleteBatch = (negotiationBatchId: string) => http.delete<unknown>(`${BATCH}/`, { body: { negotiationBatchId } });

// Negotiations of a batch

export function useBatchNegotiations(batchId: string | null, enabled = true) {
  return useQuery({
    queryKey: negotiationBatchKeys.negotiations(batchId ?? ''),
    queryFn: async () => rowsOf(await http.get<ListAnswer<NegotiationView>>(`${NEGOTIATION}/find-by-batch/${enc(batchId ?? '')}`)),
    enabled: batchId !== null && enabled,
  });
}

export const submitSchedule = (input: SubmitScheduleInput) => http.post<NegotiationView>(`${NEGOTIATION}/submit-schedule`, input);

export const changeNegotiationStatus = (negotiation: string, status: NegotiationStatus, cancelReason?: string) =>
  http.post<NegotiationStatusView>(`${NEGOTIATION}/change-status`, { negotiation, status, ...(cancelReason ? { cancelReason } : {}) });

export function useNegotiationItems(negotiationId: string) {
  return useQuery({
    queryKey: negotiationBatchKeys.items(negotiationId),
    queryFn: async () => rowsOf(await http.get<ListAnswer<NegotiationItemView>>(`${SECURED}/negotiation-item/find-by-negotiation/${enc(negotiationId)}`)),
  });
}

export const submitPrice = (input: SubmitPriceInput) => http.post<unknown>(`${SECURED}/negotiation-item/submit-price`, input);

// Negotiation logs

export function useNegotiationLogs(negotiationId: string) {
  return useQuery({
    queryKey: negotiationBatchKeys.logs(negotiationId),
    queryFn: async () =>
      rowsOf(await http.get<ListAnswer<NegotiationLogView>>(`${SECURED}/negotiation-log/bni-log-per-negotiation/${enc(negotiationId)}`)),
  });
}

export const saveLogs = (input: SaveLogsInput) => http.post<unknown>(`${SECURED}/negotiation-log/create-or-update`, input);

export const deleteLogs = (logIds: string[]) => http.delete<unknown>(`${SECURED}/negotiation-log/delete`, { body: { logIds } });

// The procurement's own data the batch screen chooses from

export function useBatchProcurement(procurementId: string) {
  return useQuery({
    queryKey: negotiationBatchKeys.procurement(procurementId),
    queryFn: () => http.get<ProcurementView>(`${SECURED}/procurement/${enc(procurementId)}`),
  });
}

export function useBatchProcurementItems(procurementId: string) {
  return useQuery({
    queryKey: negotiationBatchKeys.procurementItems(procurementId),
    queryFn: () => http.get<ItemPage>(`${SECURED}/procurement-item?procurementId=${enc(procurementId)}&limit=${NO_LIMIT}`),
    select: (page) => page.filteredData,
  });
}

/** A vendor a batch may choose (GET negotiation-batch/offered-vendors/{procurementId}). */
export type OfferedVendor = Pick<ProcurementVendorView, '_id' | 'name' | 'email' | 'picVendor' | 'lastPrice'>;

/** The vendors a batch may be offered to, best first: the last done auction's, or all invited for a negotiation. */
export function useOfferedVendors(procurementId: string) {
  return useQuery({
    queryKey: negotiationBatchKeys.procurementVendors(procurementId),
    queryFn: async () => rowsOf(await http.get<ListAnswer<OfferedVendor>>(`${BATCH}/offered-vendors/${enc(procurementId)}`)),
  });
}

/** Reloads everything the batch screens show (after an action). */
export function useReloadNegotiations() {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: negotiationBatchKeys.all }), [queryClient]);
}
