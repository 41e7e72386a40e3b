import type { CreateProcurementData } from '@procura/domain/procurement/procurement.schemas';
import type { ProcurementListRow } from '@procura/domain/procurement/procurement.views';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http-client';
import { listApiQuery, type ProcurementListFilters } from './procurement-list.params';

// The initiation list's calls (docs/rules/procurement.md#calls).
const BASE = '/api/secured/procurement';

/** Every cached initiation list, whatever its filters: refetched after a create or delete. */
export const INITIATION_LISTS_KEY = ['procurements', 'list'] as const;

export interface ProcurementRowsPage {
  filteredData: ProcurementListRow[];
  total: number;
}

/** GET /api/secured/procurement with the list's filters; the previous page stays shown while the next loads. */
export function useProcurementList(filters: ProcurementListFilters) {
  const query = listApiQuery(filters);
  return useQuery({
    queryKey: [...INITIATION_LISTS_KEY, query],
    queryFn: ({ signal }) => http.get<ProcurementRowsPage>(`${BASE}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Refetches every initiation list (after a create, delete or rebuild). */
export function useRefreshLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: INITIATION_LISTS_KEY });
}

/** POST /api/secured/procurement: the New Initiation dialog. The answer is the new procurement. */
export function useCreateProcurement() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (input: CreateProcurementData) => http.post<unknown>(BASE, input),
    onSuccess: refresh,
  });
}

/** DELETE /api/secured/procurement: drafts only, all or none. */
export const deleteProcurements = (procurementIds: string[]) => http.delete<unknown>(BASE, { body: { procurementIds } });
