import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** One retry for answers that may change on their own (network, 5xx); none for refused requests. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
  },
});
