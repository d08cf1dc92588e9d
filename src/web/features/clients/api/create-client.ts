import type { CreateClientInput } from '@shared/schemas/clients';
import { clientsApi } from '@shared/api/clients';
import { useEndpointMutation } from '@web/lib/endpoint-mutation';
import { invalidates } from '@web/lib/invalidate';

export function useCreateClient() {
  return useEndpointMutation(clientsApi.create, (input: CreateClientInput) => [{ body: input }], invalidates('client'));
}
