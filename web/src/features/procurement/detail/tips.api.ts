import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http-client';
import { notifyError } from '../../../components/form/apply-server-errors';

// Tips the user dismissed for good (GET/POST /api/secured/tips/dismissed), kept per account.
const path = '/api/secured/tips/dismissed';
const DISMISSED_TIPS_KEY = ['tips', 'dismissed'] as const;

export function useDismissedTips() {
  return useQuery({ queryKey: DISMISSED_TIPS_KEY, queryFn: () => http.get<string[]>(path), staleTime: Infinity });
}

/** Hides the tip at once and remembers it on the server; a failure brings it back. */
export function useDismissTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tipKey: string) => http.post<unknown>(path, { tipKey }),
    onMutate: (tipKey) => {
      const before = queryClient.getQueryData<string[]>(DISMISSED_TIPS_KEY);
      queryClient.setQueryData<string[]>(DISMISSED_TIPS_KEY, [...(before ?? []), tipKey]);
      return { before };
    },
    onError: (error, _tipKey, context) => {
      queryClient.setQueryData(DISMISSED_TIPS_KEY, context?.before);
      notifyError(error);
    },
  });
}
