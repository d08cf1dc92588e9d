import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionsApi } from '@shared/api/options';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

/** The same key and shape as the task screens' project options, so they share the cache. */
export function clientProjectOptionsQuery(clientId: string) {
  return queryOptions({
    queryKey: queryKeys.options.projects(clientId),
    queryFn: ({ signal }) => request(optionsApi.projects, { query: { clientId }, signal }),
    // Choices change rarely; a minute saves refetching them each time the dialog opens.
    staleTime: 60_000,
  });
}

export function useClientProjectOptions(clientId: string) {
  return useQuery(clientProjectOptionsQuery(clientId));
}
