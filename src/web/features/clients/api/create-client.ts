import type { CreateClientInput } from '@shared/schemas/clients';
import { clientsApi } from '@shared/api/clients';
import { useEndpointMutation } from '@web/lib/endpoint-mutation';
import { CLIENT_LISTS_KEY } from './keys';

export function useCreateClient() {
  return useEndpointMutation(
    clientsApi.create,
    (input: CreateClientInput) => [{ body: input }],
    (queryClient) => ({ onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENT_LISTS_KEY }) }),
  );
}
