import type { UpdateClientInput } from '@shared/schemas/clients';
import { clientsApi } from '@shared/api/clients';
import { useEndpointMutation, type UpdateVariables } from '@web/lib/endpoint-mutation';
import { CLIENT_LISTS_KEY, clientKey } from './keys';

export function useUpdateClient() {
  return useEndpointMutation(
    clientsApi.update,
    ({ id, input }: UpdateVariables<UpdateClientInput>) => [{ params: { id }, body: input }],
    (queryClient) => ({
      onSuccess: (client) => queryClient.setQueryData(clientKey(client.id), client),
      onSettled: (_data, _error, { id }) =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: CLIENT_LISTS_KEY }),
          // The timeline gains an entry.
          queryClient.invalidateQueries({ queryKey: clientKey(id) }),
        ]),
    }),
  );
}
