import type { MasterItem, MastersResponse } from '@procura/domain/master-data/master-data.schemas';
import { useQuery } from '@tanstack/react-query';
import { http } from './http-client';

export const MASTERS_QUERY_KEY = ['masters'] as const;

/** GET /api/masters: every reference-data list; they change rarely, so they are kept for the visit. */
export function useMasters() {
  return useQuery({
    queryKey: MASTERS_QUERY_KEY,
    queryFn: () => http.get<MastersResponse>('/api/masters', { auth: false }),
    staleTime: 30 * 60_000,
  });
}

/** The active values of a list in their order. */
export function activeValues(items: readonly MasterItem[] | undefined): MasterItem[] {
  return (items ?? []).filter((item) => item.active).sort((a, b) => a.order - b.order);
}
