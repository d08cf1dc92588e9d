import { communicationsApi } from '@shared/api/communications';
import { invalidateAll, useEndpointMutation } from '@web/lib/endpoint-mutation';

export function useDeleteCommunication() {
  return useEndpointMutation(communicationsApi.remove, (id: string) => [{ params: { id } }], invalidateAll);
}
