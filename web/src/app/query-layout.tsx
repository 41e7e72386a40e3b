import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../api/query-client';

/**
 * Gives the pages below it the server-state cache. It is a lazily loaded layout, so the sign-in
 * pages, which need no cache to show, do not download TanStack Query first.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
