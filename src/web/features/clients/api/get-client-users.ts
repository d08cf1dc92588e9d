import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientUser } from '../../../../shared/schemas/clients';
import { api } from '../../../lib/api';
import { clientUsersKey } from './keys';

export function fetchClientUsers(clientId: string, signal?: AbortSignal): Promise<ClientUser[]> {
  return api.get<ClientUser[]>(`/api/clients/${encodeURIComponent(clientId)}/users`, signal);
}

export function clientUsersQueryOptions(clientId: string) {
  return queryOptions({ queryKey: clientUsersKey(clientId), queryFn: ({ signal }) => fetchClientUsers(clientId, signal) });
}

export function useClientUsers(clientId: string) {
  return useQuery(clientUsersQueryOptions(clientId));
}
