import { useQuery } from '@tanstack/react-query';
import type { ClientList } from '../../../../shared/schemas/clients';
import { listQueryOptions } from '../../../lib/list-query';
import { CLIENT_LISTS_KEY } from './keys';

/** `query`: the list state's API query (src/web/lib/list-state.ts). */
export const clientsQueryOptions = (query: string) => listQueryOptions<ClientList>(CLIENT_LISTS_KEY, '/api/clients', query);

export function useClients(query: string) {
  return useQuery(clientsQueryOptions(query));
}
