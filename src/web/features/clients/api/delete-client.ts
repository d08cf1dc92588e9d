import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientsApi } from '../../../../shared/api/clients';
import { request } from '../../../lib/api';
import { CLIENT_LISTS_KEY, clientKey } from './keys';

export function deleteClient(id: string): Promise<unknown> {
  return request(clientsApi.remove, { params: { id } });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: (_data, id) => {
      // Left for a moment so an open detail screen does not refetch a 404 while it navigates away.
      window.setTimeout(() => queryClient.removeQueries({ queryKey: clientKey(id) }), 0);
      return queryClient.invalidateQueries({ queryKey: CLIENT_LISTS_KEY });
    },
  });
}
