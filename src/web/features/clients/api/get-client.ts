import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientDetail } from '@shared/schemas/clients';
import { clientsApi } from '@shared/api/clients';
import { isApiError, request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

export function fetchClient(id: string, signal?: AbortSignal): Promise<ClientDetail> {
  return request(clientsApi.get, { params: { id }, signal });
}

export function clientQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.clients.detail(id),
    queryFn: ({ signal }) => fetchClient(id, signal),
    // A 404 is an answer ('Client not found'), not a hiccup worth retrying.
    retry: (count, error) => !isApiError(error, 404) && count < 2,
  });
}

export function useClient(id: string) {
  return useQuery(clientQueryOptions(id));
}
