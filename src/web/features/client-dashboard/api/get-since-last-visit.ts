import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardApi } from '@shared/api/dashboard';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

/**
 * What changed since the previous visit (decision 0110). Under the dashboard's key, so live updates refresh it with the
 * dashboard; reading it records the visit, and reads within one visit answer from the same moment.
 */
export const sinceLastVisitQueryOptions = queryOptions({
  queryKey: queryKeys.clientDashboard.sinceLastVisit,
  queryFn: ({ signal }) => request(dashboardApi.sinceLastVisit, { signal }),
  staleTime: 10_000,
});

export function useSinceLastVisit() {
  return useQuery(sinceLastVisitQueryOptions);
}
