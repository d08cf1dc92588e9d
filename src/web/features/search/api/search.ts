import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_LENGTH, type SearchResponse } from '@shared/schemas/search';
import { searchApi } from '@shared/api/search';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

export const SEARCH_QUERY_KEY = queryKeys.search.all;

export function fetchSearch(q: string, signal?: AbortSignal): Promise<SearchResponse> {
  return request(searchApi.search, { query: { q }, signal });
}

export function searchQueryOptions(q: string) {
  return queryOptions({
    queryKey: queryKeys.search.results(q),
    queryFn: ({ signal }) => fetchSearch(q, signal),
    enabled: q.length >= SEARCH_MIN_LENGTH,
    // The previous answer stays on screen while the next one arrives, so the list does not flicker per keystroke.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useSearch(q: string) {
  return useQuery(searchQueryOptions(q));
}
