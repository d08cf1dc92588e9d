/** Choices for the communication form's and filters' selects; each list is scoped to the caller by the server. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionsApi } from '@shared/api/options';
import { request } from '@web/lib/api';

// Choices change rarely; a minute saves refetching them each time a dialog opens.
const staleTime = 60_000;

/** The same key and shape as the task screens' client options, so they share the cache. */
export function clientOptionsQuery() {
  return queryOptions({
    queryKey: ['options', 'clients'] as const,
    queryFn: ({ signal }) => request(optionsApi.clients, { signal }),
    staleTime,
  });
}

/** Every active staff member: who logged a communication. */
export function staffOptionsQuery() {
  return queryOptions({
    queryKey: ['options', 'users', 'staff'] as const,
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
