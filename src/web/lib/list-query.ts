import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/**
 * The query of one page of a list: `query` is the list state's API query (./list-state.ts), so the same filters are the
 * same cache entry, and `fetchPage` asks the list's route with it (`request(xApi.list, { query, signal })`), which
 * types the page. The current rows stay on screen while the next search or page loads, instead of a skeleton.
 */
export function listQueryOptions<T>(
  queryKey: readonly unknown[],
  query: string,
  fetchPage: (query: string, signal: AbortSignal) => Promise<T>,
) {
  return queryOptions({
    queryKey: [...queryKey, query] as const,
    queryFn: ({ signal }) => fetchPage(query, signal),
    placeholderData: keepPreviousData,
  });
}
