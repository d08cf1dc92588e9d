import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { leadsApi } from '@shared/api/leads';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

/** Every Contact Leads query starts with this key; mutations invalidate it. */
export const LEADS_QUERY_KEY = queryKeys.leads.all;

/** `query` is the list state's API query (src/web/lib/list-state.ts); the rows stay on screen while the next page loads. */
export const leadsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: queryKeys.leads.list(query),
    queryFn: ({ signal }) => request(leadsApi.list, { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useLeads(query: string) {
  return useQuery(leadsQueryOptions(query));
}
