import type { DashboardCount, DashboardCounter, DashboardLastLogin, DashboardSeries, DashboardSeriesName } from '@procura/domain/dashboard/dashboard.schemas';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http-client';

// The dashboard's calls (docs/rules/reports-dashboard-help.md#dashboard; docs/api/dashboard.md): one small answer each.
const BASE = '/api/secured/dashboard';

export function useDashboardCount(counter: DashboardCounter, enabled: boolean) {
  return useQuery({ queryKey: ['dashboard', counter], queryFn: () => http.get<DashboardCount>(`${BASE}/${counter}`), enabled });
}

export function useDashboardSeries(name: DashboardSeriesName, year: number, enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard', name, year],
    queryFn: () => http.get<DashboardSeries>(`${BASE}/${name}?year=${year}`),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/** The caller's sign-in before this one; it does not change while the page is open. */
export function useLastLogin() {
  return useQuery({ queryKey: ['dashboard', 'last-login'], queryFn: () => http.get<DashboardLastLogin>(`${BASE}/last-login`), staleTime: Infinity });
}
