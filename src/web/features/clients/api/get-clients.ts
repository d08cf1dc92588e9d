import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientList } from '../../../../shared/schemas/clients';
import { api } from '../../../lib/api';
import { clientListPath, type ClientFilters } from '../client-filters';
import { CLIENT_LISTS_KEY } from './keys';

export function fetchClients(filters: ClientFilters, signal?: AbortSignal): Promise<ClientList> {
  return api.get<ClientList>(clientListPath(filters), signal);
}

export function clientsQueryOptions(filters: ClientFilters) {
  return queryOptions({
    queryKey: [...CLIENT_LISTS_KEY, filters] as const,
    queryFn: ({ signal }) => fetchClients(filters, signal),
    // Keep the current rows on screen while the next search or page loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useClients(filters: ClientFilters) {
  return useQuery(clientsQueryOptions(filters));
}
