import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientDetail, UpdateClientInput } from '../../../../shared/schemas/clients';
import { clientsApi } from '../../../../shared/api/clients';
import { request } from '../../../lib/api';
import { CLIENT_LISTS_KEY, clientKey } from './keys';

export interface UpdateClientVariables {
  id: string;
  input: UpdateClientInput;
}

export function updateClient({ id, input }: UpdateClientVariables): Promise<ClientDetail> {
  return request(clientsApi.update, { params: { id }, body: input });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: (client) => queryClient.setQueryData(clientKey(client.id), client),
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CLIENT_LISTS_KEY }),
        // The timeline gains an entry.
        queryClient.invalidateQueries({ queryKey: clientKey(id) }),
      ]),
  });
}
