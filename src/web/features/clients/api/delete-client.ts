import { clientsApi } from '@shared/api/clients';
import { useEndpointMutation } from '@web/lib/endpoint-mutation';
import { invalidateFor } from '@web/lib/invalidate';
import { queryKeys } from '@web/lib/query-keys';

export function useDeleteClient() {
  return useEndpointMutation(
    clientsApi.remove,
    (id: string) => [{ params: { id } }],
    (queryClient) => ({
      onSuccess: (_data, id) => {
        // Left for a moment so an open detail screen does not refetch a 404 while it navigates away.
        window.setTimeout(() => queryClient.removeQueries({ queryKey: queryKeys.clients.detail(id) }), 0);
        return invalidateFor(queryClient, 'client', {}, { gone: queryKeys.clients.detail(id) });
      },
    }),
  );
}
