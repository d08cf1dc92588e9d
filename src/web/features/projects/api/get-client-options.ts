import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientOption } from '../../../../shared/schemas/options';
import { api } from '../../../lib/api';

export function fetchClientOptions(signal?: AbortSignal): Promise<ClientOption[]> {
  return api.get<ClientOption[]>('/api/options/clients', signal);
}

export const clientOptionsQueryOptions = queryOptions({
  queryKey: ['options', 'clients'] as const,
  queryFn: ({ signal }) => fetchClientOptions(signal),
  staleTime: 60_000,
});

export function useClientOptions(enabled = true) {
  return useQuery({ ...clientOptionsQueryOptions, enabled });
}
