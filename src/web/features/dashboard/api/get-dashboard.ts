import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../../shared/schemas/dashboard';
import { dashboardApi } from '../../../../shared/api/dashboard';
import { request } from '../../../lib/api';

export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

/** Everything on the overview in one request, aggregated on the server over the caller's scope. */
export function fetchDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return request(dashboardApi.staff, { signal });
}

export const dashboardQueryOptions = queryOptions({
  queryKey: DASHBOARD_QUERY_KEY,
  queryFn: ({ signal }) => fetchDashboard(signal),
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
