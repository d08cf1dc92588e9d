import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@shared/schemas/dashboard';
import { dashboardApi } from '@shared/api/dashboard';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

export const DASHBOARD_QUERY_KEY = queryKeys.dashboard.all;

/** Everything on the overview in one request, aggregated on the server over the caller's scope. */
export function fetchDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return request(dashboardApi.staff, { signal });
}

export const dashboardQueryOptions = queryOptions({
  queryKey: DASHBOARD_QUERY_KEY,
  queryFn: ({ signal }) => fetchDashboard(signal),
  // Opened directly, the page fetches it as it starts (src/web/app/screens.tsx): fresh for a moment, so the screen
  // does not ask again as it mounts. Live updates mark it stale when something it shows changes.
  staleTime: 10_000,
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
