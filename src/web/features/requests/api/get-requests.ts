import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestsApi } from '@shared/api/requests';
import { request } from '@web/lib/api';
import { listQueryOptions } from '@web/lib/list-query';
import { queryKeys } from '@web/lib/query-keys';

/** Every client request query starts with this key: request mutations and live 'request' events refresh it. */
export const REQUESTS_QUERY_KEY = queryKeys.requests.all;

/** `query`: the list state's API query (src/web/lib/list-state.ts). */
export const requestsQueryOptions = (query: string) =>
  listQueryOptions(queryKeys.requests.lists, query, (q, signal) => request(requestsApi.list, { query: q, signal }));

export function useRequests(query: string) {
  return useQuery(requestsQueryOptions(query));
}

/** The client dashboard's card: the newest five. */
export function useRecentRequests() {
  return useRequests('pageSize=5');
}

export const requestQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.requests.detail(id), queryFn: ({ signal }) => request(requestsApi.get, { params: { id }, signal }) });

export function useRequest(id: string) {
  return useQuery(requestQueryOptions(id));
}
