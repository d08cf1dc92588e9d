import { clientsApi } from '@shared/api/clients';
import { useEndpointMutation } from '@web/lib/endpoint-mutation';
import { CLIENT_LISTS_KEY, clientKey } from './keys';

export function useDeleteClient() {
  return useEndpointMutation(
    clientsApi.remove,
    (id: string) => [{ params: { id } }],
    (queryClient) => ({
      onSuccess: (_data, id) => {
        // Left for a moment so an open detail screen does not refetch a 404 while it navigates away.
        window.setTimeout(() => queryClient.removeQueries({ queryKey: clientKey(id) }), 0);
        return queryClient.invalidateQueries({ queryKey: CLIENT_LISTS_KEY });
      },
    }),
  );
}
