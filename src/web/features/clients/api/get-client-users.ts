import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientUser } from '@shared/schemas/clients';
import { clientsApi } from '@shared/api/clients';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

export function fetchClientUsers(clientId: string, signal?: AbortSignal): Promise<ClientUser[]> {
  return request(clientsApi.users, { params: { id: clientId }, signal });
}

export function clientUsersQueryOptions(clientId: string) {
  return queryOptions({ queryKey: queryKeys.clientUsers.list(clientId), queryFn: ({ signal }) => fetchClientUsers(clientId, signal) });
}

export function useClientUsers(clientId: string) {
  return useQuery(clientUsersQueryOptions(clientId));
}
