import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestsApi } from '@shared/api/requests';
import { request } from '@web/lib/api';
import { listQueryOptions } from '@web/lib/list-query';

/** Every client request query starts with this key: request mutations and live 'request' events refresh it. */
export const REQUESTS_QUERY_KEY = ['requests'] as const;

/** `query`: the list state's API query (src/web/lib/list-state.ts). */
export const requestsQueryOptions = (query: string) =>
  listQueryOptions([...REQUESTS_QUERY_KEY, 'list'], query, (q, signal) => request(requestsApi.list, { query: q, signal }));

export function useRequests(query: string) {
  return useQuery(requestsQueryOptions(query));
}

export const requestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...REQUESTS_QUERY_KEY, 'detail', id] as const,
    queryFn: ({ signal }) => request(requestsApi.get, { params: { id }, signal }),
  });

export function useRequest(id: string) {
  return useQuery(requestQueryOptions(id));
}
