import { useQuery } from '@tanstack/react-query';
import { clientsApi } from '@shared/api/clients';
import { request } from '@web/lib/api';
import { listQueryOptions } from '@web/lib/list-query';
import { queryKeys } from '@web/lib/query-keys';

/** `query`: the list state's API query (src/web/lib/list-state.ts). */
export const clientsQueryOptions = (query: string) =>
  listQueryOptions(queryKeys.clients.lists, query, (q, signal) => request(clientsApi.list, { query: q, signal }));

export function useClients(query: string) {
  return useQuery(clientsQueryOptions(query));
}
