import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { revenueApi } from '@shared/api/revenue';
import { request } from '@web/lib/api';

/** Every revenue query starts with this key; revenue mutations invalidate it. */
export const REVENUE_QUERY_KEY = ['revenue'] as const;

export function revenueQueryOptions(clientId: string, page: number) {
  return queryOptions({
    queryKey: [...REVENUE_QUERY_KEY, clientId, page] as const,
    queryFn: ({ signal }) => request(revenueApi.list, { params: { id: clientId }, query: { page }, signal }),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useRevenue(clientId: string, page: number) {
  return useQuery(revenueQueryOptions(clientId, page));
}
