import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from './api';
import { withQuery } from './list-state';

/**
 * The query of one page of a list: `query` is the list state's API query (./list-state.ts), so the same filters are the
 * same cache entry. The current rows stay on screen while the next search or page loads, instead of a skeleton.
 */
export function listQueryOptions<T>(queryKey: readonly unknown[], path: string, query: string) {
  return queryOptions({
    queryKey: [...queryKey, query] as const,
    queryFn: ({ signal }) => api.get<T>(withQuery(path, query), signal),
    placeholderData: keepPreviousData,
  });
}
