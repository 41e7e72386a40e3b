import type { RebuildIndexView } from '@procura/domain/procurement/procurement.views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http-client';

/**
 * POST /api/secured/procurement/rebuild-index as the super admin: recomputes the search text of
 * every company's procurements. Cached initiation lists are refetched after it.
 */
export function useRebuildSearchIndex() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<RebuildIndexView>('/api/secured/procurement/rebuild-index'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['procurements'] }),
  });
}
