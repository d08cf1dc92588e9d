import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientDashboard } from '@shared/schemas/client-dashboard';
import { dashboardApi } from '@shared/api/dashboard';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

export const CLIENT_DASHBOARD_QUERY_KEY = queryKeys.clientDashboard.all;

/** The whole client dashboard in one request, scoped on the server to the caller's company. */
export function fetchClientDashboard(signal?: AbortSignal): Promise<ClientDashboard> {
  return request(dashboardApi.client, { signal });
}

export const clientDashboardQueryOptions = queryOptions({
  queryKey: CLIENT_DASHBOARD_QUERY_KEY,
  queryFn: ({ signal }) => fetchClientDashboard(signal),
  // Opened directly, the page fetches it as it starts (src/web/app/screens.tsx): fresh for a moment, so the screen
  // does not ask again as it mounts. Live updates mark it stale when something it shows changes.
  staleTime: 10_000,
});

export function useClientDashboard() {
  return useQuery(clientDashboardQueryOptions);
}
