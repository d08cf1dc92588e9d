import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientOption } from '@shared/schemas/options';
import { optionsApi } from '@shared/api/options';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

export function fetchClientOptions(signal?: AbortSignal): Promise<ClientOption[]> {
  return request(optionsApi.clients, { signal });
}

export const clientOptionsQueryOptions = queryOptions({
  queryKey: queryKeys.options.clients,
  queryFn: ({ signal }) => fetchClientOptions(signal),
  staleTime: 60_000,
});

export function useClientOptions(enabled = true) {
  return useQuery({ ...clientOptionsQueryOptions, enabled });
}
