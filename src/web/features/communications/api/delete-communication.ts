import { communicationsApi } from '../../../../shared/api/communications';
import { invalidateAll, useEndpointMutation } from '../../../lib/endpoint-mutation';

export function useDeleteCommunication() {
  return useEndpointMutation(communicationsApi.remove, (id: string) => [{ params: { id } }], invalidateAll);
}
