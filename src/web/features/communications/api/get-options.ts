/** Choices for the communication form's and filters' selects; each list is scoped to the caller by the server. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionsApi } from '@shared/api/options';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

// Choices change rarely; a minute saves refetching them each time a dialog opens.
const staleTime = 60_000;

/** The same key and shape as the task screens' client options, so they share the cache. */
export function clientOptionsQuery() {
  return queryOptions({ queryKey: queryKeys.options.clients, queryFn: ({ signal }) => request(optionsApi.clients, { signal }), staleTime });
}

/** Every active staff member: who logged a communication. */
export function staffOptionsQuery() {
  return queryOptions({
    queryKey: queryKeys.options.users('staff'),
    queryFn: ({ signal }) => request(optionsApi.users, { signal }),
    staleTime,
  });
}

export function useClientOptions(enabled = true) {
  return useQuery({ ...clientOptionsQuery(), enabled });
}

export function useStaffOptions(enabled = true) {
  return useQuery({ ...staffOptionsQuery(), enabled });
}
