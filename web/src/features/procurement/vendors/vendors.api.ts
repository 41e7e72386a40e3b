import type { AddVendorItemsInput, ItemTechnicalScoresInput } from '@procura/domain/procurement/vendors/procurement-vendor.schemas';
import type { AvailableItemView, DeletedView } from '@procura/domain/procurement/vendors/procurement-vendor.views';
import type { ProcurementVendorItemView, ProcurementVendorView } from '@procura/domain/procurement/procurement.views';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { http } from '../../../api/http-client';
import { procurementQueryKey } from '../../../api/procurement-detail';
import type { VendorPayload } from './vendor-form.rules';

// The calls of the Vendor List section and the Vendor Item dialog (/api/secured/procurement-vendor…).
const VENDOR_BASE = '/api/secured/procurement-vendor';

export interface VendorPage {
  filteredData: ProcurementVendorView[];
  total: number;
  /** An older name of the total (docs/rules/procurement.md#calls). */
  totalProcurementVendors?: number;
}

export interface VendorListParams {
  page: number;
  limit: number;
  query: string;
}

/**
 * Under the procurement's key, so the detail page's reload (onChanged) reads them again too, and
 * a vendor change reloads the procurement (its vendor count) with them.
 */
export const vendorKeys = {
  all: (procurementId: string) => [...procurementQueryKey(procurementId), 'vendors'] as const,
  list: (procurementId: string, params: VendorListParams) => [...vendorKeys.all(procurementId), 'list', params] as const,
  items: (procurementId: string, vendorId: string) => [...vendorKeys.all(procurementId), 'items', vendorId] as const,
  availableItems: (procurementId: string, vendorId: string) => [...vendorKeys.all(procurementId), 'available-items', vendorId] as const,
};

function queryString(values: Record<string, string | number>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== '') params.set(key, String(value));
  return params.toString();
}

export function useVendorPage(procurementId: string, params: VendorListParams) {
  return useQuery({
    queryKey: vendorKeys.list(procurementId, params),
    queryFn: () => http.get<VendorPage>(`${VENDOR_BASE}?${queryString({ procurementId, ...params })}`),
    placeholderData: keepPreviousData,
  });
}

export function useVendorItems(procurementId: string, vendorId: string) {
  return useQuery({
    queryKey: vendorKeys.items(procurementId, vendorId),
    queryFn: () => http.get<ProcurementVendorItemView[]>(`${VENDOR_BASE}/${vendorId}/items`),
  });
}

export function useAvailableItems(procurementId: string, vendorId: string) {
  return useQuery({
    queryKey: vendorKeys.availableItems(procurementId, vendorId),
    queryFn: () => http.get<AvailableItemView[]>(`${VENDOR_BASE}/${vendorId}/available-items`),
  });
}

/** After a change: the procurement and every section under its key (vendors, evaluation) are read again. */
export function useRefreshVendorData(procurementId: string) {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: procurementQueryKey(procurementId) }), [queryClient, procurementId]);
}

export const addVendor = (input: VendorPayload) => http.post<ProcurementVendorView | null>(VENDOR_BASE, input);

export const updateVendor = (vendorId: string, input: VendorPayload) => http.patch<ProcurementVendorView>(`${VENDOR_BASE}/${vendorId}`, input);

export const deleteVendors = (procurementId: string, procurementVendorIds: string[]) =>
  http.delete<DeletedView>(VENDOR_BASE, { body: { procurementId, procurementVendorIds } });

export const addVendorItems = (vendorId: string, input: AddVendorItemsInput) => http.post<unknown>(`${VENDOR_BASE}/${vendorId}/items`, input);

export const removeVendorItems = (procurementVendorItemIds: string[]) =>
  http.delete<DeletedView>('/api/secured/procurement-vendor-item/many', { body: { procurementVendorItemIds } });

export const saveItemTechnicalScores = (vendorId: string, input: ItemTechnicalScoresInput) =>
  http.patch<unknown>(`${VENDOR_BASE}/${vendorId}/item-technical-scores`, input);
