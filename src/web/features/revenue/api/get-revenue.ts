import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { revenueApi } from '@shared/api/revenue';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

/** Every revenue query starts with this key; revenue mutations invalidate it. */
export const REVENUE_QUERY_KEY = queryKeys.revenue.all;

export function revenueQueryOptions(clientId: string, page: number) {
  return queryOptions({
    queryKey: queryKeys.revenue.list({ clientId, page }),
    queryFn: ({ signal }) => request(revenueApi.list, { params: { id: clientId }, query: { page }, signal }),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useRevenue(clientId: string, page: number) {
  return useQuery(revenueQueryOptions(clientId, page));
}
