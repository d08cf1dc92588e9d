import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientDashboard } from '../../../../shared/schemas/client-dashboard';
import { dashboardApi } from '../../../../shared/api/dashboard';
import { request } from '../../../lib/api';

export const CLIENT_DASHBOARD_QUERY_KEY = ['client-dashboard'] as const;

/** The whole client dashboard in one request, scoped on the server to the caller's company. */
export function fetchClientDashboard(signal?: AbortSignal): Promise<ClientDashboard> {
  return request(dashboardApi.client, { signal });
}

export const clientDashboardQueryOptions = queryOptions({
  queryKey: CLIENT_DASHBOARD_QUERY_KEY,
  queryFn: ({ signal }) => fetchClientDashboard(signal),
});

export function useClientDashboard() {
  return useQuery(clientDashboardQueryOptions);
}
