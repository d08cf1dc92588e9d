import type { UpdateClientInput } from '@shared/schemas/clients';
import { clientsApi } from '@shared/api/clients';
import { useEndpointMutation, type UpdateVariables } from '@web/lib/endpoint-mutation';
import { invalidateFor } from '@web/lib/invalidate';
import { queryKeys } from '@web/lib/query-keys';

export function useUpdateClient() {
  return useEndpointMutation(
    clientsApi.update,
    ({ id, input }: UpdateVariables<UpdateClientInput>) => [{ params: { id }, body: input }],
    (queryClient) => ({
      onSuccess: (client) => queryClient.setQueryData(queryKeys.clients.detail(client.id), client),
      onSettled: (_data, _error, { id }) =>
        // The timeline gains an entry; the name shows on projects, invoices and pickers.
        invalidateFor(queryClient, 'client', { clientId: id }),
    }),
  );
}
