import type { MasterListName } from '@procura/domain/master-data/master-data.enums';
import type { CreateMasterValue, MasterValueAdmin, MoveMasterValue, UpdateMasterValue } from '@procura/domain/master-data/master-data.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http-client';
import { MASTERS_QUERY_KEY } from '../../api/masters-query';

// The super admin's calls for one reference-data list (/api/secured/master-data/{list}).
const base = (list: MasterListName) => `/api/secured/master-data/${list}`;
const valuePath = (list: MasterListName, code: string) => `${base(list)}/${encodeURIComponent(code)}`;

export const masterValuesQueryKey = (list: MasterListName) => ['master-data', list] as const;

export function useMasterValues(list: MasterListName) {
  return useQuery({ queryKey: masterValuesQueryKey(list), queryFn: () => http.get<MasterValueAdmin[]>(base(list)) });
}

/** After any write: this list, and the lists every select of the product reads, are refetched. */
function useInvalidateMasters(list: MasterListName) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: masterValuesQueryKey(list) }),
      queryClient.invalidateQueries({ queryKey: MASTERS_QUERY_KEY }),
    ]);
}

export function useAddMasterValue(list: MasterListName) {
  const invalidate = useInvalidateMasters(list);
  return useMutation({
    mutationFn: (input: CreateMasterValue) => http.post<MasterValueAdmin>(base(list), input),
    onSuccess: invalidate,
  });
}

export function useUpdateMasterValue(list: MasterListName) {
  const invalidate = useInvalidateMasters(list);
  return useMutation({
    mutationFn: ({ code, input }: { code: string; input: UpdateMasterValue }) => http.put<MasterValueAdmin>(valuePath(list, code), input),
    onSuccess: invalidate,
  });
}

export function useRemoveMasterValue(list: MasterListName) {
  const invalidate = useInvalidateMasters(list);
  return useMutation({
    mutationFn: (code: string) => http.delete<MasterValueAdmin>(valuePath(list, code)),
    onSuccess: invalidate,
  });
}

/**
 * Swaps a value with the neighbour the page shows; the answer is the list in its new order. A
 * refusal (the list changed meanwhile) is shown by the caller, and the list is read again.
 */
export function useMoveMasterValue(list: MasterListName) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateMasters(list);
  return useMutation({
    mutationFn: ({ code, move }: { code: string; move: MoveMasterValue }) =>
      http.post<MasterValueAdmin[]>(`${valuePath(list, code)}/move`, move),
    onSuccess: (values) => {
      queryClient.setQueryData(masterValuesQueryKey(list), values);
      return queryClient.invalidateQueries({ queryKey: MASTERS_QUERY_KEY });
    },
    onError: invalidate,
  });
}
